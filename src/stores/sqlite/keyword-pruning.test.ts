import { describe, expect, it } from 'vitest';
import { parseFilter } from '../../core/filter.js';
import type { RecordQuery } from '../../core/store.js';
import { recordQuery, seededRandom, TENANT } from '../contract/fixtures.js';
import { scorePartitions, tfLookup, type PartitionTerms } from './keyword-partition-search.js';
import { addDoc, postingsOf, type KeywordDoc, type KeywordPartition } from './keyword-partitions.js';
import { topByScoreThenId } from './top-by-score.js';

const VOCABULARY = Array.from({ length: 300 }, (_, index) => `w${index}`);

/** A partition of documents whose words follow a Zipf-like law, so queries mix rare and common terms. */
function partition(random: () => number, userId: string | null, size: number): { partition: KeywordPartition; words: Map<number, string[]> } {
  const built: KeywordPartition = { tenantId: TENANT, userId, version: 0, docs: new Map(), totalLength: 0, postings: new Map(), postingCount: 0, slots: 0 };
  const words = new Map<number, string[]>();
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
      metadata: JSON.stringify({ even: row % 2 === 0 }),
      createdAt: '2026-01-01T00:00:00.000Z',
      memoryTime: '2026-01-01T00:00:00.000Z',
    });
  }
  // A few documents left the partition after their postings were read.
  for (let row = 0; row < size; row += 37) (built.docs.get(row) as KeywordDoc).removed = true;
  return { partition: built, words };
}

function termsOf(built: { partition: KeywordPartition; words: Map<number, string[]> }, terms: string[]): PartitionTerms {
  return {
    partition: built.partition,
    postings: terms.map((term) => {
      const docs: (KeywordDoc | undefined)[] = [];
      const tf: number[] = [];
      for (const [row, text] of built.words) {
        const count = text.filter((word) => word === term).length;
        if (count === 0) continue;
        docs.push(built.partition.docs.get(row));
        tf.push(count);
      }
      return postingsOf(docs, tf);
    }),
  };
}

describe('keyword search over partition copies, pruned to the top k', () => {
  it('returns exactly the top k of the full scoring, scores included, while skipping documents that cannot reach it', () => {
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
    let lookups = 0;
    for (let round = 0; round < 60; round += 1) {
      const terms = [...new Set(Array.from({ length: 2 + Math.floor(random() * 5) }, () => VOCABULARY[Math.floor(Math.pow(VOCABULARY.length, random())) - 1] as string))];
      for (const query of queries) {
        const parts = [termsOf(alice, terms), ...(query.includeShared ? [termsOf(shared, terms)] : [])];
        for (const k of [1, 10, 100]) {
          const full = scorePartitions(query, parts, terms.length, false);
          const pruned = scorePartitions(query, parts, terms.length, false, k);
          expect(topByScoreThenId([...pruned], k)).toEqual(topByScoreThenId([...full], k));
          searches += 1;
          if (pruned.length < full.length) prunedSearches += 1;
          lookups += parts.reduce((sum, part) => sum + part.postings.filter((postings) => postings.tfBySlot !== null).length, 0);
        }
      }
    }
    // Fewer matches come back than match (the rest cannot reach the top k) on a good share of these searches.
    expect(prunedSearches).toBeGreaterThan(searches / 4);
    // And pruning engaged: only a pruned search's rescoring pass looks common terms up by slot instead of walking them.
    expect(lookups).toBeGreaterThan(searches / 10);
  });

  it('looks a term up by document slot with the frequencies of its postings, and only for dense postings', () => {
    const random = seededRandom(11);
    const alice = partition(random, 'alice', 500);
    const [common, rare] = termsOf(alice, ['w0', 'w299']).postings as [ReturnType<typeof postingsOf>, ReturnType<typeof postingsOf>];
    const lookup = tfLookup(common, alice.partition.slots);
    expect(lookup).not.toBeNull();
    common.docs.forEach((doc, index) => {
      if (doc) expect(lookup?.[doc.slot]).toBe(common.tf[index]);
    });
    expect(lookup?.filter((frequency) => frequency > 0).length).toBe(common.docs.filter((doc) => doc !== undefined).length);
    // Kept on the postings for the next search.
    expect(tfLookup(common, alice.partition.slots)).toBe(lookup);
    expect(tfLookup(rare, alice.partition.slots)).toBeNull();
    const huge = postingsOf([alice.partition.docs.get(1)], [70_000]);
    expect(tfLookup(huge, 1)).toBeNull();
  });

  it('scores a document added after a looked-up term was read as not holding that term', () => {
    const random = seededRandom(17);
    const alice = partition(random, 'alice', 600);
    const query = recordQuery({ userId: 'alice' });
    const common = termsOf(alice, ['w0']).postings[0] as ReturnType<typeof postingsOf>;
    const before = [termsOf(alice, ['w250']).postings[0] as ReturnType<typeof postingsOf>, common];
    scorePartitions(query, [{ partition: alice.partition, postings: before }], 2, false, 1);
    expect(tfLookup(common, alice.partition.slots)).not.toBeNull();
    // A new document holding only the rare term joins the partition; the common term's postings stay valid.
    const words = ['w250', 'w250', 'w250'];
    alice.words.set(10_000, words);
    addDoc(alice.partition, 10_000, { id: 'alice-new', length: words.length, status: 'active', kind: 'episodic', agentId: null, sessionId: null, metadata: '{}', createdAt: '2026-01-01T00:00:00.000Z', memoryTime: '2026-01-01T00:00:00.000Z' });
    const parts = [{ partition: alice.partition, postings: [termsOf(alice, ['w250']).postings[0] as ReturnType<typeof postingsOf>, common] }];
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
    const doc = [...alice.partition.docs.values()].find((candidate) => candidate.id === top.id) as KeywordDoc;
    // What KeywordPartitions.apply does for a committed status change: the document in place, the version moved.
    doc.status = 'archived';
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
