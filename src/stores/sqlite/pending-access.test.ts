import { afterEach, describe, expect, it, vi } from 'vitest';
import { TENANT } from '../contract/fixtures.js';
import { pendingAccessCases, seedPendingAccess } from '../contract/pending-access.js';
import { SqliteStore } from './sqlite-store.js';
import { useSqliteFolder } from '../../testing/use-sqlite-folder.js';

describe('sqlite access-count bumps, written together', () => {
  const folder = useSqliteFolder('agent-memory-access-');
  const openStore = (options: { accessFlushMs?: number } = {}): Promise<SqliteStore> => folder.open('memory.db', options);
  /** What the file holds, read by a connection with nothing pending. */
  const inFile = async (id: string): Promise<number | undefined> => {
    const other = await openStore({ accessFlushMs: 0 });
    const record = await other.get(TENANT, id);
    await other.close();
    return record?.accessCount;
  };
  const seeded = async (options: { accessFlushMs?: number } = {}): Promise<SqliteStore> => {
    const store = await openStore(options);
    await seedPendingAccess(store);
    return store;
  };

  afterEach(() => {
    vi.useRealTimers();
  });

  pendingAccessCases(async (options) => ({ store: await seeded(options), stored: inFile }));

  it('writes them on its own after the flush delay', async () => {
    vi.useFakeTimers();
    const store = await seeded({ accessFlushMs: 500 });
    await store.touch(TENANT, ['b'], '2024-05-01T00:00:00.000Z');
    expect(await inFile('b')).toBe(0);
    vi.advanceTimersByTime(500);
    expect(await inFile('b')).toBe(1);
    expect((await store.get(TENANT, 'b'))?.accessCount).toBe(1);
  });
});
