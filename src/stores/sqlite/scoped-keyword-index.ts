import { byScoreThenId } from '../../core/code-point-order.js';
import { bm25Idf, bm25TfPart, keywordScopeOf, type KeywordScope } from '../../core/keyword-scope.js';
import type { RecordQuery, ScoredId } from '../../core/store.js';
import type { MemoryRecord } from '../../core/types.js';
import { docMatches, docOf, KeywordPartitions, type KeywordChange, type KeywordDoc, type KeywordPartition, type Postings } from './keyword-partitions.js';
import type { Database } from './migrate.js';
import { PartitionCache } from './partition-cache.js';
import type { PartitionClock } from './partition-clock.js';
import { placeholders, recordQueryWhere } from './query-sql.js';
import { userKey } from './vector-index.js';

/**
 * The keyword index as plain tables, so every statistic is per scope (src/core/keyword-scope.ts):
 * - `memory_postings` (tenant, term, owner, row, tf): an inverted index whose key leads with the
 *   tenant and term, then the owner (user id, or '' for shared records). A search seeks exactly
 *   the (term, owner) ranges of the asking user, so its cost follows that user's own memories,
 *   not the file's.
 * - `memory_keyword_docs` (row, tenant, owner, length): each memory's analysed length.
 * - `memory_keyword_scopes` (tenant, owner, docs, total length): the counts BM25's N and average
 *   length need, kept up to date on every write.
 * Terms arrive analysed (src/core/text/analyzer.ts) and match exactly.
 *
 * A search for a user (with or without shared records) reads in-process copies of those
 * partitions (keyword-partitions.ts), versioned by the vector partitions' clock; a tenant-wide
 * search, or one with the copies turned off, runs the SQL below.
 */
/** Documents plus cached postings kept in process: about 100 bytes each, so ~200 MB at most. */
export const DEFAULT_KEYWORD_CACHE_ENTRIES = 2_000_000;
const SHARED_OWNER = '';

function ownerKey(record: Pick<MemoryRecord, 'scope'>): string {
  return record.scope.userId ?? SHARED_OWNER;
}

interface DocRow {
  tenant_id: string;
  owner_key: string;
  length: number;
}

interface LoadedDocRow {
  row_id: number;
  length: number;
  id: string;
  status: string;
  kind: string;
  agent_id: string | null;
  session_id: string | null;
  metadata: string;
  created_at: string;
}

interface Stats {
  documents: number;
  averageLength: number;
  containing: Map<string, number>;
}

export class ScopedKeywordIndex {
  private readonly cache: KeywordPartitions;
  /** Changes of the open write transaction by partition key, applied to the cache once it commits. */
  private pending = new Map<string, KeywordChange[]>();
  private loads = 0;

  /** `clock` is the vector index's: every content write bumps it (vector-index.ts), so both caches share versions. */
  constructor(
    private readonly db: Database,
    private readonly clock: PartitionClock,
    cacheEntries = DEFAULT_KEYWORD_CACHE_ENTRIES,
  ) {
    this.cache = new KeywordPartitions(cacheEntries);
  }

  /** Partitions loaded from the file so far. */
  get partitionLoads(): number {
    return this.loads;
  }

  /** The write transaction committed; call before the vector index resets the clock's steps. */
  commitPending(): void {
    for (const [key, changes] of this.pending) this.cache.apply(key, changes, this.clock.stepOf(key));
    this.pending = new Map();
  }

  /** The write transaction rolled back: nothing changed, so neither does the cache. */
  discardPending(): void {
    this.pending = new Map();
  }

  /** Replaces the terms of a memories row. Every memory has a row, even with no terms, as N counts it. */
  put(rowId: number, record: MemoryRecord, terms: string[]): void {
    this.remove(rowId);
    const owner = ownerKey(record);
    this.record(record.tenantId, owner, { type: 'put', rowId, doc: docOf(record, terms.length), terms: [...new Set(terms)] });
    this.db
      .prepare('INSERT INTO memory_keyword_docs (row_id, memory_id, tenant_id, owner_key, length) VALUES (?, ?, ?, ?, ?)')
      .run(rowId, record.id, record.tenantId, owner, terms.length);
    this.adjustScope(record.tenantId, owner, 1, terms.length);
    const counts = new Map<string, number>();
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    const insert = this.db.prepare('INSERT INTO memory_postings (tenant_id, term, owner_key, row_id, tf) VALUES (?, ?, ?, ?, ?)');
    for (const [term, frequency] of counts) insert.run(record.tenantId, term, owner, rowId, frequency);
  }

  /** Keeps the terms of an upsert that gave none, moving them if the memory's tenant or user changed. */
  sync(rowId: number, record: MemoryRecord): void {
    const doc = this.doc(rowId);
    if (doc && doc.tenant_id === record.tenantId && doc.owner_key === ownerKey(record)) {
      // Same terms, but the fields a query filters on may have changed.
      this.record(record.tenantId, doc.owner_key, { type: 'put', rowId, doc: docOf(record, doc.length), terms: [] });
      return;
    }
    const postings = this.db.prepare('SELECT term, tf FROM memory_postings WHERE row_id = ?').all(rowId) as { term: string; tf: number }[];
    this.put(rowId, record, postings.flatMap((posting) => Array.from({ length: posting.tf }, () => posting.term)));
  }

  remove(rowId: number): void {
    const doc = this.doc(rowId);
    if (!doc) return;
    this.adjustScope(doc.tenant_id, doc.owner_key, -1, -doc.length);
    const terms = (this.db.prepare('SELECT term FROM memory_postings WHERE row_id = ?').all(rowId) as { term: string }[]).map((row) => row.term);
    this.record(doc.tenant_id, doc.owner_key, { type: 'remove', rowId, terms });
    this.db.prepare('DELETE FROM memory_postings WHERE row_id = ?').run(rowId);
    this.db.prepare('DELETE FROM memory_keyword_docs WHERE row_id = ?').run(rowId);
  }

  /** Whether any keyword row of the tenant still carries one of these memory ids (for erasure proofs). */
  hasTraces(tenantId: string, ids: string[]): boolean {
    if (ids.length === 0) return false;
    const sql = 'SELECT 1 FROM memory_keyword_docs WHERE tenant_id = ? AND memory_id IN (SELECT value FROM json_each(?)) LIMIT 1';
    return this.db.prepare(sql).get(tenantId, JSON.stringify(ids)) !== undefined;
  }

  /** Any one matching record with its exact single-term score: no ranking. */
  sample(query: RecordQuery, term: string): ScoredId | null {
    const [hit] = this.matches(query, [term], 1);
    return hit ?? null;
  }

  search(query: RecordQuery, terms: string[], k: number): ScoredId[] {
    const limit = Math.floor(k);
    if (limit <= 0) return [];
    return topByScoreThenId(this.matches(query, terms, null), limit);
  }

  private matches(query: RecordQuery, terms: string[], sampleLimit: number | null): ScoredId[] {
    const unique = [...new Set(terms.filter((term) => term.length > 0))];
    if (unique.length === 0) return [];
    const scope = keywordScopeOf(query);
    const owners = scope.owners;
    if (owners !== 'tenant' && this.cache.enabled) {
      // One read transaction: the clock versions and the rows loaded agree.
      return this.db.transaction(() => this.cachedMatches(query, scope.tenantId, owners, unique, sampleLimit))();
    }
    return this.sqlMatches(query, scope, unique, sampleLimit);
  }

  /**
   * The same answer as `sqlMatches` from the cached partitions. Per document, term scores add in
   * query term order, as the in-memory reference adds them.
   */
  private cachedMatches(query: RecordQuery, tenantId: string, owners: (string | null)[], unique: string[], sampleLimit: number | null): ScoredId[] {
    const partitions = owners.map((owner) => this.partition(tenantId, owner));
    let documents = 0;
    let totalLength = 0;
    for (const { partition } of partitions) {
      documents += partition.docs.size;
      totalLength += partition.totalLength;
    }
    const averageLength = documents > 0 ? totalLength / documents || 1 : 1;
    const postingsByTerm = unique.map((term) => partitions.map(({ key, partition }) => this.postings(key, partition, term)));
    const ids = query.ids ? new Set(query.ids) : null;
    const scores = new Map<string, number>();
    for (const [termIndex, lists] of postingsByTerm.entries()) {
      const containing = lists.reduce((sum, list) => sum + list.rows.length, 0);
      const idf = bm25Idf(documents, containing);
      for (const [partitionIndex, list] of lists.entries()) {
        const { partition } = partitions[partitionIndex] as { partition: KeywordPartition };
        for (let index = 0; index < list.rows.length; index += 1) {
          const doc = partition.docs.get(list.rows[index] as number);
          if (!doc || !docMatches(query, partition, doc, ids)) continue;
          const score = idf * bm25TfPart(list.tf[index] as number, doc.length, averageLength);
          if (sampleLimit !== null) return [{ id: doc.id, score }];
          scores.set(doc.id, (scores.get(doc.id) ?? 0) + score);
        }
      }
      if (termIndex === 0 && sampleLimit !== null) return [];
    }
    return [...scores].map(([id, score]) => ({ id, score }));
  }

  /** The owner's partition, current for its clock version, loaded through the `memories` scope index if needed. */
  private partition(tenantId: string, owner: string | null): { key: string; partition: KeywordPartition } {
    const key = PartitionCache.key(tenantId, userKey(owner ?? undefined));
    const version = this.clock.read(key);
    const cached = this.cache.current(key, version);
    if (cached) return { key, partition: cached };
    const user = owner === null ? 'm.user_id IS NULL' : 'm.user_id = ?';
    const rows = this.db
      .prepare(
        `SELECT d.row_id AS row_id, d.length AS length, m.id AS id, m.status AS status, m.kind AS kind, m.agent_id AS agent_id,
                m.session_id AS session_id, m.metadata AS metadata, m.created_at AS created_at
         FROM memories m JOIN memory_keyword_docs d ON d.row_id = m.row_id
         WHERE m.tenant_id = ? AND ${user}`,
      )
      .all(tenantId, ...(owner === null ? [] : [owner])) as LoadedDocRow[];
    this.loads += 1;
    const docs = new Map<number, KeywordDoc>();
    let totalLength = 0;
    for (const row of rows) {
      docs.set(row.row_id, {
        id: row.id,
        length: row.length,
        status: row.status as KeywordDoc['status'],
        kind: row.kind as KeywordDoc['kind'],
        agentId: row.agent_id,
        sessionId: row.session_id,
        metadata: row.metadata,
        createdAt: row.created_at,
      });
      totalLength += row.length;
    }
    const partition: KeywordPartition = { tenantId, userId: owner, version, docs, totalLength, postings: new Map(), postingCount: 0 };
    this.cache.put(key, partition);
    return { key, partition };
  }

  /** A term's postings in a partition, read by primary-key seek on first use. */
  private postings(key: string, partition: KeywordPartition, term: string): Postings {
    const cached = partition.postings.get(term);
    if (cached) return cached;
    const rows = this.db
      .prepare('SELECT row_id, tf FROM memory_postings WHERE tenant_id = ? AND term = ? AND owner_key = ?')
      .all(partition.tenantId, term, partition.userId ?? SHARED_OWNER) as { row_id: number; tf: number }[];
    const postings: Postings = { rows: rows.map((row) => row.row_id), tf: rows.map((row) => row.tf) };
    partition.postings.set(term, postings);
    partition.postingCount += rows.length;
    this.cache.grew(key);
    return postings;
  }

  private record(tenantId: string, owner: string, change: KeywordChange): void {
    const key = PartitionCache.key(tenantId, userKey(owner === SHARED_OWNER ? undefined : owner));
    const changes = this.pending.get(key);
    if (changes) changes.push(change);
    else this.pending.set(key, [change]);
  }

  private sqlMatches(query: RecordQuery, scope: KeywordScope, unique: string[], sampleLimit: number | null): ScoredId[] {
    const stats = this.stats(scope, unique);
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
    const rows = this.db.prepare(sql).all(...params) as { id: string; term: string; tf: number; length: number }[];
    const scores = new Map<string, number>();
    for (const row of rows) {
      const score = bm25Idf(stats.documents, stats.containing.get(row.term) ?? 0) * bm25TfPart(row.tf, row.length, stats.averageLength);
      scores.set(row.id, (scores.get(row.id) ?? 0) + score);
    }
    return [...scores].map(([id, score]) => ({ id, score }));
  }

  private stats(scope: KeywordScope, terms: string[]): Stats {
    const owners = ownerClause(scope, 's');
    const totals = this.db
      .prepare(`SELECT COALESCE(SUM(s.docs), 0) AS docs, COALESCE(SUM(s.total_length), 0) AS total FROM memory_keyword_scopes s WHERE s.tenant_id = ?${owners.sql}`)
      .get(scope.tenantId, ...owners.params) as { docs: number; total: number };
    const postingOwners = ownerClause(scope, 'p');
    const rows = this.db
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

  private doc(rowId: number): DocRow | undefined {
    return this.db.prepare('SELECT tenant_id, owner_key, length FROM memory_keyword_docs WHERE row_id = ?').get(rowId) as DocRow | undefined;
  }

  private adjustScope(tenantId: string, owner: string, documents: number, length: number): void {
    this.db
      .prepare(
        `INSERT INTO memory_keyword_scopes (tenant_id, owner_key, docs, total_length) VALUES (?, ?, ?, ?)
         ON CONFLICT (tenant_id, owner_key) DO UPDATE SET docs = docs + excluded.docs, total_length = total_length + excluded.total_length`,
      )
      .run(tenantId, owner, documents, length);
  }
}

/**
 * `hits.sort(byScoreThenId).slice(0, limit)` without sorting every match: common terms match
 * most of a user's memories, and a search wants a few. Ids are unique, so the order is total and
 * the answer is the same.
 */
export function topByScoreThenId(hits: ScoredId[], limit: number): ScoredId[] {
  if (hits.length <= limit * 4) return hits.sort(byScoreThenId).slice(0, limit);
  const best: ScoredId[] = [];
  for (const hit of hits) {
    if (best.length === limit && byScoreThenId(hit, best[limit - 1] as ScoredId) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (byScoreThenId(best[middle] as ScoredId, hit) < 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, hit);
    if (best.length > limit) best.pop();
  }
  return best;
}

function ownerClause(scope: KeywordScope, alias: string): { sql: string; params: string[] } {
  if (scope.owners === 'tenant') return { sql: '', params: [] };
  const owners = scope.owners.map((owner) => owner ?? SHARED_OWNER);
  return { sql: ` AND ${alias}.owner_key IN (${placeholders(owners.length)})`, params: owners };
}

/**
 * Schema step: the per-scope keyword tables, filled from the FTS5 table they replace (whose
 * statistics were global to the file), which is then dropped.
 */
export function migrateToScopedKeywords(db: Database): void {
  db.exec(`
    CREATE TABLE memory_postings (
      tenant_id TEXT    NOT NULL,
      term      TEXT    NOT NULL,
      owner_key TEXT    NOT NULL,
      row_id    INTEGER NOT NULL,
      tf        INTEGER NOT NULL,
      PRIMARY KEY (tenant_id, term, owner_key, row_id)
    ) WITHOUT ROWID;
    CREATE INDEX memory_postings_row ON memory_postings (row_id);
    CREATE TABLE memory_keyword_docs (
      row_id    INTEGER PRIMARY KEY,
      memory_id TEXT    NOT NULL,
      tenant_id TEXT    NOT NULL,
      owner_key TEXT    NOT NULL,
      length    INTEGER NOT NULL
    );
    CREATE INDEX memory_keyword_docs_memory ON memory_keyword_docs (memory_id);
    CREATE TABLE memory_keyword_scopes (
      tenant_id    TEXT    NOT NULL,
      owner_key    TEXT    NOT NULL,
      docs         INTEGER NOT NULL,
      total_length INTEGER NOT NULL,
      PRIMARY KEY (tenant_id, owner_key)
    ) WITHOUT ROWID;
  `);
  // Inline SQL, not the class: a shipped step must not change when the class does.
  const rows = db
    .prepare('SELECT t.rowid AS row_id, t.terms AS terms, m.id AS id, m.tenant_id AS tenant_id, m.user_id AS user_id FROM memory_terms t JOIN memories m ON m.row_id = t.rowid')
    .all() as { row_id: number; terms: string; id: string; tenant_id: string; user_id: string | null }[];
  const insertDoc = db.prepare('INSERT INTO memory_keyword_docs (row_id, memory_id, tenant_id, owner_key, length) VALUES (?, ?, ?, ?, ?)');
  const insertPosting = db.prepare('INSERT INTO memory_postings (tenant_id, term, owner_key, row_id, tf) VALUES (?, ?, ?, ?, ?)');
  const addScope = db.prepare(
    `INSERT INTO memory_keyword_scopes (tenant_id, owner_key, docs, total_length) VALUES (?, ?, 1, ?)
     ON CONFLICT (tenant_id, owner_key) DO UPDATE SET docs = docs + 1, total_length = total_length + excluded.total_length`,
  );
  for (const row of rows) {
    const terms = row.terms.split(' ').filter((term) => term.length > 0);
    const owner = row.user_id ?? '';
    insertDoc.run(row.row_id, row.id, row.tenant_id, owner, terms.length);
    addScope.run(row.tenant_id, owner, terms.length);
    const counts = new Map<string, number>();
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    for (const [term, frequency] of counts) insertPosting.run(row.tenant_id, term, owner, row.row_id, frequency);
  }
  db.exec('DROP TABLE memory_terms');
}
