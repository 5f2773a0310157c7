import type pg from 'pg';
import { MemoryError } from '../../core/errors.js';

/** Bytes of pgvector's binary form of a vector: int16 dimensions, int16 zero, then each value as a big-endian float4. */
function binaryLength(vector: Float32Array): number {
  return 4 + 4 * vector.length;
}

function writeVector(buffer: Buffer, offset: number, vector: Float32Array): number {
  buffer.writeInt16BE(vector.length, offset);
  buffer.writeInt16BE(0, offset + 2);
  let at = offset + 4;
  for (const value of vector) at = buffer.writeFloatBE(value, at);
  return at;
}

/**
 * pgvector's binary form (what its `vector_recv` reads). node-pg sends a Buffer parameter in
 * binary format, so a vector travels bit for bit in 4 bytes per value instead of a decimal string
 * about 20 characters long, which both sides would print and parse (most of a bulk load's time).
 */
export function vectorBinary(vector: Float32Array): Buffer {
  const buffer = Buffer.allocUnsafe(binaryLength(vector));
  writeVector(buffer, 0, vector);
  return buffer;
}

/**
 * A one-dimensional `vector[]` in Postgres' binary array form (array_recv: dimensions, a no-nulls
 * flag, the element type's oid, length and lower bound, then each element as its length and
 * bytes). The element oid is checked by the server, and the vector type's oid differs per database.
 */
export function vectorArrayBinary(vectors: readonly Float32Array[], vectorTypeOid: number): Buffer {
  const size = 20 + vectors.reduce((total, vector) => total + 4 + binaryLength(vector), 0);
  const buffer = Buffer.allocUnsafe(size);
  let at = buffer.writeInt32BE(1, 0);
  at = buffer.writeInt32BE(0, at);
  at = buffer.writeUInt32BE(vectorTypeOid, at);
  at = buffer.writeInt32BE(vectors.length, at);
  at = buffer.writeInt32BE(1, at);
  for (const vector of vectors) {
    at = buffer.writeInt32BE(binaryLength(vector), at);
    at = writeVector(buffer, at, vector);
  }
  return buffer;
}

/**
 * Per connection: the type cannot change under a live store (its vector column depends on it), and
 * looking it up on every insert batch would add a round trip to each write.
 */
const vectorOids = new WeakMap<object, number>();

/** The oid of pgvector's `vector` type in the database `client` is connected to. */
export async function vectorTypeOid(client: Pick<pg.PoolClient, 'query'>): Promise<number> {
  const cached = vectorOids.get(client);
  if (cached !== undefined) return cached;
  const { rows } = await client.query<{ oid: number }>("SELECT 'vector'::regtype::oid::int AS oid");
  const oid = rows[0]?.oid;
  if (oid === undefined) throw new Error('the vector type is missing');
  vectorOids.set(client, oid);
  return oid;
}

/**
 * A vector column as read back: pgvector's binary form (`vector_send`, as bytea, which node-pg
 * turns into a Buffer) rather than its text. The text form costs the server a shortest-decimal
 * print of every value and us a split and a parse: 100 rows of 512 dimensions took 14.5 ms to
 * fetch and decode as text, 4.8 ms as bytes (decoding alone 7.9 ms against 0.16), and 48 ms as
 * `::real[]` (medians of 55 in one process, load average 10). All three are exact.
 */
export function vectorColumn(column: string): string {
  return `vector_send(${column})`;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** Decodes `vectorColumn`'s bytes: int16 dimensions, int16 unused, then big-endian float4 values. */
export function vectorFromBytes(bytes: Buffer): Float32Array {
  const dimensions = bytes.length >= 4 ? bytes.readInt16BE(0) : -1;
  if (dimensions < 0 || bytes.length !== 4 + 4 * dimensions) {
    throw new MemoryError('STORE_ERROR', `corrupt vector read from Postgres: ${bytes.length} bytes`);
  }
  const vector = new Float32Array(dimensions);
  const view = Buffer.from(vector.buffer);
  bytes.copy(view, 0, 4);
  if (LITTLE_ENDIAN) view.swap32();
  return vector;
}

/**
 * True when pgvector's float32 arithmetic cannot take the vector's norm (all zeros, or values so
 * small their squares underflow): its cosine distance is NaN then. Such rows are scored in
 * JavaScript instead, as the SQLite store does with sqlite-vec.
 */
export function isDegenerate(vector: Float32Array): boolean {
  let squares = 0;
  for (const value of vector) squares = Math.fround(squares + Math.fround(value * value));
  return !(squares > 0 && Number.isFinite(squares));
}
