import type { RecordQuery } from './store.js';

/**
 * Keyword scoring whose statistics come from the asking user's own memories (plus shared
 * knowledge when the query admits it), never from other users or tenants: a user's keyword
 * scores do not move when anyone else writes. Both stores score with these functions.
 *
 * BM25 with k1 1.2 and b 0.75 over the scope's documents, with a smoothed IDF:
 *
 *   idf = ln(1 + (N + PRIOR_DOCS - df + 0.5) / (df + 0.5))
 *
 * Always positive (FTS5's `ln((N - df + 0.5) / (df + 0.5))` floors at 1e-6 when most documents
 * hold the term, so on a store of one memory an exact word scored ~1e-7). `PRIOR_DOCS` counts
 * pseudo-documents that lack every term: a term in the only memory of a new user still reads as
 * fairly specific (idf 2.1), and the prior fades as the user's own memories grow (a term in 1 of
 * 800 memories: 6.3; in all 800: 0.013). It is a prior, not fit to any data set.
 */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;
export const IDF_PRIOR_DOCS = 10;

export function bm25Idf(documents: number, containing: number): number {
  return Math.log(1 + (documents + IDF_PRIOR_DOCS - containing + 0.5) / (containing + 0.5));
}

export function bm25TfPart(frequency: number, length: number, averageLength: number): number {
  return (frequency * (BM25_K1 + 1)) / (frequency + BM25_K1 * (1 - BM25_B + (BM25_B * length) / averageLength));
}

/**
 * Whose documents a query's statistics count: `null` owner = shared records (no userId). A query
 * without a user (engine-only, tenant-wide) counts the whole tenant: `owners` is `'tenant'`.
 * Agent, session, kind, status and metadata filters narrow the matches, never the statistics, so
 * a filter cannot make a word look rarer than it is for the user.
 */
export interface KeywordScope {
  tenantId: string;
  owners: (string | null)[] | 'tenant';
}

export function keywordScopeOf(query: Pick<RecordQuery, 'tenantId' | 'userId' | 'includeShared' | 'sharedOnly'>): KeywordScope {
  if (query.sharedOnly) return { tenantId: query.tenantId, owners: [null] };
  if (query.userId === undefined) return { tenantId: query.tenantId, owners: 'tenant' };
  return { tenantId: query.tenantId, owners: query.includeShared ? [query.userId, null] : [query.userId] };
}

export function inKeywordScope(scope: KeywordScope, record: { tenantId: string; scope: { userId?: string | null } }): boolean {
  if (record.tenantId !== scope.tenantId) return false;
  if (scope.owners === 'tenant') return true;
  return scope.owners.includes(record.scope.userId ?? null);
}
