import type { MemoryRecord } from '../types.js';
import { turnEvidenceIds } from './superseded-sources.js';

/**
 * One result per source. The write pipeline keeps each turn as turn memory and, when the user
 * states something worth keeping, a fact drawn from that same turn ("用户：头盔买了个LS2的，四百多。"
 * beside the turn "用户：头盔买了个LS2的，四百多。 助手：头盔是最重要的装备…"). The two match a
 * question alike, so they took two of the first five places together, and a distinct memory the
 * question needed (a later state, the other half of an answer) sat at rank 6 or 7.
 *
 * A memory whose source turns are exactly those of a memory ranked above it was drawn from the
 * same words and gives way: it moves below the distinct memories of the head (it is not dropped,
 * and a search asking for more results still gets it). Only equal sources count: a fact merged
 * from several turns, or a summary of a session, says more than any one of its turns, and each
 * of those turns keeps its place. A memory with no source (added directly, no evidence) is
 * never a copy. Context assembly keeps one item per source the same way (src/context/merge-repeats.ts);
 * search only reorders, since its caller may want every form.
 *
 * Measured (session 27, docs/retrieval.md "One place per source"): recall@5 rose on every set
 * with update or multi-session questions (memory-dev 0.943 → 0.976, dialogues-9 0.911 → 0.944) and
 * recall@1, abstention and false recall did not move. Applied before the later-state lift instead,
 * it put more memories in the lift's window and cost first hits (memory-dev recall@1 0.658 → 0.610).
 */
export interface SourceSplit<T> {
  /** The items in their order, the first of each source only. */
  distinct: T[];
  /** The later items of a source already met, in their order. */
  copies: T[];
}

export function splitSourceCopies<T>(ranked: readonly T[], recordOf: (item: T) => MemoryRecord): SourceSplit<T> {
  const seen = new Set<string>();
  const distinct: T[] = [];
  const copies: T[] = [];
  for (const item of ranked) {
    const key = sourceKey(recordOf(item));
    if (key === null) {
      distinct.push(item);
    } else if (seen.has(key)) {
      copies.push(item);
    } else {
      seen.add(key);
      distinct.push(item);
    }
  }
  return { distinct, copies };
}

/** The memory's source turns as one key (their ids sorted), or null when it names none. */
function sourceKey(record: MemoryRecord): string | null {
  const ids = [...new Set(turnEvidenceIds(record))].sort();
  return ids.length === 0 ? null : ids.join('\n');
}
