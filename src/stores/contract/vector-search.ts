import { expect, it } from 'vitest';
import { parseFilter } from '../../core/filter.js';
import type { MemoryStore, RecordQuery } from '../../core/store.js';
import type { MemoryRecord } from '../../core/types.js';
import {
  axis, type ContractContext, cosine, DIMENSIONS, expectRanking, makeRecord, newWrite, OTHER_TENANT, randomVector, ranked, recordQuery, seededRandom,
  TENANT,
  writeAll,
} from './fixtures.js';

interface Stored {
  record: MemoryRecord;
  vector: Float32Array;
}

/** Writes the items and returns a brute-force oracle over them. */
async function seed(store: MemoryStore, items: Stored[]): Promise<(query: Float32Array, k: number, keep?: (record: MemoryRecord) => boolean) => { id: string; score: number }[]> {
  await writeAll(store, items.map((item) => newWrite(item.record, item.vector)));
  return (query, k, keep = () => true) => ranked(items.filter((item) => keep(item.record)).map((item) => [item.record.id, cosine(query, item.vector)]), k);
}

function randomItems(count: number, seed: number, overrides: (index: number) => Partial<MemoryRecord> = () => ({})): Stored[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => ({
    record: makeRecord(`m${String(index).padStart(3, '0')}`, overrides(index)),
    vector: randomVector(random),
  }));
}

export function vectorSearchTests(context: ContractContext): void {
  it('returns the exact cosine top k, ordered by score then id', async () => {
    const store = context.store();
    const oracle = await seed(store, randomItems(120, 1));
    const random = seededRandom(99);
    for (const k of [1, 3, 10, 50, 120, 500]) {
      const query = randomVector(random);
      expectRanking(await store.vectorSearch(recordQuery(), query, k), oracle(query, k));
    }
  });

  it('scores are cosine similarity in [-1, 1], higher is better', async () => {
    const store = context.store();
    const opposite = axis(0).map((value) => -value);
    await seed(store, [
      { record: makeRecord('same'), vector: axis(0) },
      { record: makeRecord('scaled'), vector: axis(0).map((value) => value * 7) },
      { record: makeRecord('orthogonal'), vector: axis(1) },
      { record: makeRecord('opposite'), vector: opposite },
    ]);
    const hits = await store.vectorSearch(recordQuery(), axis(0), 10);
    expect(hits.map((hit) => hit.id)).toEqual(['same', 'scaled', 'orthogonal', 'opposite']);
    expect(hits.map((hit) => hit.score)).toEqual([1, 1, 0, -1].map((score) => expect.closeTo(score, 9)));
  });

  it('breaks exact ties by id, even with many tied vectors', async () => {
    const store = context.store();
    const ids = Array.from({ length: 60 }, (_, index) => `t${String(59 - index).padStart(2, '0')}`);
    await store.write({ tenantId: TENANT, upserts: [...ids.map((id) => newWrite(makeRecord(id), axis(3))), newWrite(makeRecord('near'), axis(3, 0.01)), newWrite(makeRecord('far'), axis(4))] });
    const hits = await store.vectorSearch(recordQuery(), axis(3), 5);
    expect(hits.map((hit) => hit.id)).toEqual(['t00', 't01', 't02', 't03', 't04']);
    const all = await store.vectorSearch(recordQuery(), axis(3), 62);
    expect(all.slice(-2).map((hit) => hit.id)).toEqual(['near', 'far']);
  });

  it('applies status, kind, agent, session, ids, createdBefore and filter inside the search', async () => {
    const store = context.store();
    const items = randomItems(80, 3, (index) => ({
      scope: { userId: index % 4 === 0 ? 'bob' : 'alice', ...(index % 3 === 0 ? { agentId: 'a1' } : {}), ...(index % 5 === 0 ? { sessionId: 's1' } : {}) },
      status: index % 7 === 0 ? 'archived' : 'active',
      kind: index % 2 === 0 ? 'episodic' : 'semantic',
      createdAt: `2024-01-${String((index % 28) + 1).padStart(2, '0')}T00:00:00.000Z`,
      metadata: { bucket: index % 6 },
    }));
    const oracle = await seed(store, items);
    const query = randomVector(seededRandom(4));
    const cases: [RecordQuery, (record: MemoryRecord) => boolean][] = [
      [recordQuery({ userId: 'alice' }), (r) => r.scope.userId === 'alice' && r.status === 'active'],
      [recordQuery({ userId: 'alice', statuses: ['archived'] }), (r) => r.scope.userId === 'alice' && r.status === 'archived'],
      [recordQuery({ userId: 'alice', kinds: ['episodic'] }), (r) => r.scope.userId === 'alice' && r.status === 'active' && r.kind === 'episodic'],
      [recordQuery({ agentId: 'a1' }), (r) => r.scope.agentId === 'a1' && r.status === 'active'],
      [recordQuery({ userId: 'bob', sessionId: 's1' }), (r) => r.scope.userId === 'bob' && r.scope.sessionId === 's1' && r.status === 'active'],
      [recordQuery({ userId: 'alice', createdBefore: '2024-01-10T00:00:00.000Z' }), (r) => r.scope.userId === 'alice' && r.status === 'active' && r.createdAt < '2024-01-10T00:00:00.000Z'],
      [recordQuery({ ids: ['m001', 'm002', 'm004', 'm077', 'nope'] }), (r) => ['m001', 'm002', 'm004', 'm077'].includes(r.id) && r.status === 'active'],
      [recordQuery({ userId: 'alice', filter: parseFilter({ bucket: { $in: [1, 2] } }) }), (r) => r.scope.userId === 'alice' && r.status === 'active' && [1, 2].includes(r.metadata.bucket as number)],
    ];
    for (const [recordQueryCase, keep] of cases) {
      for (const k of [1, 4, 100]) expectRanking(await store.vectorSearch(recordQueryCase, query, k), oracle(query, k, keep));
    }
  });

  it('isolates users and tenants, and merges shared records exactly', async () => {
    const store = context.store();
    const random = seededRandom(5);
    const items: Stored[] = [];
    for (const [prefix, overrides] of [
      ['alice', { scope: { userId: 'alice' } }],
      ['bob', { scope: { userId: 'bob' } }],
      ['shared', { scope: {}, kind: 'knowledge' }],
      ['other', { tenantId: OTHER_TENANT, scope: { userId: 'alice' } }],
    ] as const) {
      for (let index = 0; index < 25; index += 1) items.push({ record: makeRecord(`${prefix}-${index}`, overrides), vector: randomVector(random) });
    }
    const oracle = await seed(store, items);
    const query = randomVector(random);
    const inTenant = (record: MemoryRecord): boolean => record.tenantId === 'tenant-a';
    expectRanking(await store.vectorSearch(recordQuery({ userId: 'alice' }), query, 10), oracle(query, 10, (r) => inTenant(r) && r.scope.userId === 'alice'));
    expectRanking(
      await store.vectorSearch(recordQuery({ userId: 'alice', includeShared: true }), query, 15),
      oracle(query, 15, (r) => inTenant(r) && (r.scope.userId === 'alice' || r.scope.userId === undefined)),
    );
    expectRanking(await store.vectorSearch(recordQuery({ sharedOnly: true }), query, 5), oracle(query, 5, (r) => inTenant(r) && r.scope.userId === undefined));
    expectRanking(await store.vectorSearch(recordQuery(), query, 30), oracle(query, 30, inTenant));
    expectRanking(await store.vectorSearch(recordQuery({ tenantId: OTHER_TENANT, userId: 'alice' }), query, 30), oracle(query, 30, (r) => !inTenant(r)));
  });

  it('follows record changes made without a new vector (status, kind, owner)', async () => {
    const store = context.store();
    await seed(store, [
      { record: makeRecord('a'), vector: axis(0) },
      { record: makeRecord('b'), vector: axis(0, 0.1) },
    ]);
    await store.write({ tenantId: TENANT, upserts: [{ record: makeRecord('a', { status: 'archived' }) }] });
    expect((await store.vectorSearch(recordQuery({ userId: 'alice' }), axis(0), 5)).map((hit) => hit.id)).toEqual(['b']);
    expect((await store.vectorSearch(recordQuery({ userId: 'alice', statuses: ['archived'] }), axis(0), 5)).map((hit) => hit.id)).toEqual(['a']);
    await store.write({ tenantId: TENANT, upserts: [{ record: makeRecord('b', { scope: { userId: 'bob', agentId: 'x' }, kind: 'episodic' }) }] });
    expect(await store.vectorSearch(recordQuery({ userId: 'alice' }), axis(0), 5)).toEqual([]);
    expect((await store.vectorSearch(recordQuery({ userId: 'bob', agentId: 'x', kinds: ['episodic'] }), axis(0), 5)).map((hit) => hit.id)).toEqual(['b']);
    expect((await store.getVectors(TENANT, ['b'])).get('b')).toEqual(axis(0, 0.1));
  });

  it('replaces the vector when a new one is written', async () => {
    const store = context.store();
    await seed(store, [{ record: makeRecord('a'), vector: axis(0) }, { record: makeRecord('b'), vector: axis(1) }]);
    await store.write({ tenantId: TENANT, upserts: [{ record: makeRecord('a'), vector: axis(1, 0.5), terms: [] }] });
    expect((await store.vectorSearch(recordQuery(), axis(1), 2)).map((hit) => hit.id)).toEqual(['b', 'a']);
    expect((await store.getVectors(TENANT, ['a'])).get('a')).toEqual(axis(1, 0.5));
  });

  it('scores zero vectors as 0, stored or queried', async () => {
    const store = context.store();
    const zero = new Float32Array(DIMENSIONS);
    await seed(store, [
      { record: makeRecord('zero'), vector: zero },
      { record: makeRecord('tiny'), vector: zero.map(() => 1e-30) },
      { record: makeRecord('plus'), vector: axis(0) },
      { record: makeRecord('minus'), vector: axis(0).map((value) => -value) },
      { record: makeRecord('side'), vector: axis(1) },
    ]);
    const hits = await store.vectorSearch(recordQuery(), axis(0), 10);
    expect(hits.map((hit) => hit.id)).toEqual(['plus', 'tiny', 'side', 'zero', 'minus']);
    expect(hits[1]?.score).toBeCloseTo(cosine(axis(0), zero.map(() => 1e-30)), 9);
    const fromZero = await store.vectorSearch(recordQuery(), zero, 3);
    expect(fromZero).toEqual([{ id: 'minus', score: 0 }, { id: 'plus', score: 0 }, { id: 'side', score: 0 }]);
  });

  it('returns nothing for k = 0 and everything for a large k', async () => {
    const store = context.store();
    await seed(store, randomItems(7, 8));
    expect(await store.vectorSearch(recordQuery(), axis(0), 0)).toEqual([]);
    expect(await store.vectorSearch(recordQuery(), axis(0), 10_000)).toHaveLength(7);
  });

  it('returns stored vectors exactly, and only for known ids', async () => {
    const store = context.store();
    const vector = Float32Array.from([0.1, -0.2, 0.3, 1e-7, 123.456, -0, 0.5, 2 ** -20]);
    await seed(store, [{ record: makeRecord('a'), vector }]);
    const vectors = await store.getVectors(TENANT, ['a', 'missing']);
    expect([...vectors.keys()]).toEqual(['a']);
    expect(vectors.get('a')).toEqual(vector);
    expect(await store.getVectors(TENANT, [])).toEqual(new Map());
    // An update that replaces the vector takes the other write path in some stores.
    const replaced = Float32Array.from([-0.75, 2 ** -30, 0.333, -1e-5, 7, 0, -3.25, 0.001]);
    await store.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('a', { text: 'rewritten' }), replaced)] });
    expect((await store.getVectors(TENANT, ['a'])).get('a')).toEqual(replaced);
  });

  it('refuses vectors of the wrong dimension, on write and on search', async () => {
    const store = context.store();
    await expect(store.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('a'), new Float32Array(DIMENSIONS + 1).fill(1))] })).rejects.toMatchObject({ code: 'EMBEDDING_INVALID' });
    await expect(store.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('a'), axis(0).map(() => Number.NaN))] })).rejects.toMatchObject({ code: 'EMBEDDING_INVALID' });
    expect(await store.get(TENANT, 'a')).toBeNull();
    await expect(store.vectorSearch(recordQuery(), new Float32Array(3).fill(1), 5)).rejects.toMatchObject({ code: 'EMBEDDING_INVALID' });
  });
}
