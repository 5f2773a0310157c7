import type pg from 'pg';
import { byScoreThenId } from '../../core/code-point-order.js';
import type { RecordQuery, ScoredId } from '../../core/store.js';
import { idf, statisticsOwners, tfPart } from './keyword-scoring.js';
import { recordQueryWhere } from './query-sql.js';
import { SqlParams } from './sql-params.js';

/** Owner key of shared records (no userId) in the postings and scope statistics. */
export const SHARED_OWNER = '';

export interface KeywordDocument {
  rowId: string;
  tenantId: string;
  ownerKey: string;
  length: number;
}

type Queryable = Pick<pg.PoolClient, 'query'>;

/**
 * The keyword side of the store as plain tables (schema.ts): `memory_postings` (tenant, term,
 * owner, row, tf), the document length on the memories row, and `memory_keyword_scopes`
 * (tenant, owner, docs, total length). Terms arrive analysed (src/core/text/analyzer.ts, the same
 * jieba + stemming analyser as SQLite) and match exactly. Scores are computed here in JavaScript
 * from the fetched postings and statistics (keyword-scoring.ts), so they equal the reference's.
 */
export class KeywordIndex {
  /** Inside a write transaction: replaces the document's postings and adjusts the statistics. */
  async put(client: Queryable, document: KeywordDocument, previous: KeywordDocument | null, terms: string[]): Promise<void> {
    if (previous) await this.remove(client, previous);
    await this.adjust(client, document.tenantId, document.ownerKey, 1, terms.length);
    const counts = new Map<string, number>();
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    if (counts.size === 0) return;
    await client.query(
      `INSERT INTO memory_postings (tenant_id, term, owner_key, row_id, tf)
       SELECT $1, term, $2, $3, tf FROM unnest($4::text[], $5::int[]) AS p(term, tf)`,
      [document.tenantId, document.ownerKey, document.rowId, [...counts.keys()], [...counts.values()]],
    );
  }

  /** Keeps the terms of an upsert that gave none, moving them to the record's new owner if it changed. */
  async move(client: Queryable, document: KeywordDocument, previous: KeywordDocument): Promise<void> {
    if (previous.ownerKey === document.ownerKey) return;
    await this.adjust(client, previous.tenantId, previous.ownerKey, -1, -previous.length);
    await this.adjust(client, document.tenantId, document.ownerKey, 1, previous.length);
    await client.query('UPDATE memory_postings SET owner_key = $2 WHERE row_id = $1', [document.rowId, document.ownerKey]);
  }

  /** Drops the document's postings and statistics (the row itself is deleted by the caller). */
  async remove(client: Queryable, previous: KeywordDocument): Promise<void> {
    await this.adjust(client, previous.tenantId, previous.ownerKey, -1, -previous.length);
    await client.query('DELETE FROM memory_postings WHERE row_id = $1', [previous.rowId]);
  }

  async search(client: Queryable, query: RecordQuery, terms: string[], k: number): Promise<ScoredId[]> {
    const limit = Math.floor(k);
    if (limit <= 0) return [];
    return (await this.matches(client, query, terms, null)).sort(byScoreThenId).slice(0, limit);
  }

  /** Any one matching record with its exact single-term score: no ranking. */
  async sample(client: Queryable, query: RecordQuery, term: string): Promise<ScoredId | null> {
    const [hit] = await this.matches(client, query, [term], 1);
    return hit ?? null;
  }

  private async matches(client: Queryable, query: RecordQuery, terms: string[], sampleLimit: number | null): Promise<ScoredId[]> {
    const unique = [...new Set(terms.filter((term) => term.length > 0))];
    if (unique.length === 0) return [];
    const owners = statisticsOwners(query);
    const stats = await this.statistics(client, query.tenantId, owners, unique);
    if (stats.documents === 0) return [];
    const params = new SqlParams();
    const termList = params.add(unique);
    const where = recordQueryWhere(query, params);
    const limit = sampleLimit === null ? '' : `LIMIT ${params.add(sampleLimit)}`;
    // A sampled document still needs all of its matching terms' postings; the sample asks for one term only.
    const rows = (
      await client.query<{ id: string; term: string; tf: number; length: number }>(
        `SELECT m.id, p.term, p.tf, m.keyword_length AS length
         FROM memory_postings p JOIN memories m ON m.row_id = p.row_id
         WHERE p.tenant_id = m.tenant_id AND p.term = ANY(${termList}::text[]) AND ${where} ${limit}`,
        params.values,
      )
    ).rows;
    const postings = new Map<string, Map<string, { tf: number; length: number }>>();
    for (const row of rows) {
      const byTerm = postings.get(row.id) ?? new Map<string, { tf: number; length: number }>();
      byTerm.set(row.term, { tf: row.tf, length: row.length });
      postings.set(row.id, byTerm);
    }
    const hits: ScoredId[] = [];
    for (const [id, byTerm] of postings) {
      // Summed in the query's term order, as the reference does, so equal documents get equal doubles.
      let score = 0;
      for (const term of unique) {
        const posting = byTerm.get(term);
        if (posting) score += idf(stats.documents, stats.containing.get(term) ?? 0) * tfPart(posting.tf, posting.length, stats.averageLength);
      }
      if (score > 0) hits.push({ id, score });
    }
    return hits;
  }

  private async statistics(client: Queryable, tenantId: string, owners: string[] | 'tenant', terms: string[]): Promise<{ documents: number; averageLength: number; containing: Map<string, number> }> {
    const ownerFilter = owners === 'tenant' ? '' : 'AND owner_key = ANY($3::text[])';
    const ownerParams = owners === 'tenant' ? [] : [owners];
    const totals = (
      await client.query<{ docs: string; total: string }>(
        `SELECT COALESCE(SUM(docs), 0)::text AS docs, COALESCE(SUM(total_length), 0)::text AS total FROM memory_keyword_scopes WHERE tenant_id = $1 ${ownerFilter.replace('$3', '$2')}`,
        [tenantId, ...ownerParams],
      )
    ).rows[0];
    const documents = Number(totals?.docs ?? 0);
    const total = Number(totals?.total ?? 0);
    const containing = (
      await client.query<{ term: string; containing: number }>(
        `SELECT term, count(*)::int AS containing FROM memory_postings WHERE tenant_id = $1 AND term = ANY($2::text[]) ${ownerFilter} GROUP BY term`,
        [tenantId, terms, ...ownerParams],
      )
    ).rows;
    return {
      documents,
      averageLength: documents > 0 ? total / documents || 1 : 1,
      containing: new Map(containing.map((row) => [row.term, row.containing])),
    };
  }

  private async adjust(client: Queryable, tenantId: string, ownerKey: string, documents: number, length: number): Promise<void> {
    await client.query(
      `INSERT INTO memory_keyword_scopes (tenant_id, owner_key, docs, total_length) VALUES ($1, $2, $3, $4)
       ON CONFLICT (tenant_id, owner_key) DO UPDATE SET docs = memory_keyword_scopes.docs + excluded.docs,
         total_length = memory_keyword_scopes.total_length + excluded.total_length`,
      [tenantId, ownerKey, documents, length],
    );
  }
}
