import type { MemoryRecord } from '../types.js';
import { turnEvidenceIds } from './superseded-sources.js';

/**
 * One place per source. The write pipeline keeps each turn as turn memory and, when the user
 * states something worth keeping, a fact drawn from that same turn ("用户：头盔买了个LS2的，四百多。"
 * beside the turn "用户：头盔买了个LS2的，四百多。 助手：头盔是最重要的装备…"). The two match a
 * question alike, so they took two of the first five places together, and a distinct memory the
 * question needed (a later state, the other half of an answer) sat at rank 6 or 7.
 *
 * Memories whose source turns are exactly the same form one source, which takes one place: the
 * place of its first-ranked memory, filled by its most relevant one (the first on ties), since the
 * gate shows by relevance (relevance.ts). Keeping the first-ranked one instead let a fact under the
 * gate's floor ("She has a photo of Bridget…", first by score) push down the turn the gate would
 * have shown ("…a second cousin in Boston called Maureen"). The others move below the distinct
 * memories of the head; they are not dropped, and a search asking for more results still gets them.
 *
 * Only equal sources count: a fact merged from several turns, or a summary of a session, says
 * more than any one of its turns, and each of those turns keeps its place. A memory with no source
 * (added directly, no evidence) is never a copy. Context assembly keeps one item per source in the
 * same spirit (src/context/merge-repeats.ts); search only reorders, since its caller may want
 * every form.
 *
 * Measured (session 27, docs/retrieval.md "One place per source"): recall@5 rose on every set with
 * multi-session conversations (memory-dev 0.943 → 0.976, dialogues-9 0.911 → 0.956) and no figure
 * of any set fell. Applied before the later-state lift instead, it put more memories in the lift's
 * window and cost first hits (memory-dev recall@1 0.658 → 0.610).
 */
export interface SourceSplit<T> {
  /** The ranking with one memory per source, at the place of the source's first. */
  distinct: T[];
  /** The source's other memories, in their order. */
  copies: T[];
}

/**
 * Splits a ranking (best first) by source. When a source's most relevant memory is not its first,
 * `takePlace(representative, first)` lets the caller give it the first one's place (its score).
 */
export function splitSourceCopies<T extends { relevance: number }>(
  ranked: readonly T[],
  recordOf: (item: T) => MemoryRecord,
  takePlace: (representative: T, first: T) => void,
): SourceSplit<T> {
  const keys = ranked.map((item) => sourceKey(recordOf(item)));
  const representatives = new Map<string, T>();
  ranked.forEach((item, index) => {
    const key = keys[index];
    if (key === null || key === undefined) return;
    const known = representatives.get(key);
    if (known === undefined || item.relevance > known.relevance) representatives.set(key, item);
  });
  const placed = new Set<string>();
  const distinct: T[] = [];
  const copies: T[] = [];
  ranked.forEach((item, index) => {
    const key = keys[index];
    if (key === null || key === undefined) {
      distinct.push(item);
      return;
    }
    const representative = representatives.get(key) as T;
    if (!placed.has(key)) {
      placed.add(key);
      if (representative !== item) takePlace(representative, item);
      distinct.push(representative);
    }
    if (item !== representative) copies.push(item);
  });
  return { distinct, copies };
}

/** The memory's source turns as one key (their ids sorted), or null when it names none. */
function sourceKey(record: MemoryRecord): string | null {
  const ids = [...new Set(turnEvidenceIds(record))].sort();
  return ids.length === 0 ? null : ids.join('\n');
}
