import type { SearchConfig } from '../config.js';
import type { TimeCues } from './time-cues.js';

const DAY_MS = 86_400_000;

export interface Timed {
  id: string;
  /** Epoch ms of the memory's event time; NaN when unknown. */
  time: number;
  relevance: number;
}

/**
 * The time multiplier for each candidate, from the question's cues:
 * - a period ("last week", "3月16号"): memories from it keep their score, others lose
 *   `rangeWeight`. A memory is usually written a little after what it tells of, so the
 *   period is widened by `rangeSlackDays` after its end (and one day before its start).
 * - "latest" ("上次", "currently"): among the relevant candidates (relevance at least
 *   `latestRelevance` of the best), the newest keeps its score and the oldest loses
 *   `latestWeight`, linearly in between; the rest lose it all.
 */
export function timeFactors(cues: TimeCues, candidates: Timed[], config: SearchConfig['time']): Map<string, number> {
  const factors = new Map<string, number>(candidates.map((candidate) => [candidate.id, 1]));
  if (cues.ranges.length > 0) {
    for (const candidate of candidates) {
      const inRange = cues.ranges.some(
        (range) => candidate.time >= range.from - DAY_MS && candidate.time <= range.to + config.rangeSlackDays * DAY_MS,
      );
      if (!inRange) factors.set(candidate.id, 1 - config.rangeWeight);
    }
  }
  if (cues.latest && config.latestWeight > 0) {
    const best = Math.max(0, ...candidates.map((candidate) => candidate.relevance));
    const relevant = candidates.filter((candidate) => candidate.relevance >= best * config.latestRelevance && Number.isFinite(candidate.time));
    const times = relevant.map((candidate) => candidate.time);
    const newest = Math.max(...times);
    const oldest = Math.min(...times);
    const relevantIds = new Set(relevant.map((candidate) => candidate.id));
    for (const candidate of candidates) {
      const position = !relevantIds.has(candidate.id) ? 0 : newest > oldest ? (candidate.time - oldest) / (newest - oldest) : 1;
      factors.set(candidate.id, (factors.get(candidate.id) ?? 1) * (1 - config.latestWeight * (1 - position)));
    }
  }
  return factors;
}
