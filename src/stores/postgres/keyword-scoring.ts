import type { RecordQuery } from '../../core/store.js';

/**
 * How keyword hits are scored, written once for this store so it matches the SQLite store and
 * the in-memory reference (src/stores/in-memory/bm25.ts) double for double:
 * BM25 with k1 1.2 and b 0.75, FTS5's IDF `ln((N - df + 0.5) / (df + 0.5))` floored at 1e-6,
 * statistics over the query's statistics scope.
 *
 * The scope today is the whole tenant (what the contract suite on this branch asks). The
 * postings are keyed by owner (user, or '' for shared records), so per-user statistics, where
 * the SQLite store is heading, only change `statisticsOwners` and `idf` here.
 */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;

export function idf(documents: number, containing: number): number {
  const raw = Math.log((documents - containing + 0.5) / (containing + 0.5));
  return raw <= 0 ? 1e-6 : raw;
}

export function tfPart(frequency: number, length: number, averageLength: number): number {
  return (frequency * (BM25_K1 + 1)) / (frequency + BM25_K1 * (1 - BM25_B + (BM25_B * length) / averageLength));
}

/** Owner keys whose documents count in the statistics; 'tenant' means every owner of the tenant. */
export function statisticsOwners(_query: Pick<RecordQuery, 'tenantId' | 'userId' | 'includeShared' | 'sharedOnly'>): string[] | 'tenant' {
  return 'tenant';
}
