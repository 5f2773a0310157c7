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
});
const joinedRowSchema = rowSchema.extend({ embedding: z.instanceof(Buffer) });
const locatedRowSchema = rowSchema.extend({ chunk_id: z.number(), chunk_offset: z.number() });
const chunkSchema = z.object({ chunk_id: z.number(), vectors: z.instanceof(Buffer) });

const COLUMNS = 'm.id AS memory_id, m.status AS status, m.kind AS kind, m.agent_id AS agent_id, m.session_id AS session_id, m.metadata AS metadata, m.created_at AS created_at';

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
      .map((row) => parseRow(locatedRowSchema, row));
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
      rows.push(toPartitionRow(row, copyVector(chunk, start, bytes)));
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
    vector,
  };
}
