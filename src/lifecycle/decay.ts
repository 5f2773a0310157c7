import type { MemoryRecord } from '../core/types.js';
import { DAY_MS } from '../core/memory-time.js';
import { defaultLifecyclePolicy } from './policy.js';

/** When the memory was last of use: its last access, else its creation. */
export function lastUseOf(record: MemoryRecord): string {
  return record.lastAccessedAt && record.lastAccessedAt > record.createdAt ? record.lastAccessedAt : record.createdAt;
}

/**
 * Stored importance decayed by the time since the memory was last used, halving every
 * `halfLifeDays`. Access resets the clock, so what keeps being recalled keeps its weight.
 */
export function effectiveImportance(record: MemoryRecord, now: Date, halfLifeDays = defaultLifecyclePolicy.halfLifeDays): number {
  const idleDays = Math.max(0, now.getTime() - Date.parse(lastUseOf(record))) / DAY_MS;
  if (!Number.isFinite(idleDays) || halfLifeDays <= 0) return record.importance;
  return record.importance * Math.pow(0.5, idleDays / halfLifeDays);
}
