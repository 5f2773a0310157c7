import type { SearchConfig } from '../config.js';
import { DAY_MS } from '../memory-time.js';
import type { TimeCues, TimeRange } from './time-cues.js';


export interface Timed {
  id: string;
  /** Epoch ms of the memory's event time; NaN when unknown. */
  time: number;
  relevance: number;
}

/**
 * The time multiplier for each candidate, from the question's cues:
 * - a period ("last week", "in May"): memories from it keep their score, others lose
 *   `rangeWeight`. A memory is usually written a little after what it tells of, so the
 *   period is widened by `rangeSlackDays` after its end (and one day before its start).
 * - a single day ("3月16号", "last Tuesday"): graded by distance from that day, up to
 *   `dayWeight` off (rangeFactor).
 * - "latest" ("上次", "currently"): among the relevant candidates (relevance at least
 *   `latestRelevance` of the best), the newest keeps its score and the oldest loses
 *   `latestWeight`, linearly in between; the rest lose it all.
 * - "earliest" ("the very first", 第一次, "originally"; since session 59): the same, the oldest of the
 *   relevant keeping its score.
 */
/**
 * One range's factor. A single day ("5月4日", "last Tuesday") is exact: that day's memories keep
 * their score and the others lose `dayWeight` in proportion to how many days away they are, all
 * of it from `DAY_FALLOFF_DAYS` on, so when nothing is from that day the nearest days lead. Days
 * are counted whole, from the day's edges (a memory from the evening before is a day away, not a
 * few hours): the named day is the asker's calendar day (time-cues.ts), so an hour's distance no
 * longer stands in for a time zone's misreading (session 28: six first hits earlier, one LoCoMo
 * question lost one of its answers from the top 10). A
 * named day weighs more than a period: the question says which day the answer is from, and
 * memories of one user from different days often read alike ("有点烦…"), so a gentler weight
 * let a closer-worded memory from another day win. A longer period keeps the slack rule.
 */
function rangeFactor(time: number, range: TimeRange, config: SearchConfig['time']): number {
  const single = range.to - range.from < DAY_MS;
  if (!Number.isFinite(time)) return 1 - (single ? config.dayWeight : config.rangeWeight);
  if (single) {
    const away = daysFrom(time, range);
    return 1 - config.dayWeight * Math.min(1, away / DAY_FALLOFF_DAYS);
  }
  const inRange = time >= range.from - DAY_MS && time <= range.to + config.rangeSlackDays * DAY_MS;
  return inRange ? 1 : 1 - config.rangeWeight;
}

/** Days from a named day at which a memory has lost all of `rangeWeight`. */
export const DAY_FALLOFF_DAYS = 3;

/**
 * How well a memory's time fits the past day or period the question names, 0..1: 1 from that day
 * (or within the period, its slack included), falling to 0 at DAY_FALLOFF_DAYS from a named day
 * or anywhere outside a period; 0 when the question names none or the memory's time is unknown.
 * A feature of the relevance model (relevance.ts): "what happened on May 5?" is answered by what
 * was said that day even when the words share little, and an off-topic question names no day.
 * Only a period that is over counts: one that holds the question's own time (今天, "today",
 * "this week") places the question in the present ("今天天气怎么样", "what should I cook
 * tonight"), it does not ask what happened then.
 */
export function periodMatch(time: number, cues: TimeCues, config: SearchConfig['time'], now: Date): number {
  // Runs for every candidate: most questions name no period, and then no list is built.
  if (cues.ranges.length === 0) return 0;
  const past = cues.ranges.filter((range) => range.to < now.getTime());
  if (past.length === 0 || !Number.isFinite(time)) return 0;
  return Math.max(
    ...past.map((range) => {
      const single = range.to - range.from < DAY_MS;
      const weight = single ? config.dayWeight : config.rangeWeight;
      return weight > 0 ? Math.min(1, Math.max(0, (rangeFactor(time, range, config) - (1 - weight)) / weight)) : 0;
    }),
  );
}

/**
 * Which candidates gain the named day's floor: for each past single day the question names
 * ("5月25日我们聊了些什么？", "What did I tell you last Tuesday?"), the candidates from that day or,
 * when none is, those of the nearest day that has any, up to DAY_FALLOFF_DAYS away (both sides
 * when equally near). Such a memory ranks with that day's memories even when its words share
 * nothing with the question: `dayFloor` of the best candidate's fused score is added to its own
 * (hybrid-search.ts), so the day decides over the wording of a generic question while that day's
 * memories keep their order by content. "What did we talk about on April 13th?" with nothing said
 * that day is answered by April 12: without the floor, a memory from a day away keeps 0.7 of its
 * score by the time factor, and other days' memories worded like the question outranked it.
 * Distances count whole days from the named day's edges.
 */
export function namedDayMatcher(times: number[], cues: TimeCues, now: Date): (time: number) => boolean {
  const days = pastNamedDays(cues, now);
  if (days.length === 0) return () => false;
  const nearest = days.map((range) => {
    let best = Number.POSITIVE_INFINITY;
    for (const time of times) if (Number.isFinite(time)) best = Math.min(best, daysFrom(time, range));
    return best <= DAY_FALLOFF_DAYS ? best : -1;
  });
  return (time) => Number.isFinite(time) && days.some((range, index) => nearest[index] !== -1 && daysFrom(time, range) === nearest[index]);
}

/** The single days the question names that are over ("5月25日", "last Tuesday"), the days a memory is matched to by time. */
export function pastNamedDays(cues: TimeCues, now: Date): TimeRange[] {
  return cues.ranges.filter((range) => range.to - range.from < DAY_MS && range.to < now.getTime());
}

/** Whole days from a day range's edges to a time (0 inside it). */
function daysFrom(time: number, range: Pick<TimeRange, 'from' | 'to'>): number {
  return Math.ceil(Math.max(0, range.from - time, time - range.to) / DAY_MS);
}

/**
 * The time a memory is matched to the named days by: its own time, or a day it tells of
 * (told-days.ts) when that lies nearer to one of them. "She got lost on Tuesday", said five days
 * later, is from the Tuesday a question names.
 */
export function timeNearestNamedDays(time: number, told: readonly number[], days: readonly TimeRange[]): number {
  let best = time;
  let bestAway = Number.isFinite(time) ? Math.min(...days.map((range) => daysFrom(time, range))) : Number.POSITIVE_INFINITY;
  for (const day of told) {
    const away = Math.min(...days.map((range) => daysFrom(day, range)));
    if (away < bestAway) {
      best = day;
      bestAway = away;
    }
  }
  return best;
}

/** Which end of time the question's cues favour among relevant candidates: the newest ("latest"), the oldest ("earliest"), or neither. */
function timeOrder(cues: TimeCues): 'newest' | 'oldest' | undefined {
  if (cues.latest) return 'newest';
  return cues.earliest === true ? 'oldest' : undefined;
}

/** Whether `timeFactors` can give any candidate a factor other than 1: a period named, or a time order asked. */
export function weighsTime(cues: TimeCues): boolean {
  return cues.ranges.length > 0 || timeOrder(cues) !== undefined;
}

export function timeFactors(cues: TimeCues, candidates: Timed[], config: SearchConfig['time']): Map<string, number> {
  const factors = new Map<string, number>(candidates.map((candidate) => [candidate.id, 1]));
  if (cues.ranges.length > 0) {
    for (const candidate of candidates) {
      const factor = Math.max(...cues.ranges.map((range) => rangeFactor(candidate.time, range, config)));
      factors.set(candidate.id, factor);
    }
  }
  const order = timeOrder(cues);
  if (order !== undefined && config.latestWeight > 0) {
    const best = Math.max(0, ...candidates.map((candidate) => candidate.relevance));
    const relevant = candidates.filter((candidate) => candidate.relevance >= best * config.latestRelevance && Number.isFinite(candidate.time));
    const times = relevant.map((candidate) => candidate.time);
    const newest = Math.max(...times);
    const oldest = Math.min(...times);
    const relevantIds = new Set(relevant.map((candidate) => candidate.id));
    for (const candidate of candidates) {
      // Where every relevant candidate has one time, each keeps its score.
      const fromOldest = newest > oldest ? (candidate.time - oldest) / (newest - oldest) : undefined;
      const position = !relevantIds.has(candidate.id) ? 0 : fromOldest === undefined ? 1 : order === 'newest' ? fromOldest : 1 - fromOldest;
      factors.set(candidate.id, (factors.get(candidate.id) ?? 1) * (1 - config.latestWeight * (1 - position)));
    }
  }
  return factors;
}
