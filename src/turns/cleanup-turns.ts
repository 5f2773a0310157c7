import type { MemoryEngine } from '../core/engine.js';
import { MemoryError } from '../core/errors.js';
import { parseInput } from '../core/schemas.js';
import type { MemoryRecord } from '../core/types.js';
import { listTurnRecords, turnInfoOf } from './turn-record.js';
import { cleanupInputSchema, resolveCutoff, type CleanupTurnsInput } from './turn-schemas.js';

export interface CleanupTurnsResult {
  /** Ids removed (or, on a dry run, that would be). */
  deleted: string[];
  /** Why each went: older than the cutoff, or beyond the newest N of its session. */
  reasons: Record<string, 'older-than' | 'keep-last'>;
  cutoff: string | null;
  dryRun: boolean;
}

/**
 * Seed 000's two cleanup policies for turn memory: by age, and by keeping the newest N
 * turns of each session. Always inside one user's scope (a session of it, or all of its
 * sessions); all deletions go in one store write, each with a history entry.
 */
export async function cleanupTurns(engine: MemoryEngine, input: CleanupTurnsInput): Promise<CleanupTurnsResult> {
  if (typeof input !== 'object' || input === null || typeof input.userId !== 'string' || input.userId.length === 0) {
    throw new MemoryError('SCOPE_REQUIRED', 'cleanupTurns needs a userId: turn cleanup never runs across users', { details: { operation: 'cleanupTurns' } });
  }
  const parsed = parseInput(cleanupInputSchema, input, 'turn cleanup');
  const scope = { userId: parsed.userId, ...(parsed.agentId ? { agentId: parsed.agentId } : {}), ...(parsed.sessionId ? { sessionId: parsed.sessionId } : {}) };
  const turns = await listTurnRecords(engine, scope, ['active', 'archived']);
  const reasons: Record<string, 'older-than' | 'keep-last'> = {};
  const cutoff = parsed.olderThan === undefined ? null : resolveCutoff(parsed.olderThan, engine.clock.now());
  if (cutoff !== null) {
    for (const record of turns) if (Date.parse(turnInfoOf(record).time) < Date.parse(cutoff)) reasons[record.id] = 'older-than';
  }
  if (parsed.keepLast !== undefined) {
    const bySession = new Map<string, MemoryRecord[]>();
    for (const record of turns) {
      const session = turnInfoOf(record).sessionId;
      bySession.set(session, [...(bySession.get(session) ?? []), record]);
    }
    // `turns` is in conversation order, so each session's list is too: the head is the oldest.
    for (const records of bySession.values()) {
      for (const record of records.slice(0, Math.max(0, records.length - parsed.keepLast))) reasons[record.id] ??= 'keep-last';
    }
  }
  const doomed = turns.filter((record) => reasons[record.id] !== undefined);
  if (!parsed.dryRun && doomed.length > 0) {
    await engine.store.write({ tenantId: engine.tenantId, deletes: doomed.map((record) => record.id), history: doomed.map((record) => engine.historyEntry('delete', record, null, 'cleanupTurns')) });
  }
  return { deleted: doomed.map((record) => record.id), reasons, cutoff, dryRun: parsed.dryRun ?? false };
}
