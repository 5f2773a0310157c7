import type { MemoryEngine } from '../core/engine.js';
import { MemoryError } from '../core/errors.js';
import { parseInput } from '../core/schemas.js';
import type { MemoryRecord } from '../core/types.js';
import { feedbackSteps } from './policy.js';
import { feedbackInputSchema, type FeedbackInput } from './schemas.js';

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * "This was used" raises a memory's importance (and counts as an access); "this was not
 * useful" lowers it, so it ranks lower and decays into the archive sooner. The counts are
 * kept in metadata.feedback, and each change is in the memory's history.
 */
export async function feedback(engine: MemoryEngine, input: FeedbackInput): Promise<MemoryRecord> {
  await engine.init();
  const parsed = parseInput(feedbackInputSchema, input, 'feedback');
  const scope = { ...(parsed.userId ? { userId: parsed.userId } : {}), ...(parsed.agentId ? { agentId: parsed.agentId } : {}) };
  const before = await engine.requireRecord(parsed.id, scope);
  if (parsed.userId !== undefined && before.scope.userId !== parsed.userId) throw new MemoryError('NOT_FOUND', `no memory with id ${JSON.stringify(parsed.id)}`, { details: { id: parsed.id } });
  const previous = before.metadata.feedback;
  const counts = typeof previous === 'object' && previous !== null && !Array.isArray(previous) ? previous : {};
  const now = engine.now();
  const step = parsed.useful ? feedbackSteps.useful : -feedbackSteps.notUseful;
  const after: MemoryRecord = {
    ...before,
    importance: Math.round(Math.min(1, Math.max(0, before.importance + step)) * 100) / 100,
    updatedAt: now,
    ...(parsed.useful ? { accessCount: before.accessCount + 1, lastAccessedAt: now } : {}),
    metadata: {
      ...before.metadata,
      feedback: { useful: count(counts.useful) + (parsed.useful ? 1 : 0), notUseful: count(counts.notUseful) + (parsed.useful ? 0 : 1) },
    },
  };
  await engine.store.write({ tenantId: engine.tenantId, upserts: [{ record: after }], history: [engine.historyEntry('update', before, after, 'feedback')] });
  return after;
}
