import { compareCodePoints } from './code-point-order.js';
import { memoryTime } from './memory-time.js';
import type { ListOrder } from './store.js';
import type { MemoryRecord } from './types.js';

/**
 * The reference order of `MemoryStore.list`: by the chosen time, then by id, both in the chosen
 * direction. Event time is compared as an instant (`memoryTime`), because stored times may carry
 * offsets and "09:00+08:00" comes before "02:00Z" of the same day. An unreadable time sorts as
 * the earliest, as SQL's NULL does in the SQL stores. Created and updated times are written by the
 * engine in UTC, so their text order is their time order.
 */
export function listOrderComparator(order: ListOrder): (left: MemoryRecord, right: MemoryRecord) => number {
  const sign = order.direction === 'asc' ? 1 : -1;
  const by = order.by;
  const byTime =
    by === 'eventTime'
      ? (left: MemoryRecord, right: MemoryRecord): number => compareInstants(memoryTime(left), memoryTime(right))
      : (left: MemoryRecord, right: MemoryRecord): number => compareCodePoints(left[by], right[by]);
  return (left, right) => sign * (byTime(left, right) || compareCodePoints(left.id, right.id));
}

function compareInstants(left: number, right: number): number {
  const earliest = Number.NEGATIVE_INFINITY;
  const a = Number.isNaN(left) ? earliest : left;
  const b = Number.isNaN(right) ? earliest : right;
  return a === b ? 0 : a < b ? -1 : 1;
}
