import { expect, it } from 'vitest';
import type { MemoryStore, RecordQuery } from '../../core/store.js';
import type { MemoryRecord } from '../../core/types.js';
import { axis, type ContractContext, makeRecord, newWrite, OTHER_TENANT, recordQuery, sorted, TENANT, writeAll } from './fixtures.js';

/** Records spread over users, agents, sessions, kinds, statuses, shared scope and two tenants. */
const RECORDS: MemoryRecord[] = [
  // alice-1 tells of Jan 3 (written with an offset: 10:00 UTC), alice-2 of Dec 30: their event time is their time.
  makeRecord('alice-1', { scope: { userId: 'alice', agentId: 'a1', sessionId: 's1' }, createdAt: '2024-01-01T00:00:00.000Z', eventTime: '2024-01-03T12:00:00+02:00' }),
  makeRecord('alice-2', { scope: { userId: 'alice', agentId: 'a2', sessionId: 's2' }, kind: 'episodic', status: 'archived', createdAt: '2024-01-02T00:00:00.000Z', updatedAt: '2024-01-09T00:00:00.000Z', eventTime: '2023-12-30T08:00:00.000Z' }),
  makeRecord('alice-3', { scope: { userId: 'alice' }, kind: 'procedural', createdAt: '2024-01-03T00:00:00.000Z' }),
  makeRecord('bob-1', { scope: { userId: 'bob', agentId: 'a1', sessionId: 's1' }, createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-07T00:00:00.000Z' }),
  makeRecord('shared-1', { scope: { agentId: 'a9' }, kind: 'knowledge', createdAt: '2024-01-04T00:00:00.000Z' }),
  makeRecord('shared-2', { scope: { sessionId: 's1' }, kind: 'knowledge', createdAt: '2024-01-05T00:00:00.000Z' }),
  makeRecord('shared-3', { scope: {}, kind: 'summary', status: 'deleted', createdAt: '2024-01-01T00:00:00.000Z' }),
  makeRecord('other-alice', { tenantId: OTHER_TENANT, scope: { userId: 'alice', agentId: 'a1', sessionId: 's1' } }),
  makeRecord('other-shared', { tenantId: OTHER_TENANT, scope: {}, kind: 'knowledge' }),
];

const BOTH: RecordQuery['statuses'] = ['active', 'archived'];

/** [description, query, expected ids]: every case must hold for list, listIds, vectorSearch and keywordSearch. */
const CASES: [string, RecordQuery, string[]][] = [
  ['one user, active', recordQuery({ userId: 'alice' }), ['alice-1', 'alice-3']],
  ['one user, active and archived', recordQuery({ userId: 'alice', statuses: BOTH }), ['alice-1', 'alice-2', 'alice-3']],
  ['deleted status only', recordQuery({ statuses: ['deleted'] }), ['shared-3']],
  ['no statuses matches nothing', recordQuery({ statuses: [] }), []],
  ['no kinds matches nothing', recordQuery({ kinds: [] }), []],
  ['user with shared records', recordQuery({ userId: 'alice', includeShared: true }), ['alice-1', 'alice-3', 'shared-1', 'shared-2']],
  ['shared records skip the agent constraint', recordQuery({ userId: 'alice', agentId: 'a1', includeShared: true }), ['alice-1', 'shared-1', 'shared-2']],
  ['shared records skip the session constraint', recordQuery({ userId: 'alice', sessionId: 's2', statuses: BOTH, includeShared: true }), ['alice-2', 'shared-1', 'shared-2']],
  ['agent across users (no user constraint)', recordQuery({ agentId: 'a1' }), ['alice-1', 'bob-1']],
  ['session across users and shared', recordQuery({ sessionId: 's1' }), ['alice-1', 'bob-1', 'shared-2']],
  ['agent and session together', recordQuery({ userId: 'alice', agentId: 'a1', sessionId: 's2' }), []],
  ['whole tenant', recordQuery(), ['alice-1', 'alice-3', 'bob-1', 'shared-1', 'shared-2']],
  ['includeShared without a user changes nothing', recordQuery({ includeShared: true }), ['alice-1', 'alice-3', 'bob-1', 'shared-1', 'shared-2']],
  ['shared only', recordQuery({ sharedOnly: true }), ['shared-1', 'shared-2']],
  ['shared only, agent still applies without a user', recordQuery({ sharedOnly: true, agentId: 'a9' }), ['shared-1']],
  ['shared only for a user, with includeShared', recordQuery({ userId: 'alice', sharedOnly: true, includeShared: true, agentId: 'zz' }), ['shared-1', 'shared-2']],
  ['shared only for a user, without includeShared', recordQuery({ userId: 'alice', sharedOnly: true }), []],
  ['kinds', recordQuery({ userId: 'alice', kinds: ['procedural', 'knowledge'], includeShared: true }), ['alice-3', 'shared-1', 'shared-2']],
  ['ids, still scoped', recordQuery({ userId: 'alice', ids: ['alice-1', 'bob-1', 'other-alice', 'missing'] }), ['alice-1']],
  ['empty ids matches nothing', recordQuery({ ids: [] }), []],
  ['createdBefore is strict', recordQuery({ userId: 'alice', statuses: BOTH, createdBefore: '2024-01-02T00:00:00.000Z' }), ['alice-1']],
  ['createdBefore with shared', recordQuery({ userId: 'bob', includeShared: true, createdBefore: '2024-01-05T00:00:00.000Z' }), ['bob-1', 'shared-1']],
  // Time range: the event time, else the creation time, in [from, before), compared as instants.
  ['time range: event time beats created time', recordQuery({ userId: 'alice', statuses: BOTH, timeRange: { from: '2024-01-03T00:00:00.000Z', before: '2024-01-04T00:00:00.000Z' } }), ['alice-1', 'alice-3']],
  ['time range: created time outside, event time inside', recordQuery({ userId: 'alice', statuses: BOTH, timeRange: { from: '2023-12-30T00:00:00.000Z', before: '2023-12-31T00:00:00.000Z' } }), ['alice-2']],
  ['time range: created time inside, event time outside', recordQuery({ userId: 'alice', statuses: BOTH, timeRange: { from: '2024-01-01T00:00:00.000Z', before: '2024-01-02T00:00:00.000Z' } }), []],
  ['time range: from is inclusive', recordQuery({ userId: 'alice', timeRange: { from: '2024-01-03T10:00:00.000Z', before: '2024-01-03T10:00:00.001Z' } }), ['alice-1']],
  ['time range: before is exclusive', recordQuery({ userId: 'alice', timeRange: { from: '2024-01-03T00:00:00.001Z', before: '2024-01-03T10:00:00.000Z' } }), []],
  ['time range: offsets compare as instants, not as text', recordQuery({ userId: 'alice', timeRange: { from: '2024-01-03T11:00:00.000Z' } }), []],
  ['time range: bounds with an offset', recordQuery({ userId: 'alice', timeRange: { before: '2024-01-03T11:00:00+01:00' } }), ['alice-3']],
  ['time range: only from', recordQuery({ userId: 'alice', statuses: BOTH, timeRange: { from: '2024-01-02T00:00:00.000Z' } }), ['alice-1', 'alice-3']],
  ['time range: only before', recordQuery({ userId: 'alice', statuses: BOTH, timeRange: { before: '2024-01-03T00:00:00.000Z' } }), ['alice-2']],
  ['time range: open on both ends', recordQuery({ userId: 'alice', statuses: BOTH, timeRange: {} }), ['alice-1', 'alice-2', 'alice-3']],
  ['time range: records without event time use created time', recordQuery({ userId: 'bob', includeShared: true, timeRange: { from: '2024-01-04T00:00:00.000Z', before: '2024-01-05T00:00:00.000Z' } }), ['shared-1']],
  ['time range: still one user', recordQuery({ userId: 'bob', timeRange: { from: '2023-01-01T00:00:00.000Z', before: '2025-01-01T00:00:00.000Z' } }), ['bob-1']],
  ['time range: with kinds and agent', recordQuery({ userId: 'alice', agentId: 'a1', includeShared: true, kinds: ['semantic', 'knowledge'], timeRange: { from: '2024-01-03T00:00:00.000Z', before: '2024-01-05T00:00:00.000Z' } }), ['alice-1', 'shared-1']],
  ['time range: other tenant, same user id', recordQuery({ tenantId: OTHER_TENANT, userId: 'alice', includeShared: true, timeRange: { from: '2000-01-01T00:00:00.000Z' } }), ['other-alice', 'other-shared']],
  ['unknown user', recordQuery({ userId: 'carol' }), []],
  ['unknown user still sees shared', recordQuery({ userId: 'carol', includeShared: true }), ['shared-1', 'shared-2']],
  ['other tenant, same user id', recordQuery({ tenantId: OTHER_TENANT, userId: 'alice', includeShared: true }), ['other-alice', 'other-shared']],
  ['other tenant, whole', recordQuery({ tenantId: OTHER_TENANT }), ['other-alice', 'other-shared']],
  ['unknown tenant', recordQuery({ tenantId: 'nobody' }), []],
];

async function seed(store: MemoryStore): Promise<void> {
  // Every record gets the same direction and the same term, so a large k returns every match.
  await writeAll(store, RECORDS.map((record, index) => newWrite(record, axis(0, index / 100), ['common', record.id.replaceAll('-', '')])));
}

export function queryScopeTests(context: ContractContext): void {
  it.each(CASES)('list and listIds: %s', async (_description, query, expected) => {
    const store = context.store();
    await seed(store);
    const page = await store.list(query, { limit: 100, offset: 0 });
    expect(sorted(page.items.map((record) => record.id))).toEqual(sorted(expected));
    expect(page.total).toBe(expected.length);
    expect(sorted(await store.listIds(query))).toEqual(sorted(expected));
  });

  it.each(CASES)('vectorSearch and keywordSearch: %s', async (_description, query, expected) => {
    const store = context.store();
    await seed(store);
    expect(sorted((await store.vectorSearch(query, axis(0), 100)).map((hit) => hit.id))).toEqual(sorted(expected));
    expect(sorted((await store.keywordSearch(query, ['common'], 100)).map((hit) => hit.id))).toEqual(sorted(expected));
  });

  it('never crosses tenants, even with the same ids for users, agents and sessions', async () => {
    const store = context.store();
    await seed(store);
    for (const hit of await store.vectorSearch(recordQuery({ userId: 'alice', statuses: BOTH, includeShared: true }), axis(0), 100)) {
      expect((await store.get(TENANT, hit.id))?.tenantId).toBe(TENANT);
    }
    expect((await store.keywordSearch(recordQuery({ tenantId: OTHER_TENANT }), ['alice1', 'otheralice'], 10)).map((hit) => hit.id)).toEqual(['other-alice']);
  });

  it('userActivity (where a store has it) counts each user of the tenant as the records say', async () => {
    const store = context.store();
    if (!store.userActivity) return;
    await seed(store);
    const expected = new Map<string, { userId: string; active: number; archived: number; sessions: Set<string>; lastActivityAt: string }>();
    for (const record of await store.getMany(TENANT, RECORDS.map((candidate) => candidate.id))) {
      const userId = record.scope.userId;
      if (userId === undefined || (record.status !== 'active' && record.status !== 'archived')) continue;
      const entry = expected.get(userId) ?? { userId, active: 0, archived: 0, sessions: new Set<string>(), lastActivityAt: '' };
      entry[record.status] += 1;
      if (record.scope.sessionId !== undefined) entry.sessions.add(record.scope.sessionId);
      if (record.updatedAt > entry.lastActivityAt) entry.lastActivityAt = record.updatedAt;
      expected.set(userId, entry);
    }
    const actual = (await store.userActivity(TENANT)).sort((left, right) => left.userId.localeCompare(right.userId));
    expect(actual).toEqual([...expected.values()].map((entry) => ({ ...entry, sessions: entry.sessions.size })).sort((left, right) => left.userId.localeCompare(right.userId)));
    expect(actual.map((user) => [user.userId, user.active, user.archived, user.sessions, user.lastActivityAt])).toEqual([
      ['alice', 2, 1, 2, '2024-01-09T00:00:00.000Z'],
      ['bob', 1, 0, 1, '2024-01-07T00:00:00.000Z'],
    ]);
    expect(await store.userActivity('nobody')).toEqual([]);
  });
}
