import { z } from 'zod';
import { MemoryError } from '../../core/errors.js';
import type { RecordQuery, ScoredId } from '../../core/store.js';
import type { Database } from './migrate.js';
import { recordQueryWhere } from './query-sql.js';

/**
 * The FTS5 side of the store: one row per memory (rowid = memories.row_id) holding the analysed
 * terms space-joined, ranked with FTS5's own `bm25()` (negated, so higher is better).
 *
 * Terms arrive analysed (src/core/text/analyzer.ts), so each is one unicode61 token: a Han run
 * such as 北京大学 stays whole, and `'` is a token character. Two FTS5 facts to know:
 * - IDF and average length are computed over the whole FTS table (every tenant, every status),
 *   whereas the in-memory reference uses the tenant's records. Scores match within a tenant's
 *   own data; across tenants only the statistics differ, never which records are visible.
 * - unicode61 case-folds and splits at Unicode punctuation, so a term holding a space or
 *   punctuation other than `'` would be matched as a phrase of its parts. The analyzer never
 *   produces such terms.
 */
export const KEYWORD_TABLE = 'memory_terms';

/** `"a" OR "b"`: every unique term quoted (quotes doubled), so no term is read as FTS5 syntax. */
export function ftsQuery(terms: string[]): string | null {
  const unique = [...new Set(terms.filter((term) => term.trim().length > 0))];
  if (unique.length === 0) return null;
  return unique.map((term) => `"${term.replaceAll('"', '""')}"`).join(' OR ');
}

const hitSchema = z.object({ id: z.string(), score: z.number() });

export class KeywordIndex {
  constructor(private readonly db: Database) {}

  /** Replaces the terms of a memories row. Every memory has a row, even with no terms, as FTS5's N counts it. */
  put(rowId: number, memoryId: string, terms: string[]): void {
    this.remove(rowId);
    this.db.prepare(`INSERT INTO ${KEYWORD_TABLE} (rowid, terms, memory_id) VALUES (?, ?, ?)`).run(rowId, terms.join(' '), memoryId);
  }

  remove(rowId: number): void {
    this.db.prepare(`DELETE FROM ${KEYWORD_TABLE} WHERE rowid = ?`).run(rowId);
  }

  /**
   * Whether any keyword row of the tenant still carries one of these memory ids (a full scan; for
   * erasure proofs). A row of another tenant's memory is not a trace; an orphan row counts for all.
   */
  hasTraces(tenantId: string, ids: string[]): boolean {
    if (ids.length === 0) return false;
    const otherTenant = `EXISTS (SELECT 1 FROM memories m WHERE m.row_id = ${KEYWORD_TABLE}.rowid AND m.tenant_id <> ?)`;
    const sql = `SELECT 1 FROM ${KEYWORD_TABLE} WHERE memory_id IN (SELECT value FROM json_each(?)) AND NOT ${otherTenant} LIMIT 1`;
    return this.db.prepare(sql).get(JSON.stringify(ids), tenantId) !== undefined;
  }

  /** The first matching row in index order, scored: no ORDER BY, so FTS5 stops at one match. */
  sample(query: RecordQuery, term: string): ScoredId | null {
    const match = ftsQuery([term]);
    if (match === null) return null;
    const where = recordQueryWhere(query);
    const sql = `
      SELECT m.id AS id, -bm25(${KEYWORD_TABLE}) AS score
      FROM ${KEYWORD_TABLE} JOIN memories m ON m.row_id = ${KEYWORD_TABLE}.rowid
      WHERE ${KEYWORD_TABLE} MATCH ? AND ${where.sql}
      LIMIT 1`;
    const row: unknown = this.db.prepare(sql).get(match, ...where.params);
    if (row === undefined) return null;
    const parsed = hitSchema.safeParse(row);
    if (!parsed.success) throw new MemoryError('STORE_ERROR', `corrupt ${KEYWORD_TABLE} hit: ${parsed.error.issues[0]?.message ?? 'malformed'}`);
    return parsed.data;
  }

  search(query: RecordQuery, terms: string[], k: number): ScoredId[] {
    const limit = Math.floor(k);
    const match = ftsQuery(terms);
    if (limit <= 0 || match === null) return [];
    const where = recordQueryWhere(query);
    const sql = `
      SELECT m.id AS id, -bm25(${KEYWORD_TABLE}) AS score
      FROM ${KEYWORD_TABLE} JOIN memories m ON m.row_id = ${KEYWORD_TABLE}.rowid
      WHERE ${KEYWORD_TABLE} MATCH ? AND ${where.sql}
      ORDER BY score DESC, m.id ASC
      LIMIT ?`;
    return this.db
      .prepare(sql)
      .all(match, ...where.params, limit)
      .map((row) => {
        const parsed = hitSchema.safeParse(row);
        if (!parsed.success) throw new MemoryError('STORE_ERROR', `corrupt ${KEYWORD_TABLE} hit: ${parsed.error.issues[0]?.message ?? 'malformed'}`);
        return parsed.data;
      });
  }
}
