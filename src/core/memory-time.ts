import { MemoryError } from './errors.js';
import type { MemoryRecord } from './types.js';

export const DAY_MS = 86_400_000;

/**
 * A memory's time, the one every time rule reads (time cues in search, `RecordQuery.timeRange`,
 * list order by event time): when what it tells of happened (`eventTime`), else when it was
 * written (`createdAt`). Stored times are ISO strings that may carry an offset
 * ("2026-05-04T09:00:00+08:00"), so they are compared as instants, never as text.
 */
export function memoryInstant(eventTime: string | null | undefined, createdAt: string): number {
  return Date.parse(eventTime ?? createdAt);
}

/** `memoryInstant` of a record. */
export function memoryTime(record: Pick<MemoryRecord, 'eventTime' | 'createdAt'>): number {
  return memoryInstant(record.eventTime, record.createdAt);
}

/**
 * Only records whose time (see `memoryInstant`) is at or after `from` and strictly before
 * `before`; a missing bound is open. Both are ISO times.
 */
export interface TimeRangeQuery {
  from?: string;
  before?: string;
}

/** A range's bounds as epoch ms: inclusive `from`, exclusive `before`, open ends infinite. */
export interface TimeBounds {
  from: number;
  before: number;
}

/** The bounds of a range; a bound that is no ISO time is bad input (the engine builds them, so it is a bug). */
export function timeBounds(range: TimeRangeQuery): TimeBounds {
  return { from: bound(range.from, Number.NEGATIVE_INFINITY), before: bound(range.before, Number.POSITIVE_INFINITY) };
}

function bound(value: string | undefined, open: number): number {
  if (value === undefined) return open;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new MemoryError('INVALID_INPUT', `time range bound is not an ISO time: ${value}`, { details: { bound: value } });
  return time;
}

/** Whether an instant (NaN: an unreadable time, which no range holds) lies in the bounds. */
export function inTimeBounds(time: number, bounds: TimeBounds): boolean {
  return time >= bounds.from && time < bounds.before;
}

/** A bound as canonical UTC ISO text with milliseconds, the form SQL compares normalised times against. */
export function isoBound(time: number): string | null {
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}

/**
 * Minutes east of UTC of an offset ("+08:00", "-0530", "Z"), or of the offset an ISO time is
 * written with ("2026-06-21T22:30:00+08:00"); null when there is none to read.
 */
export function utcOffsetMinutes(offsetOrTime: string): number | null {
  const text = offsetOrTime.trim();
  if (/^z$/iu.test(text) || (/T\d/iu.test(text) && /z$/iu.test(text))) return 0;
  const match = /(?:^|T.*)([+-])(\d{2}):?(\d{2})$/iu.exec(text);
  if (!match) return null;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** `+08:00` for an offset in minutes east of UTC. */
export function offsetLabel(minutesEast: number): string {
  const sign = minutesEast < 0 ? '-' : '+';
  const absolute = Math.abs(minutesEast);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
}

/** An instant as ISO text on the wall clock of an offset (`2026-06-21T22:30:00.000+08:00`). */
export function isoAtOffset(time: number, minutesEast: number): string {
  return `${new Date(time + minutesEast * 60_000).toISOString().slice(0, 23)}${offsetLabel(minutesEast)}`;
}
