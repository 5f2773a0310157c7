import { parseCount } from '../../write/numbers.js';
import { monthIndex, MONTHS } from './calendar-words.js';

/**
 * Dates move as weekdays do (weekday-cues.ts): a departure planned for 1月20号 is put back to 25号, a
 * move planned for 五月底 is fixed for 6月6号, a course in July goes to September. A question asking
 * which day ("我们哪天出发去海南？", "What date is the hearing?"), answered by two related memories
 * that name different calendar days, wants the later one (later-state-rules.ts).
 *
 * The days a text names are read by the grammar of dates, not resolved against a clock: a month
 * (七月, 7月, "July"), a day of it (6月6号, 二十五号, "June 6th", "the 6th of June", "the 25th"), or a
 * part of it (月底, 五月初, 下旬, "end of May", "early June"). Two readings name different days
 * when some part both state differs: "25号" differs from "1月20号", "6号" does not differ from
 * "6月6号". Closed classes only (numerals, month names, the parts of a month), fit to no data.
 */
export interface StatedDate {
  month?: number;
  day?: number;
  /** The part of the month: 'early', 'mid' or 'late'. */
  part?: 'early' | 'mid' | 'late';
}

/** 几号, 几月, 哪个月, 哪号, 哪个日子; "what date", "which date", "what's the date", "which month". */
const ASKS_DATE = /几号(?!线)|几月|哪个月|哪号|哪个日子|\b(?:what|which)(?:'s| is| was)?\s+(?:the\s+)?(?:dates?|months?)\b/iu;

export function asksDate(question: string): boolean {
  return ASKS_DATE.test(question);
}

const ZH_NUMBER = '(\\d{1,2}|[一二三四五六七八九十]{1,3})';
const MONTH_NAME = `(${MONTHS.map((month) => (month.length > 3 ? `${month.slice(0, 3)}(?:${month.slice(3)})?` : month)).join('|')})`;
const ORDINAL = '(?:st|nd|rd|th)';

const PARTS: Record<string, StatedDate['part']> = {
  初: 'early', 上旬: 'early', 中: 'mid', 中旬: 'mid', 底: 'late', 末: 'late', 下旬: 'late',
  early: 'early', beginning: 'early', start: 'early', mid: 'mid', middle: 'mid', late: 'late', end: 'late',
};

type Reader = [RegExp, (match: RegExpExecArray) => StatedDate | null];

const READERS: Reader[] = [
  // 6月6号, 五月二十日 (a month before it, not a year's digits).
  [new RegExp(`(?<![\\d年])${ZH_NUMBER}\\s*月\\s*${ZH_NUMBER}\\s*[日号]`, 'gu'), (m) => date(m[1], m[2])],
  // 五月底, 6月初, 三月中旬; 月底 alone.
  [new RegExp(`(?<![\\d年])${ZH_NUMBER}?\\s*月(初|上旬|中旬|底|末|下旬)`, 'gu'), (m) => ({ ...month(m[1]), part: PARTS[m[2] as string] })],
  [new RegExp(`(?<![\\d年])${ZH_NUMBER}\\s*月份?(?![\\d一二三四五六七八九十日号])`, 'gu'), (m) => month(m[1])],
  // 25号, 二十五号; not 3日游 or 100日元 (yen), nor a designation (3号线, 5号楼, 12号床, 2号门, 8号位).
  [new RegExp(`(?<![\\d月年.])${ZH_NUMBER}\\s*[号日](?![游元线楼床门位])`, 'gu'), (m) => day(m[1])],
  // June 6th, 6 June, the 6th of June.
  [new RegExp(`\\b${MONTH_NAME}\\.?\\s+(\\d{1,2})${ORDINAL}?\\b`, 'giu'), (m) => ({ ...monthNamed(m[1]), ...day(m[2]) })],
  [new RegExp(`\\b(?:the\\s+)?(\\d{1,2})${ORDINAL}?\\s+(?:of\\s+)?${MONTH_NAME}\\b`, 'giu'), (m) => ({ ...monthNamed(m[2]), ...day(m[1]) })],
  // end of May, early June, mid-June.
  [new RegExp(`\\b(?:the\\s+)?(beginning|start|middle|end)\\s+of\\s+${MONTH_NAME}\\b`, 'giu'), (m) => ({ ...monthNamed(m[2]), part: PARTS[(m[1] as string).toLowerCase()] })],
  [new RegExp(`\\b(early|mid|late)[-\\s]${MONTH_NAME}\\b`, 'giu'), (m) => ({ ...monthNamed(m[2]), part: PARTS[(m[1] as string).toLowerCase()] })],
  // the 25th.
  [new RegExp(`\\bthe\\s+(\\d{1,2})${ORDINAL}\\b`, 'giu'), (m) => day(m[1])],
  // July ("may" is a verb far more often than a month).
  [new RegExp(`\\b${MONTH_NAME}\\b`, 'giu'), (m) => ((m[1] as string).toLowerCase() === 'may' ? null : monthNamed(m[1]))],
];

/** The calendar days, months and parts of months a text names, each read once (a longer reading claims its text first). */
export function statedDates(text: string): StatedDate[] {
  let rest = text;
  const found: StatedDate[] = [];
  for (const [pattern, read] of READERS) {
    for (const match of rest.matchAll(pattern)) {
      const stated = read(match);
      if (stated && (stated.month !== undefined || stated.day !== undefined || stated.part !== undefined)) found.push(stated);
    }
    rest = rest.replace(pattern, (matched) => ' '.repeat(matched.length));
  }
  return found;
}

/** Whether `later` names a day, month or part of a month that none of the dates `earlier` names can be. */
export function changesDate(earlier: string, later: string): boolean {
  const before = statedDates(earlier);
  if (before.length === 0) return false;
  return statedDates(later).some((stated) => !before.some((known) => compatible(known, stated)));
}

function compatible(left: StatedDate, right: StatedDate): boolean {
  return agree(left.month, right.month) && agree(left.day, right.day) && agree(left.part, right.part) && partHoldsDay(left, right) && partHoldsDay(right, left);
}

function agree<T>(left: T | undefined, right: T | undefined): boolean {
  return left === undefined || right === undefined || left === right;
}

/** A part of a month holds the days in its third: 月底 holds the 25th, not the 6th. */
function partHoldsDay(withPart: StatedDate, withDay: StatedDate): boolean {
  if (withPart.part === undefined || withDay.day === undefined) return true;
  const third = withDay.day <= 10 ? 'early' : withDay.day <= 20 ? 'mid' : 'late';
  return withPart.part === third;
}

function number(text: string | undefined): number | null {
  return text === undefined ? null : parseCount(text);
}

function month(text: string | undefined): StatedDate {
  const value = number(text);
  return value !== null && value >= 1 && value <= 12 ? { month: value } : {};
}

function day(text: string | undefined): StatedDate {
  const value = number(text);
  return value !== null && value >= 1 && value <= 31 ? { day: value } : {};
}

function date(monthText: string | undefined, dayText: string | undefined): StatedDate | null {
  const stated = { ...month(monthText), ...day(dayText) };
  return stated.month !== undefined && stated.day !== undefined ? stated : null;
}

function monthNamed(name: string | undefined): StatedDate {
  const index = name === undefined ? -1 : monthIndex(name);
  return index < 0 ? {} : { month: index + 1 };
}
