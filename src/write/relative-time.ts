import {
  addDays,
  addMonths,
  englishMonthIndex,
  formatDate,
  formatMonth,
  isoDate,
  isValidDate,
  mondayOf,
  startOfDayInstant,
  turnClock,
  type LocalDate,
  type TurnClock,
} from './calendar.js';
import { COUNT, ENGLISH_COUNT, parseCount, parseEnglishCount } from './numbers.js';

/**
 * Resolves relative time words ("下周", "三天前", "yesterday", "next Friday") against the
 * turn time, so a memory read months later still means the same thing. The text gets
 * the absolute date in place of the relative words; the first specific date becomes
 * `eventTime`. Bare weekdays ("周二", "on Mondays") are left alone: they are usually
 * recurring ("每周一三五去健身"), not one date.
 */
export type TimePrecision = 'instant' | 'day' | 'week' | 'month' | 'year';

export interface ResolvedPhrase {
  phrase: string;
  replacement: string;
  date: LocalDate;
  precision: TimePrecision;
  /** False for explicit dates ("3 月 17 号"), which are read for eventTime but not rewritten. */
  relative: boolean;
  /** Vague words ("最近", "currently") that only anchor the text to the turn time. */
  vague: boolean;
}

export interface TimeResolution {
  text: string;
  /** The first specific date (local midnight, UTC ISO); the turn instant when only vague words were found; null when none. */
  eventTime: string | null;
  /** The same date on the user's calendar, YYYY-MM-DD. */
  eventDate: string | null;
  phrases: ResolvedPhrase[];
}

interface Resolved {
  replacement: string;
  date: LocalDate;
  precision: TimePrecision;
  vague?: boolean;
  relative?: boolean;
}

interface Rule {
  pattern: RegExp;
  resolve: (match: RegExpExecArray, clock: TurnClock, before: string) => Resolved | null;
}

const WEEK_OFFSET: Record<string, number> = { 上上: -2, 上: -1, 这: 0, 本: 0, 下: 1, 下下: 2 };
const ZH_WEEKDAY: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 日: 7, 天: 7, '1': 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7 };
const ZH_DAY_WORDS: Record<string, [number, string]> = {
  大前天: [-3, ''], 前天: [-2, ''], 昨天: [-1, ''], 昨日: [-1, ''], 昨儿: [-1, ''], 昨晚: [-1, '晚上'], 昨夜: [-1, '夜里'],
  今天: [0, ''], 今日: [0, ''], 今儿: [0, ''], 今晚: [0, '晚上'], 今早: [0, '早上'],
  明天: [1, ''], 明日: [1, ''], 明儿: [1, ''], 明晚: [1, '晚上'], 明早: [1, '早上'], 后天: [2, ''], 大后天: [3, ''],
};
const ZH_YEAR_WORDS: Record<string, number> = { 前年: -2, 去年: -1, 今年: 0, 明年: 1, 后年: 2 };

function lastDayOfMonth(date: LocalDate): LocalDate {
  return { ...date, day: new Date(Date.UTC(date.year, date.month, 0)).getUTCDate() };
}

function monthPart(date: LocalDate, part: string | undefined): LocalDate {
  if (part === '底' || part === '末' || part === '下旬') return lastDayOfMonth(date);
  if (part === '中旬') return { ...date, day: 15 };
  return { ...date, day: 1 };
}

const zhRules: Rule[] = [
  {
    pattern: /(?<!每)(上上|下下|上|下|这|本)个?(?:周|星期|礼拜)([一二三四五六日天1-7])/gu,
    resolve: (match, clock) => {
      const date = addDays(mondayOf(clock.today, WEEK_OFFSET[match[1] as string] ?? 0), (ZH_WEEKDAY[match[2] as string] ?? 1) - 1);
      return { replacement: `${formatDate.zh(date)}（周${match[2] === '7' ? '日' : match[2]}）`, date, precision: 'day' };
    },
  },
  {
    pattern: /(?<!每)(上上|下下|上|下|这|本)个?(?:周末|礼拜末)/gu,
    resolve: (match, clock) => {
      const date = addDays(mondayOf(clock.today, WEEK_OFFSET[match[1] as string] ?? 0), 5);
      return { replacement: `${formatDate.zh(date)}那个周末`, date, precision: 'day' };
    },
  },
  {
    pattern: /(?<!每)(上上|下下|上|下|这|本)个?(?:周|星期|礼拜)/gu,
    resolve: (match, clock) => {
      const date = mondayOf(clock.today, WEEK_OFFSET[match[1] as string] ?? 0);
      return { replacement: `${formatDate.zh(date)}那一周`, date, precision: 'week' };
    },
  },
  {
    pattern: /(?:(上上|下下|上|下)个月|(这|本)个?月|(?<![晚早马路身线楼街])(上|下)月)(初|底|末|中旬|上旬|下旬)?/gu,
    resolve: (match, clock) => {
      const offset = WEEK_OFFSET[(match[1] ?? match[2] ?? match[3]) as string] ?? 0;
      const month = addMonths({ ...clock.today, day: 1 }, offset);
      return { replacement: `${formatMonth.zh(month)}${match[4] ?? ''}`, date: monthPart(month, match[4]), precision: 'month' };
    },
  },
  {
    pattern: /(?<![个本这上下\d年一二三四五六七八九十\s])月(初|底|末)/gu,
    resolve: (match, clock) => {
      const month = { ...clock.today, day: 1 };
      return { replacement: `${formatMonth.zh(month)}${match[1]}`, date: monthPart(month, match[1]), precision: 'month' };
    },
  },
  {
    pattern: /大前天|前天|昨天|昨日|昨晚|昨夜|昨儿|今天|今日|今晚|今早|今儿|明天|明日|明晚|明早|明儿|大后天|后天/gu,
    resolve: (match, clock) => {
      const [offset, suffix] = ZH_DAY_WORDS[match[0]] ?? [0, ''];
      const date = addDays(clock.today, offset);
      return { replacement: `${formatDate.zh(date)}${suffix}`, date, precision: 'day' };
    },
  },
  {
    pattern: new RegExp(`(${COUNT})\\s*(天|个?(?:周|星期|礼拜)|个多?月|年)\\s*(前|之前|以前|后|之后|以后)`, 'gu'),
    resolve: (match, clock) => {
      const count = parseCount(match[1] as string);
      if (count === null) return null;
      const unit = match[2] as string;
      const sign = match[3]?.includes('前') ? -1 : 1;
      if (unit === '年') {
        if (count >= 100) return null;
        const date = addMonths(clock.today, Math.round(sign * count * 12));
        return count % 1 === 0
          ? { replacement: `${date.year}年`, date: { ...date, month: 1, day: 1 }, precision: 'year' }
          : { replacement: formatMonth.zh(date), date, precision: 'month' };
      }
      if (unit.includes('月')) {
        if (count < 1) {
          const date = addDays(clock.today, sign * Math.round(count * 30));
          return { replacement: `约${formatDate.zh(date)}`, date, precision: 'day' };
        }
        const date = addMonths(clock.today, sign * Math.round(count));
        return { replacement: formatMonth.zh(date), date, precision: 'month' };
      }
      const days = unit === '天' ? count : count * 7;
      const date = addDays(clock.today, sign * days);
      return { replacement: unit === '天' ? formatDate.zh(date) : `约${formatDate.zh(date)}`, date, precision: 'day' };
    },
  },
  {
    pattern: /前年|去年|今年|明年|后年/gu,
    resolve: (match, clock) => {
      const year = clock.today.year + (ZH_YEAR_WORDS[match[0]] ?? 0);
      return { replacement: `${year}年`, date: { year, month: 1, day: 1 }, precision: 'year' };
    },
  },
  {
    // "最近开始喝手冲" → "2026年2月26日前后开始喝手冲"; "现在是 28k" → "截至2026年3月24日是 28k".
    pattern: /最近|近来|近期|这几天|这两天|这阵子|这段时间|目前|如今|眼下|当前|(?<!从)现在/gu,
    resolve: (match, clock) => {
      const around = ['最近', '近来', '近期', '这几天', '这两天', '这阵子', '这段时间'].includes(match[0]);
      const date = formatDate.zh(clock.today);
      return { replacement: around ? `${date}前后` : `截至${date}`, date: clock.today, precision: 'instant', vague: true };
    },
  },
  {
    pattern: /刚刚|刚才|(?<!刚)刚(?![好巧强毅性需才刚])/gu,
    resolve: (match, clock) => ({
      replacement: match[0] === '刚' ? `于${formatDate.zh(clock.today)}` : formatDate.zh(clock.today),
      date: clock.today,
      precision: 'instant',
      vague: true,
    }),
  },
];

const EN_WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const EN_OFFSET: Record<string, number> = { last: -1, this: 0, next: 1, coming: 0 };
const PREPOSITION_BEFORE = /\b(?:in|on|at|by|until|till|for|during|since|before|after|from|of|around)\s+$/i;

/** "on March 5, 2026", or just the date when the text already has a preposition. */
function withPreposition(preposition: string, core: string, before: string): string {
  return PREPOSITION_BEFORE.test(before) ? core : `${preposition} ${core}`;
}

function englishSpan(count: number, unit: string, sign: number, clock: TurnClock, before: string, lead: string): Resolved {
  const singular = unit.toLowerCase().replace(/s$/, '');
  if (singular === 'year') {
    const date = addMonths(clock.today, sign * count * 12);
    return { replacement: withPreposition('in', String(date.year), before), date: { ...date, month: 1, day: 1 }, precision: 'year' };
  }
  if (singular === 'month') {
    const date = addMonths(clock.today, sign * count);
    return { replacement: withPreposition('in', formatMonth.en(date), before), date, precision: 'month' };
  }
  const date = addDays(clock.today, sign * count * (singular === 'week' ? 7 : 1));
  return { replacement: withPreposition(lead, formatDate.en(date), before), date, precision: 'day' };
}

const SEASON_START: Record<string, number> = { spring: 3, summer: 6, autumn: 9, fall: 9, winter: 12 };

/** First day of the named season: "last autumn" is the latest one already over, "next" the first one not yet begun. */
function seasonStart(season: string, which: string, today: LocalDate): LocalDate {
  const month = SEASON_START[season] ?? 3;
  const todayKey = isoDate(today);
  const occurrences = [-2, -1, 0, 1].map((offset) => ({ year: today.year + offset, month, day: 1 }));
  if (which === 'last') return [...occurrences].reverse().find((start) => isoDate(addMonths(start, 3)) <= todayKey) ?? (occurrences[0] as LocalDate);
  if (which === 'next') return occurrences.find((start) => isoDate(start) > todayKey) ?? (occurrences[3] as LocalDate);
  return occurrences.find((start) => isoDate(start) <= todayKey && isoDate(addMonths(start, 3)) > todayKey) ?? (occurrences[2] as LocalDate);
}

const enRules: Rule[] = [
  {
    pattern: /\bthe day (before yesterday|after tomorrow)\b/gi,
    resolve: (match, clock, before) => {
      const date = addDays(clock.today, match[1]?.toLowerCase().startsWith('before') ? -2 : 2);
      return { replacement: withPreposition('on', formatDate.en(date), before), date, precision: 'day' };
    },
  },
  {
    pattern: /\b(yesterday|today|tomorrow|tonight|last night|this)(?:\s+(morning|afternoon|evening|night))?\b/gi,
    resolve: (match, clock, before) => {
      const word = (match[1] as string).toLowerCase();
      const part = match[2]?.toLowerCase() ?? (word === 'tonight' || word === 'last night' ? 'night' : undefined);
      if (word === 'this' && part === undefined) return null;
      const offset = word === 'yesterday' || word === 'last night' ? -1 : word === 'tomorrow' ? 1 : 0;
      const date = addDays(clock.today, offset);
      const core = part ? `the ${part} of ${formatDate.en(date)}` : formatDate.en(date);
      return { replacement: withPreposition('on', core, before), date, precision: 'day' };
    },
  },
  {
    pattern: new RegExp(`\\b(last|next|this|coming)\\s+(${EN_WEEKDAYS.join('|')})\\b`, 'gi'),
    resolve: (match, clock, before) => {
      const which = (match[1] as string).toLowerCase();
      const index = EN_WEEKDAYS.indexOf((match[2] as string).toLowerCase()) + 1;
      let date = addDays(mondayOf(clock.today, EN_OFFSET[which] ?? 0), index - 1);
      // "coming Friday" is the next one after today, whichever week it falls in.
      if (which === 'coming' && isoDate(date) <= isoDate(clock.today)) date = addDays(date, 7);
      const name = (match[2] as string).charAt(0).toUpperCase() + (match[2] as string).slice(1).toLowerCase();
      return { replacement: withPreposition('on', `${name}, ${formatDate.en(date)}`, before), date, precision: 'day' };
    },
  },
  {
    pattern: /\b(last|next|this)\s+(weekend|week|month|year)\b/gi,
    resolve: (match, clock, before) => {
      const offset = EN_OFFSET[(match[1] as string).toLowerCase()] ?? 0;
      const unit = (match[2] as string).toLowerCase();
      if (unit === 'weekend') {
        const date = addDays(mondayOf(clock.today, offset), 5);
        return { replacement: withPreposition('on', `the weekend of ${formatDate.en(date)}`, before), date, precision: 'day' };
      }
      if (unit === 'week') {
        const date = mondayOf(clock.today, offset);
        return { replacement: withPreposition('in', `the week of ${formatDate.en(date)}`, before), date, precision: 'week' };
      }
      if (unit === 'month') {
        const date = addMonths({ ...clock.today, day: 1 }, offset);
        return { replacement: withPreposition('in', formatMonth.en(date), before), date, precision: 'month' };
      }
      const year = clock.today.year + offset;
      return { replacement: withPreposition('in', String(year), before), date: { year, month: 1, day: 1 }, precision: 'year' };
    },
  },
  {
    pattern: /\b(last|this|next)\s+(spring|summer|autumn|fall|winter)\b/gi,
    resolve: (match, clock, before) => {
      const season = (match[2] as string).toLowerCase();
      const date = seasonStart(season, (match[1] as string).toLowerCase(), clock.today);
      const name = season === 'fall' ? 'autumn' : season;
      return { replacement: withPreposition('in', `${name} ${date.year}`, before), date, precision: 'month' };
    },
  },
  {
    pattern: new RegExp(`\\b(${ENGLISH_COUNT})\\s+(days?|weeks?|months?|years?)\\s+ago\\b`, 'gi'),
    resolve: (match, clock, before) => {
      const count = parseEnglishCount(match[1] as string);
      return count === null ? null : englishSpan(count, match[2] as string, -1, clock, before, 'on');
    },
  },
  {
    pattern: new RegExp(`\\b(in|within)\\s+(${ENGLISH_COUNT})\\s+(days?|weeks?|months?|years?)\\b`, 'gi'),
    resolve: (match, clock) => {
      const count = parseEnglishCount(match[2] as string);
      if (count === null) return null;
      const lead = (match[1] as string).toLowerCase() === 'within' ? 'by' : 'around';
      return englishSpan(count, match[3] as string, 1, clock, '', lead);
    },
  },
  {
    pattern: /\b(recently|lately|currently|nowadays|these days|at the moment|right now|for now|as of now|just now)\b/gi,
    resolve: (match, clock) => {
      const word = (match[1] as string).toLowerCase();
      const replacement = word === 'just now' ? `on ${formatDate.en(clock.today)}` : `as of ${formatDate.en(clock.today)}`;
      return { replacement, date: clock.today, precision: 'instant', vague: true };
    },
  },
  {
    // A bare "now" carries nothing the turn time does not; it is dropped ("I'm now vegan" → "… is vegan").
    pattern: /(?<!\bfrom\s)\bnow\b(?!\s+on\b)\s?/gi,
    resolve: (_match, clock) => ({ replacement: '', date: clock.today, precision: 'instant', vague: true }),
  },
];

const explicitRules: Rule[] = [
  {
    pattern: /(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]/gu,
    resolve: (match) => explicit(match[0], Number(match[1]), Number(match[2]), Number(match[3])),
  },
  {
    pattern: /(?<![\d年])(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]/gu,
    resolve: (match, clock) => explicit(match[0], clock.today.year, Number(match[1]), Number(match[2])),
  },
  {
    pattern: /\b(\d{4})-(\d{2})-(\d{2})\b/g,
    resolve: (match) => explicit(match[0], Number(match[1]), Number(match[2]), Number(match[3])),
  },
  {
    pattern: /\b(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?\b/g,
    resolve: (match, clock) => {
      const month = englishMonthIndex(match[1] as string);
      return month === null ? null : explicit(match[0], match[3] ? Number(match[3]) : clock.today.year, month, Number(match[2]));
    },
  },
];

function explicit(phrase: string, year: number, month: number, day: number): Resolved | null {
  const date = { year, month, day };
  return isValidDate(date) ? { replacement: phrase, date, precision: 'day', relative: false } : null;
}

interface Span extends ResolvedPhrase {
  start: number;
  end: number;
}

function collectSpans(text: string, clock: TurnClock, rules: Rule[]): Span[] {
  const spans: Span[] = [];
  for (const rule of rules) {
    for (const match of text.matchAll(rule.pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      // Earlier rules win: "下周一" is one phrase, never "下周" plus a stray "一".
      if (spans.some((span) => start < span.end && end > span.start)) continue;
      const resolved = rule.resolve(match as RegExpExecArray, clock, text.slice(0, start));
      if (!resolved) continue;
      spans.push({
        start,
        end,
        phrase: match[0],
        replacement: resolved.replacement,
        date: resolved.date,
        precision: resolved.precision,
        relative: resolved.relative ?? true,
        vague: resolved.vague ?? false,
      });
    }
  }
  return spans.sort((left, right) => left.start - right.start);
}

const RELATIVE_RULES = [...zhRules, ...enRules];

export function resolveRelativeTimes(text: string, turnTime: string): TimeResolution {
  const clock = turnClock(turnTime);
  const spans = collectSpans(text, clock, [...explicitRules, ...RELATIVE_RULES]);
  let output = '';
  let cursor = 0;
  for (const span of spans) {
    output += text.slice(cursor, span.start) + span.replacement;
    cursor = span.end;
  }
  output = (output + text.slice(cursor)).replace(/[ \t]{2,}/g, ' ').replace(/\s+([,.!?;:])/g, '$1');
  const specific = spans.find((span) => !span.vague);
  const anchor = specific ?? spans[0];
  const eventTime = specific ? startOfDayInstant(specific.date, clock.offsetMinutes) : anchor ? clock.instant : null;
  const phrases = spans.map(({ start: _start, end: _end, ...phrase }) => phrase);
  return { text: output.trim(), eventTime, eventDate: anchor ? isoDate(anchor.date) : null, phrases };
}

/** Relative time words still in a text; a resolved memory has none. */
export function findRelativeTimeWords(text: string, turnTime = '2000-01-01T00:00:00Z'): string[] {
  return collectSpans(text, turnClock(turnTime), [...explicitRules, ...RELATIVE_RULES])
    .filter((span) => span.relative)
    .map((span) => span.phrase.trim());
}

/** Every calendar date a text names or implies (explicit or relative), for the hallucination guard. */
export function datesMentioned(text: string, turnTime: string): ResolvedPhrase[] {
  return resolveRelativeTimes(text, turnTime).phrases;
}
