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
 * Each record's neighbours by position in `records`, in one flat array: those of the record at
 * position `p` are `positions[offsets[p]] .. positions[offsets[p + 1] - 1]`. A positioned
 * record's neighbours are up to `span` nearest turns on each side within its session (the earlier
 * turn first at each distance), no further than `reach` turn numbers away (by number, so
 * user/assistant pairs numbered 1, 3, 5 still count as adjacent). The records from `extraFrom` on
 * are extra ones (search's dated memories, candidates.ts), whose joining does not change the
 * others' lists (those are found among the records before `extraFrom` only), while theirs are
 * found among all. Search scores 100-250 records: a list and a map entry per record were a large
 * share of the keyword context's garbage (the test keeps that plain form as the reference).
 */
export interface NeighbourRows {
  offsets: Int32Array;
  positions: Int32Array;
}

/** No record has neighbours (a search with a span of 0). */
export const NO_NEIGHBOURS: NeighbourRows = { offsets: new Int32Array(0), positions: new Int32Array(0) };

export function neighbourRows(records: MemoryRecord[], span: number, reach: number, extraFrom = records.length): NeighbourRows {
  const count = records.length;
  const turns = new Float64Array(count);
  const sessionOf: (string | null)[] = [];
  const sessions = new Map<string, number[]>();
  records.forEach((record, position) => {
    const turn = turnPositionOf(record);
    sessionOf.push(turn?.sessionId ?? null);
    if (!turn) return;
    turns[position] = turn.turnNumber;
    const list = sessions.get(turn.sessionId);
    if (list) list.push(position);
    else sessions.set(turn.sessionId, [position]);
  });
  // Each session's positions in turn order (ties by id); each
  // position's index there, among all records and among those before `extraFrom`.
  const indexInAll = new Int32Array(count);
  const indexInFirst = new Int32Array(count);
  const firstOf = new Map<string, number[]>();
  for (const [sessionId, list] of sessions) {
    list.sort((left, right) => (turns[left] as number) - (turns[right] as number) || (records[left] as MemoryRecord).id.localeCompare((records[right] as MemoryRecord).id));
    list.forEach((position, index) => (indexInAll[position] = index));
    if (extraFrom >= count) {
      firstOf.set(sessionId, list);
      list.forEach((position, index) => (indexInFirst[position] = index));
      continue;
    }
    const first = list.filter((position) => position < extraFrom);
    first.forEach((position, index) => (indexInFirst[position] = index));
    firstOf.set(sessionId, first);
  }
  const offsets = new Int32Array(count + 1);
  const positions = new Int32Array(count * 2 * Math.max(0, span));
  let filled = 0;
  for (let position = 0; position < count; position += 1) {
    offsets[position] = filled;
    const sessionId = sessionOf[position];
    if (sessionId === null || sessionId === undefined) continue;
    const extra = position >= extraFrom;
    const list = (extra ? sessions.get(sessionId) : firstOf.get(sessionId)) as number[];
    const index = (extra ? indexInAll[position] : indexInFirst[position]) as number;
    const turn = turns[position] as number;
    for (let offset = 1; offset <= span; offset += 1) {
      const before = list[index - offset];
      if (before !== undefined && Math.abs((turns[before] as number) - turn) <= reach) positions[filled++] = before;
      const after = list[index + offset];
      if (after !== undefined && Math.abs((turns[after] as number) - turn) <= reach) positions[filled++] = after;
    }
  }
  offsets[count] = filled;
  return { offsets, positions };
}
