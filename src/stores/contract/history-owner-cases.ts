import type { HistoryOwner } from '../../core/store.js';
import type { HistoryEntry, MemoryRecord } from '../../core/types.js';
import { makeRecord, OTHER_TENANT, TENANT } from './fixtures.js';

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

export function historyEntry(id: string, memoryId: string, before: MemoryRecord | null, after: MemoryRecord | null): HistoryEntry {
  return { id, memoryId, event: after === null ? 'delete' : before === null ? 'create' : 'update', before, after, at: '2024-01-01T00:00:00.000Z', actor: null };
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
        historyEntry('h1', 'bob-1', null, bob),
        historyEntry('h2', 'bob-1', bob, { ...bob, text: 'edited' }),
        // Deleted earlier: only the snapshot before the delete names the owner.
        historyEntry('h3', 'gone', null, gone),
        historyEntry('h4', 'gone', gone, null),
        // Each entry counts for its own snapshot's owner: a memory moved from carol to bob is in both histories.
        historyEntry('h5', 'moved', null, carolThenBob),
        historyEntry('h6', 'moved', carolThenBob, { ...carolThenBob, scope: { userId: 'bob' } }),
        historyEntry('h7', 'doc-1', null, knowledge),
        historyEntry('h8', 'agent-1', null, agentOnly),
        historyEntry('h9', 'carol-1', null, carol),
        // No snapshot at all: no owner, as before.
        historyEntry('h10', 'blank', null, null),
      ],
    },
    { tenantId: OTHER_TENANT, entries: [historyEntry('h11', 'bob-2', null, otherBob), historyEntry('h12', 'agent-2', null, otherAgent)] },
  ];
}
