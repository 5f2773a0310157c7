import { DAY_MS } from '../memory-time.js';
import { CHINESE_WEEKDAYS, countOf, WEEKDAYS, weekdayOf } from './calendar-words.js';

/**
 * Days named relative to a calendar date: "the Monday before July 24, 2023", "the week before
 * 16 November 2023", "the Saturday after October 28", 7月24日之前的那个周一, 7月24日的前一周,
 * 10月28日后的周六. The date alone would point at the wrong day (July 24 itself, and the generic
 * weekday rule would read "Monday" as the most recent Monday before now), so the relation words
 * around a date turn its day into the day or days they name.
 *
 * English puts the relation before the date, Chinese after it; `relateToDate` reads either from
 * the question around the date's match and returns the related range with the span of text it
 * covers, so the caller can blank that text out for the other rules. The caller keeps the date as
 * a named day too (time-cues.ts): see docs/retrieval.md, "Days named relative to a date".
 */
export interface AnchoredDays {
  /** First day (UTC midnight) and the number of days. */
  start: number;
  days: number;
  /** Where the relation words and the date lie in the question (start inclusive, end exclusive). */
  spanStart: number;
  spanEnd: number;
}

/** A count before a unit ("two weeks", 两天); none written is one. */
function amount(text: string | undefined): number {
  return text === undefined || text === '' ? 1 : countOf(text);
}

/** The nearest such weekday strictly before (direction -1) or after (+1) the date. */
function weekdayBeside(date: number, weekday: number, direction: 1 | -1): number {
  const step = direction === -1 ? (weekdayOf(date) - weekday + 7) % 7 || 7 : (weekday - weekdayOf(date) + 7) % 7 || 7;
  return date + direction * step * DAY_MS;
}

type Unit = { kind: 'weekday'; weekday: number } | { kind: 'weekend' } | { kind: 'week' } | { kind: 'day' } | { kind: 'days' | 'weeks'; count: number };

/** The days a unit stands for, before or after the date. */
function daysOf(unit: Unit, date: number, direction: 1 | -1): { start: number; days: number } {
  switch (unit.kind) {
    case 'weekday':
      return { start: weekdayBeside(date, unit.weekday, direction), days: 1 };
    case 'weekend':
      // The Saturday and Sunday before the date (from its nearest Sunday back) or after it.
      return direction === -1 ? { start: weekdayBeside(date, 6, -1) - DAY_MS, days: 2 } : { start: weekdayBeside(date, 5, 1), days: 2 };
    case 'week':
      return { start: direction === -1 ? date - 7 * DAY_MS : date + DAY_MS, days: 7 };
    case 'day':
      return { start: date + direction * DAY_MS, days: 1 };
    case 'days':
      return { start: date + direction * unit.count * DAY_MS, days: 1 };
    case 'weeks':
      // "two weeks before August 11": about July 28, so the week around that day.
      return { start: date + direction * unit.count * 7 * DAY_MS - 3 * DAY_MS, days: 7 };
  }
}

const ENGLISH_COUNT = '(\\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten)';
/** "the Monday before ", "last weekend before ", "two weeks after ", "in the week before ", right before the date. */
const ENGLISH_RELATION = new RegExp(
  `\\b(?:(?:the|last|this|that)\\s+)?(?:(${WEEKDAYS.join('|')})|(weekend|week|day)|${ENGLISH_COUNT}\\s+(days?|weeks?))\\s+(before|after)\\s+(?:the\\s+)?$`,
  'i',
);

function englishUnit(match: RegExpExecArray): Unit {
  if (match[1]) return { kind: 'weekday', weekday: WEEKDAYS.indexOf(match[1].toLowerCase()) };
  const named = match[2]?.toLowerCase();
  if (named === 'weekend' || named === 'week' || named === 'day') return { kind: named };
  return { kind: (match[4] ?? '').toLowerCase().startsWith('week') ? 'weeks' : 'days', count: amount(match[3]) };
}

const CHINESE_COUNT = '([一两二三四五六七八九十]|\\d+)';
/**
 * Right after the date: 之前的那个周一, 前的周一, 前一个周一, 后的周六, 的前一周, 之前的那个周末, 前一天,
 * 的两周前 / 两天后 (a count before 前/后). A week or a day needs its 一: 5月4日后天气 is the weather after
 * May 4, not the day after it.
 */
const CHINESE_RELATION = new RegExp(
  `^\\s*的?\\s*(?:(?:[之以]?([前后])\\s*的?\\s*(?:那一?个|这一?个|一个|那)?\\s*(?:(?:周|星期|礼拜)([一二三四五六日天])|(周末)|(一(?:周|个?星期|个?礼拜))|(一天)))|(?:${CHINESE_COUNT}\\s*(天|周|个?星期|个?礼拜)\\s*[之以]?([前后])))`,
);

function chineseRelation(match: RegExpExecArray): { unit: Unit; direction: 1 | -1 } {
  if (match[6] !== undefined) {
    const unit: Unit = { kind: match[7] === '天' ? 'days' : 'weeks', count: amount(match[6]) };
    return { unit, direction: match[8] === '前' ? -1 : 1 };
  }
  const direction = match[1] === '前' ? -1 : 1;
  if (match[2] !== undefined) return { unit: { kind: 'weekday', weekday: CHINESE_WEEKDAYS[match[2]] as number }, direction };
  if (match[3] !== undefined) return { unit: { kind: 'weekend' }, direction };
  if (match[4] !== undefined) return { unit: { kind: 'week' }, direction };
  return { unit: { kind: 'day' }, direction };
}

/**
 * The day or days the question names relative to the date it names at [start, end), or null when
 * no relation words sit beside it. `date` is the date's own day (UTC midnight).
 */
export function relateToDate(question: string, start: number, end: number, date: number): AnchoredDays | null {
  const english = ENGLISH_RELATION.exec(question.slice(0, start));
  if (english) {
    const direction = english[5]?.toLowerCase() === 'before' ? -1 : 1;
    return { ...daysOf(englishUnit(english), date, direction), spanStart: english.index, spanEnd: end };
  }
  const chinese = CHINESE_RELATION.exec(question.slice(end));
  if (chinese) {
    const { unit, direction } = chineseRelation(chinese);
    return { ...daysOf(unit, date, direction), spanStart: start, spanEnd: end + chinese[0].length };
  }
  return null;
}
