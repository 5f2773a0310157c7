import type { MemoryStore, RecordQuery, ScoredId } from '../store.js';

export interface CandidateHits {
  dense: ScoredId[];
  keyword: ScoredId[];
}

/** Pulls candidates from both indexes with the same query, so filters apply inside each. */
export async function gatherCandidates(
  store: MemoryStore,
  query: RecordQuery,
  vector: Float32Array | null,
  terms: string[],
  limit: number,
): Promise<CandidateHits> {
  const [dense, keyword] = await Promise.all([
    vector ? store.vectorSearch(query, vector, limit) : Promise.resolve<ScoredId[]>([]),
    terms.length > 0 ? store.keywordSearch(query, terms, limit) : Promise.resolve<ScoredId[]>([]),
  ]);
  return { dense, keyword };
}
