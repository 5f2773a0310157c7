import { z } from 'zod';
import type { MemoryEngine } from '../core/engine.js';
import { memoryKindSchema, parseInput, scopeSchema } from '../core/schemas.js';
import type { MemoryRecord, MemoryStatus, Page } from '../core/types.js';
import { readRecords } from './tenant-records.js';
import { memoryTime } from '../core/memory-time.js';

/** What the inspector filters on; `superseded` is an active or archived memory replaced by a newer one. */
export const BROWSE_STATUSES = ['active', 'archived', 'superseded'] as const;
export const BROWSE_SORTS = ['time', 'importance', 'access'] as const;

export const browseInputSchema = z.object({
  userId: scopeSchema.shape.userId.unwrap(),
  kinds: z.array(memoryKindSchema).optional(),
  statuses: z.array(z.enum(BROWSE_STATUSES)).optional(),
  /** Every tag listed must be on the memory. */
  tags: z.array(z.string().min(1).max(128)).max(16).optional(),
  /** Case-insensitive substring of the text. */
  text: z.string().max(500).optional(),
  sort: z.enum(BROWSE_SORTS).optional(),
  limit: z.number().int().min(1).max(500).optional(),
  offset: z.number().int().min(0).optional(),
});
export type BrowseInput = z.infer<typeof browseInputSchema>;

function browseStatusOf(record: MemoryRecord): (typeof BROWSE_STATUSES)[number] {
  if (record.supersededBy !== null) return 'superseded';
  return record.status === 'archived' ? 'archived' : 'active';
}

const comparators: Record<(typeof BROWSE_SORTS)[number], (left: MemoryRecord, right: MemoryRecord) => number> = {
  time: (left, right) => memoryTime(right) - memoryTime(left),
  importance: (left, right) => right.importance - left.importance,
  access: (left, right) => right.accessCount - left.accessCount || (right.lastAccessedAt ?? '').localeCompare(left.lastAccessedAt ?? ''),
};

/** One user's memories, filtered and sorted as the inspector asks, one page at a time. */
export async function browseMemories(engine: MemoryEngine, rawInput: unknown): Promise<Page<MemoryRecord>> {
  const input = parseInput(browseInputSchema, rawInput, 'memory browse request');
  const wanted = new Set(input.statuses ?? ['active']);
  const storeStatuses: MemoryStatus[] = wanted.has('archived') || wanted.has('superseded') ? ['active', 'archived'] : ['active'];
  const records = await readRecords(engine, { userId: input.userId, statuses: storeStatuses, ...(input.kinds && input.kinds.length > 0 ? { kinds: input.kinds } : {}) });
  const needle = input.text?.trim().toLowerCase() ?? '';
  const tags = input.tags ?? [];
  const matching = records.filter(
    (record) =>
      wanted.has(browseStatusOf(record)) &&
      tags.every((tag) => record.tags.includes(tag)) &&
      (needle.length === 0 || record.text.toLowerCase().includes(needle)),
  );
  const compare = comparators[input.sort ?? 'time'];
  matching.sort((left, right) => compare(left, right) || left.id.localeCompare(right.id));
  const limit = input.limit ?? 50;
  const offset = input.offset ?? 0;
  return { items: matching.slice(offset, offset + limit), total: matching.length, limit, offset };
}
