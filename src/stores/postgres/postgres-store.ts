import pg from 'pg';
import { describeEmbedder, validateVector, type EmbedderInfo } from '../../core/embedder.js';
import { MemoryError } from '../../core/errors.js';
import { compareCodePoints } from '../../core/code-point-order.js';
import type { HistoryOwner, ListOrder, MemoryStore, RecordQuery, ScoredId, UserActivity, WriteBatch } from '../../core/store.js';
import type { HistoryEntry, MemoryRecord, Page } from '../../core/types.js';
import { rowToHistory, rowToRecord } from '../sqlite/record-rows.js';
import { ContentVersion } from './content-version.js';
import { historyOwnedBySql } from './history-owner.js';
import { KeywordIndex } from './keyword-index.js';
import { applyMigrations, quoteIdentifier } from './migrate.js';
import { guardPostgres, inTransaction } from './postgres-errors.js';
import { recordQueryWhere } from './query-sql.js';
import { SELECT_RECORD } from './record-columns.js';
import { MEMORY_STORE_COMPONENT, MEMORY_STORE_MIGRATIONS } from './schema.js';
import { SqlParams } from './sql-params.js';
import { HAS_TRACES_SQL } from './traces-sql.js';
import { buildSharedIndex, checkIndexBuildOptions, createSharedIndex, dropSharedIndex, sharedIndexExists, tryLockBulkLoad, unlockBulkLoad, type IndexBuildOptions } from './shared-index.js';
import { readEmbedderInfo, writeEmbedderInfo } from './store-meta.js';
import { vectorColumn, vectorFromBytes } from './vector-sql.js';
import { applyWriteBatch } from './write-batch.js';
import { approximateSharedSearch, exactVectorSearch } from './vector-search.js';
import { PreparedStatements } from './prepared-statements.js';
import { DEFAULT_ACCESS_FLUSH_MS, PendingAccess, type PendingBump } from '../pending-access.js';

export interface PostgresStoreOptions {
  /** `postgres://user:pass@host:port/db` */
  connectionString: string;
  /** Schema holding the store's tables, created when missing. Default `agent_memory`. */
  schema?: string;
  /** Most connections this process opens. Default 10. */
  maxConnections?: number;
  /**
   * Access-count bumps (`touch`, one per search) are collected and written together in one
   * statement, at most this many ms later, first inside the next write transaction, or at `close`
   * (src/stores/pending-access.ts), instead of one `UPDATE` per search: a round trip on every
   * search and a new row version per result. This process's reads include them at once; other
   * processes see them up to that long later. 0 writes each touch at once. Default 1000.
   */
  accessFlushMs?: number;
  /**
   * From how many shared records (no userId, such as knowledge) of a tenant a shared-only vector
   * search goes through the HNSW index instead of an exact scan. Default 20,000; below that the
   * exact scan is fast enough and results stay exact.
   */
  approximateSharedAbove?: number;
  /**
   * Least `hnsw.ef_search` (candidates the index search keeps) for approximate searches; a top-k
   * search uses at least 2k. Default 200: pgvector's own 64 gave recall@10 0.76-0.88 on 500,000
   * clustered 512-d vectors, 200 gave 0.978 at a p95 of 60 ms, and 0.998 at 1,000,000 on an index
   * built with ef_construction 128 (docs/stores.md, "Knowledge scale"). Higher raises recall and
   * costs time; past a point only a better graph (ef_construction) helps.
   */
  hnswEfSearch?: number;
}

export interface BulkLoadOptions {
  /** Settings for building the shared HNSW index at the end (shared-index.ts). */
  indexBuild?: IndexBuildOptions;
  /** Called when the load is done and the index build starts (for progress and timing). */
  onIndexBuild?: () => void;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const DEFAULT_EF_SEARCH = 200;
// Event time as an instant (memory_instant: NULL when unreadable, sorted as the earliest below).
const ORDER_KEYS: Record<ListOrder['by'], string> = { createdAt: 'm.created_at', updatedAt: 'm.updated_at', eventTime: 'memory_instant(m.event_time, m.created_at)' };

/**
 * A MemoryStore on PostgreSQL with pgvector, for several server processes sharing one database.
 * Identity is (tenant, id). Vector search is exact over a user's own memories (pgvector picks
 * candidates, JavaScript rescores them in float64: vector-search.ts) and goes through an HNSW
 * index for large shared collections. Keyword search uses the same analysed terms as SQLite in a
 * plain inverted index (keyword-index.ts). Every `write` is one transaction. Migrations run on
 * `init()` under an advisory lock (migrate.ts).
 */
export class PostgresStore implements MemoryStore {
  readonly name = 'postgres';
  private pool: pg.Pool | null = null;
  private readonly schema: string;
  private readonly statements = new PreparedStatements();
  private readonly keywords = new KeywordIndex(this.statements);
  private readonly content = new ContentVersion();
  private access: PendingAccess | null = null;
  private knownDimensions: number | null = null;

  constructor(private readonly options: PostgresStoreOptions) {
    this.schema = options.schema ?? 'agent_memory';
    if (!SCHEMA_NAME.test(this.schema)) {
      throw new MemoryError('INVALID_INPUT', `invalid Postgres schema name ${JSON.stringify(this.schema)}: use lower-case letters, digits and _`);
    }
    const efSearch = options.hnswEfSearch;
    if (efSearch !== undefined && !(Number.isInteger(efSearch) && efSearch >= 1 && efSearch <= 1000)) {
      throw new MemoryError('INVALID_INPUT', `hnswEfSearch must be an integer from 1 to 1000 (pgvector's range), got ${String(efSearch)}`);
    }
  }

  async init(): Promise<void> {
    if (this.pool) return;
    const pool = new pg.Pool({
      connectionString: this.options.connectionString,
      max: this.options.maxConnections ?? 10,
      // Every connection sees the store's schema first; pgvector's types live in public.
      options: `-c search_path=${quoteIdentifier(this.schema)},public`,
    });
    // An idle connection dropped by the server must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    try {
      await this.guard('open', async () => {
        const client = await pool.connect();
        try {
          await applyMigrations(client, this.schema, MEMORY_STORE_COMPONENT, MEMORY_STORE_MIGRATIONS);
          await this.restoreSharedIndex(client);
        } finally {
          client.release();
        }
      });
    } catch (error: unknown) {
      await pool.end();
      throw error;
    }
    this.pool = pool;
    const flushAfterMs = this.options.accessFlushMs ?? DEFAULT_ACCESS_FLUSH_MS;
    this.access = flushAfterMs > 0 ? new PendingAccess(flushAfterMs, () => void this.flushAccessQuietly()) : null;
  }

  /** Writes the pending access-count bumps now, in one statement. */
  async flushAccessCounts(): Promise<void> {
    const taken = this.access?.take() ?? [];
    if (taken.length === 0) return;
    try {
      await this.guard('flushAccessCounts', () => writeBumps(this.open(), taken));
    } catch (error: unknown) {
      this.access?.restore(taken);
      throw error;
    }
  }

  /** The timer's flush: a failure (the server away) keeps the bumps pending for the next try. */
  private async flushAccessQuietly(): Promise<void> {
    if (!this.pool) return;
    try {
      await this.flushAccessCounts();
    } catch {
      // Restored by flushAccessCounts; the next touch, write or close writes them.
    }
  }

  /**
   * A bulk load that died before rebuilding the shared index (bulkLoad) left searches exact but
   * slow; the next process to open the store builds it again, unless a bulk load is running now.
   */
  private async restoreSharedIndex(client: pg.PoolClient): Promise<void> {
    if (await sharedIndexExists(client)) return;
    if (!(await tryLockBulkLoad(client, this.schema))) return;
    try {
      await buildSharedIndex(client);
    } finally {
      await unlockBulkLoad(client, this.schema);
    }
  }

  /**
   * Runs `load` (typically many `write` calls adding shared records, such as a large knowledge
   * import or a migration) with the shared HNSW index dropped, then builds the index once over
   * everything: one build is many times faster than keeping the graph current row by row. Every
   * read and write keeps working meanwhile, in this and other processes; shared-only searches are
   * then exact scans (right, but slow on large collections). The table is analysed before the
   * build, so the planner knows its new size at once. The index is rebuilt even when
   * `load` throws, and if this process dies first, the next `init()` rebuilds it. Record the
   * embedder (setEmbedderInfo) before, not inside, a bulk load. One bulk load per store at a
   * time: a second one, from any process, gets CONFLICT.
   */
  async bulkLoad<T>(load: () => Promise<T>, options: BulkLoadOptions = {}): Promise<T> {
    checkIndexBuildOptions(options.indexBuild ?? {});
    // A dedicated session: the advisory lock is the session's, held until the index is back.
    const client = await this.guard('bulkLoad', () => this.open().connect());
    try {
      const locked = await this.guard('bulkLoad', () => tryLockBulkLoad(client, this.schema));
      if (!locked) throw new MemoryError('CONFLICT', `another bulk load into Postgres schema ${this.schema} is running`, { details: { schema: this.schema } });
      try {
        await this.guard('bulkLoad', () => dropSharedIndex(client));
        let result: T;
        try {
          result = await load();
        } catch (error: unknown) {
          // The load's error is the one to report; the index is rebuilt either way.
          await buildSharedIndex(client, options.indexBuild).catch(() => undefined);
          throw error;
        }
        options.onIndexBuild?.();
        await this.guard('bulkLoad', async () => {
          // Fresh statistics first: autovacuum may not have analysed the new rows yet, and without
          // them the planner takes the tables for nearly empty: it scans memories instead of using
          // the index, and picks keyword plans that took seconds on the first search after a load.
          await client.query('ANALYZE memories, memory_postings, memory_keyword_scopes');
          await buildSharedIndex(client, options.indexBuild);
        });
        return result;
      } finally {
        await unlockBulkLoad(client, this.schema).catch(() => undefined);
      }
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    if (!this.pool) return;
    try {
      await this.flushAccessCounts();
    } finally {
      const pool = this.pool;
      this.pool = null;
      this.access?.take();
      this.access = null;
      await pool.end();
    }
  }

  /** The connection pool, for features that keep their own tables in the same schema. Throws before `init()`. */
  get connections(): pg.Pool {
    return this.open();
  }

  /** The schema holding the store's tables (and those of features beside it: postgres-side-tables.ts). */
  get schemaName(): string {
    return this.schema;
  }

  async getEmbedderInfo(): Promise<EmbedderInfo | null> {
    return this.guard('getEmbedderInfo', () => readEmbedderInfo(this.open()));
  }

  /** Records the embedder and gives the vector column its dimension (with the shared-records HNSW index). */
  async setEmbedderInfo(info: EmbedderInfo): Promise<void> {
    await this.transaction('setEmbedderInfo', async (client) => {
      await client.query('LOCK TABLE store_meta IN EXCLUSIVE MODE');
      const recorded = await readEmbedderInfo(client);
      if (recorded?.dimensions !== info.dimensions) {
        const { rows } = await client.query('SELECT 1 FROM memories LIMIT 1');
        if (recorded && rows.length > 0) {
          throw new MemoryError('EMBEDDER_MISMATCH', `this store holds vectors from ${describeEmbedder(recorded)}; it cannot switch to ${describeEmbedder(info)}`, {
            details: { stored: { ...recorded }, configured: { ...info } },
          });
        }
        const dimensions = Math.floor(info.dimensions);
        await dropSharedIndex(client);
        await client.query(`ALTER TABLE memories ALTER COLUMN embedding TYPE vector(${dimensions})`);
      }
      await writeEmbedderInfo(client, info);
      // Only when the dimension changes, which a store holding vectors of another embedder refuses above.
      if (recorded?.dimensions !== info.dimensions) await createSharedIndex(client);
    });
  }

  async write(batch: WriteBatch): Promise<void> {
    // Pending access bumps go first, in the same transaction: a record the batch rewrites was read with them added.
    const bumps = this.access?.take() ?? [];
    let change: Awaited<ReturnType<ContentVersion['bump']>>;
    try {
      change = await this.transaction('write', async (client) => {
        await writeBumps(client, bumps);
        await applyWriteBatch(client, batch, this.keywords);
        return this.content.bump(client);
      });
    } catch (error: unknown) {
      this.access?.restore(bumps);
      throw error;
    }
    this.content.committed(change);
  }

  async get(tenantId: string, id: string): Promise<MemoryRecord | null> {
    const [record] = await this.getMany(tenantId, [id]);
    return record ?? null;
  }

  async getMany(tenantId: string, ids: string[]): Promise<MemoryRecord[]> {
    if (ids.length === 0) return [];
    return this.guard('getMany', async () => {
      const { rows } = await this.open().query(this.statements.config(`SELECT ${SELECT_RECORD} FROM memories m WHERE m.tenant_id = $1 AND m.id = ANY($2::text[])`, [tenantId, ids]));
      const byId = new Map(rows.map(rowToRecord).map((record) => [record.id, this.withPendingAccess(tenantId, record)]));
      return ids.flatMap((id) => {
        const record = byId.get(id);
        return record ? [record] : [];
      });
    });
  }

  async list(query: RecordQuery, page: { limit: number; offset: number }, order: ListOrder = { by: 'createdAt', direction: 'desc' }): Promise<Page<MemoryRecord>> {
    const limit = Math.max(0, Math.floor(page.limit));
    const offset = Math.max(0, Math.floor(page.offset));
    // One snapshot for the count and the page, so they agree under concurrent writes.
    return this.transaction('list', async (client) => {
      await client.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const countParams = new SqlParams();
      const total = (await client.query<{ total: number }>(`SELECT count(*)::int AS total FROM memories m WHERE ${recordQueryWhere(query, countParams)}`, countParams.values)).rows[0]?.total ?? 0;
      const params = new SqlParams();
      const where = recordQueryWhere(query, params);
      const direction = order.direction === 'asc' ? 'ASC' : 'DESC';
      const { rows } = await client.query(
        `SELECT ${SELECT_RECORD} FROM memories m WHERE ${where} ORDER BY ${ORDER_KEYS[order.by]} ${direction} ${direction === 'ASC' ? 'NULLS FIRST' : 'NULLS LAST'}, m.id ${direction} LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`,
        params.values,
      );
      return { items: rows.map((row) => this.withPendingAccess(query.tenantId, rowToRecord(row))), total, limit: page.limit, offset: page.offset };
    });
  }

  async listIds(query: RecordQuery): Promise<string[]> {
    return this.guard('listIds', async () => {
      const params = new SqlParams();
      const { rows } = await this.open().query<{ id: string }>(`SELECT m.id FROM memories m WHERE ${recordQueryWhere(query, params)} ORDER BY m.row_id`, params.values);
      return rows.map((row) => row.id);
    });
  }

  async vectorSearch(query: RecordQuery, vector: Float32Array, k: number): Promise<ScoredId[]> {
    await this.validateQueryVector(vector);
    if (query.sharedOnly && (await this.guard('vectorSearch', () => this.sharedCollectionIsLarge(this.open(), query.tenantId)))) {
      // SET LOCAL needs a transaction.
      return this.transaction('vectorSearch', (client) => approximateSharedSearch(client, query, vector, k, this.options.hnswEfSearch ?? DEFAULT_EF_SEARCH));
    }
    return this.guard('vectorSearch', () => exactVectorSearch(this.open(), this.statements, query, vector, k));
  }

  /**
   * Checks the query's dimension against the recorded embedder, read once and re-read only when
   * the vector disagrees (the dimension changes only while the store holds no vectors), so a
   * search costs one round trip.
   */
  private async validateQueryVector(vector: Float32Array): Promise<void> {
    if (this.knownDimensions !== vector.length) {
      const info = await this.guard('vectorSearch', () => readEmbedderInfo(this.open()));
      this.knownDimensions = info?.dimensions ?? null;
    }
    if (this.knownDimensions !== null) validateVector(vector, this.knownDimensions, 'query vector');
  }

  /** Bounded count: stops reading at the threshold, so asking costs at most that many index entries. */
  private async sharedCollectionIsLarge(client: Pick<pg.Pool, 'query'>, tenantId: string): Promise<boolean> {
    const threshold = this.options.approximateSharedAbove ?? 20_000;
    const { rows } = await client.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM (SELECT 1 FROM memories WHERE tenant_id = $1 AND user_id IS NULL LIMIT $2) AS shared',
      [tenantId, threshold],
    );
    return (rows[0]?.count ?? 0) >= threshold;
  }

  async keywordSearch(query: RecordQuery, terms: string[], k: number): Promise<ScoredId[]> {
    return this.guard('keywordSearch', () => this.keywords.search(this.open(), query, terms, k));
  }

  async keywordSample(query: RecordQuery, term: string): Promise<ScoredId | null> {
    return this.guard('keywordSample', () => this.keywords.sample(this.open(), query, term));
  }

  async keywordSamples(query: RecordQuery, terms: string[]): Promise<(ScoredId | null)[]> {
    return this.guard('keywordSamples', () => this.keywords.samples(this.open(), query, terms));
  }

  async getVectors(tenantId: string, ids: string[]): Promise<Map<string, Float32Array>> {
    if (ids.length === 0) return new Map();
    return this.guard('getVectors', async () => {
      const { rows } = await this.open().query<{ id: string; embedding: Buffer }>(
        this.statements.config(`SELECT id, ${vectorColumn('embedding')} AS embedding FROM memories WHERE tenant_id = $1 AND id = ANY($2::text[])`, [tenantId, ids]),
      );
      const byId = new Map(rows.map((row) => [row.id, vectorFromBytes(row.embedding)]));
      const vectors = new Map<string, Float32Array>();
      for (const id of ids) {
        const vector = byId.get(id);
        if (vector) vectors.set(id, vector);
      }
      return vectors;
    });
  }

  /** Access statistics only: not a content change, so no history and no content version bump. */
  async touch(tenantId: string, ids: string[], at: string): Promise<void> {
    if (ids.length === 0) return;
    if (this.access) {
      this.access.add(tenantId, ids, at);
      return;
    }
    // An id listed twice is bumped twice, as in the reference store.
    const counts = new Map<string, number>();
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    await this.guard('touch', () => writeBumps(this.open(), [...counts].map(([id, count]) => ({ tenantId, id, count, at }))));
  }

  /** One grouped pass over the tenant's rows, instead of reading every record. */
  async userActivity(tenantId: string): Promise<UserActivity[]> {
    return this.guard('userActivity', async () => {
      const { rows } = await this.open().query<{ user_id: string; active: number; archived: number; sessions: number; last: string }>(
        `SELECT user_id, COUNT(*) FILTER (WHERE status = 'active')::int AS active, COUNT(*) FILTER (WHERE status = 'archived')::int AS archived,
                COUNT(DISTINCT session_id)::int AS sessions, MAX(updated_at) AS last
         FROM memories WHERE tenant_id = $1 AND user_id IS NOT NULL AND status IN ('active', 'archived') GROUP BY user_id`,
        [tenantId],
      );
      return rows.map((row) => ({ userId: row.user_id, active: row.active, archived: row.archived, sessions: row.sessions, lastActivityAt: row.last }));
    });
  }

  async history(tenantId: string, memoryId: string): Promise<HistoryEntry[]> {
    return this.guard('history', async () => {
      const { rows } = await this.open().query(
        'SELECT id, memory_id, event, before, after, at, actor FROM memory_history WHERE tenant_id = $1 AND memory_id = $2 ORDER BY seq',
        [tenantId, memoryId],
      );
      return rows.map(rowToHistory);
    });
  }

  /** Through schema step 3's expression indexes over the snapshots' owner (history-owner.ts), not a scan of the tenant's history. */
  async historyOwnedBy(owner: HistoryOwner): Promise<string[]> {
    const { text, values } = historyOwnedBySql(owner);
    return this.guard('historyOwnedBy', async () => {
      const { rows } = await this.open().query<{ id: string }>(text, values);
      return rows.map((row) => row.id).sort(compareCodePoints);
    });
  }

  /** Changes when another process commits content to this database; access-stat touches do not count. */
  async externalChangeVersion(): Promise<number> {
    return this.guard('externalChangeVersion', () => this.content.foreignChanges(this.open()));
  }

  async hasTraces(tenantId: string, ids: string[]): Promise<boolean> {
    if (ids.length === 0) return false;
    return this.guard('hasTraces', async () => {
      const { rows } = await this.open().query(HAS_TRACES_SQL, [tenantId, ids]);
      return rows[0]?.traced === true;
    });
  }

  /** Adds this process's pending access bumps to a record read from the table (a fresh object). */
  private withPendingAccess(tenantId: string, record: MemoryRecord): MemoryRecord {
    if (this.access && this.access.size > 0) this.access.applyTo(tenantId, record);
    return record;
  }

  private open(): pg.Pool {
    if (!this.pool) throw new MemoryError('STORE_ERROR', 'the Postgres store is not open; call init() first');
    return this.pool;
  }

  private async transaction<T>(operation: string, run: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return this.guard(operation, () => inTransaction(this.open(), run));
  }


  /** Wraps driver and server errors once, here, as STORE_ERROR (retryable for transient server states). */
  private async guard<T>(operation: string, run: () => Promise<T>): Promise<T> {
    return guardPostgres('postgres', operation, this.schema, run);
  }
}

/** Writes access-count bumps in one statement (each (tenant, id) appears once in a batch of bumps). */
async function writeBumps(client: Pick<pg.PoolClient, 'query'>, bumps: PendingBump[]): Promise<void> {
  if (bumps.length === 0) return;
  await client.query(
    `UPDATE memories m SET access_count = m.access_count + b.count, last_accessed_at = b.at
     FROM unnest($1::text[], $2::text[], $3::int[], $4::text[]) AS b(tenant_id, id, count, at)
     WHERE m.tenant_id = b.tenant_id AND m.id = b.id`,
    [bumps.map((bump) => bump.tenantId), bumps.map((bump) => bump.id), bumps.map((bump) => bump.count), bumps.map((bump) => bump.at)],
  );
}
