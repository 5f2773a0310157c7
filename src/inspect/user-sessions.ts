import type { MemoryEngine } from '../core/engine.js';
import { parseInput, scopeSchema } from '../core/schemas.js';
import { isTurnRecord, turnInfoOf, compareTurns, type TurnInfo } from '../turns/turn-record.js';
import { readRecords } from './tenant-records.js';

export interface SessionView {
  sessionId: string;
  firstAt: string;
  lastAt: string;
  turns: (TurnInfo & { id: string })[];
  /** The session's summary memory, when one was written. */
  summary: { id: string; text: string; updatedAt: string } | null;
}

/** A user's sessions, newest first, each with its turns in conversation order and its summary. */
export async function userSessions(engine: MemoryEngine, rawUserId: unknown): Promise<SessionView[]> {
  const userId = parseInput(scopeSchema.shape.userId.unwrap(), rawUserId, 'userId');
  const records = await readRecords(engine, { userId, statuses: ['active'], kinds: ['episodic', 'summary'] });
  const sessions = new Map<string, SessionView>();
  const sessionOf = (sessionId: string, at: string): SessionView => {
    const found = sessions.get(sessionId) ?? { sessionId, firstAt: at, lastAt: at, turns: [], summary: null };
    sessions.set(sessionId, found);
    return found;
  };
  for (const record of records.filter(isTurnRecord).sort(compareTurns)) {
    const info = turnInfoOf(record);
    const session = sessionOf(info.sessionId, info.time);
    session.turns.push({ id: record.id, ...info });
    if (info.time < session.firstAt) session.firstAt = info.time;
    if (info.time > session.lastAt) session.lastAt = info.time;
  }
  for (const record of records.filter((candidate) => candidate.kind === 'summary')) {
    const sessionId = record.scope.sessionId;
    if (sessionId === undefined) continue;
    sessionOf(sessionId, record.createdAt).summary = { id: record.id, text: record.text, updatedAt: record.updatedAt };
  }
  return [...sessions.values()].sort((left, right) => right.lastAt.localeCompare(left.lastAt));
}
