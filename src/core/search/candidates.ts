import type { MemoryStore, RecordQuery, ScoredId } from '../store.js';
import type { TimeCues, TimeRange } from './time-cues.js';
import { DAY_MS } from '../memory-time.js';
import { DAY_FALLOFF_DAYS } from './time-weighting.js';

export interface CandidateHits {
  dense: ScoredId[];
  keyword: ScoredId[];
  /**
   * The best dense hits from the days the question names (`datedHits`), those neither index
   * returned above; empty when it names none.
   */
  dated: ScoredId[];
}

/**
 * The longest past range whose memories are pulled in by date: a named day ("5月4日", "last
 * Tuesday"), 前天, a week ("上周", "last week"). A month or a year is a vague period: its memories
 * are too many for a date to pick the answer, so only the time factor weighs it.
 */
const SHORT_RANGE_DAYS = 7;
/** At most this many ranges are searched ("last Tuesday" names two days). */
const MAX_DATED_RANGES = 4;

/**
 * Pulls candidates from both indexes with the same query, so filters apply inside each, and the
 * best dense hits of the days the question names (see `datedHits`).
 */
export async function gatherCandidates(
  store: MemoryStore,
  query: RecordQuery,
  vector: Float32Array | null,
  terms: string[],
  limit: number,
  dates?: { cues: TimeCues; now: Date },
): Promise<CandidateHits> {
  const [dense, keyword, dated] = await Promise.all([
    vector ? store.vectorSearch(query, vector, limit) : Promise.resolve<ScoredId[]>([]),
    terms.length > 0 ? store.keywordSearch(query, terms, limit) : Promise.resolve<ScoredId[]>([]),
    vector && dates ? datedHits(store, query, vector, shortPastRanges(dates.cues, dates.now), limit) : Promise.resolve<ScoredId[]>([]),
  ]);
  // Most questions name no day: then there is nothing to set apart (the set was built for every search).
  if (dated.length === 0) return { dense, keyword, dated };
  const found = new Set<string>();
  for (const hit of dense) found.add(hit.id);
  for (const hit of keyword) found.add(hit.id);
  return { dense, keyword, dated: dated.filter((hit) => !found.has(hit.id)) };
}

/** The question's day-sized or week-sized ranges that are over ("5月4日", "last Tuesday", "上周"), not one that holds now. */
export function shortPastRanges(cues: TimeCues, now: Date): TimeRange[] {
  return cues.ranges.filter((range) => range.to < now.getTime() && range.to - range.from < SHORT_RANGE_DAYS * DAY_MS).slice(0, MAX_DATED_RANGES);
}

/**
 * The top dense hits whose time (event time, else creation time) lies in each named range, in the
 * store's own query (RecordQuery.timeRange), so a day's memories are candidates however many
 * memories of other days outrank them on wording: a generic question ("5月25日我们聊了些什么？")
 * shares few words with what was said that day. When a range holds nothing, the days around it
 * (DAY_FALLOFF_DAYS on each side, where the time factor stops telling days apart) are searched
 * instead, so the nearest days' memories can rank first. Dense only: the day's few memories are
 * all within reach of a dense top k, and a keyword search costs as much as an unrestricted one.
 */
async function datedHits(store: MemoryStore, query: RecordQuery, vector: Float32Array, ranges: TimeRange[], limit: number): Promise<ScoredId[]> {
  const search = (from: number, to: number): Promise<ScoredId[]> =>
    store.vectorSearch({ ...query, timeRange: { from: new Date(from).toISOString(), before: new Date(to + 1).toISOString() } }, vector, limit);
  const perRange = await Promise.all(
    ranges.map(async (range) => {
      const hits = await search(range.from, range.to);
      return hits.length > 0 ? hits : search(range.from - DAY_FALLOFF_DAYS * DAY_MS, range.to + DAY_FALLOFF_DAYS * DAY_MS);
    }),
  );
  const byId = new Map<string, ScoredId>();
  for (const hit of perRange.flat()) if (!byId.has(hit.id)) byId.set(hit.id, hit);
  return [...byId.values()];
}
