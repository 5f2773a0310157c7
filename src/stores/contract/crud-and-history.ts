import { expect, it } from 'vitest';
import type { MemoryRecord } from '../../core/types.js';
import { axis, type ContractContext, historyEntry as entry, makeRecord, newWrite, recordQuery, sorted, TENANT, writeAll } from './fixtures.js';

export function crudAndHistoryTests(context: ContractContext): void {
  it('returns null and an empty list for unknown ids', async () => {
    const store = context.store();
    expect(await store.get(TENANT, 'nope')).toBeNull();
    expect(await store.getMany(TENANT, ['nope'])).toEqual([]);
    expect(await store.getMany(TENANT, [])).toEqual([]);
  });

  it('round-trips every field of a record', async () => {
    const store = context.store();
    const record = makeRecord('rich', {
      scope: { userId: 'alice', agentId: 'agent-1', sessionId: 'session-1' },
      kind: 'procedural',
      text: '以后都用中文回答 — "quoted" \'single\' \\ back',
      metadata: { nested: { list: [1, 'two', true, null, { deep: 2.5 }] }, flag: false, empty: {}, none: null, 'key-with-dash': '值' },
      tags: ['a', '标签'],
      importance: 0.25,
      createdAt: '2024-02-03T04:05:06.789Z',
      updatedAt: '2024-02-04T00:00:00.000Z',
      lastAccessedAt: '2024-02-05T00:00:00.000Z',
      accessCount: 3,
      eventTime: '2024-01-31T12:00:00.000+08:00',
      validFrom: '2024-01-31T00:00:00.000Z',
      validTo: '2024-12-31T00:00:00.000Z',
      supersededBy: 'newer',
      status: 'archived',
      evidence: ['turn-1', 'turn-2'],
      source: { sessionId: 'session-1', messageIds: ['m1'], documentPath: 'docs/a.md', documentHash: 'abc', extra: { page: 3 } },
    });
    await writeAll(store, [newWrite(record)]);
    expect(await store.get(TENANT, 'rich')).toEqual(record);
    expect(await store.getMany(TENANT, ['rich'])).toEqual([record]);
  });

  it('hands out copies, so callers cannot change stored records', async () => {
    const store = context.store();
    await writeAll(store, [newWrite(makeRecord('a', { metadata: { n: 1 } }))]);
    const copy = (await store.get(TENANT, 'a')) as MemoryRecord;
    copy.metadata.n = 2;
    copy.tags.push('x');
    expect(await store.get(TENANT, 'a')).toEqual(makeRecord('a', { metadata: { n: 1 } }));
  });

  it('replaces the whole record on upsert, keeping the vector when none is given', async () => {
    const store = context.store();
    const vector = axis(2);
    await writeAll(store, [newWrite(makeRecord('a', { scope: { userId: 'alice', agentId: 'x' }, metadata: { a: 1 } }), vector)]);
    const changed = makeRecord('a', { scope: { userId: 'alice' }, metadata: { b: 2 }, text: 'changed', updatedAt: '2024-03-01T00:00:00.000Z' });
    await store.write({ tenantId: TENANT, upserts: [{ record: changed }] });
    expect(await store.get(TENANT, 'a')).toEqual(changed);
    expect((await store.getVectors(TENANT, ['a'])).get('a')).toEqual(vector);
  });

  it('getMany keeps the requested order, repeats and skips unknown ids', async () => {
    const store = context.store();
    await writeAll(store, ['a', 'b', 'c'].map((id) => newWrite(makeRecord(id))));
    const records = await store.getMany(TENANT, ['c', 'x', 'a', 'c']);
    expect(records.map((record) => record.id)).toEqual(['c', 'a', 'c']);
  });

  it('lists in the requested order with id as the tie-break, and counts the total', async () => {
    const store = context.store();
    const at = (day: number): string => `2024-01-0${day}T00:00:00.000Z`;
    await writeAll(store, [
      newWrite(makeRecord('b', { createdAt: at(1), updatedAt: at(5), eventTime: at(9) })),
      newWrite(makeRecord('a', { createdAt: at(1), updatedAt: at(4) })),
      newWrite(makeRecord('c', { createdAt: at(2), updatedAt: at(3), eventTime: at(1) })),
      newWrite(makeRecord('B', { createdAt: at(1), updatedAt: at(6) })),
      newWrite(makeRecord('other', { tenantId: 'elsewhere' })),
    ]);
    const ids = async (order?: Parameters<typeof store.list>[2], limit = 10, offset = 0): Promise<string[]> =>
      (await store.list(recordQuery(), { limit, offset }, order)).items.map((record) => record.id);
    expect(await ids()).toEqual(['c', 'b', 'a', 'B']);
    expect(await ids({ by: 'createdAt', direction: 'asc' })).toEqual(['B', 'a', 'b', 'c']);
    expect(await ids({ by: 'updatedAt', direction: 'desc' })).toEqual(['B', 'b', 'a', 'c']);
    // eventTime falls back to createdAt: c=1st, B=1st, a=1st, b=9th.
    expect(await ids({ by: 'eventTime', direction: 'asc' })).toEqual(['B', 'a', 'c', 'b']);
    const page = await store.list(recordQuery(), { limit: 2, offset: 1 }, { by: 'createdAt', direction: 'asc' });
    expect(page.items.map((record) => record.id)).toEqual(['a', 'b']);
    expect(page).toMatchObject({ total: 4, limit: 2, offset: 1 });
    expect((await store.list(recordQuery(), { limit: 10, offset: 10 })).items).toEqual([]);
  });

  it('orders by event time as instants, not as text, when times carry offsets', async () => {
    const store = context.store();
    await writeAll(store, [
      // 09:00 at +08:00 is 01:00 UTC: the earliest, though its text sorts last.
      newWrite(makeRecord('east', { createdAt: '2024-01-01T00:00:00.000Z', eventTime: '2024-01-01T09:00:00+08:00' })),
      newWrite(makeRecord('created', { createdAt: '2024-01-01T01:30:00.000Z' })),
      newWrite(makeRecord('utc', { createdAt: '2024-01-01T00:00:00.000Z', eventTime: '2024-01-01T02:00:00Z' })),
      newWrite(makeRecord('west', { createdAt: '2024-01-01T00:00:00.000Z', eventTime: '2023-12-31T20:00:00-07:00' })),
    ]);
    const ids = async (direction: 'asc' | 'desc'): Promise<string[]> => (await store.list(recordQuery(), { limit: 10, offset: 0 }, { by: 'eventTime', direction })).items.map((record) => record.id);
    expect(await ids('asc')).toEqual(['east', 'created', 'utc', 'west']);
    expect(await ids('desc')).toEqual(['west', 'utc', 'created', 'east']);
  });

  it('listIds returns every matching id', async () => {
    const store = context.store();
    await writeAll(store, [
      newWrite(makeRecord('a')),
      newWrite(makeRecord('b', { status: 'archived' })),
      newWrite(makeRecord('c', { scope: { userId: 'bob' } })),
      newWrite(makeRecord('d')),
    ]);
    expect(sorted(await store.listIds(recordQuery({ userId: 'alice' })))).toEqual(['a', 'd']);
    expect(sorted(await store.listIds(recordQuery({ statuses: ['active', 'archived'] })))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps history per memory in write order, with full snapshots', async () => {
    const store = context.store();
    const first = makeRecord('a', { metadata: { v: 1 } });
    const second = { ...first, metadata: { v: 2 }, updatedAt: '2024-01-02T00:00:00.000Z' };
    await store.write({ tenantId: TENANT, upserts: [newWrite(first), newWrite(makeRecord('b'))], history: [entry('h1', 'a', 'create', null, first, '2024-01-01T00:00:00.000Z'), entry('h2', 'b', 'create', null, makeRecord('b'), '2024-01-01T00:00:00.000Z')] });
    await store.write({ tenantId: TENANT, upserts: [{ record: second }], history: [entry('h3', 'a', 'update', first, second, '2024-01-02T00:00:00.000Z')] });
    await store.write({ tenantId: TENANT, deletes: ['a'], history: [{ ...entry('h4', 'a', 'delete', second, null, '2024-01-03T00:00:00.000Z'), actor: 'tester' }] });
    const history = await store.history(TENANT, 'a');
    expect(history.map((item) => item.id)).toEqual(['h1', 'h3', 'h4']);
    expect(history[1]).toEqual(entry('h3', 'a', 'update', first, second, '2024-01-02T00:00:00.000Z'));
    expect(history[2]?.actor).toBe('tester');
    expect(await store.history(TENANT, 'b')).toHaveLength(1);
    expect(await store.history(TENANT, 'never')).toEqual([]);
  });

  it('hard-deletes the record, its vector and its keyword row, and ignores unknown ids', async () => {
    const store = context.store();
    await writeAll(store, [newWrite(makeRecord('a'), axis(0), ['gone']), newWrite(makeRecord('b'), axis(0), ['gone'])]);
    await store.write({ tenantId: TENANT, deletes: ['a', 'unknown'] });
    expect(await store.get(TENANT, 'a')).toBeNull();
    expect((await store.getVectors(TENANT, ['a', 'b'])).has('a')).toBe(false);
    expect((await store.vectorSearch(recordQuery(), axis(0), 10)).map((hit) => hit.id)).toEqual(['b']);
    expect((await store.keywordSearch(recordQuery(), ['gone'], 10)).map((hit) => hit.id)).toEqual(['b']);
    expect(await store.listIds(recordQuery({ tenantId: TENANT }))).toEqual(['b']);
  });

  it('re-creates a deleted id as a new record', async () => {
    const store = context.store();
    await writeAll(store, [newWrite(makeRecord('a'), axis(0), ['old'])]);
    await store.write({ tenantId: TENANT, deletes: ['a'] });
    await writeAll(store, [newWrite(makeRecord('a', { text: 'new' }), axis(1), ['new'])]);
    expect((await store.get(TENANT, 'a'))?.text).toBe('new');
    expect(await store.keywordSearch(recordQuery(), ['old'], 10)).toEqual([]);
    expect((await store.keywordSearch(recordQuery(), ['new'], 10)).map((hit) => hit.id)).toEqual(['a']);
    expect((await store.getVectors(TENANT, ['a'])).get('a')).toEqual(axis(1));
  });
}
