import { bm25Idf, bm25TfPart, type KeywordScope } from '../../core/keyword-scope.js';
import type { RecordQuery, ScoredId } from '../../core/store.js';
import { SHARED_OWNER } from './keyword-partitions.js';
import type { Database } from './migrate.js';
import { placeholders, recordQueryWhere } from './query-sql.js';

/**
 * Keyword matches straight from the tables (scoped-keyword-index.ts): for tenant-wide searches and
 * for a store with the partition copies turned off. Scores per document add in query term order.
 */
export function sqlKeywordMatches(db: Database, query: RecordQuery, scope: KeywordScope, unique: string[], sampleLimit: number | null): ScoredId[] {
  const stats = scopeStats(db, scope, unique);
  const owners = ownerClause(scope, 'p');
  const where = recordQueryWhere(query);
  const sql = `
    SELECT m.id AS id, p.term AS term, p.tf AS tf, d.length AS length
    FROM memory_postings p
    JOIN memory_keyword_docs d ON d.row_id = p.row_id
    JOIN memories m ON m.row_id = p.row_id
    WHERE p.tenant_id = ? AND p.term IN (${placeholders(unique.length)})${owners.sql} AND ${where.sql}
    ${sampleLimit === null ? '' : 'LIMIT ?'}`;
  const params = [scope.tenantId, ...unique, ...owners.params, ...where.params, ...(sampleLimit === null ? [] : [sampleLimit])];
  const rows = db.prepare(sql).all(...params) as { id: string; term: string; tf: number; length: number }[];
  const scores = new Map<string, number>();
  for (const row of rows) {
    const score = bm25Idf(stats.documents, stats.containing.get(row.term) ?? 0) * bm25TfPart(row.tf, row.length, stats.averageLength);
    scores.set(row.id, (scores.get(row.id) ?? 0) + score);
  }
  return [...scores].map(([id, score]) => ({ id, score }));
}

interface Stats {
  documents: number;
  averageLength: number;
  containing: Map<string, number>;
}

function scopeStats(db: Database, scope: KeywordScope, terms: string[]): Stats {
  const owners = ownerClause(scope, 's');
  const totals = db
    .prepare(`SELECT COALESCE(SUM(s.docs), 0) AS docs, COALESCE(SUM(s.total_length), 0) AS total FROM memory_keyword_scopes s WHERE s.tenant_id = ?${owners.sql}`)
    .get(scope.tenantId, ...owners.params) as { docs: number; total: number };
  const postingOwners = ownerClause(scope, 'p');
  const rows = db
    .prepare(
      `SELECT p.term AS term, COUNT(*) AS containing FROM memory_postings p
       WHERE p.tenant_id = ? AND p.term IN (${placeholders(terms.length)})${postingOwners.sql} GROUP BY p.term`,
    )
    .all(scope.tenantId, ...terms, ...postingOwners.params) as { term: string; containing: number }[];
  return {
    documents: totals.docs,
    averageLength: totals.docs > 0 ? totals.total / totals.docs || 1 : 1,
    containing: new Map(rows.map((row) => [row.term, row.containing])),
  };
}

function ownerClause(scope: KeywordScope, alias: string): { sql: string; params: string[] } {
  if (scope.owners === 'tenant') return { sql: '', params: [] };
  const owners = scope.owners.map((owner) => owner ?? SHARED_OWNER);
  return { sql: ` AND ${alias}.owner_key IN (${placeholders(owners.length)})`, params: owners };
}
