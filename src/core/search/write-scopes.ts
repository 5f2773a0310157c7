import type { WriteBatch } from '../store.js';
import type { MemoryRecord } from '../types.js';

/**
 * Which caches a write batch can make stale, by scope: the users whose memories it changes,
 * the tenants whose shared memories (knowledge, no user) it changes, or everything when a
 * delete names a record the batch does not describe (its owner cannot be told).
 */
export interface WriteScopes {
  everything: boolean;
  /** Tenants with a shared memory in the batch: every user there can see it. */
  tenants: Set<string>;
  users: { tenantId: string; userId: string }[];
}

export function writeScopesOf(batch: WriteBatch): WriteScopes {
  const touched: MemoryRecord[] = [];
  for (const upsert of batch.upserts ?? []) touched.push(upsert.record);
  const explained = new Set<string>(touched.map((record) => record.id));
  for (const entry of batch.history ?? []) {
    for (const snapshot of [entry.before, entry.after]) {
      if (snapshot) {
        touched.push(snapshot);
        explained.add(snapshot.id);
      }
    }
  }
  const everything = [...(batch.deletes ?? []), ...(batch.purgeHistoryOf ?? [])].some((id) => !explained.has(id));
  const tenants = new Set<string>();
  const users: WriteScopes['users'] = [];
  for (const record of touched) {
    if (record.scope.userId === undefined) tenants.add(record.tenantId);
    else users.push({ tenantId: record.tenantId, userId: record.scope.userId });
  }
  return { everything, tenants, users };
}
