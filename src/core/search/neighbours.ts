import type { FilterNode } from '../filter.js';
import type { MemoryStore, RecordQuery } from '../store.js';
import type { MemoryRecord } from '../types.js';

/**
 * Where a turn memory sits in its conversation. Turn memories (src/turns/) carry
 * `metadata.sessionId` and `metadata.turnNumber`; other memories have no position and
 * no neighbours. A single turn often lacks the words of its question ("yes, it was amazing"),
 * which the turns around it hold: neighbours feed the keyword context signal and, on request,
 * are attached to results.
 */
export interface TurnPosition {
  sessionId: string;
  turnNumber: number;
}

export function turnPositionOf(record: MemoryRecord): TurnPosition | null {
  const { sessionId, turnNumber } = record.metadata;
  if (typeof sessionId !== 'string' || typeof turnNumber !== 'number' || !Number.isFinite(turnNumber)) return null;
  return { sessionId, turnNumber };
}

/** Per session, the turn numbers within `reach` of a seed there. */
export type SessionSpans = Map<string, { low: number; high: number }>;

export function sessionSpans(seeds: MemoryRecord[], reach: number): SessionSpans {
  const bySession: SessionSpans = new Map();
  for (const seed of seeds) {
    const position = turnPositionOf(seed);
    if (!position) continue;
    const span = bySession.get(position.sessionId);
    const low = position.turnNumber - reach;
    const high = position.turnNumber + reach;
    bySession.set(position.sessionId, span ? { low: Math.min(span.low, low), high: Math.max(span.high, high) } : { low, high });
  }
  return bySession;
}

export function withinSpans(record: MemoryRecord, spans: SessionSpans): boolean {
  const position = turnPositionOf(record);
  const span = position ? spans.get(position.sessionId) : undefined;
  return position !== null && span !== undefined && position.turnNumber >= span.low && position.turnNumber <= span.high;
}

/**
 * Loads the turns within `reach` turn numbers of each seed, in one store query whose filter
 * keeps the caller's scope, status and metadata filter (it is and-ed with theirs). One query
 * for all sessions: measured faster on SQLite than one scoped query per session. The engine
 * answers the same from positions it keeps (turn-positions.ts); this is the store's answer.
 */
export async function loadNearbyTurns(store: MemoryStore, query: RecordQuery, seeds: MemoryRecord[], reach: number): Promise<MemoryRecord[]> {
  const bySession = sessionSpans(seeds, reach);
  if (bySession.size === 0) return [];
  const field = (name: string, operator: '$eq' | '$gte' | '$lte', value: string | number): FilterNode => ({ type: 'field', path: [name], operator, value });
  const sessions: FilterNode[] = [...bySession].map(([sessionId, span]) => ({
    type: 'and',
    children: [field('sessionId', '$eq', sessionId), field('turnNumber', '$gte', span.low), field('turnNumber', '$lte', span.high)],
  }));
  const nearby: FilterNode = sessions.length === 1 ? (sessions[0] as FilterNode) : { type: 'or', children: sessions };
  const filter: FilterNode = query.filter ? { type: 'and', children: [query.filter, nearby] } : nearby;
  const ids = await store.listIds({ ...query, filter });
  return ids.length === 0 ? [] : store.getMany(query.tenantId, ids);
}

/**
 * `neighbourIds` of `records`, plus for each of `extra` its neighbours among both: the records'
 * own lists do not change when the extra ones join (search scores the day's memories the dated
 * search found with the context the question's candidates give, candidates.ts).
 */
export function neighbourIdsWithExtra(records: MemoryRecord[], extra: MemoryRecord[], span: number, reach: number): Map<string, string[]> {
  const result = neighbourIds(records, span, reach);
  if (extra.length === 0) return result;
  const joined = neighbourIds([...records, ...extra], span, reach);
  for (const record of extra) result.set(record.id, joined.get(record.id) ?? []);
  return result;
}

/**
 * For each positioned record, the ids of up to `span` nearest turns on each side within its
 * session, no further than `reach` turn numbers away (by number, so user/assistant pairs
 * numbered 1, 3, 5 still count as adjacent).
 */
export function neighbourIds(records: MemoryRecord[], span: number, reach: number): Map<string, string[]> {
  const sessions = new Map<string, { id: string; turnNumber: number }[]>();
  for (const record of records) {
    const position = turnPositionOf(record);
    if (!position) continue;
    const list = sessions.get(position.sessionId) ?? [];
    list.push({ id: record.id, turnNumber: position.turnNumber });
    sessions.set(position.sessionId, list);
  }
  const result = new Map<string, string[]>();
  for (const list of sessions.values()) {
    list.sort((left, right) => left.turnNumber - right.turnNumber || left.id.localeCompare(right.id));
    list.forEach((entry, index) => {
      const around: string[] = [];
      // The earlier turn, then the later one, at each distance (no pair array per step: it runs for every candidate).
      for (let offset = 1; offset <= span; offset += 1) {
        const before = list[index - offset];
        if (before && Math.abs(before.turnNumber - entry.turnNumber) <= reach) around.push(before.id);
        const after = list[index + offset];
        if (after && Math.abs(after.turnNumber - entry.turnNumber) <= reach) around.push(after.id);
      }
      result.set(entry.id, around);
    });
  }
  return result;
}
