import { describe, expect, it, vi } from 'vitest';
import { usePostgresServer } from '../../testing/use-postgres-server.js';
import { TENANT } from '../contract/fixtures.js';
import { pendingAccessCases, seedPendingAccess, type PendingAccessFixture } from '../contract/pending-access.js';
import { PostgresStore } from './postgres-store.js';

/** Access-count bumps collected and written together (src/stores/pending-access.ts), on a real server. */
const { url, track } = usePostgresServer({ closeStores: 'afterEach' });
let schemas = 0;

describe('postgres access-count bumps, written together', () => {
  const openStore = async (schema: string, options: { accessFlushMs?: number } = {}): Promise<PostgresStore> => {
    const store = track(new PostgresStore({ connectionString: url(), schema, ...options }));
    await store.init();
    return store;
  };
  const seeded = async (options: { accessFlushMs?: number } = {}): Promise<PendingAccessFixture<PostgresStore>> => {
    schemas += 1;
    const schema = `access_${schemas}`;
    const store = await openStore(schema, options);
    await seedPendingAccess(store);
    // What the table holds, read by another store (another process) with nothing pending.
    const reader = await openStore(schema, { accessFlushMs: 0 });
    return { store, stored: async (id) => (await reader.get(TENANT, id))?.accessCount };
  };

  pendingAccessCases(seeded);

  it('writes them on its own after the flush delay', async () => {
    const { store, stored } = await seeded({ accessFlushMs: 20 });
    await store.touch(TENANT, ['b'], '2024-05-01T00:00:00.000Z');
    await vi.waitFor(async () => expect(await stored('b')).toBe(1), { timeout: 10_000, interval: 20 });
  });
});
