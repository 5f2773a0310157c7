import type pg from 'pg';
import { byScoreThenId, compareCodePoints } from '../../core/code-point-order.js';
import type { RecordQuery, ScoredId } from '../../core/store.js';
import { idf, statisticsOwners, tfPart } from './keyword-scoring.js';
import { recordQueryWhere } from './query-sql.js';
import type { PreparedStatements } from './prepared-statements.js';
import { SqlParams } from './sql-params.js';
import { tenantKey } from '../../core/tenant-key.js';

/** Owner key of shared records (no userId) in the postings and scope statistics. */
export const SHARED_OWNER = '';

export interface KeywordDocument {
  rowId: string;
  tenantId: string;
  ownerKey: string;
  length: number;
}

type Queryable = Pick<pg.PoolClient, 'query'>;

interface Hit {
  id: string;
  term: string;
  tf: number;
  length: number;
}

/**
 * The keyword side of the store as plain tables (schema.ts): `memory_postings` (tenant, term,
 * owner, row, tf), the document length on the memories row, and `memory_keyword_scopes`
 * (tenant, owner, docs, total length). Terms arrive analysed (src/core/text/analyzer.ts, the same
 * jieba + stemming analyser as SQLite) and match exactly. Scores are computed here in JavaScript
 * from the fetched postings and statistics (keyword-scoring.ts), so they equal the reference's.
 */
export class KeywordIndex {
  constructor(private readonly statements: PreparedStatements) {}

  /** Inside a write transaction: replaces the document's postings and adjusts the statistics. */
  async put(client: Queryable, deltas: ScopeDeltas, document: KeywordDocument, previous: KeywordDocument | null, terms: string[]): Promise<void> {
    if (previous) await this.remove(client, deltas, previous);
    deltas.add(document.tenantId, document.ownerKey, 1, terms.length);
    const counts = new Map<string, number>();
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    if (counts.size === 0) return;
    await client.query(
      `INSERT INTO memory_postings (tenant_id, term, owner_key, row_id, tf)
       SELECT $1, term, $2, $3, tf FROM unnest($4::text[], $5::int[]) AS p(term, tf)`,
      [document.tenantId, document.ownerKey, document.rowId, [...counts.keys()], [...counts.values()]],
    );
  }

  /** Inside a write transaction: the postings of new documents (no previous postings), in one statement. */
  async putMany(client: Queryable, deltas: ScopeDeltas, documents: { document: KeywordDocument; terms: string[] }[]): Promise<void> {
    const tenants: string[] = [];
    const terms: string[] = [];
    const owners: string[] = [];
    const rows: string[] = [];
    const frequencies: number[] = [];
    for (const { document, terms: documentTerms } of documents) {
      deltas.add(document.tenantId, document.ownerKey, 1, documentTerms.length);
      const counts = new Map<string, number>();
      for (const term of documentTerms) counts.set(term, (counts.get(term) ?? 0) + 1);
      for (const [term, tf] of counts) {
        tenants.push(document.tenantId);
        terms.push(term);
        owners.push(document.ownerKey);
        rows.push(document.rowId);
        frequencies.push(tf);
      }
    }
    if (terms.length === 0) return;
    await client.query(
      `INSERT INTO memory_postings (tenant_id, term, owner_key, row_id, tf)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::int[])`,
      [tenants, terms, owners, rows, frequencies],
    );
  }

  /** Keeps the terms of an upsert that gave none, moving them to the record's new owner if it changed. */
  async move(client: Queryable, deltas: ScopeDeltas, document: KeywordDocument, previous: KeywordDocument): Promise<void> {
    if (previous.ownerKey === document.ownerKey) return;
    deltas.add(previous.tenantId, previous.ownerKey, -1, -previous.length);
    deltas.add(document.tenantId, document.ownerKey, 1, previous.length);
    await client.query('UPDATE memory_postings SET owner_key = $2 WHERE row_id = $1', [document.rowId, document.ownerKey]);
  }

  /** Drops the document's postings and statistics (the row itself is deleted by the caller). */
  async remove(client: Queryable, deltas: ScopeDeltas, previous: KeywordDocument): Promise<void> {
    deltas.add(previous.tenantId, previous.ownerKey, -1, -previous.length);
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

  /**
   * `sample` for several terms in one statement (one round trip instead of one per term): each
   * term's first matching posting (LIMIT 1 per term, so a common term costs no more than a rare
   * one) with the scope's statistics, scored exactly as `matches` scores it. In the terms' order.
   */
  async samples(client: Queryable, query: RecordQuery, terms: string[]): Promise<(ScoredId | null)[]> {
    const unique = [...new Set(terms.filter((term) => term.length > 0))];
    if (unique.length === 0) return terms.map(() => null);
    const { params, tenant, termList, ownerFilter, readFilter, where } = scopedStatement(query, unique, 'p.');
    const { rows } = await client.query<StatisticsRow>(
      this.statements.config(
        `SELECT ${statisticsColumns(tenant, termList, ownerFilter)},
           (SELECT json_agg(hit) FROM (
              SELECT h.id, t.term, h.tf, h.length FROM unnest(${termList}::text[]) AS t(term)
              CROSS JOIN LATERAL (
                SELECT m.id, p.tf, m.keyword_length AS length FROM memory_postings p
                CROSS JOIN LATERAL (SELECT * FROM memories WHERE memories.row_id = p.row_id OFFSET 0) AS m
                WHERE p.tenant_id = ${tenant} AND p.term = t.term ${readFilter} AND ${where} LIMIT 1) AS h) AS hit) AS hits`,
        params.values,
      ),
    );
    const statistics = statisticsOf(rows[0]);
    const byTerm = new Map<string, ScoredId>();
    for (const hit of rows[0]?.hits ?? []) {
      if (!statistics) break;
      const score = idf(statistics.documents, statistics.containing[hit.term] ?? 0) * tfPart(hit.tf, hit.length, statistics.averageLength);
      if (score > 0) byTerm.set(hit.term, { id: hit.id, score });
    }
    return terms.map((term) => byTerm.get(term) ?? null);
  }

  /**
   * One statement (so one round trip and one snapshot): the scope's document count and total
   * length, each query term's document frequency in the scope, and the matching postings.
   */
  private async matches(client: Queryable, query: RecordQuery, terms: string[], sampleLimit: number | null): Promise<ScoredId[]> {
    const unique = [...new Set(terms.filter((term) => term.length > 0))];
    if (unique.length === 0) return [];
    const { params, tenant, termList, ownerFilter, readFilter, where } = scopedStatement(query, unique, '');
    const limit = sampleLimit === null ? '' : `LIMIT ${params.add(sampleLimit)}`;
    const { rows } = await client.query<StatisticsRow>(
      this.statements.config(
      // The postings are read first, by their (tenant, term) key, and each looks up its memory by
      // row id (OFFSET 0 keeps the planner from flattening that): left to the planner, tables not
      // yet analysed were joined as a nested loop over the user's memories, quadratic in their size.
      `WITH postings AS MATERIALIZED (
         SELECT row_id, term, tf FROM memory_postings WHERE tenant_id = ${tenant} AND term = ANY(${termList}::text[]) ${readFilter})
       SELECT ${statisticsColumns(tenant, termList, ownerFilter)},
         (SELECT json_agg(hit) FROM (
            SELECT m.id, p.term, p.tf, m.keyword_length AS length
            FROM postings p CROSS JOIN LATERAL (SELECT * FROM memories WHERE memories.row_id = p.row_id OFFSET 0) AS m
            WHERE ${where} ${limit}) AS hit) AS hits`,
        params.values,
      ),
    );
    const row = rows[0];
    const statistics = statisticsOf(row);
    if (!row?.hits || !statistics) return [];
    const { documents, averageLength, containing } = statistics;
    const postings = new Map<string, Map<string, Hit>>();
    for (const hit of row.hits) {
      const byTerm = postings.get(hit.id) ?? new Map<string, Hit>();
      byTerm.set(hit.term, hit);
      postings.set(hit.id, byTerm);
    }
    const scored: ScoredId[] = [];
    for (const [id, byTerm] of postings) {
      // Summed in the query's term order, as the reference does, so equal documents get equal doubles.
      let score = 0;
      for (const term of unique) {
        const posting = byTerm.get(term);
        if (posting) score += idf(documents, containing[term] ?? 0) * tfPart(posting.tf, posting.length, averageLength);
      }
      if (score > 0) scored.push({ id, score });
    }
    return scored;
  }

}

/**
 * The parameters and fragments every keyword statement shares: the tenant, the terms, the owners
 * whose statistics count (`ownerFilter`, unqualified), the owners whose postings can match
 * (`readFilter`, on the postings alias `postings`, '' or 'p.'), and the record query on `m`.
 */
function scopedStatement(query: RecordQuery, unique: string[], postings: '' | 'p.'): { params: SqlParams; tenant: string; termList: string; ownerFilter: string; readFilter: string; where: string } {
  const owners = statisticsOwners(query);
  const params = new SqlParams();
  const tenant = params.add(query.tenantId);
  const termList = params.add(unique);
  const ownerFilter = owners === 'tenant' ? '' : `AND owner_key = ANY(${params.add(owners)}::text[])`;
  const readOwners = postingOwners(query);
  const readFilter = readOwners === null ? '' : `AND ${postings}owner_key = ANY(${params.add(readOwners)}::text[])`;
  return { params, tenant, termList, ownerFilter, readFilter, where: recordQueryWhere(query, params) };
}

interface StatisticsRow {
  docs: string;
  total: string;
  containing: Record<string, number> | null;
  hits: Hit[] | null;
}

/** The scope's document count and total length, and each term's document frequency in the scope, as select columns. */
function statisticsColumns(tenant: string, termList: string, ownerFilter: string): string {
  return `(SELECT COALESCE(SUM(docs), 0)::text FROM memory_keyword_scopes WHERE tenant_id = ${tenant} ${ownerFilter}) AS docs,
         (SELECT COALESCE(SUM(total_length), 0)::text FROM memory_keyword_scopes WHERE tenant_id = ${tenant} ${ownerFilter}) AS total,
         (SELECT json_object_agg(term, containing) FROM (
            SELECT term, count(*) AS containing FROM memory_postings
            WHERE tenant_id = ${tenant} AND term = ANY(${termList}::text[]) ${ownerFilter} GROUP BY term) AS df) AS containing`;
}

/** BM25's statistics from a statistics row; null for an empty scope. */
function statisticsOf(row: StatisticsRow | undefined): { documents: number; averageLength: number; containing: Record<string, number> } | null {
  const documents = Number(row?.docs ?? 0);
  if (!row || documents === 0) return null;
  return { documents, averageLength: Number(row.total) / documents || 1, containing: row.containing ?? {} };
}

/**
 * The owners whose postings can match the query (the owner key mirrors `user_id`), so a user's
 * search reads only that user's postings (and shared ones when admitted); null: any owner.
 * Only narrows what is read; `recordQueryWhere` still decides every match.
 */
function postingOwners(query: RecordQuery): string[] | null {
  if (query.sharedOnly) return [SHARED_OWNER];
  if (query.userId === undefined) return null;
  return query.includeShared ? [query.userId, SHARED_OWNER] : [query.userId];
}

/**
 * A write batch's changes to the per-(tenant, owner) statistics, applied once at the end in one
 * fixed order (tenant, then owner): batches of different processes touching the same owners
 * then lock those rows in the same order and cannot deadlock on them.
 */
export class ScopeDeltas {
  private readonly deltas = new Map<string, { tenantId: string; ownerKey: string; documents: number; length: number }>();

  add(tenantId: string, ownerKey: string, documents: number, length: number): void {
    const key = tenantKey(tenantId, ownerKey);
    const delta = this.deltas.get(key) ?? { tenantId, ownerKey, documents: 0, length: 0 };
    delta.documents += documents;
    delta.length += length;
    this.deltas.set(key, delta);
  }

  async flush(client: Queryable): Promise<void> {
    const ordered = [...this.deltas.values()]
      .filter((delta) => delta.documents !== 0 || delta.length !== 0)
      .sort((left, right) => compareCodePoints(left.tenantId, right.tenantId) || compareCodePoints(left.ownerKey, right.ownerKey));
    for (const delta of ordered) {
      await client.query(
        `INSERT INTO memory_keyword_scopes (tenant_id, owner_key, docs, total_length) VALUES ($1, $2, $3, $4)
         ON CONFLICT (tenant_id, owner_key) DO UPDATE SET docs = memory_keyword_scopes.docs + excluded.docs,
           total_length = memory_keyword_scopes.total_length + excluded.total_length`,
        [delta.tenantId, delta.ownerKey, delta.documents, delta.length],
      );
    }
    this.deltas.clear();
  }
}
