import type { MemoryEngine } from '../core/engine.js';
import { buildRecordQuery } from '../core/scope.js';
import type { MemoryRecord, MemoryStatus, Scope } from '../core/types.js';

/** Metadata marker of turn memories, so recall and cleanup never touch other episodic memories. */
export const TURN_LAYER = 'turn';
export const turnFilter = { layer: TURN_LAYER } as const;

/** Seed 000's id scheme: remembering the same turn again hits the same record. */
export function turnMemoryId(sessionId: string, turnId: string): string {
  return `${sessionId}_${turnId}`;
}

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]/u;

/** One document per exchange (seed 000), labelled in the user's language. */
export function formatTurnText(user: string, assistant: string | undefined): string {
  const chinese = CJK.test(user) || CJK.test(assistant ?? '');
  const [userLabel, assistantLabel] = chinese ? ['用户：', '助手：'] : ['User: ', 'Assistant: '];
  return assistant ? `${userLabel}${user}\n${assistantLabel}${assistant}` : `${userLabel}${user}`;
}

/** The number in a turn id ("7", "D1:7", "turn-7"), used to order turns that share a time. */
export function turnNumberOf(turnId: string): number | null {
  const match = /(\d+)$/.exec(turnId);
  return match ? Number(match[1]) : null;
}

export interface TurnInfo {
  sessionId: string;
  turnId: string;
  turnNumber: number | null;
  user: string;
  assistant: string | null;
  /** When the turn happened (its event time). */
  time: string;
  /** The UTC offset the turn's time was given in (`+08:00`), when it was given with one; times are stored in UTC. */
  timeOffset: string | null;
}

/** The `+08:00` of an ISO time written with an offset (`Z` is `+00:00`); null for a time without one. */
export function utcOffsetOf(time: string): string | null {
  const match = /(Z|[+-]\d{2}:?\d{2})$/i.exec(time.trim());
  if (!match || !/T\d/i.test(time)) return null;
  const offset = (match[1] as string).toUpperCase();
  if (offset === 'Z') return '+00:00';
  return offset.includes(':') ? offset : `${offset.slice(0, 3)}:${offset.slice(3)}`;
}

export function isTurnRecord(record: MemoryRecord): boolean {
  return record.kind === 'episodic' && record.metadata.layer === TURN_LAYER;
}

export function turnInfoOf(record: MemoryRecord): TurnInfo {
  const { metadata } = record;
  const turnId = typeof metadata.turnId === 'string' ? metadata.turnId : record.id;
  return {
    sessionId: record.scope.sessionId ?? (typeof metadata.sessionId === 'string' ? metadata.sessionId : ''),
    turnId,
    turnNumber: typeof metadata.turnNumber === 'number' ? metadata.turnNumber : turnNumberOf(turnId),
    user: typeof metadata.user === 'string' ? metadata.user : record.text,
    assistant: typeof metadata.assistant === 'string' ? metadata.assistant : null,
    time: record.eventTime ?? record.createdAt,
    timeOffset: typeof metadata.timeOffset === 'string' ? metadata.timeOffset : null,
  };
}

/** Conversation order: by time, then turn number, then id (turns of one session often share a time). */
export function compareTurns(left: MemoryRecord, right: MemoryRecord): number {
  const a = turnInfoOf(left);
  const b = turnInfoOf(right);
  return (
    Date.parse(a.time) - Date.parse(b.time) ||
    (a.turnNumber ?? Number.MAX_SAFE_INTEGER) - (b.turnNumber ?? Number.MAX_SAFE_INTEGER) ||
    left.createdAt.localeCompare(right.createdAt) ||
    left.id.localeCompare(right.id)
  );
}

/** Every turn memory in the scope (a session, or all of a user's sessions), in conversation order. */
export async function listTurnRecords(engine: MemoryEngine, scope: Scope, statuses: MemoryStatus[] = ['active']): Promise<MemoryRecord[]> {
  await engine.init();
  const query = buildRecordQuery(engine.tenantId, scope, { statuses, kinds: ['episodic'], filter: turnFilter });
  const ids = await engine.store.listIds(query);
  const records: MemoryRecord[] = [];
  for (let start = 0; start < ids.length; start += 500) records.push(...(await engine.store.getMany(engine.tenantId, ids.slice(start, start + 500))));
  return records.filter(isTurnRecord).sort(compareTurns);
}
