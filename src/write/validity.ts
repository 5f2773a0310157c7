import type { MemoryRecord } from '../core/types.js';

/** A memory a later one replaced ("used to"): closed by `validTo` at or before `now`. */
export function isSuperseded(record: Pick<MemoryRecord, 'validTo'>, now: Date = new Date()): boolean {
  return record.validTo !== null && Date.parse(record.validTo) <= now.getTime();
}

/**
 * Orders results so that a superseded memory never ranks above the memory that replaced
 * it, when both are in the list: it moves to just below its successor (chains end in time
 * order). A superseded memory whose successor is not in the list keeps its place, and
 * shows as past through its validTo. Stable otherwise.
 */
export function rankCurrentFirst<T extends Pick<MemoryRecord, 'id' | 'supersededBy' | 'validTo'>>(results: T[], now: Date = new Date()): T[] {
  const present = new Set(results.map((result) => result.id));
  const waiting = new Map<string, T[]>();
  const ordered: T[] = [];
  const emit = (result: T): void => {
    ordered.push(result);
    for (const deferred of waiting.get(result.id) ?? []) emit(deferred);
    waiting.delete(result.id);
  };
  for (const result of results) {
    const successor = result.supersededBy;
    if (successor && present.has(successor) && isSuperseded(result, now) && !ordered.some((done) => done.id === successor)) {
      waiting.set(successor, [...(waiting.get(successor) ?? []), result]);
    } else {
      emit(result);
    }
  }
  // Cycles cannot come from the write pipeline; anything still waiting keeps its relative order.
  for (const deferred of waiting.values()) ordered.push(...deferred);
  return ordered;
}
