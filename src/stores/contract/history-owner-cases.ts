import { expect } from 'vitest';
import type { HistoryOwner, MemoryStore } from '../../core/store.js';
import type { Memory } from '../../memory.js';
import type { HistoryEntry, MemoryRecord } from '../../core/types.js';
import { axis, EMBEDDER, historyEntry, makeRecord, newWrite, OTHER_TENANT, TENANT } from './fixtures.js';

/**
 * The owners whose history ids a store's indexed `historyOwnedBy` must give exactly as the scan
 * before it did (sqlite-history-owner.test.ts, postgres-history-owner.test.ts): users, an agent,
 * both, an unknown user, the tenant alone, and the same user and agent ids in another tenant.
 */
export const HISTORY_OWNERS: HistoryOwner[] = [
  { tenantId: TENANT, userId: 'bob' },
  { tenantId: TENANT, userId: 'carol' },
  { tenantId: TENANT, agentId: 'helper' },
  { tenantId: TENANT, userId: 'bob', agentId: 'helper' },
  { tenantId: TENANT, userId: 'nobody' },
  { tenantId: TENANT },
  { tenantId: OTHER_TENANT, userId: 'bob' },
  { tenantId: OTHER_TENANT, agentId: 'helper' },
];

/** An entry whose event follows from its snapshots (create, update, delete), all at one time. */
/** What the scan before the owner indexes answered for each of HISTORY_OWNERS on historyBeforeOwnerIndexes(). */
export const HISTORY_OWNER_IDS: string[][] = [
  ['bob-1', 'gone', 'moved'],
  ['carol-1', 'moved'],
  ['agent-1', 'bob-1'],
  ['bob-1'],
  [],
  ['agent-1', 'blank', 'bob-1', 'carol-1', 'doc-1', 'gone', 'moved'],
  ['bob-2'],
  ['agent-2'],
];

export function ownerHistoryEntry(id: string, memoryId: string, before: MemoryRecord | null, after: MemoryRecord | null): HistoryEntry {
  return historyEntry(id, memoryId, after === null ? 'delete' : before === null ? 'create' : 'update', before, after, '2024-01-01T00:00:00.000Z');
}

/** History of both tenants as a release before the owner indexes wrote it: the same user and agent ids in each. */
export function historyBeforeOwnerIndexes(): { tenantId: string; entries: HistoryEntry[] }[] {
  const bob = makeRecord('bob-1', { scope: { userId: 'bob', agentId: 'helper' } });
  const gone = makeRecord('gone', { scope: { userId: 'bob' } });
  const carolThenBob = makeRecord('moved', { scope: { userId: 'carol' } });
  const knowledge = makeRecord('doc-1', { scope: {} });
  const agentOnly = makeRecord('agent-1', { scope: { agentId: 'helper' } });
  const carol = makeRecord('carol-1', { scope: { userId: 'carol', agentId: 'other' } });
  const otherBob = makeRecord('bob-2', { tenantId: OTHER_TENANT, scope: { userId: 'bob' } });
  const otherAgent = makeRecord('agent-2', { tenantId: OTHER_TENANT, scope: { agentId: 'helper' } });
  return [
    {
      tenantId: TENANT,
      entries: [
        ownerHistoryEntry('h1', 'bob-1', null, bob),
        ownerHistoryEntry('h2', 'bob-1', bob, { ...bob, text: 'edited' }),
        // Deleted earlier: only the snapshot before the delete names the owner.
        ownerHistoryEntry('h3', 'gone', null, gone),
        ownerHistoryEntry('h4', 'gone', gone, null),
        // Each entry counts for its own snapshot's owner: a memory moved from carol to bob is in both histories.
        ownerHistoryEntry('h5', 'moved', null, carolThenBob),
        ownerHistoryEntry('h6', 'moved', carolThenBob, { ...carolThenBob, scope: { userId: 'bob' } }),
        ownerHistoryEntry('h7', 'doc-1', null, knowledge),
        ownerHistoryEntry('h8', 'agent-1', null, agentOnly),
        ownerHistoryEntry('h9', 'carol-1', null, carol),
        // No snapshot at all: no owner, as before.
        ownerHistoryEntry('h10', 'blank', null, null),
      ],
    },
    { tenantId: OTHER_TENANT, entries: [ownerHistoryEntry('h11', 'bob-2', null, otherBob), ownerHistoryEntry('h12', 'agent-2', null, otherAgent)] },
  ];
}

/**
 * Erase through `Memory` on a store (sqlite-history-owner.test.ts, postgres-history-owner.test.ts):
 * alice of one tenant, a memory of hers deleted earlier (so history is all that is left of it),
 * bob beside her, and another tenant's alice. Erase takes both of her ids and their history, and
 * leaves bob and the other tenant's alice as they were. Returns the tenant's store for checks of
 * the store's own tables.
 */
export async function eraseOneTenantsUser(memory: Memory): Promise<MemoryStore> {
  const here = memory.forTenant(TENANT);
  const there = memory.forTenant(OTHER_TENANT);
  const kept = await here.add({ text: 'Alice lives in Lisbon', userId: 'alice' });
  const deleted = await here.add({ text: 'Alice once had the password hint "rex"', userId: 'alice' });
  await here.delete(deleted.id, { userId: 'alice' });
  const bobs = await here.add({ text: 'Bob lives in Madrid', userId: 'bob' });
  const elsewhere = await there.add({ text: 'Alice lives in Porto', userId: 'alice' });
  const store = here.store;
  expect(await store.historyOwnedBy({ tenantId: TENANT, userId: 'alice' })).toEqual([kept.id, deleted.id].sort());
  const report = await here.erase({ userId: 'alice' });
  expect(report).toEqual({ erased: 1, proof: { recordsLeft: 0, tracesLeft: false, checkedIds: 2 } });
  expect(await store.history(TENANT, deleted.id)).toEqual([]);
  expect(await store.historyOwnedBy({ tenantId: TENANT, userId: 'alice' })).toEqual([]);
  expect(await store.historyOwnedBy({ tenantId: OTHER_TENANT, userId: 'alice' })).toEqual([elsewhere.id]);
  expect((await there.get(elsewhere.id, { userId: 'alice' })).text).toBe('Alice lives in Porto');
  expect((await here.get(bobs.id, { userId: 'bob' })).text).toBe('Bob lives in Madrid');
  return store;
}

/**
 * On a store holding historyBeforeOwnerIndexes(), migrated: history written after the owner
 * indexes (dana in both tenants, hers deleted in one) is found per tenant, for users, agents and
 * both, and leaves the indexes with a purge.
 */
export async function historyAfterOwnerIndexes(store: MemoryStore): Promise<void> {
  await store.setEmbedderInfo(EMBEDDER);
  const dana = makeRecord('dana-1', { scope: { userId: 'dana', agentId: 'helper' } });
  const otherDana = makeRecord('dana-2', { tenantId: OTHER_TENANT, scope: { userId: 'dana' } });
  await store.write({ tenantId: TENANT, upserts: [newWrite(dana, axis(0), ['dana'])], history: [ownerHistoryEntry('n1', 'dana-1', null, dana)] });
  await store.write({ tenantId: OTHER_TENANT, upserts: [newWrite(otherDana, axis(1), ['dana'])], history: [ownerHistoryEntry('n2', 'dana-2', null, otherDana)] });
  await store.write({ tenantId: TENANT, deletes: ['dana-1'], history: [ownerHistoryEntry('n3', 'dana-1', dana, null)] });
  expect(await store.historyOwnedBy({ tenantId: TENANT, userId: 'dana' })).toEqual(['dana-1']);
  expect(await store.historyOwnedBy({ tenantId: OTHER_TENANT, userId: 'dana' })).toEqual(['dana-2']);
  expect(await store.historyOwnedBy({ tenantId: TENANT, agentId: 'helper' })).toEqual(['agent-1', 'bob-1', 'dana-1']);
  expect(await store.historyOwnedBy({ tenantId: TENANT, userId: 'dana', agentId: 'helper' })).toEqual(['dana-1']);
  expect(await store.historyOwnedBy({ tenantId: OTHER_TENANT, agentId: 'helper' })).toEqual(['agent-2']);
  await store.write({ tenantId: TENANT, purgeHistoryOf: ['dana-1'] });
  expect(await store.historyOwnedBy({ tenantId: TENANT, userId: 'dana' })).toEqual([]);
  expect(await store.historyOwnedBy({ tenantId: TENANT, agentId: 'helper' })).toEqual(['agent-1', 'bob-1']);
  expect(await store.historyOwnedBy({ tenantId: OTHER_TENANT, userId: 'dana' })).toEqual(['dana-2']);
}
