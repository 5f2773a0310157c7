import type { MemoryStore } from '../../core/store.js';
import type { Database } from './migrate.js';

/** A store whose memory lives in a SQLite file that features can keep their own tables in. */
export interface SqliteBacked {
  readonly database: Database;
}

/**
 * Whether server state (conversations, write jobs, rate limits) can live in the store's own
 * SQLite file, shared by every process on it. Checked by shape, so callers need not load the
 * SQLite store's module to ask.
 */
export function isSqliteBacked(store: MemoryStore): store is MemoryStore & SqliteBacked {
  return store.name === 'sqlite' && 'database' in store;
}
