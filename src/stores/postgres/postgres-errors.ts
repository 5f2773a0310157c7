import pg from 'pg';
import { MemoryError } from '../../core/errors.js';

/** Transient server states worth retrying: serialization failure, deadlock, shutdown, connection loss. */
const RETRYABLE_CODES = new Set(['40001', '40P01', '57P01', '57P03', '53300']);

/**
 * Wraps driver and server errors once, as STORE_ERROR with the SQLSTATE in `details`
 * (retryable for transient server states and connection failures). MemoryErrors pass through,
 * and so do the caller's own errors that `passesThrough` names.
 */
export async function guardPostgres<T>(what: string, operation: string, schema: string, run: () => Promise<T>, passesThrough: (error: unknown) => boolean = () => false): Promise<T> {
  try {
    return await run();
  } catch (error: unknown) {
    if (MemoryError.isInstance(error) || passesThrough(error)) throw error;
    const code = error instanceof pg.DatabaseError ? error.code : undefined;
    const message = error instanceof Error ? error.message : String(error);
    throw new MemoryError('STORE_ERROR', `${what} ${operation} failed: ${message}`, {
      cause: error,
      details: { operation, schema, ...(code ? { sqlState: code } : {}) },
      isRetryable: code === undefined ? !(error instanceof pg.DatabaseError) : RETRYABLE_CODES.has(code) || code.startsWith('08'),
    });
  }
}

/** Runs `work` in one transaction on a pooled connection; rolls back on any error. */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error: unknown) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
