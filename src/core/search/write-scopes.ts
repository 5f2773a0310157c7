import type { WriteBatch } from '../store.js';
import type { MemoryRecord } from '../types.js';

/**
 * Which caches a write batch can make stale, by scope: the users whose memories it changes,
 * and the tenants whose shared memories (knowledge, no user) it changes, or the batch's whole
 * tenant when a delete names a record the batch does not describe (its user cannot be told).
 * A batch never reaches outside its tenant, so `everything` is no longer needed by any write.
 */
export interface WriteScopes {
  everything: boolean;
  /** Tenants with a shared memory in the batch: every user there can see it. */
  tenants: Set<string>;
  users: { tenantId: string; userId: string }[];
  /** The batch's tenant when it deletes a record it does not describe: any user of that tenant may be affected. */
  unexplainedIn: string | null;
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
  const unexplained = [...(batch.deletes ?? []), ...(batch.purgeHistoryOf ?? [])].some((id) => !explained.has(id));
  const tenants = new Set<string>(unexplained ? [batch.tenantId] : []);
  const users: WriteScopes['users'] = [];
  for (const record of touched) {
    if (record.scope.userId === undefined) tenants.add(record.tenantId);
    else users.push({ tenantId: record.tenantId, userId: record.scope.userId });
  }
  return { everything: false, tenants, users, unexplainedIn: unexplained ? batch.tenantId : null };
}
