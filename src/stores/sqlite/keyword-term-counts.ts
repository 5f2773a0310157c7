import type { KeywordTermCounts } from '../../core/store.js';
import type { PartitionTerms } from './keyword-partition-search.js';
import { isRemoved, NO_ANALYSIS, scratchCapacity, type KeywordPartition, type Postings } from './keyword-partitions.js';

/**
 * Each asked memory's analysed length and counts of the asked terms, from the keyword partition
 * copies (keyword-partitions.ts) instead of from analysing its text again: the search's keyword
 * context (src/core/search/keyword-context.ts) needs them for 100-250 candidates per search, and
 * segmenting their texts was most of a warm search's own CPU. A document answers only when its
 * terms were written as its text's own under the asked analysis tag; otherwise (a knowledge chunk
 * indexed with its headings, terms copied from another store, another analyzer or dictionary) its
 * length stays NaN and the caller analyses the text, so both ways give the same numbers.
 *
 * `parts` hold the postings of `termCount` terms, in the caller's term order. The counts are read
 * by walking those postings once (the keyword search has just walked the same ones), marking the
 * asked documents' slots in a scratch array kept per partition.
 */
export function termCountsOf(parts: PartitionTerms[], ids: string[], termCount: number, analysis: string): KeywordTermCounts {
  const lengths = new Float64Array(ids.length).fill(Number.NaN);
  const counts = new Float64Array(ids.length * termCount);
  for (const { partition, postings } of parts) {
    const docs = partition.docs;
    // No document of the partition was written under a tag it never coded.
    const tag = docs.analysis.codeOf(analysis);
    if (tag < 0) continue;
    const asked = askedSlots(partition);
    const marked: number[] = [];
    for (let index = 0; index < ids.length; index += 1) {
      const slot = partition.slotById.rowOf(ids[index] as string);
      if (slot < 0 || isRemoved(docs, slot) || docs.analysis.codeAt(slot) !== tag || ((docs.flags[slot] as number) & NO_ANALYSIS) !== 0) continue;
      // An id asked twice (or found in an earlier partition) answers once.
      if (!Number.isNaN(lengths[index] as number) || asked[slot] !== 0) continue;
      lengths[index] = docs.lengths[slot] as number;
      asked[slot] = index + 1;
      marked.push(slot);
    }
    if (marked.length === 0) continue;
    for (let term = 0; term < termCount; term += 1) {
      const { slots, tf } = postings[term] as Postings;
      for (let posting = 0; posting < slots.length; posting += 1) {
        const slot = slots[posting] as number;
        if (slot < 0) continue;
        const at = asked[slot] as number;
        if (at !== 0) counts[(at - 1) * termCount + term] = tf[posting] as number;
      }
    }
    for (const slot of marked) asked[slot] = 0;
  }
  return { lengths, counts };
}

const askedBySlot = new WeakMap<KeywordPartition, Int32Array>();

/** A partition's scratch array by document slot (asked index + 1, else 0), all zero between calls. */
function askedSlots(partition: KeywordPartition): Int32Array {
  const kept = askedBySlot.get(partition);
  if (kept && kept.length >= partition.slots) return kept;
  const fresh = new Int32Array(scratchCapacity(partition));
  askedBySlot.set(partition, fresh);
  return fresh;
}
