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
  if (ids.length > 0) await engine.store.write({ deletes: ids, purgeHistoryOf: ids });
  if (scope.userId !== undefined) forgetJobsOf(engine.tenantId, scope.userId);
  const left = await engine.store.listIds(buildRecordQuery(engine.tenantId, scope, { statuses: ['active', 'archived', 'deleted'] }));
  return { erased: ids.length, proof: { recordsLeft: left.length, tracesLeft: await engine.store.hasTraces(ids), checkedIds: ids.length } };
}
