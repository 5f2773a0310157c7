import { keywordScopeOf } from '../../core/keyword-scope.js';
import type { KeywordTermCounts, RecordQuery, ScoredId } from '../../core/store.js';
import type { MemoryRecord } from '../../core/types.js';
import { scorePartitions, type PartitionTerms } from './keyword-partition-search.js';
import { termCountsOf } from './keyword-term-counts.js';
import { KeywordPartitionReader } from './keyword-partition-reader.js';
import { docOf, KeywordPartitions, SHARED_OWNER, type KeywordChange } from './keyword-partitions.js';
import { sqlKeywordMatches } from './keyword-sql-search.js';
import type { Database } from './migrate.js';
import { tenantKey } from '../../core/tenant-key.js';
import type { PartitionClock } from './partition-clock.js';
import { topByScoreThenId } from './top-by-score.js';
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
 * partitions (keyword-partitions.ts, filled by keyword-partition-reader.ts, scored by
 * keyword-partition-search.ts), versioned by the vector partitions' clock; a tenant-wide search,
 * or one with the copies turned off, runs SQL (keyword-sql-search.ts). This class keeps the
 * tables and the copies current on writes. Schema: keyword-migration.ts.
 */
/** Documents plus cached postings kept in process: under 100 bytes a document (packed id and times, codes, a row-id map entry), 16 a posting, so under ~200 MB. */
export const DEFAULT_KEYWORD_CACHE_ENTRIES = 2_000_000;

function ownerKey(record: Pick<MemoryRecord, 'scope'>): string {
  return record.scope.userId ?? SHARED_OWNER;
}

interface DocRow {
  tenant_id: string;
  owner_key: string;
  length: number;
  analysis: string | null;
}

export class ScopedKeywordIndex {
  private readonly cache: KeywordPartitions;
  /** Changes of the open write transaction by partition key, applied to the cache once it commits. */
  private pending = new Map<string, KeywordChange[]>();
  private readonly reader: KeywordPartitionReader;

  /** `clock` is the vector index's: every content write bumps it (vector-index.ts), so both caches share versions. */
  constructor(
    private readonly db: Database,
    private readonly clock: PartitionClock,
    cacheEntries = DEFAULT_KEYWORD_CACHE_ENTRIES,
  ) {
    this.cache = new KeywordPartitions(cacheEntries);
    this.reader = new KeywordPartitionReader(db, clock, this.cache);
  }

  /** Partitions loaded from the file so far. */
  get partitionLoads(): number {
    return this.reader.partitionLoads;
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

  /**
   * Replaces the terms of a memories row. Every memory has a row, even with no terms, as N counts it.
   * `analysis`: the tag of the analysis when `terms` are the record text's own (`RecordWrite.analysis`), else null.
   */
  put(rowId: number, record: MemoryRecord, terms: string[], analysis: string | null): void {
    this.remove(rowId);
    const owner = ownerKey(record);
    this.record(record.tenantId, owner, { type: 'put', rowId, doc: docOf(record, terms.length, analysis), terms: [...new Set(terms)] });
    this.db
      .prepare('INSERT INTO memory_keyword_docs (row_id, memory_id, tenant_id, owner_key, length, analysis) VALUES (?, ?, ?, ?, ?, ?)')
      .run(rowId, record.id, record.tenantId, owner, terms.length, analysis);
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
      this.record(record.tenantId, doc.owner_key, { type: 'put', rowId, doc: docOf(record, doc.length, doc.analysis), terms: [] });
      return;
    }
    const postings = this.db.prepare('SELECT term, tf FROM memory_postings WHERE row_id = ?').all(rowId) as { term: string; tf: number }[];
    // The same terms (and so the same counts) under another owner: the text did not change, so neither does their tag.
    this.put(rowId, record, postings.flatMap((posting) => Array.from({ length: posting.tf }, () => posting.term)), doc?.analysis ?? null);
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
    const [hit] = this.matches(query, [term], 1, null);
    return hit ?? null;
  }

  search(query: RecordQuery, terms: string[], k: number): ScoredId[] {
    const limit = Math.floor(k);
    if (limit <= 0) return [];
    return topByScoreThenId(this.matches(query, terms, null, limit), limit);
  }

  /** `limit`: the copies may return just a superset of the top `limit` (the SQL returns every match). */
  private matches(query: RecordQuery, terms: string[], sampleLimit: number | null, limit: number | null): ScoredId[] {
    const unique = [...new Set(terms.filter((term) => term.length > 0))];
    if (unique.length === 0) return [];
    const scope = keywordScopeOf(query);
    const owners = scope.owners;
    if (owners !== 'tenant' && this.cache.enabled) {
      // Everything already in process and current: no rows to read, so no transaction either.
      const current = this.reader.currentParts(scope.tenantId, owners, unique);
      if (current) return scorePartitions(query, current, unique.length, sampleLimit !== null, limit);
      // One read transaction: the clock versions and the rows loaded agree.
      return this.db.transaction(() => this.cachedMatches(query, scope.tenantId, owners, unique, sampleLimit, limit))();
    }
    return sqlKeywordMatches(this.db, query, scope, unique, sampleLimit);
  }

  /** The same answer as the SQL from the cached partitions, loading what is missing or stale. */
  private cachedMatches(query: RecordQuery, tenantId: string, owners: (string | null)[], unique: string[], sampleLimit: number | null, limit: number | null): ScoredId[] {
    return scorePartitions(query, this.loadedParts(tenantId, owners, unique), unique.length, sampleLimit !== null, limit);
  }

  /** The owners' partitions with the terms' postings, loading what is missing or stale; call inside a read transaction. */
  private loadedParts(tenantId: string, owners: (string | null)[], terms: string[]): PartitionTerms[] {
    return owners.map((owner) => {
      const { key, partition } = this.reader.partition(tenantId, owner);
      return { partition, postings: terms.map((term) => this.reader.postings(key, partition, term)) };
    });
  }

  /**
   * The analysed length and counts of `terms` of each id in the query's own partitions (its
   * tenant's user, plus the shared records when it includes them), for documents written under
   * `analysis` (keyword-term-counts.ts); NaN lengths for the rest, and for every id of a
   * tenant-wide query or with the copies turned off (the caller analyses those texts).
   */
  termCounts(query: RecordQuery, ids: string[], terms: string[], analysis: string): KeywordTermCounts {
    const scope = keywordScopeOf(query);
    const owners = scope.owners;
    if (owners === 'tenant' || !this.cache.enabled || ids.length === 0) return { lengths: new Float64Array(ids.length).fill(Number.NaN), counts: new Float64Array(ids.length * terms.length) };
    const current = this.reader.currentParts(scope.tenantId, owners, terms);
    if (current) return termCountsOf(current, ids, terms.length, analysis);
    return this.db.transaction(() => termCountsOf(this.loadedParts(scope.tenantId, owners, terms), ids, terms.length, analysis))();
  }

  private record(tenantId: string, owner: string, change: KeywordChange): void {
    const key = tenantKey(tenantId, userKey(owner === SHARED_OWNER ? undefined : owner));
    const changes = this.pending.get(key);
    if (changes) changes.push(change);
    else this.pending.set(key, [change]);
  }

  private doc(rowId: number): DocRow | undefined {
    return this.db.prepare('SELECT tenant_id, owner_key, length, analysis FROM memory_keyword_docs WHERE row_id = ?').get(rowId) as DocRow | undefined;
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
