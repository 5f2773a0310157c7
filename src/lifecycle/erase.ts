import type { MemoryEngine } from '../core/engine.js';
import { buildRecordQuery } from '../core/scope.js';
import type { Scope } from '../core/types.js';
import { forgetJobsOf } from '../write/jobs.js';
import { recordsInScope } from './portability.js';

export interface EraseReport {
  erased: number;
  /** Proof that nothing of the scope remains, checked after the erase. */
  proof: {
    /** Records the scope still matches (any status): must be 0. */
    recordsLeft: number;
    /** Whether the store still holds anything (record, vector, keyword row, history) for the erased ids. */
    tracesLeft: boolean;
    /** How many ids were checked for traces. */
    checkedIds: number;
  };
}

/**
 * The right to be forgotten: hard-deletes every memory of the scope (any status) with its
 * vector, keyword rows and history, in one transaction, then proves it with
 * `store.hasTraces`. No history entry is written: it would itself be a trace.
 */
export async function erase(engine: MemoryEngine, scope: Scope): Promise<EraseReport> {
  const records = await recordsInScope(engine, scope, 'erase');
  const ids = records.map((record) => record.id);
  // History of memories deleted earlier still holds their text: it goes too.
  const owner = { tenantId: engine.tenantId, ...(scope.userId !== undefined ? { userId: scope.userId } : {}), ...(scope.agentId !== undefined ? { agentId: scope.agentId } : {}) };
  const historyOnly = (await engine.store.historyOwnedBy(owner)).filter((id) => !ids.includes(id));
  const traced = [...ids, ...historyOnly];
  if (traced.length > 0) await engine.store.write({ tenantId: engine.tenantId, deletes: ids, purgeHistoryOf: traced });
  if (scope.userId !== undefined) await forgetJobsOf(engine, scope.userId);
  const left = await engine.store.listIds(buildRecordQuery(engine.tenantId, scope, { statuses: ['active', 'archived', 'deleted'] }));
  const historyLeft = await engine.store.historyOwnedBy(owner);
  const tracesLeft = historyLeft.length > 0 || (await engine.store.hasTraces(engine.tenantId, traced));
  return { erased: ids.length, proof: { recordsLeft: left.length, tracesLeft, checkedIds: traced.length } };
}
