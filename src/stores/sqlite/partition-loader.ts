import { z } from 'zod';
import { MemoryError } from '../../core/errors.js';
import type { Database } from './migrate.js';
import { MEMORY_KINDS, MEMORY_STATUSES } from '../../core/types.js';
import type { JsonValue } from '../../core/types.js';
import { enumString } from './string-pool.js';
import { PackedStrings } from './packed-strings.js';
import { CodedStrings } from './coded-strings.js';

/**
 * Reads one user's partition (or the shared one) for the in-process copy: the user's `memories`
 * rows through the scope index, and their vectors.
 *
 * Getting each vector through the vec0 table costs a lookup and a blob read per row (~25-100 µs;
 * 1k rows took 25-85 ms on the 2-core machine), and a vec0 partition-key scan reads every chunk of
 * the table. sqlite-vec 0.1.x keeps vectors in plain shadow tables, `<table>_rowids` (rowid ->
 * chunk_id, chunk_offset) and `<table>_vector_chunks00` (one blob of chunk_size vectors per
 * chunk), so when the file has exactly that shape the vectors are sliced out of the few chunks the
 * partition owns instead. Any other shape (another sqlite-vec) takes the vec0 join.
 *
 * The copy lives as long as the process keeps the user, so it is read into columns with no object
 * per row: vectors straight into one matrix (no view per row), ids and times as code units in one
 * typed array per column (packed-strings.ts), agent and session ids and metadata texts as a code
 * per row and one string per distinct value (coded-strings.ts). Long-lived objects are what the
 * young-generation collector copies before it promotes them: with 100 users' partitions, those
 * copies were a third of a user's first search, when every row still had a string per id and
 * creation time.
 */
export interface PartitionColumns {
  size: number;
  ids: PackedStrings;
  /** Each row's `memories.row_id`, so records are read by row id (`PartitionCache.rowIdsOf`). */
  rowIds: Float64Array;
  /** The enums' own strings: the cache turns them into byte codes. */
  status: string[];
  kind: string[];
  /** '' where the memory has none. */
  agentId: CodedStrings;
  sessionId: CodedStrings;
  /** The stored metadata JSON object texts (derived: their parsed objects, made by the first filter that needs one). */
  metadata: CodedStrings<Record<string, JsonValue>>;
  createdAt: PackedStrings;
  /** The memory's time as stored (memory-time.ts: event time, else creation time). */
  memoryTime: PackedStrings;
  /** Row i's vector at [i * dimensions, (i + 1) * dimensions). */
  matrix: Float32Array;
}

const rowSchema = z.object({
  row_id: z.number(),
  memory_id: z.string(),
  status: z.string(),
  kind: z.string(),
  agent_id: z.string().nullable(),
  session_id: z.string().nullable(),
  metadata: z.string(),
  created_at: z.string(),
  memory_time: z.string(),
});
const joinedRowSchema = rowSchema.extend({ embedding: z.instanceof(Buffer) });
const locatedRowSchema = rowSchema.extend({ chunk_id: z.number(), chunk_offset: z.number() });
const chunkSchema = z.object({ chunk_id: z.number(), vectors: z.instanceof(Buffer) });

const COLUMNS = 'm.row_id AS row_id, m.id AS memory_id, m.status AS status, m.kind AS kind, m.agent_id AS agent_id, m.session_id AS session_id, m.metadata AS metadata, m.created_at AS created_at, COALESCE(m.event_time, m.created_at) AS memory_time';

export class PartitionLoader {
  private shadowTables: boolean | null = null;

  constructor(
    private readonly db: Database,
    private readonly table: string,
  ) {}

  /** Call inside a read transaction, so the rows agree with whatever else it reads. */
  read(tenantId: string, userId: string | null, dimensions: number): PartitionColumns {
    const where = `m.tenant_id = ? AND ${userId === null ? 'm.user_id IS NULL' : 'm.user_id = ?'}`;
    const params = userId === null ? [tenantId] : [tenantId, userId];
    if (this.hasShadowTables()) {
      const columns = this.readFromChunks(where, params, dimensions);
      if (columns) return columns;
    }
    const rows = this.db.prepare(`SELECT ${COLUMNS}, v.embedding AS embedding FROM memories m JOIN ${this.table} v ON v.rowid = m.row_id WHERE ${where}`).all(...params);
    const columns = emptyColumns(rows.length, dimensions);
    const matrix = new Uint32Array(columns.matrix.buffer);
    rows.forEach((row, index) => {
      const parsed = parseRow(joinedRowSchema, row);
      if (parsed.embedding.byteLength !== dimensions * 4) throw new MemoryError('STORE_ERROR', `corrupt vector blob of ${parsed.embedding.byteLength} bytes`);
      addRow(columns, index, parsed);
      copyWords(matrix, index * dimensions, wordsOf(parsed.embedding), 0, dimensions);
    });
    return sealed(columns);
  }

  /** The rows with vectors copied from their chunks, or null if a chunk does not have the expected size. */
  private readFromChunks(where: string, params: string[], dimensions: number): PartitionColumns | null {
    const located = this.db
      .prepare(`SELECT ${COLUMNS}, r.chunk_id AS chunk_id, r.chunk_offset AS chunk_offset FROM memories m JOIN ${this.table}_rowids r ON r.rowid = m.row_id WHERE ${where}`)
      .all(...params)
      .map(locatedRow);
    const chunkIds = [...new Set(located.map((row) => row.chunk_id))];
    const chunks = new Map(
      this.db
        .prepare(`SELECT rowid AS chunk_id, vectors FROM ${this.table}_vector_chunks00 WHERE rowid IN (SELECT value FROM json_each(?))`)
        .all(JSON.stringify(chunkIds))
        .map((row) => parseRow(chunkSchema, row))
        .map((chunk) => [chunk.chunk_id, chunk.vectors]),
    );
    const columns = emptyColumns(located.length, dimensions);
    const matrix = new Uint32Array(columns.matrix.buffer);
    const words = new Map<number, Uint32Array>();
    for (let index = 0; index < located.length; index += 1) {
      const row = located[index] as z.infer<typeof locatedRowSchema>;
      const chunk = chunks.get(row.chunk_id);
      const start = row.chunk_offset * dimensions;
      if (!chunk || start < 0 || (start + dimensions) * 4 > chunk.byteLength || chunk.byteLength % 4 !== 0) return null;
      let chunkWords = words.get(row.chunk_id);
      if (!chunkWords) {
        chunkWords = wordsOf(chunk);
        words.set(row.chunk_id, chunkWords);
      }
      addRow(columns, index, row);
      copyWords(matrix, index * dimensions, chunkWords, start, dimensions);
    }
    return sealed(columns);
  }

  /** Whether vectors are read from sqlite-vec's chunk tables (else through the vec0 table). */
  readsChunksDirectly(): boolean {
    return this.hasShadowTables();
  }

  private hasShadowTables(): boolean {
    this.shadowTables ??= hasColumns(this.db, `${this.table}_rowids`, ['rowid', 'chunk_id', 'chunk_offset']) && hasColumns(this.db, `${this.table}_vector_chunks00`, ['rowid', 'vectors']);
    return this.shadowTables;
  }
}

function hasColumns(db: Database, table: string, wanted: string[]): boolean {
  const columns = new Set(db.prepare<[string], { name: string }>('SELECT name FROM pragma_table_info(?)').all(table).map((column) => column.name));
  return wanted.every((name) => columns.has(name));
}

function parseRow<T>(schema: z.ZodType<T>, row: unknown): T {
  const parsed = schema.safeParse(row);
  if (!parsed.success) throw new MemoryError('STORE_ERROR', `corrupt vector partition row: ${parsed.error.issues[0]?.message ?? 'malformed'}`);
  return parsed.data;
}

/**
 * A located row as the schema would return it. A partition load reads one per memory, and zod's
 * parse was a third of it at 1k rows; anything not plainly of this shape goes to the schema.
 */
function locatedRow(row: unknown): z.infer<typeof locatedRowSchema> {
  if (typeof row === 'object' && row !== null) {
    const { row_id, memory_id, status, kind, agent_id, session_id, metadata, created_at, memory_time, chunk_id, chunk_offset } = row as Record<string, unknown>;
    const nullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';
    if (
      typeof row_id === 'number' && typeof memory_id === 'string' && typeof status === 'string' && typeof kind === 'string' && nullableString(agent_id) && nullableString(session_id) &&
      typeof metadata === 'string' && typeof created_at === 'string' && typeof memory_time === 'string' && typeof chunk_id === 'number' && typeof chunk_offset === 'number'
    ) {
      // The driver's row object itself: it has exactly the schema's fields, all checked.
      return row as z.infer<typeof locatedRowSchema>;
    }
  }
  return parseRow(locatedRowSchema, row);
}

/** Room for the ids' and times' code units at their usual lengths (a UUID, an ISO time), so a load seldom grows them. */
const ID_UNITS = 36;
const TIME_UNITS = 24;

function emptyColumns(size: number, dimensions: number): PartitionColumns {
  const strings = (): string[] => new Array<string>(size);
  return {
    size,
    ids: new PackedStrings(size, size * ID_UNITS),
    rowIds: new Float64Array(size),
    status: strings(),
    kind: strings(),
    agentId: new CodedStrings(size),
    sessionId: new CodedStrings(size),
    metadata: new CodedStrings(size),
    createdAt: new PackedStrings(size, size * TIME_UNITS),
    memoryTime: new PackedStrings(size, size * TIME_UNITS),
    matrix: new Float32Array(size * dimensions),
  };
}

/** Rows come in order (`index` is the next row of each column). */
function addRow(columns: PartitionColumns, index: number, row: z.infer<typeof rowSchema>): void {
  columns.ids.set(index, row.memory_id);
  columns.rowIds[index] = row.row_id;
  columns.status[index] = enumString(MEMORY_STATUSES, row.status);
  columns.kind[index] = enumString(MEMORY_KINDS, row.kind);
  columns.agentId.set(index, row.agent_id ?? '');
  columns.sessionId.set(index, row.session_id ?? '');
  columns.metadata.set(index, row.metadata);
  columns.createdAt.set(index, row.created_at);
  columns.memoryTime.set(index, row.memory_time);
}

/** The load is done: the coded columns drop their value → code maps (a write makes them again). */
function sealed(columns: PartitionColumns): PartitionColumns {
  columns.agentId.seal();
  columns.sessionId.seal();
  columns.metadata.seal();
  return columns;
}

/** A blob's bytes as 32-bit words: a view where it is 4-byte aligned, else an aligned copy. */
function wordsOf(blob: Buffer): Uint32Array {
  if (blob.byteLength % 4 !== 0) throw new MemoryError('STORE_ERROR', `corrupt vector blob of ${blob.byteLength} bytes`);
  if (blob.byteOffset % 4 === 0) return new Uint32Array(blob.buffer, blob.byteOffset, blob.byteLength / 4);
  return new Uint32Array(Uint8Array.from(blob).buffer);
}

/** Copies `dimensions` words (one vector, bit for bit) from `from` at `start` into `to` at `offset`: no view object per row. */
function copyWords(to: Uint32Array, offset: number, from: Uint32Array, start: number, dimensions: number): void {
  for (let index = 0; index < dimensions; index += 1) to[offset + index] = from[start + index] as number;
}
