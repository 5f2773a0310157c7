import { englishMonthIndex, isoDate, isValidDate, startOfDayInstant, turnClock, type LocalDate, type TurnClock } from './calendar.js';
import { enRules } from './relative-time-en.js';
import type { Resolved, Rule, TimePrecision } from './relative-time-rule.js';
import { zhRules } from './relative-time-zh.js';

export type { TimePrecision };

/**
 * Resolves relative time words ("下周", "三天前", "yesterday", "next Friday") against the
 * turn time, so a memory read months later still means the same thing. The text gets
 * the absolute date in place of the relative words; the first specific date becomes
 * `eventTime`. Bare weekdays ("周二", "on Mondays") are left alone: they are usually
 * recurring ("每周一三五去健身"), not one date.
 */
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
