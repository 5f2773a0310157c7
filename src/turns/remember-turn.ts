import type { MemoryEngine } from '../core/engine.js';
import { MemoryError } from '../core/errors.js';
import { parseInput } from '../core/schemas.js';
import type { MemoryRecord, Metadata, TurnInput } from '../core/types.js';
import { ownedBy, resolveOwnedId } from '../core/owned-id.js';
import { formatTurnText, TURN_LAYER, turnMemoryId, turnNumberOf, utcOffsetOf } from './turn-record.js';
import { turnInputSchema } from './turn-schemas.js';
import { turnEvidenceId } from '../write/evidence.js';
import { isWriteFiller } from '../write/filler.js';

export interface RememberTurnResult {
  /** The stored turn memory, `<session>_<turn>` (`<session>_<turn>@<user>` when another user of the tenant holds that id: core/owned-id.ts). */
  record: MemoryRecord;
  /** `created` the first time; `replaced` when the turn was remembered before with other content; `unchanged` when identical. */
  outcome: 'created' | 'replaced' | 'unchanged';
}

/**
 * Upserts one question/answer turn as an episodic memory (seed 000). The same turn again
 * replaces the record through `engine.update`, one store write that keeps the old text in
 * history; it never adds a second record.
 */
export async function rememberTurn(engine: MemoryEngine, input: TurnInput): Promise<RememberTurnResult> {
  const turn = parseInput(turnInputSchema, input, 'turn');
  const user = engine.checkText(turn.user, 'user');
  const assistant = turn.assistant !== undefined && turn.assistant.trim().length > 0 ? engine.checkText(turn.assistant, 'assistant') : undefined;
  const text = formatTurnText(user, assistant);
  engine.checkText(text);
  const baseId = turnMemoryId(turn.sessionId, turn.turnId);
  const time = turn.time ? new Date(turn.time).toISOString() : engine.now();
  const turnNumber = turnNumberOf(turn.turnId);
  // Stored times are UTC; the offset the turn was told in lets people see it in its own local time.
  const timeOffset = turn.time ? utcOffsetOf(turn.time) : null;
  const metadata: Metadata = {
    ...turn.metadata,
    layer: TURN_LAYER,
    sessionId: turn.sessionId,
    turnId: turn.turnId,
    ...(turnNumber === null ? {} : { turnNumber }),
    ...(timeOffset === null ? {} : { timeOffset }),
    user,
    ...(assistant === undefined ? {} : { assistant }),
    // Small talk stays in turn memory (the session is complete) but is never recalled into a prompt.
    ...(isWriteFiller(user) ? { filler: true } : {}),
  };
  const scope = { userId: turn.userId, ...(turn.agentId ? { agentId: turn.agentId } : {}) };

  await engine.init();
  const owns = ownedBy(engine, turn.userId, 'episodic');
  const next = { text, metadata, time, scope };
  // Twice at most: a writer that created the turn (or, for another user, the plain id) between our
  // read and our add makes the add a CONFLICT, and reading again finds where ours goes.
  for (let attempt = 1; ; attempt += 1) {
    const place = await resolveOwnedId(engine, baseId, turn.userId, owns);
    if (place.existing) return replace(engine, place.existing, next, owns);
    try {
      const record = await engine.add({
        id: place.id,
        ...scope,
        sessionId: turn.sessionId,
        kind: 'episodic',
        text,
        metadata,
        eventTime: time,
        evidence: [turnEvidenceId(turn.sessionId, turn.turnId)],
        source: { sessionId: turn.sessionId, messageIds: [turn.turnId] },
      });
      return { record, outcome: 'created' };
    } catch (error: unknown) {
      if (!MemoryError.isInstance(error) || error.code !== 'CONFLICT' || attempt >= 2) throw error;
    }
  }
}

interface Replacement {
  text: string;
  metadata: Metadata;
  time: string;
  scope: { userId: string; agentId?: string };
}

async function replace(engine: MemoryEngine, existing: MemoryRecord, next: Replacement, owns: (record: MemoryRecord) => boolean): Promise<RememberTurnResult> {
  if (!owns(existing)) {
    throw new MemoryError('CONFLICT', `memory id ${existing.id} is already used by another memory; use another session or turn id`, {
      details: { id: existing.id },
    });
  }
  const same =
    existing.status === 'active' &&
    existing.text === next.text &&
    existing.eventTime === next.time &&
    JSON.stringify(existing.metadata) === JSON.stringify(next.metadata);
  if (same) return { record: existing, outcome: 'unchanged' };
  // New words from the user are a new statement: a later turn closed the old one for what it said
  // (write/rules/retraction.ts), not for what the turn says now. A regenerated reply alone keeps it closed.
  const reopened = existing.metadata.user !== next.metadata.user && existing.validTo !== null ? { validTo: null, supersededBy: null } : {};
  const record = await engine.update(existing.id, { text: next.text, metadata: next.metadata, eventTime: next.time, status: 'active', ...reopened }, next.scope);
  return { record, outcome: 'replaced' };
}
