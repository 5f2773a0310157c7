import type { Clock } from '../../core/clock.js';
import { MemoryError } from '../../core/errors.js';
import type { MemoryStore } from '../../core/store.js';
import type { KeyStore } from './key-store.js';

/**
 * The key registry kept in the memory store's own database (its SQLite file or Postgres schema),
 * so every process serving that database sees the same keys. Adapters load on demand.
 */
export async function keyStoreFor(store: MemoryStore, clock?: Clock): Promise<KeyStore> {
  const [{ SqliteStore }, { PostgresStore }] = await Promise.all([import('../../stores/sqlite/sqlite-store.js'), import('../../stores/postgres/postgres-store.js')]);
  if (store instanceof SqliteStore) {
    const { SqliteKeyStore } = await import('./sqlite-key-store.js');
    return new SqliteKeyStore(store.database, clock);
  }
  if (store instanceof PostgresStore) {
    const { PostgresKeyStore } = await import('./postgres-key-store.js');
    return new PostgresKeyStore(store, clock);
  }
  throw new MemoryError('INVALID_INPUT', `the ${store.name} store cannot hold API keys; serve a SQLite or Postgres store`, { details: { store: store.name } });
}
