import { describe, expect, it, vi } from 'vitest';
import { MemoryError } from '../../core/errors.js';
import { usePostgresServer } from '../../testing/use-postgres-server.js';
import { axis, EMBEDDER, makeRecord, newWrite, recordQuery, TENANT } from '../contract/fixtures.js';
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
  const seeded = async (options: { accessFlushMs?: number } = {}): Promise<{ store: PostgresStore; inTable: (id: string) => Promise<number | undefined> }> => {
    schemas += 1;
    const schema = `access_${schemas}`;
    const store = await openStore(schema, options);
    await store.setEmbedderInfo(EMBEDDER);
    await store.write({ tenantId: TENANT, upserts: ['a', 'b'].map((id, index) => newWrite(makeRecord(id), axis(index))) });
    // What the table holds, read by another store (another process) with nothing pending.
    const reader = await openStore(schema, { accessFlushMs: 0 });
    const inTable = async (id: string): Promise<number | undefined> => (await reader.get(TENANT, id))?.accessCount;
    return { store, inTable };
  };

  it('adds pending bumps to every record this process reads, and writes them at close', async () => {
    const { store, inTable } = await seeded();
    await store.touch(TENANT, ['a', 'a'], '2024-05-01T00:00:00.000Z');
    await store.touch(TENANT, ['a', 'b'], '2024-05-02T00:00:00.000Z');
    expect(await inTable('a')).toBe(0);
    const [a, b] = await store.getMany(TENANT, ['a', 'b']);
    expect([a?.accessCount, a?.lastAccessedAt, b?.accessCount]).toEqual([3, '2024-05-02T00:00:00.000Z', 1]);
    const listed = (await store.list(recordQuery(), { limit: 10, offset: 0 })).items.map((record) => [record.id, record.accessCount]);
    expect(listed.sort()).toEqual([
      ['a', 3],
      ['b', 1],
    ]);
    await store.close();
    expect(await inTable('a')).toBe(3);
    expect(await inTable('b')).toBe(1);
  });

  it('writes them inside the next write, so a read-modify-write counts each bump once', async () => {
    const { store, inTable } = await seeded();
    await store.touch(TENANT, ['a'], '2024-05-01T00:00:00.000Z');
    await store.touch(TENANT, ['a'], '2024-05-02T00:00:00.000Z');
    const read = await store.get(TENANT, 'a');
    if (!read) throw new Error('seeded record missing');
    expect(read.accessCount).toBe(2);
    await store.write({ tenantId: TENANT, upserts: [newWrite({ ...read, accessCount: read.accessCount + 1 })] });
    expect(await inTable('a')).toBe(3);
    await store.touch(TENANT, ['b'], '2024-05-03T00:00:00.000Z');
    await store.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('c'), axis(2))] });
    expect(await inTable('b')).toBe(1);
  });

  it('keeps the bumps when the write they went with fails', async () => {
    const { store, inTable } = await seeded();
    await store.touch(TENANT, ['a'], '2024-05-01T00:00:00.000Z');
    const failed = store.write({ tenantId: TENANT, upserts: [{ ...newWrite(makeRecord('a'), axis(0)), create: true }] });
    await expect(failed).rejects.toSatisfy((error: unknown) => MemoryError.isInstance(error) && error.code === 'CONFLICT');
    expect((await store.get(TENANT, 'a'))?.accessCount).toBe(1);
    expect(await inTable('a')).toBe(0);
    await store.flushAccessCounts();
    expect(await inTable('a')).toBe(1);
  });

  it('writes them on its own after the flush delay', async () => {
    const { store, inTable } = await seeded({ accessFlushMs: 20 });
    await store.touch(TENANT, ['b'], '2024-05-01T00:00:00.000Z');
    await vi.waitFor(async () => expect(await inTable('b')).toBe(1), { timeout: 10_000, interval: 20 });
  });

  it('writes each touch at once with accessFlushMs 0', async () => {
    const { store, inTable } = await seeded({ accessFlushMs: 0 });
    await store.touch(TENANT, ['a'], '2024-05-01T00:00:00.000Z');
    expect(await inTable('a')).toBe(1);
  });
});
