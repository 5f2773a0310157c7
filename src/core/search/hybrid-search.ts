import type { SearchConfig } from '../config.js';
import type { MemoryStore, RecordQuery } from '../store.js';
import type { SearchResult } from '../types.js';
import { cosineSimilarity } from '../vector-math.js';
import { gatherCandidates } from './candidates.js';
import { denseSignal, keywordSignal, passesThreshold, scoreCandidate } from './scoring.js';

export interface SearchRequest {
  store: MemoryStore;
  query: RecordQuery;
  vector: Float32Array;
  terms: string[];
  now: Date;
  config: SearchConfig;
  topK: number;
  threshold: number;
}

/** Candidates from both indexes, exact signals for each, weighted fusion, then thresholds. */
export async function runSearch(request: SearchRequest): Promise<SearchResult[]> {
  const { store, query, vector, terms, now, config } = request;
  const candidates = await gatherCandidates(store, query, vector, terms, Math.max(config.candidates, request.topK));
  if (candidates.size === 0) return [];

  // Keyword-only hits have no cosine yet; computing it exactly keeps fusion fair to them.
  const missingCosine = [...candidates].filter(([, signals]) => signals.cosine === null).map(([id]) => id);
  if (missingCosine.length > 0) {
    const vectors = await store.getVectors(missingCosine);
    for (const [id, stored] of vectors) {
      const signals = candidates.get(id);
      if (signals) signals.cosine = cosineSimilarity(vector, stored);
    }
  }

  const records = await store.getMany([...candidates.keys()]);
  const scored: SearchResult[] = records.map((record) => {
    const signals = candidates.get(record.id);
    const scores = scoreCandidate(
      { dense: denseSignal(signals?.cosine ?? 0, config), keyword: keywordSignal(signals?.bm25 ?? 0, config) },
      record,
      now,
      config,
    );
    return { ...record, score: scores.final, scores };
  });
  scored.sort((left, right) => right.score - left.score || left.id.localeCompare(right.id));
  const topScore = scored[0]?.score ?? 0;
  return scored
    .filter((result) => passesThreshold(result.score, topScore, request.threshold, config.relativeThreshold))
    .slice(0, request.topK);
}
