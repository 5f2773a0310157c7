import type { HistoryOwner } from '../../core/store.js';
import { SqlParams, type SqlValue } from './sql-params.js';

/**
 * The snapshot's owner as schema step 3 indexes it (`memory_history_user`, `memory_history_agent`):
 * the entry's record after the change, or before it for a delete. The planner uses an expression
 * index only for the same expression, so these must stay exactly the step's; the EXPLAIN test in
 * postgres-history-owner.test.ts fails when they drift.
 */
export const HISTORY_OWNER_PATHS = {
  userId: `(COALESCE(after, before)::jsonb #>> '{scope,userId}')`,
  agentId: `(COALESCE(after, before)::jsonb #>> '{scope,agentId}')`,
} as const;

/**
 * The distinct memory ids with a history snapshot of this tenant owned by the user and/or agent.
 * A snapshot without that owner never matches (the path gives NULL). With only a tenant, it is
 * every id of the tenant's history.
 */
export function historyOwnedBySql(owner: HistoryOwner): { text: string; values: SqlValue[] } {
  const params = new SqlParams();
  const conditions = [`tenant_id = ${params.add(owner.tenantId)}`];
  if (owner.userId !== undefined) conditions.push(`${HISTORY_OWNER_PATHS.userId} = ${params.add(owner.userId)}`);
  if (owner.agentId !== undefined) conditions.push(`${HISTORY_OWNER_PATHS.agentId} = ${params.add(owner.agentId)}`);
  return { text: `SELECT DISTINCT memory_id AS id FROM memory_history WHERE ${conditions.join(' AND ')}`, values: params.values };
}
