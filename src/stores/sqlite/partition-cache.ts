import type { RecordQuery, ScoredId } from '../../core/store.js';
import { norm } from '../../core/vector-math.js';
import { metadataCheck } from './metadata-verdicts.js';
import { inTimeBounds, timeBounds } from '../../core/memory-time.js';
import type { JsonValue } from '../../core/types.js';
import { nativeCosineScan, type NativeCosineScan } from './native-scan.js';
import { cosineCeiling, emptyInt8Rows, encodeQuery, encodeRow, type Int8Rows } from './int8-rows.js';
import type { PartitionColumns } from './partition-loader.js';
import { hashText, type PackedStrings } from './packed-strings.js';
import type { CodedStrings } from './coded-strings.js';
import { PackedIdIndex } from './packed-id-index.js';
import { StringCodeTable } from './string-code-table.js';

/**
 * An in-process copy of whole vector partitions (one tenant's user, or its shared records) as
 * one contiguous Float32Array, scanned in JavaScript. The npm build of sqlite-vec has no SIMD,
 * and a tight unrolled loop over contiguous memory is about 3x faster than its KNN at 10k x 512
 * (see README, Benchmarks). sqlite-vec stays the source of truth and serves every query this
 * cache cannot (metadata filters, tenant-wide scans).
 *
 * Scoring: large partitions are ranked by a SIMD cosine scan (native-scan.ts) over int8 codes of
 * the vectors (int8-rows.ts) and the candidates rescored exactly; the fetch widens until no
 * unfetched row can still reach the top k (the codes' error is bounded), so the answer is the
 * same as the JavaScript scan's. Small partitions, filters that keep under
 * half of a partition, and vectors float32 cannot normalise take the JavaScript scan.
 *
 * Staleness: writes through this connection invalidate the partitions they touch; content
 * writes by another connection (another process on the same file) bump the content version
 * (content-version.ts), which drops the whole cache before the next search.
 */
export interface PartitionRow {
  id: string;
  /** Its `memories.row_id`. */
  rowId: number;
  status: string;
  kind: string;
  agentId: string;
  sessionId: string;
  /** The stored metadata JSON object text, parsed only when a filter needs it. */
  metadata: string;
  createdAt: string;
  /** The memory's time as stored (memory-time.ts: event time, else creation time), parsed only when a time range needs it. */
  memoryTime: string;
  vector: Float32Array;
}

interface Partition {
  /** Its key in the cache: `tenantKey(tenant, user key)`. */
  key: string;
  /** Rows in use; the arrays below may hold spare capacity past it. */
  size: number;
  /**
   * The memory ids, as code units (packed-strings.ts): a search makes strings only of the rows it
   * returns. A partition keeps no object per row, so the young-generation collector has none of
   * them to copy while a user's first search promotes the copy.
   */
  ids: PackedStrings;
  /** Each id's row, for writes, vectors and row ids by id: a typed hash table over `ids`, not a Map entry per row. */
  rowsById: PackedIdIndex;
  /**
   * Each row's `memories.row_id` (capacity as `norms`): a search's records are read by row id
   * (`rowIdsOf`), one seek into the table instead of a walk of the (tenant, id) index first.
   */
  rowIds: Float64Array;
  /** Status and kind by row as byte codes (`statusCodes`, `kindCodes`), so the per-row checks of a search are byte compares; capacity as `norms`. */
  status: Uint8Array;
  kind: Uint8Array;
  agentId: CodedStrings;
  sessionId: CodedStrings;
  /** The metadata texts, each distinct one parsed on first use by a filter (`derived`). */
  metadata: CodedStrings<Record<string, JsonValue>>;
  createdAt: PackedStrings;
  memoryTime: PackedStrings;
  /**
   * `memoryTime` as epoch ms (NaN if unreadable), parsed by the first search with a time range
   * (parsing every row at load cost 1-2 µs a row) and kept current by writes after that.
   */
  times: Float64Array | null;
  /** The clock bucket version this copy is current for (see partition-clock.ts). */
  version: number;
  /** Ids are unique only inside a tenant, so a lookup by id checks it too. */
  tenantId: string;
  dimensions: number;
  matrix: Float32Array;
  /**
   * Int8 codes of `matrix`'s rows, for the native scan: made by the first search that takes it
   * (coding is a third of loading a 1k-row partition, and small partitions never need it), then
   * kept current by every write.
   */
  int8: Int8Rows | null;
  norms: Float64Array;
  /** Rows whose norm float32 cannot take (see `unsafeNorm`): the native scan is not used while any exist. */
  unsafeRows: number;
  /**
   * The allowed rows of recent searches without an id list, by their constraints (statuses, kinds,
   * agent, session, createdBefore, metadata filter; at most ALLOWED_SHAPES of them): repeated
   * searches of one shape skip a pass over every row, also when a process alternates shapes
   * (filtered and unfiltered searches of one user). Any write to the partition clears it.
   */
  allowed: Map<string, Int32Array> | null;
  bytes: number;
}

/**
 * Constraint shapes whose allowed rows a partition keeps at once (as the keyword partitions keep
 * verdicts): a search and its filtered variants. Each is an array of row numbers, at most 8 bytes
 * a row (0.8 MB at 100k rows, against the partition's 200 MB of vectors).
 */
const ALLOWED_SHAPES = 4;

/** Relative error of the unrolled dot product against the reference is ~1e-15; this is far above it. */
const SELECTION_SLACK = 1e-9;
/**
 * Below this many rows the JavaScript scan ranks. At 1,000 x 512 it took 0.64 ms against the
 * native scan's 0.40 ms (k = 50), while coding the rows for the native scan (first search) took
 * 3-6 ms and a quarter more memory; at 2,000 rows the JavaScript scan took 1.2 ms, the native 0.54.
 */
const NATIVE_MIN_ROWS = 1024;
/** Candidates fetched beyond 3k before the completeness check: the int8 bound needs a few dozen more than k. */
const NATIVE_FETCH_MARGIN = 64;

/**
 * Byte codes of the status and kind strings seen so far, shared by every partition (both are
 * enums, a handful of values each): a partition's status and kind columns are plain byte arrays,
 * with no table of their own to look up per row.
 */
const statusCodes = new StringCodeTable(256);
const kindCodes = new StringCodeTable(256);

/**
 * A key that is equal for two queries exactly when they allow the same rows of a partition, or
 * null when one cannot be made (a number JSON would print as null; parsed filters have none).
 */
function constraintShape(query: RecordQuery, scoped: boolean): string | null {
  let exact = true;
  const shape = JSON.stringify(
    [query.statuses, query.kinds ?? null, scoped ? (query.agentId ?? null) : null, scoped ? (query.sessionId ?? null) : null, query.createdBefore ?? null, query.filter ?? null],
    (_, value: unknown) => {
      if (typeof value === 'number' && !Number.isFinite(value)) exact = false;
      return value;
    },
  );
  return exact ? shape : null;
}

/** `norm` (vector-math.ts) of one matrix row, bit for bit (the same sequential sum), without a view object per row. */
function rowNorm(matrix: Float32Array, offset: number, dimensions: number): number {
  let sum = 0;
  for (let index = offset; index < offset + dimensions; index += 1) sum += (matrix[index] as number) * (matrix[index] as number);
  return Math.sqrt(sum);
}

/** float32 would underflow or overflow this vector's sum of squares (with a wide margin). */
function unsafeNorm(norm: number): boolean {
  const squared = norm * norm;
  return !(squared > 1e-28 && squared < 1e28);
}

export class PartitionCache {
  private readonly partitions = new Map<string, Partition>();
  private bytes = 0;
  private nativeRanked = 0;
  /** The partition the last id lookup found its id in: a search's ids are nearly all in one. */
  private lastFound: Partition | null = null;

  constructor(private readonly maxBytes: number) {}

  /** Searches ranked by the native scan so far (a diagnostic for tests). */
  get nativeScans(): number {
    return this.nativeRanked;
  }

  /** Bytes the cached partitions hold, as the budget counts them (a diagnostic for tests). */
  get usedBytes(): number {
    return this.bytes;
  }

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  /** Whether the partition is cached and current for this clock version. */
  isCurrent(key: string, version: number): boolean {
    return this.partitions.get(key)?.version === version;
  }

  /**
   * This connection committed a write that moved a partition's clock from `before` to `after`
   * (its rows already applied here): the copy stays current only if nothing else moved it first.
   */
  advance(key: string, before: number, after: number): void {
    const partition = this.partitions.get(key);
    if (!partition) return;
    if (partition.version === before) partition.version = after;
    else this.invalidate(key);
  }

  /** Stores a freshly loaded partition (the columns become the copy's own), evicting the least recently used ones over the budget. */
  put(key: string, tenantId: string, columns: PartitionColumns, dimensions: number, version: number): void {
    this.invalidate(key);
    const { size, matrix } = columns;
    const norms = new Float64Array(size);
    const status = new Uint8Array(size);
    const kind = new Uint8Array(size);
    let unsafeRows = 0;
    for (let row = 0; row < size; row += 1) {
      norms[row] = rowNorm(matrix, row * dimensions, dimensions);
      if (unsafeNorm(norms[row] as number)) unsafeRows += 1;
      status[row] = statusCodes.codeOf(columns.status[row] as string);
      kind[row] = kindCodes.codeOf(columns.kind[row] as string);
    }
    const rowsById = new PackedIdIndex(columns.ids);
    const partition: Partition = {
      key,
      size,
      ids: columns.ids,
      rowsById,
      rowIds: columns.rowIds,
      status,
      kind,
      agentId: columns.agentId,
      sessionId: columns.sessionId,
      metadata: columns.metadata,
      createdAt: columns.createdAt,
      memoryTime: columns.memoryTime,
      times: null,
      version,
      tenantId,
      dimensions,
      matrix,
      int8: null,
      norms,
      unsafeRows,
      allowed: null,
      bytes: 0,
    };
    partition.bytes = matrix.byteLength + norms.byteLength + columns.rowIds.byteLength + columnBytes(partition);
    if (partition.bytes > this.maxBytes) return;
    this.partitions.set(key, partition);
    this.bytes += partition.bytes;
    this.evictOverBudget();
  }

  /** Applies a committed write: the row replaces its old copy, wherever that was cached. */
  upsert(key: string, tenantId: string, row: PartitionRow): void {
    this.remove(tenantId, row.id);
    const partition = this.partitions.get(key);
    if (!partition) return;
    if (partition.size >= partition.norms.length) this.grow(partition);
    partition.allowed = null;
    const index = partition.size;
    partition.size += 1;
    partition.ids.set(index, row.id);
    partition.rowsById.add(index);
    partition.rowIds[index] = row.rowId;
    partition.status[index] = statusCodes.codeOf(row.status);
    partition.kind[index] = kindCodes.codeOf(row.kind);
    partition.agentId.set(index, row.agentId);
    partition.sessionId.set(index, row.sessionId);
    partition.metadata.set(index, row.metadata);
    partition.createdAt.set(index, row.createdAt);
    partition.memoryTime.set(index, row.memoryTime);
    if (partition.times) partition.times[index] = Date.parse(row.memoryTime);
    partition.matrix.set(row.vector, index * partition.dimensions);
    if (partition.int8) encodeRow(partition.int8, index, row.vector);
    partition.norms[index] = norm(row.vector);
    if (unsafeNorm(partition.norms[index] as number)) partition.unsafeRows += 1;
    this.recount(partition);
    this.evictOverBudget();
  }

  /**
   * Drops the value maps of the partition's coded columns (`CodedStrings.seal`) once a committed
   * write's rows are applied: a copy between writes keeps none, as after its load.
   */
  sealColumns(key: string): void {
    const partition = this.partitions.get(key);
    if (!partition) return;
    for (const column of [partition.agentId, partition.sessionId, partition.metadata]) column.seal();
  }

  /** Applies a committed delete by moving the last row into the hole. */
  remove(tenantId: string, id: string): void {
    const found = this.holding(tenantId, id);
    if (!found) return;
    const { partition, row: hole } = found;
    partition.rowsById.remove(hole);
    partition.allowed = null;
    const last = partition.size - 1;
    if (unsafeNorm(partition.norms[hole] as number)) partition.unsafeRows -= 1;
    if (hole !== last) {
      partition.rowsById.relocate(last, hole);
      for (const column of [partition.ids, partition.agentId, partition.sessionId, partition.metadata, partition.createdAt, partition.memoryTime]) column.move(last, hole);
      partition.rowIds[hole] = partition.rowIds[last] as number;
      partition.status[hole] = partition.status[last] as number;
      partition.kind[hole] = partition.kind[last] as number;
      if (partition.times) partition.times[hole] = partition.times[last] as number;
      partition.matrix.copyWithin(hole * partition.dimensions, last * partition.dimensions, (last + 1) * partition.dimensions);
      partition.int8?.codes.copyWithin(hole * partition.dimensions, last * partition.dimensions, (last + 1) * partition.dimensions);
      partition.norms[hole] = partition.norms[last] as number;
    }
    for (const column of [partition.ids, partition.agentId, partition.sessionId, partition.metadata, partition.createdAt, partition.memoryTime]) column.truncate(last);
    partition.size = last;
  }

  /**
   * A copy of a cached memory's vector with its partition key, if its partition is cached; the
   * caller checks that the partition is current (`isCurrent`) before using it.
   */
  vectorOf(tenantId: string, id: string): { key: string; vector: Float32Array } | undefined {
    const found = this.holding(tenantId, id);
    if (!found) return undefined;
    const { partition } = found;
    const offset = found.row * partition.dimensions;
    return { key: partition.key, vector: partition.matrix.slice(offset, offset + partition.dimensions) };
  }

  /**
   * The `memories.row_id` of each of these ids a cached partition holds (the others left out). A
   * hint, not an answer: the copy may be stale, so the reader checks that the row it reads is the
   * memory asked for (record-reads.ts `readRecordRows`).
   */
  rowIdsOf(tenantId: string, ids: readonly string[]): Map<string, number> {
    const rowIds = new Map<string, number>();
    for (const id of ids) {
      const found = this.holding(tenantId, id);
      if (found) rowIds.set(id, found.partition.rowIds[found.row] as number);
    }
    return rowIds;
  }

  invalidate(key: string): void {
    const entry = this.partitions.get(key);
    if (!entry) return;
    this.partitions.delete(key);
    if (this.lastFound === entry) this.lastFound = null;
    this.bytes -= entry.bytes;
  }

  clear(): void {
    this.partitions.clear();
    this.lastFound = null;
    this.bytes = 0;
  }

  /**
   * The cached partition holding this memory, if any. An id is in at most one partition of its
   * tenant (an upsert removes it from wherever it was first); the one the last lookup found comes
   * first, then the others (a few hundred users' partitions at most, a map lookup each).
   */
  private holding(tenantId: string, id: string): { partition: Partition; row: number } | undefined {
    const last = this.lastFound;
    // Hashed once, not once per partition asked.
    const hash = hashText(id);
    if (last && last.tenantId === tenantId) {
      const row = last.rowsById.rowOf(id, hash);
      if (row >= 0) return { partition: last, row };
    }
    for (const partition of this.partitions.values()) {
      if (partition === last || partition.tenantId !== tenantId) continue;
      const row = partition.rowsById.rowOf(id, hash);
      if (row >= 0) {
        this.lastFound = partition;
        return { partition, row };
      }
    }
    return undefined;
  }

  /** Keeps the partition's byte count (and the cache's) in step with its string columns after a write. */
  private recount(partition: Partition): void {
    const bytes = partition.matrix.byteLength + partition.norms.byteLength + partition.rowIds.byteLength + (partition.int8?.codes.byteLength ?? 0) + columnBytes(partition);
    this.bytes += bytes - partition.bytes;
    partition.bytes = bytes;
  }

  private grow(partition: Partition): void {
    const capacity = Math.max(16, partition.size * 2);
    const matrix = new Float32Array(capacity * partition.dimensions);
    matrix.set(partition.matrix.subarray(0, partition.size * partition.dimensions));
    const norms = new Float64Array(capacity);
    norms.set(partition.norms.subarray(0, partition.size));
    const rowIds = new Float64Array(capacity);
    rowIds.set(partition.rowIds.subarray(0, partition.size));
    const status = new Uint8Array(capacity);
    status.set(partition.status.subarray(0, partition.size));
    const kind = new Uint8Array(capacity);
    kind.set(partition.kind.subarray(0, partition.size));
    if (partition.times) {
      const times = new Float64Array(capacity);
      times.set(partition.times.subarray(0, partition.size));
      partition.times = times;
    }
    const codes = partition.int8 ? new Int8Array(capacity * partition.dimensions) : null;
    if (codes && partition.int8) codes.set(partition.int8.codes.subarray(0, partition.size * partition.dimensions));
    const added =
      matrix.byteLength + norms.byteLength + rowIds.byteLength + (codes?.byteLength ?? 0) -
      partition.matrix.byteLength - partition.norms.byteLength - partition.rowIds.byteLength - (partition.int8?.codes.byteLength ?? 0);
    this.bytes += added;
    partition.bytes += added;
    partition.matrix = matrix;
    partition.norms = norms;
    partition.rowIds = rowIds;
    partition.status = status;
    partition.kind = kind;
    if (codes && partition.int8) partition.int8.codes = codes;
  }

  private evictOverBudget(): void {
    for (const [oldest] of this.partitions) {
      if (this.bytes <= this.maxBytes) break;
      this.invalidate(oldest);
    }
  }

  /**
   * The exact top k of a cached partition under the query's status, kind, agent, session, id,
   * createdBefore, time range and metadata filter constraints (`scoped` false skips agent and session, as for
   * shared records), or null when the partition is not cached. Scores equal the reference
   * `cosineSimilarity`.
   */
  search(key: string, query: RecordQuery, scoped: boolean, vector: Float32Array, k: number): ScoredId[] | null {
    const partition = this.partitions.get(key);
    if (!partition) return null;
    // Map iteration order is insertion order: re-inserting marks the partition as recently used.
    this.partitions.delete(key);
    this.partitions.set(key, partition);
    const allowed = this.allowedRows(partition, query, scoped);
    const native = nativeCosineScan();
    if (native && partition.size >= NATIVE_MIN_ROWS && allowed.length * 2 >= partition.size && partition.unsafeRows === 0 && !unsafeNorm(norm(vector)) && this.codesFit(partition)) {
      const hits = nativeTopK(partition, this.codesOf(partition), allowed, vector, k, native);
      if (hits) {
        this.nativeRanked += 1;
        return hits;
      }
    }
    const queryNorm = norm(vector);
    if (allowed.length <= k) {
      // Every allowed row is a hit (a named day's few memories): no selection pass, and no
      // score array the size of the partition.
      return topHits(partition, Array.from(allowed, (row) => ({ row, score: exactCosine(partition, row, vector, queryNorm) })), k);
    }
    const fast = approximateScores(partition, vector, allowed);
    const floor = kthLargest(fast, allowed, k) - SELECTION_SLACK;
    const hits: RowHit[] = [];
    for (const row of allowed) {
      if ((fast[row] as number) < floor) continue;
      hits.push({ row, score: exactCosine(partition, row, vector, queryNorm) });
    }
    return topHits(partition, hits, k);
  }

  /**
   * Whether the partition can keep int8 codes within the budget on its own. Codes that push it
   * past the budget would evict the partition itself after the search, and every later search
   * would read the whole partition again (3 s at 100k memories): such a partition is scanned in
   * floats instead.
   */
  private codesFit(partition: Partition): boolean {
    return partition.int8 !== null || partition.bytes + partition.matrix.length <= this.maxBytes;
  }

  /** The partition's int8 codes, coded now if no search needed them before. */
  private codesOf(partition: Partition): Int8Rows {
    if (partition.int8) return partition.int8;
    const { dimensions, size } = partition;
    const int8 = emptyInt8Rows(partition.matrix.length);
    for (let row = 0; row < size; row += 1) encodeRow(int8, row, partition.matrix.subarray(row * dimensions, (row + 1) * dimensions));
    partition.int8 = int8;
    partition.bytes += int8.codes.byteLength;
    this.bytes += int8.codes.byteLength;
    // The search holds the partition, so it finishes even if this evicts it.
    this.evictOverBudget();
    return int8;
  }

  /** The rows passing the query's constraints; the caller must not change the array. */
  private allowedRows(partition: Partition, query: RecordQuery, scoped: boolean): Int32Array {
    // A time range (a day a question names) changes from search to search and keeps few rows; it
    // is filtered afresh rather than let it evict the shape every search of the user shares.
    const shape = query.ids || query.timeRange ? null : constraintShape(query, scoped);
    if (shape === null) return this.filterRows(partition, query, scoped);
    const kept = partition.allowed?.get(shape);
    if (kept) return kept;
    const rows = this.filterRows(partition, query, scoped);
    partition.allowed ??= new Map();
    if (partition.allowed.size >= ALLOWED_SHAPES) partition.allowed.clear();
    partition.allowed.set(shape, rows);
    return rows;
  }

  /** Row numbers in a typed array: kept per shape for as long as the partition, and off the JavaScript heap past a few rows. */
  private filterRows(partition: Partition, query: RecordQuery, scoped: boolean): Int32Array {
    // Every row's code is below the tables' sizes now, so these cover every row.
    const statuses = statusCodes.allowed(query.statuses);
    const kinds = query.kinds ? kindCodes.allowed(query.kinds) : null;
    const agentId = scoped ? query.agentId : undefined;
    const sessionId = scoped ? query.sessionId : undefined;
    const ids = query.ids ? idRows(partition, query.ids) : null;
    const { createdBefore, filter } = query;
    const bounds = query.timeRange ? timeBounds(query.timeRange) : null;
    const times = bounds ? timesOf(partition) : null;
    const metadataPasses = filter ? metadataCheck(filter, (row: number) => partition.metadata.at(row), (row) => partition.metadata.derived(row, parseMetadata)) : null;
    const rows = new Int32Array(partition.size);
    let count = 0;
    for (let row = 0; row < partition.size; row += 1) {
      if (statuses[partition.status[row] as number] === 0) continue;
      if (kinds && kinds[partition.kind[row] as number] === 0) continue;
      if (agentId !== undefined && partition.agentId.at(row) !== agentId) continue;
      if (sessionId !== undefined && partition.sessionId.at(row) !== sessionId) continue;
      if (ids && ids[row] === 0) continue;
      // ISO times in ASCII: JavaScript's string order is SQLite's BINARY order here.
      if (createdBefore !== undefined && !(partition.createdAt.compare(row, createdBefore) < 0)) continue;
      if (bounds && times && !inTimeBounds(times[row] as number, bounds)) continue;
      if (metadataPasses && !metadataPasses(row)) continue;
      rows[count] = row;
      count += 1;
    }
    return rows.slice(0, count);
  }

}

function parseMetadata(text: string): Record<string, JsonValue> {
  return JSON.parse(text) as Record<string, JsonValue>;
}

/** A byte per row, 1 for the rows of these ids (ids the partition does not hold are skipped). */
function idRows(partition: Partition, ids: readonly string[]): Uint8Array {
  const rows = new Uint8Array(partition.size);
  for (const id of ids) {
    const row = partition.rowsById.rowOf(id);
    if (row >= 0) rows[row] = 1;
  }
  return rows;
}

/** Bytes of the partition's string columns and id table. */
function columnBytes(partition: Partition): number {
  return partition.ids.bytes + partition.rowsById.bytes + partition.agentId.bytes + partition.sessionId.bytes + partition.metadata.bytes + partition.createdAt.bytes + partition.memoryTime.bytes;
}

/** The partition's memory times as epoch ms, parsed on first use. */
function timesOf(partition: Partition): Float64Array {
  if (!partition.times) {
    // Capacity as `norms`, so writes after it can set their rows.
    const times = new Float64Array(partition.norms.length);
    for (let row = 0; row < partition.size; row += 1) times[row] = Date.parse(partition.memoryTime.at(row));
    partition.times = times;
  }
  return partition.times;
}

/**
 * The exact top k among the allowed rows from native candidates ranked on int8 codes, or null if
 * the native scan returned something unusable (a NaN distance). Every unfetched row has a code
 * distance of at least the last fetched one, so an exact cosine of at most `cosineCeiling` of it
 * (int8-rows.ts): once the k-th exact score beats that, no unfetched row can enter the top k.
 */
function nativeTopK(partition: Partition, int8: Int8Rows, allowed: Int32Array, vector: Float32Array, k: number, native: NativeCosineScan): ScoredId[] | null {
  const { dimensions, size } = partition;
  const query = encodeQuery(vector);
  if (!query) return null;
  const codes = int8.codes.subarray(0, size * dimensions);
  let mask: Uint8Array | null = null;
  if (allowed.length < size) {
    mask = new Uint8Array(size);
    for (const row of allowed) mask[row] = 1;
  }
  const queryNorm = norm(vector);
  const order = byScoreThenRowId(partition.ids);
  for (let fetch = Math.min(size, 3 * k + NATIVE_FETCH_MARGIN); ; fetch = Math.min(size, fetch * 2)) {
    const { keys, distances } = native(codes, query.codes, dimensions, fetch);
    const hits: RowHit[] = [];
    for (let index = 0; index < keys.length; index += 1) {
      const row = Number(keys[index]);
      if (!(row < size) || Number.isNaN(distances[index])) return null;
      if (mask && mask[row] === 0) continue;
      hits.push({ row, score: exactCosine(partition, row, vector, queryNorm) });
    }
    hits.sort(order);
    if (fetch >= size) return scoredIds(partition, hits, k);
    const last = distances[keys.length - 1];
    const kth = hits[k - 1]?.score;
    if (last !== undefined && kth !== undefined && kth > cosineCeiling(int8, query, 1 - last)) return scoredIds(partition, hits, k);
  }
}

/** A hit by row: its id is made a string only if it reaches the top k (`scoredIds`). */
interface RowHit {
  row: number;
  score: number;
}

/** `byScoreThenId` (code-point-order.ts) on row hits, comparing the rows' ids in place. */
function byScoreThenRowId(ids: PackedStrings): (left: RowHit, right: RowHit) => number {
  return (left, right) => {
    if (right.score > left.score) return 1;
    if (right.score < left.score) return -1;
    return ids.compareRows(left.row, right.row);
  };
}

/** The top k of these hits in `byScoreThenId` order, with their ids. */
function topHits(partition: Partition, hits: RowHit[], k: number): ScoredId[] {
  return scoredIds(partition, hits.sort(byScoreThenRowId(partition.ids)), k);
}

/** The first k of sorted row hits as ids and scores. */
function scoredIds(partition: Partition, sorted: RowHit[], k: number): ScoredId[] {
  const top: ScoredId[] = [];
  for (let index = 0; index < Math.min(k, sorted.length); index += 1) {
    const hit = sorted[index] as RowHit;
    top.push({ id: partition.ids.at(hit.row), score: hit.score });
  }
  return top;
}

/**
 * The reference `cosineSimilarity(vector, row)` bit for bit (the same sequential dot product, and
 * the row's norm was computed by the same `norm`), without a subarray or two more passes per row.
 */
function exactCosine(partition: Partition, row: number, vector: Float32Array, queryNorm: number): number {
  const { matrix, dimensions } = partition;
  const denominator = queryNorm * (partition.norms[row] as number);
  if (denominator === 0) return 0;
  const offset = row * dimensions;
  let sum = 0;
  for (let index = 0; index < dimensions; index += 1) sum += (vector[index] as number) * (matrix[offset + index] as number);
  return sum / denominator;
}

/** Cosine by an unrolled dot product over the contiguous matrix; only used to select candidates. */
function approximateScores(partition: Partition, vector: Float32Array, rows: Int32Array): Float64Array {
  const { matrix, norms, dimensions } = partition;
  const queryNorm = norm(vector);
  const scores = new Float64Array(partition.size);
  const tail = dimensions - (dimensions % 4);
  for (const row of rows) {
    const offset = row * dimensions;
    let a0 = 0;
    let a1 = 0;
    let a2 = 0;
    let a3 = 0;
    for (let index = 0; index < tail; index += 4) {
      a0 += (matrix[offset + index] as number) * (vector[index] as number);
      a1 += (matrix[offset + index + 1] as number) * (vector[index + 1] as number);
      a2 += (matrix[offset + index + 2] as number) * (vector[index + 2] as number);
      a3 += (matrix[offset + index + 3] as number) * (vector[index + 3] as number);
    }
    for (let index = tail; index < dimensions; index += 1) a0 += (matrix[offset + index] as number) * (vector[index] as number);
    const denominator = (norms[row] as number) * queryNorm;
    scores[row] = denominator === 0 ? 0 : (a0 + a1 + a2 + a3) / denominator;
  }
  return scores;
}

/** The k-th largest score among the rows (a bounded min-heap), or -Infinity with fewer rows. */
function kthLargest(scores: Float64Array, rows: Int32Array, k: number): number {
  if (rows.length <= k) return Number.NEGATIVE_INFINITY;
  const heap: number[] = [];
  for (const row of rows) {
    const score = scores[row] as number;
    if (heap.length < k) {
      heap.push(score);
      siftUp(heap, heap.length - 1);
    } else if (score > (heap[0] as number)) {
      heap[0] = score;
      siftDown(heap, 0);
    }
  }
  return heap[0] as number;
}

function siftUp(heap: number[], start: number): void {
  let index = start;
  while (index > 0) {
    const parent = (index - 1) >> 1;
    const value = heap[index] as number;
    if ((heap[parent] as number) <= value) return;
    // A plain swap: a destructuring one made a two-element array per step (~20 KB a search).
    heap[index] = heap[parent] as number;
    heap[parent] = value;
    index = parent;
  }
}

function siftDown(heap: number[], start: number): void {
  let index = start;
  for (;;) {
    const left = index * 2 + 1;
    const right = left + 1;
    let smallest = index;
    if (left < heap.length && (heap[left] as number) < (heap[smallest] as number)) smallest = left;
    if (right < heap.length && (heap[right] as number) < (heap[smallest] as number)) smallest = right;
    if (smallest === index) return;
    const value = heap[index] as number;
    heap[index] = heap[smallest] as number;
    heap[smallest] = value;
    index = smallest;
  }
}
