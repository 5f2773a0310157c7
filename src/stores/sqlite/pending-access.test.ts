import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryError } from '../../core/errors.js';
import { axis, EMBEDDER, makeRecord, newWrite, recordQuery, TENANT } from '../contract/fixtures.js';
import { SqliteStore } from './sqlite-store.js';
import { useSqliteFolder } from '../../testing/use-sqlite-folder.js';

describe('sqlite access-count bumps, written together', () => {
  const folder = useSqliteFolder('agent-memory-access-');
  const openStore = (options: { accessFlushMs?: number } = {}): Promise<SqliteStore> => folder.open('memory.db', options);
  const seed = async (store: SqliteStore): Promise<void> => {
    await store.setEmbedderInfo(EMBEDDER);
    await store.write({ tenantId: TENANT, upserts: ['a', 'b'].map((id, index) => newWrite(makeRecord(id), axis(index))) });
  };
  /** What the file holds, read by a connection with nothing pending. */
  const inFile = async (id: string): Promise<number | undefined> => {
    const other = await openStore({ accessFlushMs: 0 });
    const record = await other.get(TENANT, id);
    await other.close();
    return record?.accessCount;
  };

  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds pending bumps to every record this connection returns, and writes them at close', async () => {
    const store = await openStore();
    await seed(store);
    await store.touch(TENANT, ['a', 'a'], '2024-05-01T00:00:00.000Z');
    await store.touch(TENANT, ['a', 'b'], '2024-05-02T00:00:00.000Z');
    expect(await inFile('a')).toBe(0);
    const [a, b, again] = await store.getMany(TENANT, ['a', 'b', 'a']);
    expect([a?.accessCount, a?.lastAccessedAt, b?.accessCount]).toEqual([3, '2024-05-02T00:00:00.000Z', 1]);
    // An id asked twice is one object twice, bumped once.
    expect(again?.accessCount).toBe(3);
    expect((await store.list(recordQuery(), { limit: 10, offset: 0 })).items.map((record) => [record.id, record.accessCount]).sort()).toEqual([
      ['a', 3],
      ['b', 1],
    ]);
    await store.close();
    expect(await inFile('a')).toBe(3);
    expect(await inFile('b')).toBe(1);
  });

  it('writes them inside the next write, so a read-modify-write counts each bump once', async () => {
    const store = await openStore();
    await seed(store);
    await store.touch(TENANT, ['a'], '2024-05-01T00:00:00.000Z');
    await store.touch(TENANT, ['a'], '2024-05-02T00:00:00.000Z');
    const read = await store.get(TENANT, 'a');
    if (!read) throw new Error('seeded record missing');
    expect(read.accessCount).toBe(2);
    await store.write({ tenantId: TENANT, upserts: [newWrite({ ...read, accessCount: read.accessCount + 1 })] });
    expect((await store.get(TENANT, 'a'))?.accessCount).toBe(3);
    expect(await inFile('a')).toBe(3);
    // And a bump of a record the write does not touch is in the file too.
    await store.touch(TENANT, ['b'], '2024-05-03T00:00:00.000Z');
    await store.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('c'), axis(2))] });
    expect(await inFile('b')).toBe(1);
  });

  it('keeps the bumps when the write they went with fails', async () => {
    const store = await openStore();
    await seed(store);
    await store.touch(TENANT, ['a'], '2024-05-01T00:00:00.000Z');
    const failed = store.write({ tenantId: TENANT, upserts: [{ ...newWrite(makeRecord('a'), axis(0)), create: true }] });
    await expect(failed).rejects.toSatisfy((error: unknown) => MemoryError.isInstance(error) && error.code === 'CONFLICT');
    expect((await store.get(TENANT, 'a'))?.accessCount).toBe(1);
    expect(await inFile('a')).toBe(0);
    await store.close();
    expect(await inFile('a')).toBe(1);
  });

  it('writes them on its own after the flush delay', async () => {
    vi.useFakeTimers();
    const store = await openStore({ accessFlushMs: 500 });
    await seed(store);
    await store.touch(TENANT, ['b'], '2024-05-01T00:00:00.000Z');
    expect(await inFile('b')).toBe(0);
    vi.advanceTimersByTime(500);
    expect(await inFile('b')).toBe(1);
    expect((await store.get(TENANT, 'b'))?.accessCount).toBe(1);
  });

  it('writes them on request', async () => {
    const store = await openStore();
    await seed(store);
    await store.touch(TENANT, ['a'], '2024-05-01T00:00:00.000Z');
    expect(await inFile('a')).toBe(0);
    await store.flushAccessCounts();
    expect(await inFile('a')).toBe(1);
    expect((await store.get(TENANT, 'a'))?.accessCount).toBe(1);
  });

  it('writes each touch at once with accessFlushMs 0', async () => {
    const store = await openStore({ accessFlushMs: 0 });
    await seed(store);
    await store.touch(TENANT, ['a', 'a'], '2024-05-01T00:00:00.000Z');
    expect(await inFile('a')).toBe(2);
  });
});
