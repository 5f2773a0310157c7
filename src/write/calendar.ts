import { DAY_MS, utcOffsetMinutes } from '../core/memory-time.js';

/**
 * Calendar arithmetic in the user's local time. A turn time such as
 * "2026-03-01T20:00:00+08:00" fixes both the instant and the user's UTC offset; "下周一"
 * means next Monday on the user's calendar, not in UTC.
 */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

export interface TurnClock {
  /** The turn's instant, ISO in UTC. */
  instant: string;
  /** The user's local calendar date at that instant. */
  today: LocalDate;
  /** Minutes east of UTC, taken from the turn time's offset (0 for "Z" or none). */
  offsetMinutes: number;
}


export function turnClock(time: string): TurnClock {
  const instantMs = Date.parse(time);
  const offsetMinutes = utcOffsetMinutes(time) ?? 0;
  const local = new Date(instantMs + offsetMinutes * 60_000);
  return {
    instant: new Date(instantMs).toISOString(),
    today: { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() },
    offsetMinutes,
  };
}

function toUtcDate(date: LocalDate): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day));
}

function fromUtcDate(date: Date): LocalDate {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return fromUtcDate(new Date(toUtcDate(date).getTime() + Math.round(days) * DAY_MS));
}

/** Adds months, clamping the day (Jan 31 + 1 month = Feb 28). */
export function addMonths(date: LocalDate, months: number): LocalDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(date.day, lastDay) };
}

/** ISO weekday: Monday 1 … Sunday 7. */
export function weekday(date: LocalDate): number {
  const day = toUtcDate(date).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Monday of the week `weeks` away from the week holding `date` (weeks start on Monday). */
export function mondayOf(date: LocalDate, weeks = 0): LocalDate {
  return addDays(date, 1 - weekday(date) + weeks * 7);
}

/** Local midnight of a date, as an instant in UTC ISO (what eventTime stores). */
export function startOfDayInstant(date: LocalDate, offsetMinutes: number): string {
  return new Date(toUtcDate(date).getTime() - offsetMinutes * 60_000).toISOString();
}

export function isoDate(date: LocalDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function englishMonth(month: number): string {
  return MONTH_NAMES[month - 1] as string;
}

export function englishMonthIndex(name: string): number | null {
  const lower = name.toLowerCase().replace(/\.$/, '');
  const index = MONTH_NAMES.findIndex((month) => month.toLowerCase() === lower || month.toLowerCase().slice(0, 3) === lower.slice(0, 3));
  return index === -1 || lower.length < 3 ? null : index + 1;
}

export const formatDate = {
  zh: (date: LocalDate): string => `${date.year}年${date.month}月${date.day}日`,
  en: (date: LocalDate): string => `${englishMonth(date.month)} ${date.day}, ${date.year}`,
};

/**
 * How the write rules mark the time of telling ("currently" → "as of March 5, 2026", 现在 →
 * 截至2026年3月5日): the state held then, not a day it began, ends or happens. Search reads a
 * memory's answer past the mark (`withoutTellingTime`): until session 49 the year in it told how
 * long someone had been at a job (周婷截至2027年10月16日在东航当空姐 for 周婷在东航干了几年了？).
 */
export const tellingTime = {
  zh: (date: LocalDate): string => `截至${formatDate.zh(date)}`,
  en: (date: LocalDate): string => `as of ${formatDate.en(date)}`,
};
const TELLING_TIME = new RegExp(`\\bas of (?:${MONTH_NAMES.join('|')}) \\d{1,2}, \\d{4}\\b|截至\\d{4}年\\d{1,2}月\\d{1,2}日`, 'gu');

export function withoutTellingTime(text: string): string {
  return text.replace(TELLING_TIME, '');
}

export const formatMonth = {
  zh: (date: LocalDate): string => `${date.year}年${date.month}月`,
  en: (date: LocalDate): string => `${englishMonth(date.month)} ${date.year}`,
};

export function isValidDate(date: LocalDate): boolean {
  if (date.month < 1 || date.month > 12 || date.day < 1) return false;
  return date.day <= new Date(Date.UTC(date.year, date.month, 0)).getUTCDate();
}
