import { describe, expect, it } from 'vitest';
import { axis, EMBEDDER, makeRecord, newWrite, TENANT } from '../contract/fixtures.js';
import { copyRecord } from '../../core/record-copy.js';
import { SqliteStore } from './sqlite-store.js';
import { useSqliteFolder } from '../../testing/use-sqlite-folder.js';

describe('sqlite record cache', () => {
  const folder = useSqliteFolder('agent-memory-record-cache-');
  /** Each store is its own connection to the file, as another process would be. */
  const openStore = (options: { recordCacheEntries?: number; accessFlushMs?: number } = {}): Promise<SqliteStore> => folder.open('memory.db', options);
  const seed = async (store: SqliteStore): Promise<void> => {
    await store.setEmbedderInfo(EMBEDDER);
    await store.write({
      tenantId: TENANT,
      upserts: ['a', 'b', 'c'].map((id, index) => newWrite(makeRecord(id, { metadata: { topic: 'food', nested: { list: [index] } } }), axis(index), ['apple'])),
    });
  };

  it('serves repeated reads from memory, equal to what the file holds', async () => {
    const store = await openStore();
    await seed(store);
    const first = await store.getMany(TENANT, ['a', 'b', 'missing', 'c']);
    const readsAfterFirst = store.recordRowsRead();
    const second = await store.getMany(TENANT, ['c', 'a', 'b', 'a']);
    expect(store.recordRowsRead()).toBe(readsAfterFirst);
    expect(second.map((record) => record.id)).toEqual(['c', 'a', 'b', 'a']);
    expect(second[1]).toEqual(first[0]);
    // The same as a connection without the cache reads, key order included.
    const plain = await openStore({ recordCacheEntries: 0 });
    expect(JSON.stringify(await plain.getMany(TENANT, ['c', 'a', 'b']))).toBe(JSON.stringify(second.slice(0, 3)));
  });

  it('hands out copies, so a caller changing a record changes nothing cached', async () => {
    const store = await openStore();
    await seed(store);
    const [record] = await store.getMany(TENANT, ['a']);
    if (!record) throw new Error('seeded record missing');
    record.metadata.topic = 'changed';
    (record.metadata.nested as { list: number[] }).list.push(99);
    record.tags.push('changed');
    record.scope.userId = 'someone';
    const [again] = await store.getMany(TENANT, ['a']);
    expect(again?.metadata).toEqual({ topic: 'food', nested: { list: [0] } });
    expect(again?.tags).toEqual([]);
    expect(again?.scope).toEqual(makeRecord('a').scope);
  });

  it("sees this connection's own writes, deletes and access-count bumps at once", async () => {
    const store = await openStore();
    await seed(store);
    await store.getMany(TENANT, ['a', 'b', 'c']);
    const changed = makeRecord('a', { text: 'rewritten', updatedAt: '2024-02-01T00:00:00.000Z' });
    await store.write({ tenantId: TENANT, upserts: [newWrite(changed, axis(0), ['pear'])], deletes: ['b'] });
    await store.touch(TENANT, ['c', 'c'], '2024-03-01T00:00:00.000Z');
    const records = await store.getMany(TENANT, ['a', 'b', 'c']);
    expect(records.map((record) => record.id)).toEqual(['a', 'c']);
    expect(records[0]?.text).toBe('rewritten');
    expect(records[1]?.accessCount).toBe(2);
    expect(records[1]?.lastAccessedAt).toBe('2024-03-01T00:00:00.000Z');
    // A reconcile-style read-modify-write on top of the bumps counts each bump once.
    const bumped = records[1];
    if (!bumped) throw new Error('touched record missing');
    await store.write({ tenantId: TENANT, upserts: [newWrite({ ...bumped, accessCount: bumped.accessCount + 1 })] });
    expect((await store.get(TENANT, 'c'))?.accessCount).toBe(3);
  });

  it("sees another connection's writes and touches, and reads the file again only after them", async () => {
    const reader = await openStore();
    await seed(reader);
    // Touches written at once, as another process's are once its pending bumps are written (pending-access.test.ts).
    const writer = await openStore({ accessFlushMs: 0 });
    await reader.getMany(TENANT, ['a', 'b']);
    const reads = reader.recordRowsRead();
    await reader.getMany(TENANT, ['a', 'b']);
    expect(reader.recordRowsRead()).toBe(reads);

    await writer.touch(TENANT, ['a'], '2024-04-01T00:00:00.000Z');
    expect((await reader.get(TENANT, 'a'))?.accessCount).toBe(1);
    await writer.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('b', { text: 'from elsewhere' }))] });
    expect((await reader.get(TENANT, 'b'))?.text).toBe('from elsewhere');
    await writer.write({ tenantId: TENANT, deletes: ['a'] });
    expect(await reader.get(TENANT, 'a')).toBeNull();
    expect(reader.recordRowsRead()).toBeGreaterThan(reads);
  });

  it('keeps at most its budget, and 0 turns it off', async () => {
    const small = await openStore({ recordCacheEntries: 2 });
    await seed(small);
    await small.getMany(TENANT, ['a', 'b', 'c']);
    const reads = small.recordRowsRead();
    await small.getMany(TENANT, ['b', 'c']);
    expect(small.recordRowsRead()).toBe(reads);
    await small.getMany(TENANT, ['a']);
    expect(small.recordRowsRead()).toBe(reads + 1);

    const off = await openStore({ recordCacheEntries: 0 });
    await off.getMany(TENANT, ['a']);
    await off.getMany(TENANT, ['a']);
    expect(off.recordRowsRead()).toBe(2);
  });

  it('readMany hands out the kept records frozen: a reader cannot change what later reads get', async () => {
    const store = await openStore();
    await seed(store);
    const [fresh] = await store.readMany(TENANT, ['a']);
    const reads = store.recordRowsRead();
    const [kept] = await store.readMany(TENANT, ['a']);
    if (!fresh || !kept) throw new Error('seeded record missing');
    // The second read is the cached object itself, not a copy, and no row was read for it.
    expect(kept).toBe(fresh);
    expect(store.recordRowsRead()).toBe(reads);
    expect(() => {
      kept.metadata.topic = 'changed';
    }).toThrow(TypeError);
    expect(() => (kept.metadata.nested as { list: number[] }).list.push(99)).toThrow(TypeError);
    expect(() => kept.tags.push('changed')).toThrow(TypeError);
    expect(() => {
      kept.scope.userId = 'someone';
    }).toThrow(TypeError);
    expect(() => {
      kept.text = 'changed';
    }).toThrow(TypeError);
    expect(() => {
      (kept.source as Record<string, unknown>).documentPath = 'elsewhere';
    }).toThrow(TypeError);
    const [copy] = await store.getMany(TENANT, ['a']);
    expect(copy?.metadata).toEqual({ topic: 'food', nested: { list: [0] } });
    expect(copy?.tags).toEqual([]);
    expect(copy?.text).toBe(makeRecord('a').text);
    // getMany still hands out copies of its own, which a caller may change.
    if (!copy) throw new Error('seeded record missing');
    copy.metadata.topic = 'mine';
    expect((await store.readMany(TENANT, ['a']))[0]?.metadata.topic).toBe('food');
  });

  it('keys entries by tenant: a record of another tenant with that id is never served in its place, nor evicts it', async () => {
    const store = await openStore();
    await seed(store);
    await store.write({ tenantId: 'tenant-b', upserts: [newWrite(makeRecord('a', { tenantId: 'tenant-b', text: 'the other tenant' }), axis(1))] });
    const kept = new Set<unknown>();
    for (let round = 0; round < 3; round += 1) {
      const [mine] = await store.readMany(TENANT, ['a']);
      const [theirs] = await store.readMany('tenant-b', ['a']);
      expect([mine?.tenantId, mine?.text]).toEqual([TENANT, makeRecord('a').text]);
      expect([theirs?.tenantId, theirs?.text]).toEqual(['tenant-b', 'the other tenant']);
      kept.add(mine);
    }
    // Each round served the first round's kept record: the other tenant's reads did not replace it.
    expect(kept.size).toBe(1);
    // A write of one tenant's record drops nothing of the other's, and the other's reads stay right.
    await store.write({ tenantId: 'tenant-b', upserts: [newWrite(makeRecord('a', { tenantId: 'tenant-b', text: 'changed' }), axis(1))] });
    expect((await store.readMany(TENANT, ['a']))[0]?.text).toBe(makeRecord('a').text);
    expect((await store.readMany('tenant-b', ['a']))[0]?.text).toBe('changed');
  });

  it('kept records with equal scopes and small equal metadata share one frozen object, -0 kept apart from 0', async () => {
    const store = await openStore();
    await store.setEmbedderInfo(EMBEDDER);
    const labelled = (id: string, metadata: Record<string, number | string>) => newWrite(makeRecord(id, { metadata }), axis(0));
    await store.write({ tenantId: TENANT, upserts: [labelled('x', { source: 'chat' }), labelled('y', { source: 'chat' }), labelled('z', { zero: -0 }), labelled('w', { zero: 0 })] });
    // The store writes -0 as 0; another writer of the file may not.
    store.database.prepare("UPDATE memories SET metadata = '{\"zero\":-0}' WHERE id = 'z'").run();
    const [x, y, z, w] = await store.readMany(TENANT, ['x', 'y', 'z', 'w']);
    expect(x?.metadata).toBe(y?.metadata);
    expect(x?.scope).toBe(y?.scope);
    expect(Object.isFrozen(x?.metadata)).toBe(true);
    const plain = await openStore({ recordCacheEntries: 0 });
    expect(await store.readMany(TENANT, ['x', 'y', 'z', 'w'])).toEqual(await plain.readMany(TENANT, ['x', 'y', 'z', 'w']));
    expect(Object.is(z?.metadata.zero, -0)).toBe(true);
    expect(Object.is(w?.metadata.zero, 0)).toBe(true);
  });

  it('readMany freezes what getMany cached and keeps getMany callers\' own objects apart', async () => {
    const store = await openStore();
    await seed(store);
    const [own] = await store.getMany(TENANT, ['b']);
    if (!own) throw new Error('seeded record missing');
    own.metadata.topic = 'mine';
    const [kept] = await store.readMany(TENANT, ['b']);
    expect(kept).not.toBe(own);
    expect(Object.isFrozen(kept)).toBe(true);
    expect(kept?.metadata.topic).toBe('food');
  });

  it('getMany copies of kept records are whole and changeable, empty lists and objects included', async () => {
    const store = await openStore();
    await store.setEmbedderInfo(EMBEDDER);
    await store.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('bare', { metadata: {}, tags: [], evidence: [], source: {} }), axis(0))] });
    const [kept] = await store.readMany(TENANT, ['bare']);
    const [copy] = await store.getMany(TENANT, ['bare']);
    if (!kept || !copy) throw new Error('written record missing');
    expect(copy).toEqual(kept);
    copy.tags.push('mine');
    copy.evidence.push('mine');
    copy.metadata.topic = 'mine';
    copy.source.documentPath = 'mine.md';
    copy.scope.userId = 'someone';
    const [again] = await store.readMany(TENANT, ['bare']);
    expect(again).toEqual(makeRecord('bare', { metadata: {}, tags: [], evidence: [], source: {} }));
  });

  it('readMany adds pending access bumps on a copy, leaving the kept record as read', async () => {
    const store = await openStore();
    await seed(store);
    const [before] = await store.readMany(TENANT, ['c']);
    await store.touch(TENANT, ['c'], '2024-03-01T00:00:00.000Z');
    const records = await store.readMany(TENANT, ['c', 'a', 'c']);
    expect(records.map((record) => record.id)).toEqual(['c', 'a', 'c']);
    expect(records[0]?.accessCount).toBe(1);
    expect(records[0]?.lastAccessedAt).toBe('2024-03-01T00:00:00.000Z');
    // One object for an id asked twice, as getMany answers; frozen, as it shares the kept record's parts.
    expect(records[2]).toBe(records[0]);
    expect(Object.isFrozen(records[0])).toBe(true);
    expect(records[0]).not.toBe(before);
    expect(before?.accessCount).toBe(0);
    expect((await store.getMany(TENANT, ['c']))[0]?.accessCount).toBe(1);
  });

  it('readMany with the cache off reads rows afresh and shares nothing', async () => {
    const off = await openStore({ recordCacheEntries: 0 });
    await seed(off);
    const [first] = await off.readMany(TENANT, ['a']);
    const [second] = await off.readMany(TENANT, ['a']);
    expect(first).toEqual(second);
    expect(first).not.toBe(second);
    expect(off.recordRowsRead()).toBe(2);
  });

  it('copies keys named __proto__ as keys', () => {
    const metadata = JSON.parse('{"__proto__": {"polluted": true}, "plain": 1}') as Record<string, unknown>;
    const copy = copyRecord(makeRecord('p', { metadata: metadata as never }));
    expect(Object.keys(copy.metadata)).toEqual(['__proto__', 'plain']);
    expect(Object.getPrototypeOf(copy.metadata)).toBe(Object.prototype);
  });
});
