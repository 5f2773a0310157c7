import { describe, expect, it, vi } from 'vitest';
import { parseFilter } from '../../core/filter.js';
import type { RecordQuery } from '../../core/store.js';
import { recordQuery, seededRandom, TENANT } from '../contract/fixtures.js';
import { scorePartitions, type PartitionTerms } from './keyword-partition-search.js';
import { addDoc, emptyPartition, fieldsOf, isRemoved, putDoc, removeDoc, type KeywordPartition, type Postings } from './keyword-partitions.js';
import { topByScoreThenId } from './top-by-score.js';

const VOCABULARY = Array.from({ length: 300 }, (_, index) => `w${index}`);

interface Built {
  partition: KeywordPartition;
  words: Map<number, string[]>;
  /** Each row's slot, kept after its document left (postings still point at it). */
  slots: Map<number, number>;
}

/** A partition of documents whose words follow a Zipf-like law, so queries mix rare and common terms. */
function partition(random: () => number, userId: string | null, size: number): Built {
  const built = emptyPartition(TENANT, userId, 0);
  const words = new Map<number, string[]>();
  const slots = new Map<number, number>();
  for (let row = 0; row < size; row += 1) {
    const text = Array.from({ length: 3 + Math.floor(random() * 10) }, () => VOCABULARY[Math.floor(Math.pow(VOCABULARY.length, random())) - 1] as string);
    words.set(row, text);
    addDoc(built, row, {
      id: `${userId ?? 'shared'}-${row}`,
      length: text.length,
      status: random() < 0.85 ? 'active' : 'archived',
      kind: 'episodic',
      agentId: null,
      sessionId: null,
      // A text of its own per document: a filter's check decides each distinct text once
      // (metadata-verdicts.ts), and the count of parsed documents below is what deferral saves.
      metadata: JSON.stringify({ even: row % 2 === 0, row }),
      createdAt: '2026-01-01T00:00:00.000Z',
      memoryTime: '2026-01-01T00:00:00.000Z',
      analysis: null,
    });
    slots.set(row, built.slots - 1);
  }
  // A few documents left the partition after their postings were read.
  for (let row = 0; row < size; row += 37) removeDoc(built, row);
  return { partition: built, words, slots };
}

function termsOf(built: Built, terms: string[]): PartitionTerms {
  return {
    partition: built.partition,
    postings: terms.map((term) => {
      const docs: (number | undefined)[] = [];
      const tf: number[] = [];
      for (const [row, text] of built.words) {
        const count = text.filter((word) => word === term).length;
        if (count === 0) continue;
        docs.push(built.slots.get(row));
        tf.push(count);
      }
      return postingsOf(built.partition, docs, tf);
    }),
  };
}

describe('keyword search over partition copies', () => {
  it('returns exactly the top k of the full scoring, scores included, and with a limit fewer documents than match', () => {
    const random = seededRandom(2024);
    const alice = partition(random, 'alice', 3000);
    const shared = partition(random, null, 800);
    const queries: RecordQuery[] = [
      recordQuery({ userId: 'alice' }),
      recordQuery({ userId: 'alice', includeShared: true }),
      recordQuery({ userId: 'alice', statuses: ['active', 'archived'], filter: parseFilter({ even: true }) }),
    ];
    let prunedSearches = 0;
    let searches = 0;
    for (let round = 0; round < 60; round += 1) {
      const terms = [...new Set(Array.from({ length: 2 + Math.floor(random() * 5) }, () => VOCABULARY[Math.floor(Math.pow(VOCABULARY.length, random())) - 1] as string))];
      const aliceTerms = termsOf(alice, terms);
      const sharedTerms = termsOf(shared, terms);
      for (const query of queries) {
        const parts = [aliceTerms, ...(query.includeShared ? [sharedTerms] : [])];
        for (const k of [1, 10, 100]) {
          const full = scorePartitions(query, parts, terms.length, false);
          const pruned = scorePartitions(query, parts, terms.length, false, k);
          expect(topByScoreThenId([...pruned], k)).toEqual(topByScoreThenId([...full], k));
          // Everything left out scores below the k-th best.
          const kept = new Set(pruned.map((hit) => hit.id));
          const kth = topByScoreThenId([...full], k).at(-1)?.score ?? Number.NEGATIVE_INFINITY;
          expect(full.filter((hit) => !kept.has(hit.id) && hit.score >= kth)).toEqual([]);
          searches += 1;
          if (pruned.length < full.length) prunedSearches += 1;
        }
      }
    }
    // Fewer matches come back than match (the rest cannot reach the top k) on a good share of these searches.
    expect(prunedSearches).toBeGreaterThan(searches / 4);
  });

  it('with a metadata filter and a limit, checks only the documents that could make the top, and returns what checking every one returns', () => {
    const random = seededRandom(77);
    let checkedFewer = 0;
    for (let round = 0; round < 30; round += 1) {
      // Fresh partitions: no verdicts kept from an earlier search, so the first search defers them.
      const alice = partition(random, 'alice', 600);
      const shared = partition(random, null, 200);
      const terms = [...new Set(Array.from({ length: 2 + Math.floor(random() * 5) }, () => VOCABULARY[Math.floor(Math.pow(VOCABULARY.length, random())) - 1] as string))];
      const parts = [termsOf(alice, terms), termsOf(shared, terms)];
      const query = recordQuery({ userId: 'alice', includeShared: true, filter: parseFilter({ even: true }) });
      const k = [1, 10, 100][round % 3] as number;
      // Each document has a metadata text of its own, so texts parsed are documents checked.
      const parse = vi.spyOn(JSON, 'parse');
      const pruned = scorePartitions(query, parts, terms.length, false, k);
      const checked = parse.mock.calls.length;
      parse.mockRestore();
      // Every hit passed the filter, so its text was parsed.
      expect(checked).toBeGreaterThanOrEqual(pruned.length);
      // The documents an eager check parses: every matching one still in its partition and of an asked status.
      const matching = new Set(
        parts.flatMap((part) =>
          part.postings.flatMap((postings) =>
            [...postings.slots]
              .filter((slot) => slot >= 0)
              .filter((slot) => !isRemoved(part.partition.docs, slot) && query.statuses.includes(fieldsOf(part.partition.docs, slot).status))
              .map((slot) => part.partition.docs.ids.at(slot)),
          ),
        ),
      ).size;
      if (checked < matching) checkedFewer += 1;
      // The full scoring checks every matching document; its top k must be the pruned search's.
      const full = scorePartitions(query, parts, terms.length, false);
      expect(topByScoreThenId([...pruned], k)).toEqual(topByScoreThenId([...full], k));
      const kept = new Set(pruned.map((hit) => hit.id));
      const kth = topByScoreThenId([...full], k).at(-1)?.score ?? Number.NEGATIVE_INFINITY;
      expect(full.filter((hit) => !kept.has(hit.id) && hit.score >= kth)).toEqual([]);
      // Every hit passes the filter (ids of even rows).
      for (const hit of pruned) expect(Number(hit.id.split('-').at(-1)) % 2).toBe(0);
    }
    expect(checkedFewer).toBeGreaterThan(15);
  });

  it('keeps each posting\'s document slot, frequency and length, and -1 for a row with no document', () => {
    const random = seededRandom(11);
    const alice = partition(random, 'alice', 500);
    const [common] = termsOf(alice, ['w0']).postings as [Postings];
    const holders = [...alice.words].filter(([, text]) => text.includes('w0'));
    expect(common.slots.length).toBe(holders.length);
    holders.forEach(([row, text], index) => {
      const slot = alice.slots.get(row) as number;
      expect(common.slots[index]).toBe(slot);
      expect(common.tf[index]).toBe(text.filter((word) => word === 'w0').length);
      expect(common.lengths[index]).toBe(text.length);
      expect(alice.partition.docs.lengths[slot]).toBe(text.length);
    });
    const orphan = postingsOf(alice.partition, [undefined, alice.slots.get(1)], [2, 70_000]);
    expect([...orphan.slots]).toEqual([-1, alice.slots.get(1)]);
    expect([...orphan.tf]).toEqual([2, 70_000]);
  });

  it('counts a row with no document for the term\'s frequency but never returns it, nor a document that left', () => {
    const random = seededRandom(13);
    const alice = partition(random, 'alice', 300);
    const query = recordQuery({ userId: 'alice' });
    const [common] = termsOf(alice, ['w0']).postings as [Postings];
    const withOrphan = postingsOf(alice.partition, [...common.slots, undefined], [...common.tf, 1]);
    const plain = scorePartitions(query, [{ partition: alice.partition, postings: [common] }], 1, false);
    const orphaned = scorePartitions(query, [{ partition: alice.partition, postings: [withOrphan] }], 1, false);
    expect(orphaned.map((hit) => hit.id)).toEqual(plain.map((hit) => hit.id));
    // One more document holds the term: a lower IDF for every match.
    orphaned.forEach((hit, index) => expect(hit.score).toBeLessThan((plain[index] as { score: number }).score));
    const removed = [...alice.slots.values()].filter((slot) => isRemoved(alice.partition.docs, slot)).map((slot) => alice.partition.docs.ids.at(slot));
    expect(removed.length).toBeGreaterThan(0);
    expect(plain.some((hit) => removed.includes(hit.id))).toBe(false);
  });

  it('scores a document added after a term\'s postings were read as not holding that term, with its own slot in the search arrays', () => {
    const random = seededRandom(17);
    const alice = partition(random, 'alice', 600);
    const query = recordQuery({ userId: 'alice' });
    const common = termsOf(alice, ['w0']).postings[0] as Postings;
    const before = [termsOf(alice, ['w250']).postings[0] as Postings, common];
    scorePartitions(query, [{ partition: alice.partition, postings: before }], 2, false, 1);
    // A new document holding only the rare term joins the partition; the common term's postings stay valid.
    const words = ['w250', 'w250', 'w250'];
    alice.words.set(10_000, words);
    addDoc(alice.partition, 10_000, { id: 'alice-new', length: words.length, status: 'active', kind: 'episodic', agentId: null, sessionId: null, metadata: '{}', createdAt: '2026-01-01T00:00:00.000Z', memoryTime: '2026-01-01T00:00:00.000Z', analysis: null });
    alice.slots.set(10_000, alice.partition.slots - 1);
    const parts = [{ partition: alice.partition, postings: [termsOf(alice, ['w250']).postings[0] as Postings, common] }];
    for (const k of [1, 3, 10]) {
      const full = scorePartitions(query, parts, 2, false);
      expect(topByScoreThenId([...scorePartitions(query, parts, 2, false, k)], k)).toEqual(topByScoreThenId([...full], k));
    }
    expect(scorePartitions(query, parts, 2, false).some((hit) => hit.id === 'alice-new')).toBe(true);
  });

  it('checks a document against the filters again once its partition moved to another version', () => {
    const random = seededRandom(23);
    const alice = partition(random, 'alice', 400);
    const query = recordQuery({ userId: 'alice' });
    const parts = [termsOf(alice, ['w0', 'w1'])];
    const before = scorePartitions(query, parts, 2, false, 5);
    const top = topByScoreThenId([...before], 1)[0];
    if (!top) throw new Error('the query must match');
    const slot = alice.partition.slotById.rowOf(top.id);
    const row = [...alice.slots].find(([, held]) => held === slot)?.[0] as number;
    // What KeywordPartitions.apply does for a committed status change: the document in place, the version moved.
    putDoc(alice.partition, row, { ...fieldsOf(alice.partition.docs, slot), status: 'archived' });
    expect(alice.partition.slotById.rowOf(top.id)).toBe(slot);
    alice.partition.version += 1;
    const after = scorePartitions(query, parts, 2, false, 5);
    expect(after.some((hit) => hit.id === top.id)).toBe(false);
    expect(topByScoreThenId([...after], 5)).toEqual(topByScoreThenId([...scorePartitions(query, parts, 2, false)], 5));
  });

  it('keeps every match when fewer than k documents match', () => {
    const random = seededRandom(5);
    const alice = partition(random, 'alice', 200);
    const terms = ['w0', 'w1', 'w250'];
    const parts = [termsOf(alice, terms)];
    const query = recordQuery({ userId: 'alice' });
    const full = scorePartitions(query, parts, terms.length, false);
    const byId = (left: { id: string }, right: { id: string }): number => (left.id < right.id ? -1 : 1);
    expect(scorePartitions(query, parts, terms.length, false, full.length + 5).sort(byId)).toEqual(full.sort(byId));
  });
});

/** Postings over these document slots and term frequencies, as the reader builds them (keyword-partition-reader.ts). */
function postingsOf(partition: KeywordPartition, docs: ArrayLike<number | undefined>, tf: ArrayLike<number>): Postings {
  const count = docs.length;
  const slots = new Int32Array(count);
  const frequencies = new Float64Array(count);
  const lengths = new Uint32Array(count);
  for (let index = 0; index < count; index += 1) {
    const slot = docs[index];
    frequencies[index] = tf[index] as number;
    if (slot === undefined) {
      slots[index] = -1;
      continue;
    }
    slots[index] = slot;
    lengths[index] = partition.docs.lengths[slot] as number;
  }
  return { slots, tf: frequencies, lengths };
}
