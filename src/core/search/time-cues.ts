import { DAY_MS } from '../memory-time.js';
import { relateToDate } from './anchored-days.js';
import { CHINESE_WEEKDAYS, countOf as count, MONTH_NAME_ALTERNATION, monthIndex, WEEKDAYS, weekdayOf } from './calendar-words.js';

/**
 * Time awareness for questions: which period a question points at ("last week", "上个月",
 * "3月16号", "October 13, 2023") and whether it asks for the latest occurrence ("上次",
 * "last time", "currently"). Periods resolve against the question's "now", on the asker's calendar
 * when its offset is known (findTimeCues); a memory's time is compared with some slack anyway (see time-weighting.ts).
 */
export interface TimeRange {
  from: number;
  to: number;
  /** The words that produced it, for the score breakdown and tests. */
  label: string;
  /**
   * A weekday named alone ("on Sunday", 周日): the most recent one is a guess, as it may be the
   * coming one ("What type of date is he going on Sunday?"), so a day a memory tells of is not matched to it (told-days.ts).
   */
  guessedWeek?: true;
}

export interface TimeCues {
  ranges: TimeRange[];
  /** The question wants the most recent memory on its subject. */
  latest: boolean;
  /** The question wants the earliest memory on its subject ("the very first test", 第一次检查时, "originally"); never with `latest`. */
  earliest?: boolean;
}

const MONTH_NAME = `(${MONTH_NAME_ALTERNATION})`;


function startOfDay(time: number): number {
  return Math.floor(time / DAY_MS) * DAY_MS;
}

function dayRange(start: number, days: number, label: string): TimeRange {
  return { from: start, to: start + days * DAY_MS - 1, label };
}

function monthRange(year: number, month: number, label: string): TimeRange {
  return { from: Date.UTC(year, month, 1), to: Date.UTC(year, month + 1, 1) - 1, label };
}

/** A date without a year means the most recent such date not after now. */
function pastYear(now: Date, month: number, day = 1): number {
  const year = now.getUTCFullYear();
  return Date.UTC(year, month, day) > now.getTime() + DAY_MS ? year - 1 : year;
}

/** Monday-based week containing `time`, shifted by `weeks`. */
function weekRange(time: number, weeks: number, label: string): TimeRange {
  const day = new Date(time).getUTCDay();
  const monday = startOfDay(time) - ((day + 6) % 7) * DAY_MS + weeks * 7 * DAY_MS;
  return dayRange(monday, 7, label);
}

const WEEKDAY_NAME = `(${WEEKDAYS.join('|')})`;

/** The most recent such weekday on or before today (`strict`: before today). */
function recentWeekday(now: Date, weekday: number, strict: boolean): number {
  const today = startOfDay(now.getTime());
  const back = (weekdayOf(today) - weekday + 7) % 7 || (strict ? 7 : 0);
  return today - back * DAY_MS;
}

/** "上周三", "这周五", "周日": a weekday of last week, this week, or the most recent one. */
function chineseWeekday(match: RegExpExecArray, now: Date): TimeRange {
  const weekday = CHINESE_WEEKDAYS[match[2] as string] as number;
  const prefix = match[1] ?? '';
  if (prefix === '') return { ...dayRange(recentWeekday(now, weekday, false), 1, match[0]), guessedWeek: true };
  const weeks = prefix === '上上' ? -2 : prefix === '上' ? -1 : 0;
  return dayRange(weekRange(now.getTime(), weeks, match[0]).from + weekday * DAY_MS, 1, match[0]);
}

/**
 * "last Tuesday": the most recent Tuesday before today; when that one falls in the current week,
 * speakers often mean the week before's, so both days count.
 */
function lastWeekday(match: RegExpExecArray, now: Date): TimeRange[] {
  const day = recentWeekday(now, WEEKDAYS.indexOf((match[1] as string).toLowerCase()), true);
  const monday = weekRange(now.getTime(), 0, '').from;
  return day >= monday ? [dayRange(day, 1, match[0]), dayRange(day - 7 * DAY_MS, 1, match[0])] : [dayRange(day, 1, match[0])];
}

/**
 * "the Tuesday before last": the Tuesday a week before "last Tuesday" (both readings when that one
 * falls in the current week), as 上上周二 is the week before 上周二.
 */
function weekdayBeforeLast(match: RegExpExecArray, now: Date): TimeRange[] {
  return lastWeekday(match, now).map((range) => dayRange(range.from - 7 * DAY_MS, 1, match[0]));
}

/** "on the 3rd", "3号": that day of this month, or of last month when it is still ahead. */
function dayOfMonth(match: RegExpExecArray, now: Date): TimeRange | null {
  const day = Number(match[1]);
  if (day < 1 || day > 31) return null;
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const start = Date.UTC(year, month, day) > now.getTime() ? Date.UTC(year, month - 1, day) : Date.UTC(year, month, day);
  return dayRange(start, 1, match[0]);
}

/** Adverbs of what holds as a rule, not once: a month beside them is a season of every year. */
const ASKS_WHAT_USUALLY_HOLDS = /\b(?:usually|typically|normally|generally|on average|in general|tend to)\b/iu;

type Rule = [RegExp, (match: RegExpExecArray, now: Date) => TimeRange | TimeRange[] | null, 'date'?];

const rules: Rule[] = [
  // Absolute dates first; the relative rules below skip text they already claimed. A calendar
  // date ('date') may be the anchor of a relation: "the Monday before July 24", 7月24日的前一周.
  [/(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]/g, (m) => dayRange(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!), 1, m[0]), 'date'],
  [/(\d{4})\s*年\s*(\d{1,2})\s*月(?!\s*\d)/g, (m) => monthRange(+m[1]!, +m[2]! - 1, m[0])],
  [/(?<![\d年])(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]/g, (m, now) => dayRange(Date.UTC(pastYear(now, +m[1]! - 1, +m[2]!), +m[1]! - 1, +m[2]!), 1, m[0]), 'date'],
  [/(?<![\d年])(\d{1,2})\s*月份?(?![\d日号])/g, (m, now) => monthRange(pastYear(now, +m[1]! - 1), +m[1]! - 1, m[0])],
  [new RegExp(`\\b${MONTH_NAME}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'gi'), (m) => dayRange(Date.UTC(+m[3]!, monthIndex(m[1]!), +m[2]!), 1, m[0]), 'date'],
  [new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_NAME},?\\s+(\\d{4})\\b`, 'gi'), (m) => dayRange(Date.UTC(+m[3]!, monthIndex(m[2]!), +m[1]!), 1, m[0]), 'date'],
  [new RegExp(`\\b${MONTH_NAME},?\\s+(\\d{4})\\b`, 'gi'), (m) => monthRange(+m[2]!, monthIndex(m[1]!), m[0])],
  [new RegExp(`\\b${MONTH_NAME}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b`, 'gi'), (m, now) => dayRange(Date.UTC(pastYear(now, monthIndex(m[1]!), +m[2]!), monthIndex(m[1]!), +m[2]!), 1, m[0]), 'date'],
  // "21 April", "the 21st of April": day before month, no year. "5 may" alone is too often the verb.
  [new RegExp(`\\b(\\d{1,2})((?:st|nd|rd|th)?\\s+of|st|nd|rd|th)?\\s+${MONTH_NAME}\\b`, 'gi'), (m, now) =>
    m[3]!.toLowerCase() === 'may' && m[2] === undefined ? null : dayRange(Date.UTC(pastYear(now, monthIndex(m[3]!), +m[1]!), monthIndex(m[3]!), +m[1]!), 1, m[0]), 'date'],
  // "in September", "back in March", "late October": a month named alone is the most recent one, as 9月份 is (since session 59).
  // Only after a preposition or a part of the month, where "May" is no verb; "next" and "this" look ahead and are left to
  // the words; and not in a question of what usually holds ("What's the weather usually like in Atlanta in April?"), where
  // the month is a season of every year.
  [new RegExp(`\\b(?:in|during|back in|last|early|late|mid|(?:the\\s+)?(?:end|beginning|start|middle)\\s+of)[\\s-]+${MONTH_NAME}\\b`, 'gi'), (m, now) =>
    ASKS_WHAT_USUALLY_HOLDS.test(m.input) ? null : monthRange(pastYear(now, monthIndex(m[1]!)), monthIndex(m[1]!), m[0])],
  // Days named by weekday or by day of the month.
  [/(上上|上|这|本)?个?(?:周|星期|礼拜)([一二三四五六日天])/g, chineseWeekday],
  [new RegExp(`\\bthe\\s+${WEEKDAY_NAME}\\s+before\\s+last\\b`, 'gi'), weekdayBeforeLast],
  [new RegExp(`\\blast\\s+${WEEKDAY_NAME}\\b`, 'gi'), lastWeekday],
  [new RegExp(`\\b(?<!every\\s)${WEEKDAY_NAME}(?!s)\\b`, 'gi'), (m, now) => ({ ...dayRange(recentWeekday(now, WEEKDAYS.indexOf(m[1]!.toLowerCase()), false), 1, m[0]), guessedWeek: true as const })],
  [/\bthe\s+(\d{1,2})(?:st|nd|rd|th)\b/gi, dayOfMonth],
  [/(?<![\d月年.])(\d{1,2})\s*[号日](?![游元])/g, dayOfMonth],
  [/\b(?:in|during|of|since)\s+((?:19|20)\d{2})\b/gi, (m) => ({ from: Date.UTC(+m[1]!, 0, 1), to: Date.UTC(+m[1]! + 1, 0, 1) - 1, label: m[0] })],
  // Relative periods.
  [/前天|day before yesterday/gi, (m, now) => dayRange(startOfDay(now.getTime()) - 2 * DAY_MS, 1, m[0])],
  [/昨天|昨晚|昨日|yesterday|last night/gi, (m, now) => dayRange(startOfDay(now.getTime()) - DAY_MS, 1, m[0])],
  [/今天|今晚|今日|today|tonight/gi, (m, now) => dayRange(startOfDay(now.getTime()), 1, m[0])],
  [/上上(?:周|个?星期|个?礼拜)|two weeks ago/gi, (m, now) => weekRange(now.getTime(), -2, m[0])],
  [/上(?:周|个?星期|个?礼拜)末?|last week(?:end)?/gi, (m, now) => weekRange(now.getTime(), -1, m[0])],
  [/(?:这|本)(?:周|个?星期|个?礼拜)|this week/gi, (m, now) => weekRange(now.getTime(), 0, m[0])],
  [/上个?月|last month/gi, (m, now) => monthRange(now.getUTCFullYear(), now.getUTCMonth() - 1, m[0])],
  [/(?:这个|本)月|this month/gi, (m, now) => monthRange(now.getUTCFullYear(), now.getUTCMonth(), m[0])],
  [/去年|last year/gi, (m, now) => ({ from: Date.UTC(now.getUTCFullYear() - 1, 0, 1), to: Date.UTC(now.getUTCFullYear(), 0, 1) - 1, label: m[0] })],
  [/今年|this year/gi, (m, now) => ({ from: Date.UTC(now.getUTCFullYear(), 0, 1), to: Date.UTC(now.getUTCFullYear() + 1, 0, 1) - 1, label: m[0] })],
  [/(\d+|[一两二三四五六七八九十])\s*天(?:之|以)?前/g, (m, now) => dayRange(startOfDay(now.getTime()) - count(m[1]!) * DAY_MS, 1, m[0])],
  [/\b(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten)\s+days?\s+ago\b/gi, (m, now) => dayRange(startOfDay(now.getTime()) - count(m[1]!) * DAY_MS, 1, m[0])],
  [/(\d+|[一两二三四五六七八九十])\s*(?:周|个?星期|个?礼拜)(?:之|以)?前/g, (m, now) => weekRange(now.getTime(), -count(m[1]!), m[0])],
  [/\b(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten)\s+weeks?\s+ago\b/gi, (m, now) => weekRange(now.getTime(), -count(m[1]!), m[0])],
  [/(\d+|[一两二三四五六七八九十])\s*个月(?:之|以)?前/g, (m, now) => monthRange(now.getUTCFullYear(), now.getUTCMonth() - count(m[1]!), m[0])],
  [/\b(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten)\s+months?\s+ago\b/gi, (m, now) => monthRange(now.getUTCFullYear(), now.getUTCMonth() - count(m[1]!), m[0])],
];

/**
 * "上次", "最近一次", "latest", "currently": the newest memory on the subject is the answer. So too
 * for the aspect adverbs that ask whether a state holds up to now ("still", "yet", "anymore", "so
 * far", 仍然, 还在, 至今) and the phrases of the state as it stands ("at this point", "as of now", "by
 * now"; since session 38), or as it holds from here on ("going forward", "from here on", as "from now on" by its "now"; since session 55): a closed class.
 */
const LATEST = /上一?次|最近一次|最新|最近|现在|目前|如今|当前|眼下|这阵子|近况|仍然|依然|仍旧|还在|至今|到现在|\bstill\b|\byet\b|\banymore\b|\bany (?:more|longer)\b|\bso far\b|\blast time\b|\bthe last\b|\blatest\b|\bmost recent(?:ly)?\b|\brecently\b|\blately\b|\bcurrent(?:ly)?\b|\bnow\b|\bthese days\b|\bnowadays\b|\bat the moment\b|\bat present\b|\bright now\b|\bat this point\b|\bas of now\b|\bas things stand\b|\bby now\b|\b(?:going|moving) forward\b|\bfrom here on\b|\blast\s+(?!week|month|year|night|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)[a-z]+/i;

/**
 * "第一次", "the very first", "the first time", "at first", "originally", 一开始, 最早: the earliest memory on
 * the subject is the answer, as the newest is for LATEST (since session 59). A closed class of adverbs of a
 * beginning and of the first time; not "first" alone, which as often names an event's kind ("my first
 * marathon") told at any time.
 */
const EARLIEST = /\bvery first\b|\bthe first time\b|\bat first\b|\binitially\b|\boriginally\b|\bat the start\b|\bin the beginning\b|\bto begin with\b|第一次|头一次|头一回|最早|最初|一开始|起初|刚开始/iu;

/**
 * The question's cues. `offsetMinutes` is the asker's UTC offset: the days and periods it names are
 * days of the asker's calendar ("yesterday", asked at 07:00 on December 1 in +08:00, is November
 * 30 there; in UTC it is still November 30 and yesterday the 29th), so they are read on the asker's
 * wall clock and returned as instants.
 */
export function findTimeCues(query: string, now: Date, offsetMinutes = 0): TimeCues {
  const shift = offsetMinutes * 60_000;
  const cues = findLocalTimeCues(query, new Date(now.getTime() + shift));
  return shift === 0 ? cues : { ...cues, ranges: cues.ranges.map((range) => ({ ...range, from: range.from - shift, to: range.to - shift })) };
}

function findLocalTimeCues(query: string, now: Date): TimeCues {
  const ranges: TimeRange[] = [];
  let rest = query;
  for (const [pattern, build, kind] of rules) {
    // Most rules match nothing in a question: a test first spares their matchAll (a copy of the
    // pattern and an iterator), their blanking pass and its list, for every rule of every search.
    pattern.lastIndex = 0;
    const found = pattern.test(rest);
    pattern.lastIndex = 0;
    if (!found) continue;
    const related: [number, number][] = [];
    for (const match of rest.matchAll(pattern)) {
      const built = build(match, now);
      for (const range of Array.isArray(built) ? built : built ? [built] : []) {
        if (!(Number.isFinite(range.from) && Number.isFinite(range.to) && range.from <= range.to)) continue;
        const relation = kind === 'date' ? relateToDate(rest, match.index, match.index + match[0].length, range.from) : null;
        if (relation) {
          // The related day first; the date stays a named day too: it is the day the question
          // reckons from, often the day the thing was told ("we volunteered on Monday", said on
          // July 27; "does Saturday sound good?", said on October 28).
          ranges.push(dayRange(relation.start, relation.days, query.slice(relation.spanStart, relation.spanEnd).trim()));
          related.push([relation.spanStart, relation.spanEnd]);
        }
        ranges.push(range);
      }
    }
    // Blank out what matched so "3月16号" does not also count as "3月", nor "Monday" in "the
    // Monday before July 24" as the latest Monday.
    rest = rest.replace(pattern, (text) => ' '.repeat(text.length));
    for (const [start, end] of related) rest = rest.slice(0, start) + ' '.repeat(end - start) + rest.slice(end);
  }
  const latest = LATEST.test(query);
  return latest || !EARLIEST.test(query) ? { ranges, latest } : { ranges, latest, earliest: true };
}
