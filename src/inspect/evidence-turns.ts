import type { MemoryEngine } from '../core/engine.js';
import { MemoryError } from '../core/errors.js';
import { userQualifiedId } from '../core/owned-id.js';
import type { MemoryRecord } from '../core/types.js';
import { turnInfoOf, turnMemoryId } from '../turns/turn-record.js';
import { parseEvidenceId } from '../write/evidence.js';

export interface EvidenceTurn {
  /** The evidence id as the memory holds it (`<session>:<turn>`). */
  evidenceId: string;
  /** The turn memory it resolves to, or null when that turn is gone (cleaned up, erased). */
  id: string | null;
  text: string | null;
  sessionId: string | null;
  time: string | null;
}

const MAX_EVIDENCE = 20;

/**
 * The turns a memory was extracted from. Evidence ids name a session and a turn; the turn
 * memory is `<session>_<turn>` (turns/turn-record.ts; `<session>_<turn>@<user>` where another user
 * of the tenant held that id first), read within the memory's own user, so
 * evidence can never show another user's words.
 */
export async function evidenceTurns(engine: MemoryEngine, record: MemoryRecord): Promise<EvidenceTurn[]> {
  const owner = record.scope.userId === undefined ? {} : { userId: record.scope.userId };
  const turns: EvidenceTurn[] = [];
  for (const evidenceId of record.evidence.slice(0, MAX_EVIDENCE)) {
    const parts = parseEvidenceId(evidenceId);
    const unresolved: EvidenceTurn = { evidenceId, id: null, text: null, sessionId: parts?.sessionId ?? null, time: null };
    if (parts === null) {
      turns.push(unresolved);
      continue;
    }
    const id = turnMemoryId(parts.sessionId, parts.turnId);
    const turn = (await ownTurn(engine, id, owner)) ?? (owner.userId === undefined ? null : await ownTurn(engine, userQualifiedId(id, owner.userId), owner));
    if (turn === null) {
      turns.push(unresolved);
      continue;
    }
    const info = turnInfoOf(turn);
    turns.push({ evidenceId, id: turn.id, text: turn.text, sessionId: info.sessionId, time: info.time });
  }
  return turns;
}

/** The turn memory under this id if it is the owner's (another user's turn of the same session name lives under the qualified id: core/owned-id.ts). */
async function ownTurn(engine: MemoryEngine, id: string, owner: { userId?: string }): Promise<MemoryRecord | null> {
  try {
    return await engine.get(id, owner);
  } catch (error: unknown) {
    if (!(error instanceof MemoryError && error.code === 'NOT_FOUND')) throw error;
    return null;
  }
}
