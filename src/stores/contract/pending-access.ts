import { expect, it } from 'vitest';
import { MemoryError } from '../../core/errors.js';
import type { MemoryStore } from '../../core/store.js';
import { axis, EMBEDDER, makeRecord, newWrite, recordQuery, TENANT } from './fixtures.js';

/** A store that collects access-count bumps and writes them together (src/stores/pending-access.ts). */
export type PendingAccessStore = MemoryStore & { flushAccessCounts(): Promise<void> };

export interface PendingAccessFixture<S extends PendingAccessStore> {
  /** A store holding records `a` and `b`, untouched. */
  store: S;
  /** A record's access count as stored, read by another connection (another process) with nothing pending. */
  stored(id: string): Promise<number | undefined>;
}

/** Seeds records `a` and `b` for `pendingAccessCases`. */
export async function seedPendingAccess(store: MemoryStore): Promise<void> {
  await store.setEmbedderInfo(EMBEDDER);
  await store.write({ tenantId: TENANT, upserts: ['a', 'b'].map((id, index) => newWrite(makeRecord(id), axis(index))) });
}

/**
 * What every store that batches access counts promises: this connection's reads include pending
 * bumps at once; they are written at close, on request, and first inside the next write (so a
 * read-modify-write counts each once); a failed write gives them back; `accessFlushMs: 0` writes
 * each touch at once. Call inside a `describe`.
 */
export function pendingAccessCases<S extends PendingAccessStore>(open: (options: { accessFlushMs?: number }) => Promise<PendingAccessFixture<S>>): void {
  it('adds pending bumps to every record this connection returns, and writes them at close', async () => {
    const { store, stored } = await open({});
    await store.touch(TENANT, ['a', 'a'], '2024-05-01T00:00:00.000Z');
    await store.touch(TENANT, ['a', 'b'], '2024-05-02T00:00:00.000Z');
    expect(await stored('a')).toBe(0);
    const [a, b, again] = await store.getMany(TENANT, ['a', 'b', 'a']);
    expect([a?.accessCount, a?.lastAccessedAt, b?.accessCount]).toEqual([3, '2024-05-02T00:00:00.000Z', 1]);
    // An id asked twice is bumped once.
    expect(again?.accessCount).toBe(3);
    const listed = (await store.list(recordQuery(), { limit: 10, offset: 0 })).items.map((record) => [record.id, record.accessCount]);
    expect(listed.sort()).toEqual([
      ['a', 3],
      ['b', 1],
    ]);
    await store.close();
    expect(await stored('a')).toBe(3);
    expect(await stored('b')).toBe(1);
  });

  it('writes them inside the next write, so a read-modify-write counts each bump once', async () => {
    const { store, stored } = await open({});
    await store.touch(TENANT, ['a'], '2024-05-01T00:00:00.000Z');
    await store.touch(TENANT, ['a'], '2024-05-02T00:00:00.000Z');
    const read = await store.get(TENANT, 'a');
    if (!read) throw new Error('seeded record missing');
    expect(read.accessCount).toBe(2);
    await store.write({ tenantId: TENANT, upserts: [newWrite({ ...read, accessCount: read.accessCount + 1 })] });
    expect((await store.get(TENANT, 'a'))?.accessCount).toBe(3);
    expect(await stored('a')).toBe(3);
    // And a bump of a record the write does not touch is stored too.
    await store.touch(TENANT, ['b'], '2024-05-03T00:00:00.000Z');
    await store.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('c'), axis(2))] });
    expect(await stored('b')).toBe(1);
  });

  it('keeps the bumps when the write they went with fails', async () => {
    const { store, stored } = await open({});
    await store.touch(TENANT, ['a'], '2024-05-01T00:00:00.000Z');
    const failed = store.write({ tenantId: TENANT, upserts: [{ ...newWrite(makeRecord('a'), axis(0)), create: true }] });
    await expect(failed).rejects.toSatisfy((error: unknown) => MemoryError.isInstance(error) && error.code === 'CONFLICT');
    expect((await store.get(TENANT, 'a'))?.accessCount).toBe(1);
    expect(await stored('a')).toBe(0);
    await store.close();
    expect(await stored('a')).toBe(1);
  });

  it('writes them on request', async () => {
    const { store, stored } = await open({});
    await store.touch(TENANT, ['a'], '2024-05-01T00:00:00.000Z');
    expect(await stored('a')).toBe(0);
    await store.flushAccessCounts();
    expect(await stored('a')).toBe(1);
    expect((await store.get(TENANT, 'a'))?.accessCount).toBe(1);
  });

  it('writes each touch at once with accessFlushMs 0, an id listed twice bumped twice', async () => {
    const { store, stored } = await open({ accessFlushMs: 0 });
    await store.touch(TENANT, ['a'], '2024-05-01T00:00:00.000Z');
    expect(await stored('a')).toBe(1);
    await store.touch(TENANT, ['a', 'a'], '2024-05-02T00:00:00.000Z');
    expect(await stored('a')).toBe(3);
  });
}
