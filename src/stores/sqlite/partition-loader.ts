import { z } from 'zod';
import { MemoryError } from '../../core/errors.js';
import type { Database } from './migrate.js';
import type { PartitionRow } from './partition-cache.js';

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
 */
const rowSchema = z.object({
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

const COLUMNS = 'm.id AS memory_id, m.status AS status, m.kind AS kind, m.agent_id AS agent_id, m.session_id AS session_id, m.metadata AS metadata, m.created_at AS created_at, COALESCE(m.event_time, m.created_at) AS memory_time';

export class PartitionLoader {
  private shadowTables: boolean | null = null;

  constructor(
    private readonly db: Database,
    private readonly table: string,
  ) {}

  /** Call inside a read transaction, so the rows agree with whatever else it reads. */
  read(tenantId: string, userId: string | null, dimensions: number): PartitionRow[] {
    const where = `m.tenant_id = ? AND ${userId === null ? 'm.user_id IS NULL' : 'm.user_id = ?'}`;
    const params = userId === null ? [tenantId] : [tenantId, userId];
    if (this.hasShadowTables()) {
      const rows = this.readFromChunks(where, params, dimensions);
      if (rows) return rows;
    }
    return this.db
      .prepare(`SELECT ${COLUMNS}, v.embedding AS embedding FROM memories m JOIN ${this.table} v ON v.rowid = m.row_id WHERE ${where}`)
      .all(...params)
      .map((row) => {
        const parsed = parseRow(joinedRowSchema, row);
        return toPartitionRow(parsed, copyVector(parsed.embedding, 0, parsed.embedding.byteLength));
      });
  }

  /** The rows with vectors sliced from their chunks, or null if a chunk does not have the expected size. */
  private readFromChunks(where: string, params: string[], dimensions: number): PartitionRow[] | null {
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
    const bytes = dimensions * 4;
    const rows: PartitionRow[] = [];
    for (const row of located) {
      const chunk = chunks.get(row.chunk_id);
      const start = row.chunk_offset * bytes;
      if (!chunk || start < 0 || start + bytes > chunk.byteLength) return null;
      rows.push(toPartitionRow(row, vectorIn(chunk, start, bytes)));
    }
    return rows;
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
    const { memory_id, status, kind, agent_id, session_id, metadata, created_at, memory_time, chunk_id, chunk_offset } = row as Record<string, unknown>;
    const nullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';
    if (
      typeof memory_id === 'string' && typeof status === 'string' && typeof kind === 'string' && nullableString(agent_id) && nullableString(session_id) &&
      typeof metadata === 'string' && typeof created_at === 'string' && typeof memory_time === 'string' && typeof chunk_id === 'number' && typeof chunk_offset === 'number'
    ) {
      return { memory_id, status, kind, agent_id, session_id, metadata, created_at, memory_time, chunk_id, chunk_offset };
    }
  }
  return parseRow(locatedRowSchema, row);
}

/**
 * A vector of a chunk: a view into the chunk's blob where it is 4-byte aligned, else a copy. The
 * partition cache copies it into its matrix at once; a copy here too was one more fresh
 * 2 KB allocation per row (fresh memory costs ~12 µs a page on the development VM).
 */
function vectorIn(chunk: Buffer, start: number, bytes: number): Float32Array {
  if (bytes % 4 === 0 && (chunk.byteOffset + start) % 4 === 0) return new Float32Array(chunk.buffer, chunk.byteOffset + start, bytes / 4);
  return copyVector(chunk, start, bytes);
}

function copyVector(blob: Buffer, start: number, bytes: number): Float32Array {
  if (bytes % 4 !== 0) throw new MemoryError('STORE_ERROR', `corrupt vector blob of ${bytes} bytes`);
  const copy = new Uint8Array(bytes);
  copy.set(blob.subarray(start, start + bytes));
  return new Float32Array(copy.buffer);
}

function toPartitionRow(row: z.infer<typeof rowSchema>, vector: Float32Array): PartitionRow {
  return {
    id: row.memory_id,
    status: row.status,
    kind: row.kind,
    agentId: row.agent_id ?? '',
    sessionId: row.session_id ?? '',
    metadata: row.metadata,
    createdAt: row.created_at,
    memoryTime: row.memory_time,
    vector,
  };
}
