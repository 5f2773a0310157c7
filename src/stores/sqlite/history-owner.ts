import type { HistoryOwner } from '../../core/store.js';

/**
 * The snapshot's owner as schema step 5 indexes it (`memory_history_user`, `memory_history_agent`):
 * the entry's record after the change, or before it for a delete. SQLite uses an expression index
 * only for the same expression, written the same way, so these must stay exactly the step's; the
 * EXPLAIN QUERY PLAN test in sqlite-history-owner.test.ts fails when they drift.
 */
export const HISTORY_OWNER_PATHS = {
  userId: `json_extract(coalesce(after, before), '$.scope.userId')`,
  agentId: `json_extract(coalesce(after, before), '$.scope.agentId')`,
} as const;

export interface HistoryOwnerQuery {
  sql: string;
  params: { tenantId: string; userId?: string; agentId?: string };
}

/**
 * The distinct memory ids with a history snapshot of this tenant owned by the user and/or agent.
 * A snapshot without that owner never matches (the path gives NULL). With only a tenant, it is
 * every id of the tenant's history (index memory_history_tenant_memory).
 */
export function historyOwnedBySql(owner: HistoryOwner): HistoryOwnerQuery {
  const conditions = ['tenant_id = @tenantId'];
  const params: HistoryOwnerQuery['params'] = { tenantId: owner.tenantId };
  if (owner.userId !== undefined) {
    conditions.push(`${HISTORY_OWNER_PATHS.userId} = @userId`);
    params.userId = owner.userId;
  }
  if (owner.agentId !== undefined) {
    conditions.push(`${HISTORY_OWNER_PATHS.agentId} = @agentId`);
    params.agentId = owner.agentId;
  }
  return { sql: `SELECT DISTINCT memory_id AS id FROM memory_history WHERE ${conditions.join(' AND ')}`, params };
}
