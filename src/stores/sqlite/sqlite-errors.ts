import BetterSqlite3 from 'better-sqlite3';
import { MemoryError } from '../../core/errors.js';

/**
 * Runs one synchronous SQLite operation of a feature that keeps tables in the store's file
 * (conversations, write jobs, rate limits) and wraps driver errors once, as STORE_ERROR:
 * retryable when another process held the database past the busy timeout. MemoryErrors, and
 * the feature's own errors `passesThrough` names, reach the caller unwrapped.
 */
export function guardSqlite<T>(what: string, operation: string, run: () => T, passesThrough: (error: unknown) => boolean = () => false): T {
  try {
    return run();
  } catch (error: unknown) {
    if (MemoryError.isInstance(error) || passesThrough(error)) throw error;
    const code = error instanceof BetterSqlite3.SqliteError ? error.code : undefined;
    throw new MemoryError('STORE_ERROR', `${what} ${operation} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
      details: { operation, ...(code ? { sqliteCode: code } : {}) },
      isRetryable: code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED',
    });
  }
}
