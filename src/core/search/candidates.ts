import type { MemoryStore, RecordQuery, ScoredId } from '../store.js';

export interface CandidateSignals {
  cosine: number | null;
  bm25: number | null;
}

/** Pulls candidates from both indexes with the same query, so filters apply inside each. */
export async function gatherCandidates(
  store: MemoryStore,
  query: RecordQuery,
  vector: Float32Array | null,
  terms: string[],
  limit: number,
): Promise<Map<string, CandidateSignals>> {
  const [dense, keyword] = await Promise.all([
    vector ? store.vectorSearch(query, vector, limit) : Promise.resolve<ScoredId[]>([]),
    terms.length > 0 ? store.keywordSearch(query, terms, limit) : Promise.resolve<ScoredId[]>([]),
  ]);
  const candidates = new Map<string, CandidateSignals>();
  for (const hit of dense) candidates.set(hit.id, { cosine: hit.score, bm25: null });
  for (const hit of keyword) {
    const existing = candidates.get(hit.id);
    if (existing) existing.bm25 = hit.score;
    else candidates.set(hit.id, { cosine: null, bm25: hit.score });
  }
  return candidates;
}
