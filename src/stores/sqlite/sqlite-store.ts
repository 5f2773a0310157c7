import BetterSqlite3 from 'better-sqlite3';
import * as sqliteVec from 'sqlite-vec';
import { describeEmbedder, validateVector, type EmbedderInfo } from '../../core/embedder.js';
import { MemoryError } from '../../core/errors.js';
import { compareCodePoints } from '../../core/code-point-order.js';
import type { HistoryOwner, KeywordTermCounts, ListOrder, MemoryStore, RecordQuery, ScoredId, UserActivity, WriteBatch } from '../../core/store.js';
import type { HistoryEntry, MemoryRecord, Page } from '../../core/types.js';
import { historyOwnedBySql } from './history-owner.js';
import { ScopedKeywordIndex } from './scoped-keyword-index.js';
import { cacheStatements } from './statement-cache.js';
import { applyMigrations, type Database } from './migrate.js';
import { recordQueryWhere } from './query-sql.js';
import { historyToParams, RECORD_COLUMNS, recordToParams, rowToHistory, rowToRecord } from './record-rows.js';
import { MEMORY_STORE_COMPONENT, MEMORY_STORE_MIGRATIONS } from './schema.js';
import { readEmbedderInfo, writeEmbedderInfo } from './store-meta.js';
import { ContentVersion } from './content-version.js';
import { VECTOR_TABLE, VectorIndex } from './vector-index.js';
import { ensureVectorIdIndex, vectorIdIndexMissing } from './vector-id-index.js';
import { RecordCache } from './record-cache.js';
import { readRecordRows } from './record-reads.js';
import { DEFAULT_ACCESS_FLUSH_MS, PendingAccess, type PendingBump } from '../pending-access.js';

export interface SqliteStoreOptions {
  /** Database file, created when missing; `:memory:` for a private in-process database. */
  path: string;
  /** How long a write waits for another connection's lock before failing, in ms. Default 5000. */
  busyTimeoutMs?: number;
  /**
   * Vectors per sqlite-vec chunk (a multiple of 8), fixed when the vector table is created.
   * Each user partition allocates whole chunks: small saves space with many users, large scans
   * big partitions a little faster. Default 16; see vector-index.ts.
   */
  vectorChunkSize?: number;
  /**
   * Budget for in-process copies of whole user partitions, scanned in JavaScript (about 3x faster
   * than sqlite-vec's scalar KNN; SIMD for large partitions). 0 turns the cache off. Default 256 MiB.
   */
  vectorCacheBytes?: number;
  /**
   * Budget for in-process copies of users' keyword partitions, in documents plus cached postings
   * (keyword-partitions.ts). 0 turns them off: every keyword search then joins postings in SQL.
   * Default 2,000,000.
   */
  keywordCacheEntries?: number;
  /**
   * Records kept in process for `getMany` (record-cache.ts), dropped whole whenever another
   * connection commits. 0 turns it off. Default 20,000 (about 1 KB each).
   */
  recordCacheEntries?: number;
  /**
   * Access-count bumps (`touch`, one per search) are collected and written together, at most this
   * many ms later, at the next write, or at `close` (pending-access.ts); this connection's reads
   * include them at once. 0 writes each touch at once. Default 1000.
   */
  accessFlushMs?: number;
}

interface OpenState {
  db: Database;
  vectors: VectorIndex;
  keywords: ScopedKeywordIndex;
  content: ContentVersion;
  records: RecordCache;
  /** null when touches are written at once (`accessFlushMs: 0`). */
  access: PendingAccess | null;
}

const UPSERT_COLUMNS = [
  'id', 'tenant_id', 'user_id', 'agent_id', 'session_id', 'kind', 'status', 'text', 'metadata', 'tags', 'importance', 'created_at',
  'updated_at', 'last_accessed_at', 'access_count', 'event_time', 'valid_from', 'valid_to', 'superseded_by', 'evidence', 'source',
];
const INSERT_SQL = `INSERT INTO memories (${UPSERT_COLUMNS.join(', ')}) VALUES (${UPSERT_COLUMNS.map((column) => `@${column}`).join(', ')})`;
/** Identity is (tenant, id): the conflict target names both, so no write can reach another tenant's row. */
const UPSERT_SQL = `${INSERT_SQL}
  ON CONFLICT (tenant_id, id) DO UPDATE SET ${UPSERT_COLUMNS.filter((column) => column !== 'id' && column !== 'tenant_id').map((column) => `${column} = excluded.${column}`).join(', ')}
  RETURNING row_id`;
/** Insert-if-absent: returns no row when the tenant already holds the id (checked inside the write transaction). */
const CREATE_SQL = `${INSERT_SQL} ON CONFLICT (tenant_id, id) DO NOTHING RETURNING row_id`;

const ORDER_KEYS: Record<ListOrder['by'], string> = {
  createdAt: 'm.created_at',
  updatedAt: 'm.updated_at',
  // As instants: strftime rewrites any offset as canonical UTC text (NULL, the earliest, when unreadable).
  eventTime: "strftime('%Y-%m-%dT%H:%M:%fZ', COALESCE(m.event_time, m.created_at))",
};

/**
 * The embedded default store: one SQLite file (WAL) holding records, history, a per-user keyword
 * index and a sqlite-vec vector index partitioned by tenant + user. Every `write` is one
 * transaction. See vector-index.ts and scoped-keyword-index.ts for how searches stay exact.
 *
 * Other features (conversations, knowledge, API keys) keep their tables in the same file:
 * they take `store.database` after `init()` and call `applyMigrations(db, 'their-component', steps)`
 * from ./migrate.ts, so each owns an append-only schema line in `schema_migrations`.
 */
export class SqliteStore implements MemoryStore {
  readonly name = 'sqlite';
  private state: OpenState | null = null;

  constructor(private readonly options: SqliteStoreOptions) {}

  /**
   * The raw better-sqlite3 handle, for features that add their own tables to this file
   * (use `applyMigrations` with your own component name). Read-only property; throws before `init()`.
   * Do not touch the memory store's own tables through it.
   */
  get database(): Database {
    // No flush of pending access counts here: features sharing the file take this handle on every
    // request (rate limits, write jobs), which would write every search's bumps at once again.
    return this.open().db;
  }

  /** Writes the pending access-count bumps now (pending-access.ts), for a caller about to hand the file to another reader. */
  async flushAccessCounts(): Promise<void> {
    const state = this.open();
    this.guard('flushAccessCounts', () => this.flushAccess(state));
  }

  async init(): Promise<void> {
    if (this.state) return;
    this.guard('open', () => {
      const db = cacheStatements(new BetterSqlite3(this.options.path, { timeout: this.options.busyTimeoutMs ?? 5000 }));
      try {
        sqliteVec.load(db);
        db.pragma('journal_mode = WAL');
        db.pragma('synchronous = NORMAL');
        db.pragma(`busy_timeout = ${Math.max(0, Math.floor(this.options.busyTimeoutMs ?? 5000))}`);
        db.pragma('foreign_keys = ON');
        applyMigrations(db, MEMORY_STORE_COMPONENT, MEMORY_STORE_MIGRATIONS);
        const content = new ContentVersion(db);
        const vectors = new VectorIndex(db, this.options.vectorChunkSize, this.options.vectorCacheBytes);
        const info = readEmbedderInfo(db);
        if (info && !vectors.exists()) db.transaction(() => vectors.create(info.dimensions)).immediate();
        // A vector table made before erase's proof had its id index gets it once (vector-id-index.ts).
        if (vectors.exists() && vectorIdIndexMissing(db, VECTOR_TABLE)) db.transaction(() => ensureVectorIdIndex(db, VECTOR_TABLE)).immediate();
        const records = new RecordCache(db, this.options.recordCacheEntries);
        const flushAfterMs = this.options.accessFlushMs ?? DEFAULT_ACCESS_FLUSH_MS;
        const access = flushAfterMs > 0 ? new PendingAccess(flushAfterMs, () => this.flushAccessQuietly()) : null;
        this.state = { db, vectors, keywords: new ScopedKeywordIndex(db, vectors.clock, this.options.keywordCacheEntries), content, records, access };
      } catch (error: unknown) {
        db.close();
        throw error;
      }
    });
  }

  async close(): Promise<void> {
    const state = this.state;
    if (state?.db.open) {
      // Closing never fails for this: a file another process holds locked past the busy timeout loses these bumps.
      try {
        this.flushAccess(state);
      } catch {
        state.access?.take();
      }
    }
    this.state = null;
    if (state?.db.open) state.db.close();
  }

  /** Writes the pending access-count bumps in one transaction. */
  private flushAccess(state: OpenState): void {
    const taken = state.access?.take() ?? [];
    if (taken.length === 0) return;
    dropBumped(state.records, taken);
    try {
      state.db.transaction(() => writeBumps(state.db, taken)).immediate();
    } catch (error: unknown) {
      state.access?.restore(taken);
      throw error;
    }
  }

  /** The timer's flush: a failure (the file busy) keeps the bumps pending for the next try. */
  private flushAccessQuietly(): void {
    const state = this.state;
    if (!state?.db.open) return;
    try {
      this.flushAccess(state);
    } catch {
      // Restored by flushAccess; the next touch, write or close writes them.
    }
  }

  async getEmbedderInfo(): Promise<EmbedderInfo | null> {
    return this.guard('getEmbedderInfo', () => readEmbedderInfo(this.open().db));
  }

  /** Records the embedder and creates the vector table. Changing dimensions is refused once vectors exist. */
  async setEmbedderInfo(info: EmbedderInfo): Promise<void> {
    const { db, vectors } = this.open();
    this.guard('setEmbedderInfo', () =>
      db
        .transaction(() => {
          const recorded = readEmbedderInfo(db);
          if (recorded && recorded.dimensions !== info.dimensions && vectors.exists()) {
            if (db.prepare('SELECT 1 FROM memories LIMIT 1').get() !== undefined) {
              throw new MemoryError(
                'EMBEDDER_MISMATCH',
                `this store holds vectors from ${describeEmbedder(recorded)}; it cannot switch to ${describeEmbedder(info)}`,
                { details: { stored: { ...recorded }, configured: { ...info } } },
              );
            }
            vectors.drop();
          }
          writeEmbedderInfo(db, info);
          vectors.create(info.dimensions);
        })
        .immediate(),
    );
  }

  async write(batch: WriteBatch): Promise<void> {
    const state = this.open();
    // Before anything runs: no read can come between this and the commit (all of it is synchronous).
    state.records.drop(batch.tenantId, [...(batch.upserts ?? []).map((upsert) => upsert.record.id), ...(batch.deletes ?? [])]);
    // Pending access bumps go first, in the same transaction: a record the batch rewrites was read with them added.
    const bumps = state.access?.take() ?? [];
    dropBumped(state.records, bumps);
    this.guard('write', () => {
      let version: { before: number; after: number };
      try {
        version = state.db
          .transaction(() => {
            writeBumps(state.db, bumps);
            this.applyBatch(state, batch);
            return state.content.bump();
          })
          .immediate();
      } catch (error: unknown) {
        state.keywords.discardPending();
        state.vectors.discardPending();
        state.access?.restore(bumps);
        throw error;
      }
      state.content.committed(version);
      // Keywords first: the vector index resets the clock steps both read.
      state.keywords.commitPending();
      state.vectors.commitPending();
    });
  }

  private applyBatch({ db, vectors, keywords }: OpenState, batch: WriteBatch): void {
    const tenantId = batch.tenantId;
    const dimensions = readEmbedderInfo(db)?.dimensions ?? null;
    const findRow = db.prepare<[string, string], { row_id: number }>('SELECT row_id FROM memories WHERE tenant_id = ? AND id = ?');
    const upsert = db.prepare<[Record<string, string | number | null>], { row_id: number }>(UPSERT_SQL);
    const create = db.prepare<[Record<string, string | number | null>], { row_id: number }>(CREATE_SQL);
    for (const { record, vector, terms, analysis, create: createOnly } of batch.upserts ?? []) {
      if (record.tenantId !== tenantId) {
        throw new MemoryError('STORE_ERROR', `memory ${record.id} belongs to another tenant than its write batch`, { details: { id: record.id } });
      }
      const existing = findRow.get(tenantId, record.id);
      if (createOnly && existing) throw new MemoryError('CONFLICT', `a memory with id ${record.id} already exists`, { details: { id: record.id } });
      if (vector) {
        if (dimensions === null) throw new MemoryError('STORE_ERROR', 'record the embedder (setEmbedderInfo) before writing vectors');
        validateVector(vector, dimensions, `vector of memory ${record.id}`);
      } else if (!existing) {
        throw new MemoryError('STORE_ERROR', `new memory ${record.id} needs a vector`, { details: { id: record.id } });
      }
      const inserted = (createOnly ? create : upsert).get(recordToParams(record));
      if (!inserted) throw new MemoryError('CONFLICT', `a memory with id ${record.id} already exists`, { details: { id: record.id } });
      const rowId = inserted.row_id;
      if (vector) vectors.put(rowId, record, vector, existing === undefined);
      else vectors.sync(rowId, record);
      if (terms) keywords.put(rowId, record, terms, analysis ?? null);
      else if (!existing) keywords.put(rowId, record, [], null);
      else keywords.sync(rowId, record);
    }
    for (const id of batch.deletes ?? []) {
      const existing = findRow.get(tenantId, id);
      if (!existing) continue;
      vectors.remove(existing.row_id, tenantId, id);
      keywords.remove(existing.row_id);
      db.prepare('DELETE FROM memories WHERE row_id = ?').run(existing.row_id);
    }
    const purge = new Set(batch.purgeHistoryOf ?? []);
    if (purge.size > 0) {
      db.prepare('DELETE FROM memory_history WHERE tenant_id = ? AND memory_id IN (SELECT value FROM json_each(?))').run(tenantId, JSON.stringify([...purge]));
    }
    const insertHistory = db.prepare(
      'INSERT INTO memory_history (id, memory_id, event, before, after, at, actor, tenant_id) VALUES (@id, @memory_id, @event, @before, @after, @at, @actor, @tenant_id)',
    );
    for (const entry of batch.history ?? []) if (!purge.has(entry.memoryId)) insertHistory.run({ ...historyToParams(entry), tenant_id: tenantId });
  }

  async get(tenantId: string, id: string): Promise<MemoryRecord | null> {
    const [record] = await this.getMany(tenantId, [id]);
    return record ?? null;
  }

  async getMany(tenantId: string, ids: string[]): Promise<MemoryRecord[]> {
    return this.readRecords('getMany', tenantId, ids, false);
  }

  /** The record cache's own frozen records, not copies (MemoryStore.readMany; record-cache.ts). */
  async readMany(tenantId: string, ids: string[]): Promise<MemoryRecord[]> {
    return this.readRecords('readMany', tenantId, ids, true);
  }

  private readRecords(operation: string, tenantId: string, ids: string[], shared: boolean): MemoryRecord[] {
    if (ids.length === 0) return [];
    const { db, records, access, vectors } = this.open();
    return this.guard(operation, () => {
      // By row id where the vector partition copies know it (record-reads.ts).
      const found = records.getMany(tenantId, ids, (missing) => readRecordRows(db, tenantId, missing, vectors.rowIdsOf(tenantId, missing)), shared);
      if (!access || access.size === 0) return found;
      if (shared) {
        // Kept records are frozen: a record with pending bumps comes back as a copy carrying them,
        // frozen too (its nested parts are the kept record's), so readers treat it as shared.
        for (let index = 0; index < found.length; index += 1) found[index] = access.withBumps(tenantId, found[index] as MemoryRecord);
        return found;
      }
      // An id asked twice comes back as one object twice: bump each object once.
      for (const record of new Set(found)) access.applyTo(tenantId, record);
      return found;
    });
  }

  async list(query: RecordQuery, page: { limit: number; offset: number }, order: ListOrder = { by: 'createdAt', direction: 'desc' }): Promise<Page<MemoryRecord>> {
    const state = this.open();
    const { db } = state;
    const limit = Math.max(0, Math.floor(page.limit));
    const offset = Math.max(0, Math.floor(page.offset));
    return this.guard('list', () =>
      db.transaction(() => {
        const where = recordQueryWhere(query);
        const total = (db.prepare(`SELECT count(*) AS total FROM memories m WHERE ${where.sql}`).get(...where.params) as { total: number }).total;
        const direction = order.direction === 'asc' ? 'ASC' : 'DESC';
        const rows = db
          .prepare(`SELECT ${RECORD_COLUMNS} FROM memories m WHERE ${where.sql} ORDER BY ${ORDER_KEYS[order.by]} ${direction}, m.id ${direction} LIMIT ? OFFSET ?`)
          .all(...where.params, limit, offset);
        const items = rows.map(rowToRecord);
        if (state.access && state.access.size > 0) for (const record of items) state.access.applyTo(query.tenantId, record);
        return { items, total, limit: page.limit, offset: page.offset };
      })(),
    );
  }

  async listIds(query: RecordQuery): Promise<string[]> {
    const { db } = this.open();
    return this.guard('listIds', () => {
      const where = recordQueryWhere(query);
      const rows = db.prepare(`SELECT m.id AS id FROM memories m WHERE ${where.sql} ORDER BY m.row_id`).all(...where.params) as { id: string }[];
      return rows.map((row) => row.id);
    });
  }

  async vectorSearch(query: RecordQuery, vector: Float32Array, k: number): Promise<ScoredId[]> {
    const { db, vectors } = this.open();
    return this.guard('vectorSearch', () =>
      db.transaction(() => {
        const info = readEmbedderInfo(db);
        if (info) validateVector(vector, info.dimensions, 'query vector');
        return vectors.search(query, vector, k);
      })(),
    );
  }

  async keywordSearch(query: RecordQuery, terms: string[], k: number): Promise<ScoredId[]> {
    const { keywords } = this.open();
    return this.guard('keywordSearch', () => keywords.search(query, terms, k));
  }

  /** Changes when another connection changes content in this file; access-stat touches do not count (content-version.ts). */
  async externalChangeVersion(): Promise<number> {
    const { content } = this.open();
    return this.guard('externalChangeVersion', () => content.foreignChanges());
  }

  /** How many vector partitions this connection has copied from the file so far (a diagnostic for tests and benches). */
  vectorPartitionLoads(): number {
    return this.open().vectors.partitionLoads;
  }

  /** How many memories rows `getMany` has read from the file so far, not from the record cache (a diagnostic for tests and benches). */
  recordRowsRead(): number {
    return this.open().records.reads;
  }

  /** How many vector searches the native SIMD scan has ranked on this connection so far (a diagnostic for tests). */
  vectorNativeScans(): number {
    return this.open().vectors.nativeScans;
  }

  /** Bytes this connection's vector partition copies hold, as `vectorCacheBytes` counts them (a diagnostic for tests and benches). */
  vectorCachedBytes(): number {
    return this.open().vectors.cachedBytes;
  }

  /** How many keyword partitions this connection has loaded from the file so far (a diagnostic for tests and benches). */
  keywordPartitionLoads(): number {
    return this.open().keywords.partitionLoads;
  }

  async keywordSample(query: RecordQuery, term: string): Promise<ScoredId | null> {
    const { keywords } = this.open();
    return this.guard('keywordSample', () => keywords.sample(query, term));
  }

  /** Read from the keyword partition copies (keyword-term-counts.ts). */
  async keywordTermCounts(query: RecordQuery, ids: string[], terms: string[], analysis: string): Promise<KeywordTermCounts> {
    const { keywords } = this.open();
    return this.guard('keywordTermCounts', () => keywords.termCounts(query, ids, terms, analysis));
  }

  async getVectors(tenantId: string, ids: string[]): Promise<Map<string, Float32Array>> {
    const { vectors } = this.open();
    return this.guard('getVectors', () => vectors.vectorsOf(tenantId, ids));
  }

  /** Bumps access statistics in one transaction; writes no history (it is not a content change). */
  async touch(tenantId: string, ids: string[], at: string): Promise<void> {
    const { db, records, access } = this.open();
    if (access) {
      access.add(tenantId, ids, at);
      return;
    }
    records.drop(tenantId, ids);
    this.guard('touch', () =>
      db
        .transaction(() => {
          // One statement for a search's distinct results; an id listed twice is bumped twice.
          if (new Set(ids).size === ids.length) {
            db.prepare('UPDATE memories SET access_count = access_count + 1, last_accessed_at = ? WHERE tenant_id = ? AND id IN (SELECT value FROM json_each(?))').run(at, tenantId, JSON.stringify(ids));
            return;
          }
          const bump = db.prepare('UPDATE memories SET access_count = access_count + 1, last_accessed_at = ? WHERE tenant_id = ? AND id = ?');
          for (const id of ids) bump.run(at, tenantId, id);
        })
        .immediate(),
    );
  }

  /** One grouped pass over the tenant's rows (index memories_scope), instead of reading every record. */
  async userActivity(tenantId: string): Promise<UserActivity[]> {
    const { db } = this.open();
    return this.guard('userActivity', () =>
      db.prepare<[string], UserActivity>(
        `SELECT user_id AS userId, SUM(status = 'active') AS active, SUM(status = 'archived') AS archived,
                COUNT(DISTINCT session_id) AS sessions, MAX(updated_at) AS lastActivityAt
         FROM memories WHERE tenant_id = ? AND user_id IS NOT NULL AND status IN ('active', 'archived') GROUP BY user_id`,
      ).all(tenantId),
    );
  }

  async history(tenantId: string, memoryId: string): Promise<HistoryEntry[]> {
    const { db } = this.open();
    return this.guard('history', () =>
      db
        .prepare('SELECT id, memory_id, event, before, after, at, actor FROM memory_history WHERE tenant_id = ? AND memory_id = ? ORDER BY seq')
        .all(tenantId, memoryId)
        .map(rowToHistory),
    );
  }

  /** Through schema step 5's owner indexes (history-owner.ts): a seek per owner, not a pass over the tenant's history. */
  async historyOwnedBy(owner: HistoryOwner): Promise<string[]> {
    const { db } = this.open();
    const { sql, params } = historyOwnedBySql(owner);
    return this.guard('historyOwnedBy', () =>
      db
        .prepare(sql)
        .all(params)
        .map((row) => String((row as { id: unknown }).id))
        .sort(compareCodePoints),
    );
  }

  async hasTraces(tenantId: string, ids: string[]): Promise<boolean> {
    if (ids.length === 0) return false;
    const { db, vectors, keywords } = this.open();
    return this.guard('hasTraces', () =>
      db.transaction(() => {
        const list = JSON.stringify(ids);
        const inList = 'IN (SELECT value FROM json_each(?))';
        return (
          db.prepare(`SELECT 1 FROM memories WHERE tenant_id = ? AND id ${inList} LIMIT 1`).get(tenantId, list) !== undefined ||
          db.prepare(`SELECT 1 FROM memory_history WHERE tenant_id = ? AND memory_id ${inList} LIMIT 1`).get(tenantId, list) !== undefined ||
          keywords.hasTraces(tenantId, ids) ||
          vectors.hasTraces(tenantId, ids)
        );
      })(),
    );
  }

  private open(): OpenState {
    if (!this.state) throw new MemoryError('STORE_ERROR', 'the SQLite store is not open; call init() first');
    return this.state;
  }

  /** Wraps third-party errors once, here, as STORE_ERROR (retryable when the database was busy). */
  private guard<T>(operation: string, run: () => T): T {
    try {
      return run();
    } catch (error: unknown) {
      if (MemoryError.isInstance(error)) throw error;
      const code = error instanceof BetterSqlite3.SqliteError ? error.code : undefined;
      const message = error instanceof Error ? error.message : String(error);
      throw new MemoryError('STORE_ERROR', `sqlite ${operation} failed: ${message}`, {
        cause: error,
        details: { operation, path: this.options.path, ...(code ? { sqliteCode: code } : {}) },
        isRetryable: code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED',
      });
    }
  }
}

/** The bumps' records are about to change in the file: the record cache forgets them. */
function dropBumped(records: RecordCache, bumps: PendingBump[]): void {
  for (const bump of bumps) records.drop(bump.tenantId, [bump.id]);
}

/** Inside a write transaction: what one `touch` per bump would have written. */
function writeBumps(db: Database, bumps: PendingBump[]): void {
  if (bumps.length === 0) return;
  const bump = db.prepare('UPDATE memories SET access_count = access_count + ?, last_accessed_at = ? WHERE tenant_id = ? AND id = ?');
  for (const { tenantId, id, count, at } of bumps) bump.run(count, at, tenantId, id);
}
