import { bm25Idf, bm25TfPart, keywordScopeOf } from '../../core/keyword-scope.js';
import type { RecordQuery } from '../../core/store.js';

/**
 * How keyword hits are scored: the one formula every store shares (src/core/keyword-scope.ts),
 * BM25 with a smoothed IDF over the asking user's own statistics scope (plus shared records when
 * the query admits them), so a user's scores never move when another user or tenant writes.
 * Postings and scope counters are keyed by owner: the user id, or '' for shared records.
 */
export const idf = bm25Idf;
export const tfPart = bm25TfPart;

/** Owner keys whose documents count in the statistics; 'tenant' means every owner of the tenant. */
export function statisticsOwners(query: Pick<RecordQuery, 'tenantId' | 'userId' | 'includeShared' | 'sharedOnly'>): string[] | 'tenant' {
  const { owners } = keywordScopeOf(query);
  return owners === 'tenant' ? 'tenant' : owners.map((owner) => owner ?? '');
}
