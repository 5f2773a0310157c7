import { expect, it } from 'vitest';
import type { HistoryEntry } from '../../core/types.js';
import { axis, type ContractContext, DIMENSIONS, EMBEDDER, makeRecord, newWrite, recordQuery, TENANT } from './fixtures.js';

function created(memoryId: string, id = `h-${memoryId}`): HistoryEntry {
  return { id, memoryId, event: 'create', before: null, after: makeRecord(memoryId), at: '2024-01-01T00:00:00.000Z', actor: null };
}

export function transactionTests(context: ContractContext): void {
  it('writes nothing when a later upsert of the batch fails (a new record with no vector)', async () => {
    const store = context.store();
    await store.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('kept', { text: 'before' }), axis(0), ['kept'])] });
    const failing = store.write({
      tenantId: TENANT,
      upserts: [newWrite(makeRecord('first'), axis(1), ['first']), { record: makeRecord('kept', { text: 'after' }), terms: ['changed'] }, { record: makeRecord('novector') }],
      deletes: ['kept'],
      history: [created('first')],
    });
    await expect(failing).rejects.toMatchObject({ code: 'STORE_ERROR' });
    expect(await store.get(TENANT, 'first')).toBeNull();
    expect(await store.get(TENANT, 'novector')).toBeNull();
    expect((await store.get(TENANT, 'kept'))?.text).toBe('before');
    expect(await store.history(TENANT, 'first')).toEqual([]);
    expect(await store.hasTraces(TENANT, ['first', 'novector'])).toBe(false);
    expect((await store.keywordSearch(recordQuery(), ['kept'], 5)).map((hit) => hit.id)).toEqual(['kept']);
    expect(await store.keywordSearch(recordQuery(), ['changed', 'first'], 5)).toEqual([]);
    expect((await store.vectorSearch(recordQuery(), axis(1), 5)).map((hit) => hit.id)).toEqual(['kept']);
  });

  it('writes nothing when a later vector is invalid', async () => {
    const store = context.store();
    await expect(store.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('a'), axis(0)), newWrite(makeRecord('b'), new Float32Array(DIMENSIONS - 1))] })).rejects.toMatchObject({
      code: 'EMBEDDING_INVALID',
    });
    expect(await store.getMany(TENANT, ['a', 'b'])).toEqual([]);
  });

  it('counts an earlier upsert of the same batch as existing', async () => {
    const store = context.store();
    await store.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('a'), axis(0)), { record: makeRecord('a', { text: 'second' }) }] });
    expect((await store.get(TENANT, 'a'))?.text).toBe('second');
    expect((await store.getVectors(TENANT, ['a'])).get('a')).toEqual(axis(0));
  });

  it('applies upserts, then deletes, then history purges, then new history', async () => {
    const store = context.store();
    await store.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('a')), newWrite(makeRecord('b'))], history: [created('a', 'h1'), created('b', 'h2')] });
    await store.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('c'))], deletes: ['a', 'c'], purgeHistoryOf: ['a'], history: [created('a', 'h3'), created('c', 'h4')] });
    expect(await store.getMany(TENANT, ['a', 'b', 'c'])).toEqual([makeRecord('b')]);
    expect(await store.history(TENANT, 'a')).toEqual([]);
    expect((await store.history(TENANT, 'b')).map((entry) => entry.id)).toEqual(['h2']);
    expect((await store.history(TENANT, 'c')).map((entry) => entry.id)).toEqual(['h4']);
  });

  it('touch bumps access statistics without writing history or changing content', async () => {
    const store = context.store();
    await store.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('a')), newWrite(makeRecord('b'))], history: [created('a')] });
    await store.touch(TENANT, ['a', 'missing'], '2024-05-01T00:00:00.000Z');
    await store.touch(TENANT, ['a'], '2024-05-02T00:00:00.000Z');
    expect(await store.get(TENANT, 'a')).toEqual(makeRecord('a', { accessCount: 2, lastAccessedAt: '2024-05-02T00:00:00.000Z' }));
    expect(await store.get(TENANT, 'b')).toEqual(makeRecord('b'));
    expect(await store.history(TENANT, 'a')).toHaveLength(1);
    await store.touch(TENANT, [], '2024-05-03T00:00:00.000Z');
  });

  it('hasTraces sees records and history, until both are gone', async () => {
    const store = context.store();
    expect(await store.hasTraces(TENANT, ['a'])).toBe(false);
    expect(await store.hasTraces(TENANT, [])).toBe(false);
    await store.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('a'), axis(0), ['term'])], history: [created('a')] });
    expect(await store.hasTraces(TENANT, ['a'])).toBe(true);
    expect(await store.hasTraces(TENANT, ['zzz', 'a'])).toBe(true);
    await store.write({ tenantId: TENANT, deletes: ['a'] });
    expect(await store.hasTraces(TENANT, ['a'])).toBe(true);
    await store.write({ tenantId: TENANT, purgeHistoryOf: ['a'] });
    expect(await store.hasTraces(TENANT, ['a'])).toBe(false);
    await store.write({ tenantId: TENANT, history: [created('ghost')] });
    expect(await store.hasTraces(TENANT, ['ghost'])).toBe(true);
  });

  it('finds the history of an owner, including memories already deleted', async () => {
    const store = context.store();
    const bobs = makeRecord('bob-1', { scope: { userId: 'bob', agentId: 'helper' } });
    const otherTenant = makeRecord('bob-2', { tenantId: 'tenant-b', scope: { userId: 'bob' } });
    await store.write({
      tenantId: 'tenant-b',
      upserts: [newWrite(otherTenant, axis(1), ['y'])],
      history: [{ id: 'hb2', memoryId: 'bob-2', event: 'create', before: null, after: otherTenant, at: '2024-01-01T00:00:00.000Z', actor: null }],
    });
    await store.write({
      tenantId: TENANT,
      upserts: [newWrite(bobs, axis(0), ['x'])],
      history: [
        { id: 'hb1', memoryId: 'bob-1', event: 'create', before: null, after: bobs, at: '2024-01-01T00:00:00.000Z', actor: null },
        { id: 'hd1', memoryId: 'gone', event: 'delete', before: makeRecord('gone', { scope: { userId: 'bob' } }), after: null, at: '2024-01-02T00:00:00.000Z', actor: null },
      ],
    });
    expect(await store.historyOwnedBy({ tenantId: 'tenant-a', userId: 'bob' })).toEqual(['bob-1', 'gone']);
    expect(await store.historyOwnedBy({ tenantId: 'tenant-a', agentId: 'helper' })).toEqual(['bob-1']);
    expect(await store.historyOwnedBy({ tenantId: 'tenant-b', userId: 'bob' })).toEqual(['bob-2']);
    expect(await store.historyOwnedBy({ tenantId: 'tenant-a', userId: 'carol' })).toEqual([]);
  });

  it('starts with no embedder info and round-trips it', async () => {
    const store = await context.bareStore();
    expect(await store.getEmbedderInfo()).toBeNull();
    await store.setEmbedderInfo(EMBEDDER);
    expect(await store.getEmbedderInfo()).toEqual(EMBEDDER);
    expect(await context.store().getEmbedderInfo()).toEqual(EMBEDDER);
  });

  it('refuses to change dimensions once it holds vectors, but allows it while empty', async () => {
    const store = context.store();
    await store.setEmbedderInfo({ ...EMBEDDER, model: 'other-model' });
    expect(await store.getEmbedderInfo()).toEqual({ ...EMBEDDER, model: 'other-model' });
    await store.setEmbedderInfo({ ...EMBEDDER, dimensions: 4 });
    await store.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('a'), Float32Array.from([1, 0, 0, 0]))] });
    expect((await store.vectorSearch(recordQuery(), Float32Array.from([1, 0, 0, 0]), 1)).map((hit) => hit.id)).toEqual(['a']);
    await expect(store.setEmbedderInfo(EMBEDDER)).rejects.toMatchObject({ code: 'EMBEDDER_MISMATCH' });
    expect(await store.getEmbedderInfo()).toEqual({ ...EMBEDDER, dimensions: 4 });
  });
}
