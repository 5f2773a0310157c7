import { z } from 'zod';
import { MemoryError } from '../../core/errors.js';
import type { RecordQuery, ScoredId } from '../../core/store.js';
import type { MemoryRecord } from '../../core/types.js';
import { cosineSimilarity } from '../../core/vector-math.js';
import { byScoreThenId } from '../../core/code-point-order.js';
import type { SqlFragment, SqlValue } from './filter-sql.js';
import type { Database } from './migrate.js';
import { tenantKey } from '../../core/tenant-key.js';
import { PartitionCache, type PartitionRow } from './partition-cache.js';
import { PartitionClock } from './partition-clock.js';
import { PartitionLoader } from './partition-loader.js';
import { placeholders, recordQueryWhere, residualWhere } from './query-sql.js';
import { ensureVectorIdIndex, hasAuxiliaryIdColumn, vectorTracesSql } from './vector-id-index.js';

/**
 * The sqlite-vec side of the store: one `vec0` table, cosine distance, with two partition keys,
 * tenant and user, so a user's search reads only that user's chunks and a tenant-wide search only
 * that tenant's. Status, kind, agent and session are vec0 metadata columns, evaluated inside the KNN.
 *
 * Exactness, i.e. the same ids and scores as the in-memory reference, comes from four rules:
 * 1. Constraints vec0 cannot express (ids, createdBefore, a time range, the metadata filter) run inside the
 *    KNN as `rowid IN (SELECT row_id FROM memories WHERE ...)`, a pre-filter, never a post-filter.
 * 2. includeShared spans two partitions, so it runs one KNN per partition and merges.
 * 3. sqlite-vec ranks in float32 and breaks ties arbitrarily, so each KNN over-fetches, every hit
 *    is re-scored with the reference `cosineSimilarity` and sorted by (score, id), and the fetch
 *    doubles until no unfetched row could still reach the top k (see `searchPartition`).
 * 4. Vectors whose norm float32 cannot take (zero, tiny or huge) yield NaN distances that corrupt
 *    a KNN, so they are flagged, kept out of it, and scored in JavaScript. A degenerate query
 *    vector, or a k above sqlite-vec's limit, takes the exact scan instead.
 */
export const VECTOR_TABLE = 'memory_vectors';
/** sqlite-vec refuses a larger k. */
const KNN_MAX = 4096;
/** Rows fetched beyond k before the completeness check. */
const FETCH_MARGIN = 16;
/**
 * Default vectors per vec0 chunk. Every partition (user) allocates whole chunks, so sqlite-vec's
 * default of 1024 costs about 1.5 MB per user at 384 dimensions even for a single memory; 16 costs
 * 24 KB. Measured on 20,000 vectors of 384 dimensions, a KNN over one large partition is at most
 * ~1.6x slower than with 1024, and a KNN over a small partition is no slower.
 */
export const DEFAULT_VECTOR_CHUNK_SIZE = 16;
/**
 * In-process copies of hot partitions (see partition-cache.ts). A 512-dimension memory costs about
 * 2.7 KB there once a large partition has its int8 codes: 2,048 bytes of floats, 512 of codes, a
 * norm, a row id and its packed columns (id, times, codes; counted since session 11, when they
 * left the JavaScript heap). 320 MiB holds a 100k-memory user (about 270 MB) with room to spare;
 * 256 MiB no longer did once the columns were counted, and that user's partition was read again
 * on every search.
 */
export const DEFAULT_VECTOR_CACHE_BYTES = 320 * 1024 * 1024;

/** The user partition value: `null` for shared records, otherwise the JSON string of the user id. */
export function userKey(userId: string | undefined): string {
  return JSON.stringify(userId ?? null);
}

/** One KNN: a user partition of the tenant (null: all of the tenant's) and whether agent/session apply. */
interface PartitionPlan {
  userKey: string | null;
  /** The same partition as a `memories` condition. */
  userCondition: SqlFragment | null;
  scoped: boolean;
}

const SHARED: Pick<PartitionPlan, 'userKey' | 'userCondition'> = { userKey: userKey(undefined), userCondition: { sql: 'm.user_id IS NULL', params: [] } };

function userPartition(userId: string): Pick<PartitionPlan, 'userKey' | 'userCondition'> {
  return { userKey: userKey(userId), userCondition: { sql: 'm.user_id = ?', params: [userId] } };
}

/** The partitions a query can match, following `matchesQuery`'s includeShared/sharedOnly rules. */
export function planPartitions(query: RecordQuery): PartitionPlan[] {
  if (query.userId === undefined) return [query.sharedOnly ? { ...SHARED, scoped: true } : { userKey: null, userCondition: null, scoped: true }];
  if (!query.includeShared) return query.sharedOnly ? [] : [{ ...userPartition(query.userId), scoped: true }];
  if (query.sharedOnly) return [{ ...SHARED, scoped: false }];
  return [
    { ...userPartition(query.userId), scoped: true },
    { ...SHARED, scoped: false },
  ];
}

/** True when float32 arithmetic cannot take this vector's norm (sqlite-vec would return NaN). */
export function isDegenerate(vector: Float32Array): boolean {
  let sumOfSquares = 0;
  for (const value of vector) sumOfSquares = Math.fround(sumOfSquares + Math.fround(value * value));
  return !(sumOfSquares > 1e-30 && sumOfSquares < 1e30);
}

export function toBlob(vector: Float32Array): Buffer {
  return Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength);
}

export function toVector(blob: Buffer): Float32Array {
  if (blob.byteLength % 4 !== 0) throw new MemoryError('STORE_ERROR', `corrupt vector blob of ${blob.byteLength} bytes`);
  const copy = new Uint8Array(blob.byteLength);
  copy.set(blob);
  return new Float32Array(copy.buffer);
}

const hitRowSchema = z.object({ memory_id: z.string(), embedding: z.instanceof(Buffer), distance: z.number().nullable().optional() });
type HitRow = z.infer<typeof hitRowSchema>;

function parseHits(rows: unknown[]): HitRow[] {
  return rows.map((row) => {
    const parsed = hitRowSchema.safeParse(row);
    if (!parsed.success) throw new MemoryError('STORE_ERROR', `corrupt ${VECTOR_TABLE} row: ${parsed.error.issues[0]?.message ?? 'malformed'}`);
    return parsed.data;
  });
}

const storedRowSchema = z.object({
  tenant_id: z.string(),
  user_key: z.string(),
  status: z.string(),
  kind: z.string(),
  agent_id: z.string(),
  session_id: z.string(),
  degenerate: z.number(),
  embedding: z.instanceof(Buffer),
});
type StoredRow = z.infer<typeof storedRowSchema>;

const partitionOfRowSchema = z.object({ tenant_id: z.string(), user_key: z.string() });

export class VectorIndex {
  private known = false;
  private auxiliaryTable: boolean | null = null;
  private readonly cache: PartitionCache;
  /** Cache changes of the open transaction, applied only once it commits. */
  private pending: ((cache: PartitionCache) => void)[] = [];
  /** Partitions the open write transaction changed (their clock buckets were bumped). */
  private touched = new Set<string>();
  /** Shared with the keyword index, whose partition copies follow the same versions. */
  readonly clock: PartitionClock;
  private readonly loader: PartitionLoader;
  private loads = 0;

  constructor(
    private readonly db: Database,
    private readonly chunkSize = DEFAULT_VECTOR_CHUNK_SIZE,
    cacheBytes = DEFAULT_VECTOR_CACHE_BYTES,
  ) {
    this.cache = new PartitionCache(cacheBytes);
    this.clock = new PartitionClock(db);
    this.loader = new PartitionLoader(db, VECTOR_TABLE);
    if (!Number.isInteger(chunkSize) || chunkSize <= 0 || chunkSize % 8 !== 0) {
      throw new MemoryError('INVALID_INPUT', `vector chunk size must be a positive multiple of 8, got ${chunkSize}`);
    }
  }

  /** Partitions copied from the file so far. */
  get partitionLoads(): number {
    return this.loads;
  }

  /** Cached searches the native SIMD scan ranked so far. */
  get nativeScans(): number {
    return this.cache.nativeScans;
  }

  /** Bytes the partition copies hold, as their budget counts them. */
  get cachedBytes(): number {
    return this.cache.usedBytes;
  }

  exists(): boolean {
    this.known ||= this.db.prepare('SELECT 1 FROM sqlite_master WHERE name = ?').get(VECTOR_TABLE) !== undefined;
    return this.known;
  }

  create(dimensions: number): void {
    if (!Number.isInteger(dimensions) || dimensions <= 0) throw new MemoryError('INVALID_INPUT', `invalid vector dimensions ${dimensions}`);
    this.db.exec(`
      CREATE VIRTUAL TABLE IF NOT EXISTS ${VECTOR_TABLE} USING vec0(
        tenant_id TEXT PARTITION KEY,
        user_key TEXT PARTITION KEY,
        embedding float[${dimensions}] distance_metric=cosine,
        status TEXT,
        kind TEXT,
        agent_id TEXT,
        session_id TEXT,
        degenerate INTEGER,
        +memory_id TEXT,
        chunk_size=${this.chunkSize}
      )`);
    ensureVectorIdIndex(this.db, VECTOR_TABLE);
    this.known = true;
  }

  drop(): void {
    this.db.exec(`DROP TABLE IF EXISTS ${VECTOR_TABLE}`);
    this.known = false;
    // Clearing is always safe, even if the transaction later rolls back.
    this.cache.clear();
  }

  /** The write transaction committed: its vector changes now reach the cache. */
  commitPending(): void {
    for (const apply of this.pending) apply(this.cache);
    for (const key of this.touched) {
      this.cache.sealColumns(key);
      const step = this.clock.stepOf(key);
      if (step) this.cache.advance(key, step.before, step.after);
    }
    this.discardPending();
  }

  /** The write transaction rolled back: nothing changed, so neither does the cache. */
  discardPending(): void {
    this.pending = [];
    this.touched = new Set();
    this.clock.reset();
  }

  /** Inside the write transaction: tells every connection that this partition changed. */
  private touch(tenantId: string, userKeyValue: string): void {
    const key = tenantKey(tenantId, userKeyValue);
    this.touched.add(key);
    this.clock.bump(key);
  }

  /** Touches the partition the vector row lives in now, if it exists. */
  private touchPartitionOf(rowId: number): void {
    const row: unknown = this.db.prepare(`SELECT tenant_id, user_key FROM ${VECTOR_TABLE} WHERE rowid = ?`).get(BigInt(rowId));
    if (row === undefined) return;
    const parsed = partitionOfRowSchema.safeParse(row);
    if (!parsed.success) throw new MemoryError('STORE_ERROR', `corrupt ${VECTOR_TABLE} row ${rowId}: ${parsed.error.issues[0]?.message ?? 'malformed'}`);
    this.touch(parsed.data.tenant_id, parsed.data.user_key);
  }

  /** Writes (or replaces) the vector of a memories row, with the record's filter columns. */
  put(rowId: number, record: MemoryRecord, vector: Float32Array, isNewRow: boolean): void {
    const degenerate = isDegenerate(vector);
    // A replaced vector may have lived in another partition, whose copies elsewhere must reload too.
    if (!isNewRow) this.touchPartitionOf(rowId);
    this.insert(rowId, record, toBlob(vector), degenerate);
    this.db.prepare('UPDATE memories SET vector_degenerate = ? WHERE row_id = ?').run(degenerate ? 1 : 0, rowId);
  }

  /** Keeps the stored vector but refreshes the filter columns after a record changed. */
  sync(rowId: number, record: MemoryRecord): void {
    const stored = this.stored(rowId);
    if (!stored) throw new MemoryError('STORE_ERROR', `memory ${record.id} has no vector row`, { details: { id: record.id } });
    const wanted = filterColumns(record);
    const same =
      stored.tenant_id === wanted.tenant_id &&
      stored.user_key === wanted.user_key &&
      stored.status === wanted.status &&
      stored.kind === wanted.kind &&
      stored.agent_id === wanted.agent_id &&
      stored.session_id === wanted.session_id;
    if (!same) {
      this.touch(stored.tenant_id, stored.user_key);
      this.insert(rowId, record, stored.embedding, stored.degenerate === 1);
      return;
    }
    // The vector row stays, but cached copies also hold metadata and creation time.
    this.touch(wanted.tenant_id, wanted.user_key);
    const cached = cachedRow(rowId, record, toVector(stored.embedding));
    this.pending.push((cache) => cache.upsert(tenantKey(wanted.tenant_id, wanted.user_key), wanted.tenant_id, cached));
  }

  remove(rowId: number, tenantId: string, memoryId: string): void {
    if (!this.exists()) return;
    this.touchPartitionOf(rowId);
    this.db.prepare(`DELETE FROM ${VECTOR_TABLE} WHERE rowid = ?`).run(BigInt(rowId));
    this.pending.push((cache) => cache.remove(tenantId, memoryId));
  }

  /** The `memories.row_id` of the ids the partition copies hold: hints for reading records by row id (`PartitionCache.rowIdsOf`). */
  rowIdsOf(tenantId: string, ids: readonly string[]): Map<string, number> {
    return this.cache.rowIdsOf(tenantId, ids);
  }

  vectorsOf(tenantId: string, ids: string[]): Map<string, Float32Array> {
    const vectors = new Map<string, Float32Array>();
    if (!this.exists() || ids.length === 0) return vectors;
    // A search asks for ~50 of its user's vectors, which the partition copies hold already.
    const found = new Map<string, Float32Array>();
    const currentByKey = new Map<string, boolean>();
    const missing: string[] = [];
    for (const id of ids) {
      const cached = this.cache.vectorOf(tenantId, id);
      if (cached) {
        let current = currentByKey.get(cached.key);
        if (current === undefined) {
          current = this.cache.isCurrent(cached.key, this.clock.read(cached.key));
          currentByKey.set(cached.key, current);
        }
        if (current) {
          found.set(id, cached.vector);
          continue;
        }
      }
      missing.push(id);
    }
    if (missing.length > 0) {
      const rows = this.db
        .prepare(
          `SELECT m.id AS memory_id, v.embedding AS embedding FROM memories m JOIN ${VECTOR_TABLE} v ON v.rowid = m.row_id
           WHERE m.tenant_id = ? AND m.id IN (SELECT value FROM json_each(?))`,
        )
        .all(tenantId, JSON.stringify(missing));
      for (const row of parseHits(rows)) found.set(row.memory_id, toVector(row.embedding));
    }
    for (const id of ids) {
      const vector = found.get(id);
      if (vector) vectors.set(id, vector);
    }
    return vectors;
  }

  /**
   * Whether any vector row still carries one of these memory ids, found by the `memory_id`
   * auxiliary column, not through `memories`, so orphans count too. Scanning the virtual table
   * reads every vector chunk; sqlite-vec 0.1.x keeps auxiliary columns in a plain shadow table
   * (`<table>_auxiliary`, column `value00`), which is ~50x faster to scan, so that is used when
   * it has that shape, through the index vector-id-index.ts keeps on that column: a seek per id.
   * Without that shape it is a full scan of the virtual table, meant for erasure proofs, not hot paths.
   */
  hasTraces(tenantId: string, ids: string[]): boolean {
    if (!this.exists() || ids.length === 0) return false;
    this.auxiliaryTable ??= hasAuxiliaryIdColumn(this.db, VECTOR_TABLE);
    const sql = vectorTracesSql(VECTOR_TABLE, this.auxiliaryTable);
    return this.db.prepare(sql).get(JSON.stringify(ids), tenantId) !== undefined;
  }

  search(query: RecordQuery, vector: Float32Array, k: number): ScoredId[] {
    const limit = Math.floor(k);
    if (limit <= 0 || !this.exists() || query.statuses.length === 0 || query.kinds?.length === 0) return [];
    const plans = planPartitions(query);
    if (plans.length === 0) return [];
    const cached = this.cachedSearch(query, plans, vector, limit);
    if (cached) return cached;
    if (isDegenerate(vector) || limit + FETCH_MARGIN > KNN_MAX) return this.exactScan(query, vector, limit);
    const hits: ScoredId[] = [];
    for (const plan of plans) {
      const partitionHits = this.searchPartition(query, plan, vector, limit);
      if (partitionHits === null) return this.exactScan(query, vector, limit);
      hits.push(...partitionHits);
    }
    hits.push(...this.score(vector, this.scanRows(query, 'AND m.vector_degenerate = 1')));
    return hits.sort(byScoreThenId).slice(0, limit);
  }

  /**
   * The same answer from in-process partition copies (metadata filters, ids, createdBefore and
   * time ranges included), or null when the query needs SQL (an empty agent or session id, which vec0 stores
   * like a missing one, or a tenant-wide scan).
   */
  private cachedSearch(query: RecordQuery, plans: PartitionPlan[], vector: Float32Array, limit: number): ScoredId[] | null {
    if (!this.cache.enabled || query.agentId === '' || query.sessionId === '') return null;
    if (plans.some((plan) => plan.userKey === null)) return null;
    const hits: ScoredId[] = [];
    for (const plan of plans) {
      const key = tenantKey(query.tenantId, plan.userKey as string);
      // One indexed read: has any connection changed this partition since it was copied?
      if (!this.cache.isCurrent(key, this.clock.read(key))) this.loadPartition(key, query.tenantId, plan.userKey as string, vector.length);
      const partitionHits = this.cache.search(key, query, plan.scoped, vector, limit);
      if (partitionHits === null) return null;
      hits.push(...partitionHits);
    }
    return hits.sort(byScoreThenId).slice(0, limit);
  }

  /**
   * Copies one partition (partition-loader.ts: the `memories` scope index, never a scan of the
   * vector table). The clock version and the rows come from one read transaction, so they agree.
   */
  private loadPartition(key: string, tenantId: string, userKeyValue: string, dimensions: number): void {
    const userId: unknown = JSON.parse(userKeyValue);
    const { version, rows } = this.db.transaction(() => ({
      version: this.clock.read(key),
      rows: this.loader.read(tenantId, typeof userId === 'string' ? userId : null, dimensions),
    }))();
    this.loads += 1;
    this.cache.put(key, tenantId, rows, dimensions, version);
  }

  /** The exact top k of one partition, or null when only an exact scan can guarantee it. */
  private searchPartition(query: RecordQuery, plan: PartitionPlan, vector: Float32Array, limit: number): ScoredId[] | null {
    // sqlite-vec's float32 cosine distance differs from the float64 reference by at most ~n·2^-24.
    const tolerance = 1e-6 + vector.length * 2.5e-7;
    for (let fetch = limit + FETCH_MARGIN; ; fetch = Math.min(KNN_MAX, fetch * 2)) {
      const rows = this.knn(query, plan, vector, fetch);
      const hits = this.score(vector, rows).sort(byScoreThenId);
      if (rows.length < fetch) return hits.slice(0, limit);
      // Every unfetched row has distance >= the last fetched one, so a true score of at most
      // 1 - lastDistance + tolerance; the top k is final once the k-th hit beats that.
      const lastDistance = rows[rows.length - 1]?.distance;
      const kth = hits[limit - 1]?.score;
      if (typeof lastDistance === 'number' && kth !== undefined && kth > 1 - lastDistance + tolerance) return hits.slice(0, limit);
      if (fetch >= KNN_MAX) return null;
    }
  }

  private knn(query: RecordQuery, plan: PartitionPlan, vector: Float32Array, fetch: number): HitRow[] {
    const clauses = ['embedding MATCH ?', 'k = ?', 'degenerate = 0'];
    const params: SqlValue[] = [toBlob(vector), BigInt(fetch)];
    clauses.push('tenant_id = ?');
    params.push(query.tenantId);
    if (plan.userKey !== null) {
      clauses.push('user_key = ?');
      params.push(plan.userKey);
    }
    clauses.push(`status IN (${placeholders(query.statuses.length)})`);
    params.push(...query.statuses);
    if (query.kinds !== undefined) {
      clauses.push(`kind IN (${placeholders(query.kinds.length)})`);
      params.push(...query.kinds);
    }
    // vec0 metadata cannot hold NULL, so a missing agent or session is stored as ''. An
    // (unusual) empty-string constraint therefore runs against `memories` instead.
    const residualClauses: string[] = [];
    const residualParams: SqlValue[] = [];
    for (const [column, value] of [['agent_id', query.agentId], ['session_id', query.sessionId]] as const) {
      if (!plan.scoped || value === undefined) continue;
      if (value === '') {
        residualClauses.push(`m.${column} = ?`);
        residualParams.push(value);
      } else {
        clauses.push(`${column} = ?`);
        params.push(value);
      }
    }
    const residual = residualWhere(query);
    if (residual) {
      residualClauses.push(residual.sql);
      residualParams.push(...residual.params);
    }
    if (residualClauses.length > 0) {
      // Repeating the partition lets the subquery use the scope index instead of reading every row.
      const partition = [{ sql: 'm.tenant_id = ?', params: [query.tenantId] }, ...(plan.userCondition ? [plan.userCondition] : [])];
      clauses.push(`rowid IN (SELECT m.row_id FROM memories m WHERE ${[...partition.map((part) => part.sql), ...residualClauses].join(' AND ')})`);
      params.push(...partition.flatMap((part) => part.params), ...residualParams);
    }
    const sql = `SELECT memory_id, embedding, distance FROM ${VECTOR_TABLE} WHERE ${clauses.join(' AND ')}`;
    return parseHits(this.db.prepare(sql).all(...params));
  }

  /** Brute force over exactly the rows the query matches: the reference semantics, in SQL + JS. */
  private exactScan(query: RecordQuery, vector: Float32Array, limit: number): ScoredId[] {
    return this.score(vector, this.scanRows(query, '')).sort(byScoreThenId).slice(0, limit);
  }

  private scanRows(query: RecordQuery, extra: string): HitRow[] {
    const where = recordQueryWhere(query);
    const sql = `SELECT m.id AS memory_id, v.embedding AS embedding FROM memories m JOIN ${VECTOR_TABLE} v ON v.rowid = m.row_id
                 WHERE ${where.sql} ${extra}`;
    return parseHits(this.db.prepare(sql).all(...where.params));
  }

  private score(vector: Float32Array, rows: HitRow[]): ScoredId[] {
    return rows.map((row) => ({ id: row.memory_id, score: cosineSimilarity(vector, toVector(row.embedding)) }));
  }

  private stored(rowId: number): StoredRow | null {
    const row: unknown = this.db
      .prepare(`SELECT tenant_id, user_key, status, kind, agent_id, session_id, degenerate, embedding FROM ${VECTOR_TABLE} WHERE rowid = ?`)
      .get(BigInt(rowId));
    if (row === undefined) return null;
    const parsed = storedRowSchema.safeParse(row);
    if (!parsed.success) throw new MemoryError('STORE_ERROR', `corrupt ${VECTOR_TABLE} row ${rowId}: ${parsed.error.issues[0]?.message ?? 'malformed'}`);
    return parsed.data;
  }

  private insert(rowId: number, record: MemoryRecord, blob: Buffer, degenerate: boolean): void {
    const columns = filterColumns(record);
    const cached = cachedRow(rowId, record, toVector(blob));
    this.pending.push((cache) => cache.upsert(tenantKey(columns.tenant_id, columns.user_key), columns.tenant_id, cached));
    this.touch(columns.tenant_id, columns.user_key);
    this.db.prepare(`DELETE FROM ${VECTOR_TABLE} WHERE rowid = ?`).run(BigInt(rowId));
    this.db
      .prepare(
        `INSERT INTO ${VECTOR_TABLE} (rowid, tenant_id, user_key, embedding, status, kind, agent_id, session_id, degenerate, memory_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(BigInt(rowId), columns.tenant_id, columns.user_key, blob, columns.status, columns.kind, columns.agent_id, columns.session_id, BigInt(degenerate ? 1 : 0), record.id);
  }
}

function cachedRow(rowId: number, record: MemoryRecord, vector: Float32Array): PartitionRow {
  const columns = filterColumns(record);
  return {
    id: record.id,
    rowId,
    status: columns.status,
    kind: columns.kind,
    agentId: columns.agent_id,
    sessionId: columns.session_id,
    metadata: JSON.stringify(record.metadata),
    createdAt: record.createdAt,
    memoryTime: record.eventTime ?? record.createdAt,
    vector,
  };
}

function filterColumns(record: MemoryRecord): Omit<StoredRow, 'degenerate' | 'embedding'> {
  return {
    tenant_id: record.tenantId,
    user_key: userKey(record.scope.userId),
    status: record.status,
    kind: record.kind,
    agent_id: record.scope.agentId ?? '',
    session_id: record.scope.sessionId ?? '',
  };
}
