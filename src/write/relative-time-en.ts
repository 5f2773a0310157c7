import { addDays, addMonths, formatDate, formatMonth, isoDate, mondayOf, tellingTime, type LocalDate, type TurnClock } from './calendar.js';
import { ENGLISH_COUNT, parseEnglishCount } from './numbers.js';
import type { Resolved, Rule } from './relative-time-rule.js';

/** English relative time words: yesterday, next Friday, last week, three days ago, in two weeks, recently. */
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

export const enRules: Rule[] = [
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
    // "The last Thursday of every month" is an ordinal within a month, no day relative to the turn.
    pattern: new RegExp(`\\b(last|next|this|coming)\\s+(${EN_WEEKDAYS.join('|')})\\b(?!\\s+of\\b)`, 'gi'),
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
    // "The last week of the month", "the last month of the year": a part of a period, not one relative to the turn.
    pattern: /\b(last|next|this)\s+(weekend|week|month|year)\b(?!\s+of\b)/gi,
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
      const replacement = word === 'just now' ? `on ${formatDate.en(clock.today)}` : tellingTime.en(clock.today);
      return { replacement, date: clock.today, precision: 'instant', vague: true };
    },
  },
  {
    // A bare "now" carries nothing the turn time does not; it is dropped ("I'm now vegan" → "… is vegan").
    pattern: /(?<!\bfrom\s)\bnow\b(?!\s+on\b)\s?/gi,
    resolve: (_match, clock) => ({ replacement: '', date: clock.today, precision: 'instant', vague: true }),
  },
];

