import { buildRecord } from '../../testing/records.js';
import { describe, expect, it } from 'vitest';
import { HashEmbedder } from '../../embedders/hash/hash-embedder.js';
import { InMemoryStore } from '../../stores/in-memory/in-memory-store.js';
import { manualClock } from '../clock.js';
import { defaultSearchConfig } from '../config.js';
import type { WriteBatch } from '../store.js';
import { analyze } from '../text/analyzer.js';
import type { MemoryRecord, SearchResult } from '../types.js';
import { keywordContextScores, TermCache } from './keyword-context.js';
import { neighbourRows, turnPositionOf } from './neighbours.js';
import { mmrOrder } from './reorder.js';
import { SearchResultCache } from './result-cache.js';
import { denseScaleFor } from './scoring.js';
import { hanShare } from '../text/script-share.js';
import { markInheritedResult, outdatedSources, rankSuccessorsFirst } from './superseded-sources.js';
import { onStoreWrite } from './write-observer.js';

function record(id: string, overrides: Partial<MemoryRecord> = {}): MemoryRecord {
  return buildRecord(id, { tenantId: 't', scope: { userId: 'u1' }, kind: 'episodic', text: id, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', ...overrides });
}

describe('SearchResultCache', () => {
  const result = (id: string): SearchResult => ({ ...record(id), score: 1, relevance: 1, scores: { dense: 1, keyword: 0, importance: 0.5, recency: 1, final: 1 } });

  it('drops a user group on their writes, everything of a tenant on a shared write or an unexplained delete', () => {
    const cache = new SearchResultCache(manualClock('2026-01-01T00:00:00Z'), 60_000, 100);
    const fill = (): void => {
      cache.set('t', 'u1', 'q', [result('a')]);
      cache.set('t', 'u2', 'q', [result('b')]);
      cache.set('t', undefined, 'q', [result('c')]);
      cache.set('other', 'u1', 'q', [result('d')]);
    };
    const present = (): boolean[] => [cache.get('t', 'u1', 'q'), cache.get('t', 'u2', 'q'), cache.get('t', undefined, 'q'), cache.get('other', 'u1', 'q')].map((entry) => entry !== null);

    fill();
    cache.invalidate({ tenantId: 't', upserts: [{ record: record('x', { scope: { userId: 'u1' } }) }] });
    expect(present()).toEqual([false, true, false, true]);

    fill();
    cache.invalidate({ tenantId: 't', upserts: [{ record: record('k', { scope: {} }) }] });
    expect(present()).toEqual([false, false, false, true]);

    fill();
    // An unexplained delete drops its own tenant only: a batch never reaches another tenant.
    cache.invalidate({ tenantId: 't', deletes: ['gone'], history: [] });
    expect(present()).toEqual([false, false, false, true]);

    fill();
    const before = record('y', { scope: { userId: 'u2' } });
    cache.invalidate({ tenantId: 't', deletes: ['y'], history: [{ id: 'h', memoryId: 'y', event: 'delete', before, after: null, at: '2026-01-01T00:00:00Z', actor: null }] });
    expect(present()).toEqual([true, false, false, true]);
  });

  it('expires entries after the TTL and evicts the oldest past capacity', () => {
    const clock = manualClock('2026-01-01T00:00:00Z');
    const cache = new SearchResultCache(clock, 1000, 2);
    cache.set('t', 'u1', 'q1', [result('a')]);
    cache.set('t', 'u1', 'q2', [result('b')]);
    cache.set('t', 'u1', 'q3', [result('c')]);
    expect(cache.get('t', 'u1', 'q1')).toBeNull();
    expect(cache.get('t', 'u1', 'q3')?.[0]?.id).toBe('c');
    clock.advance(1001);
    expect(cache.get('t', 'u1', 'q3')).toBeNull();
    expect(new SearchResultCache(clock, 0, 10).enabled).toBe(false);
  });

  it('keeps a local search from its question\'s second ask, a costly one at once, and each user\'s asks apart', () => {
    const cache = new SearchResultCache(manualClock('2026-01-01T00:00:00Z'), 60_000, 100);
    cache.offer('t', 'u1', 'q', [result('a')], false);
    expect(cache.get('t', 'u1', 'q')).toBeNull();
    // Another user asking the same question is a first ask of theirs.
    cache.offer('t', 'u2', 'q', [result('b')], false);
    expect(cache.get('t', 'u2', 'q')).toBeNull();
    cache.offer('t', 'u1', 'q', [result('a')], false);
    expect(cache.get('t', 'u1', 'q')?.[0]?.id).toBe('a');
    cache.offer('t', 'u1', 'costly', [result('c')], true);
    expect(cache.get('t', 'u1', 'costly')?.[0]?.id).toBe('c');
    // Clearing forgets the asks too.
    cache.offer('t', 'u1', 'again', [result('d')], false);
    cache.clear();
    cache.offer('t', 'u1', 'again', [result('d')], false);
    expect(cache.get('t', 'u1', 'again')).toBeNull();
  });
});

describe('onStoreWrite', () => {
  it('hears every batch before and after the write, keeps the store itself, and unsubscribes', async () => {
    const store = new InMemoryStore();
    const heard: string[] = [];
    const stop = onStoreWrite(store, (batch) => heard.push(`a:${batch.deletes?.join() ?? ''}`));
    onStoreWrite(store, (batch) => heard.push(`b:${batch.deletes?.join() ?? ''}`));
    const batch: WriteBatch = { tenantId: 't', deletes: ['x'] };
    await store.write(batch);
    expect(heard).toEqual(['a:x', 'b:x', 'a:x', 'b:x']);
    expect(store).toBeInstanceOf(InMemoryStore);
    stop();
    await store.write({ tenantId: 't', deletes: ['y'] });
    expect(heard.slice(4)).toEqual(['b:y', 'b:y']);
  });

  it('still notifies after a failed write, which rethrows', async () => {
    const store = new InMemoryStore();
    let calls = 0;
    onStoreWrite(store, () => {
      calls += 1;
    });
    await expect(store.write({ tenantId: 't', upserts: [{ record: record('no-vector') }] })).rejects.toThrow(/needs a vector/);
    expect(calls).toBe(2);
  });
});

describe('outdatedSources', () => {
  it('marks a turn whose every citing fact was superseded, not one a current fact still cites', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    const oldTurn = record('s1_s1:3', { metadata: { sessionId: 'u.s1', turnId: 's1:3' }, evidence: ['s1:3'] });
    const newTurn = record('s2_s2:1', { metadata: { sessionId: 'u.s2', turnId: 's2:1' }, evidence: ['s2:1'] });
    const mixedTurn = record('s1_s1:5', { metadata: { sessionId: 'u.s1', turnId: 's1:5' }, evidence: ['s1:5'] });
    const closed = record('fact-old', { kind: 'semantic', evidence: ['u.s1:s1:3'], supersededBy: 'fact-new', validTo: '2026-02-01T00:00:00Z' });
    const current = record('fact-new', { kind: 'semantic', evidence: ['u.s2:s2:1'] });
    const closedMixed = record('fact-mixed-old', { kind: 'semantic', evidence: ['u.s1:s1:5'], supersededBy: 'x' });
    const currentMixed = record('fact-mixed-current', { kind: 'semantic', evidence: ['u.s1:s1:5'] });
    const outdated = outdatedSources([oldTurn, newTurn, mixedTurn, closed, current, closedMixed, currentMixed], now);
    expect([...outdated]).toEqual([['s1_s1:3', ['fact-new']]]);
    expect(outdatedSources([oldTurn, newTurn, current], now).size).toBe(0);
  });
});

/**
 * The plain way to find neighbours (a list and a map entry per record), which `neighbourRows`
 * must agree with: for each positioned record, the ids of up to `span` nearest turns on each side
 * within its session, no further than `reach` turn numbers away (by number, so user/assistant
 * pairs numbered 1, 3, 5 still count as adjacent).
 */
function neighbourIds(records: MemoryRecord[], span: number, reach: number): Map<string, string[]> {
  const sessions = new Map<string, { id: string; turnNumber: number }[]>();
  for (const record of records) {
    const position = turnPositionOf(record);
    if (!position) continue;
    const list = sessions.get(position.sessionId) ?? [];
    list.push({ id: record.id, turnNumber: position.turnNumber });
    sessions.set(position.sessionId, list);
  }
  const result = new Map<string, string[]>();
  for (const list of sessions.values()) {
    list.sort((left, right) => left.turnNumber - right.turnNumber || left.id.localeCompare(right.id));
    list.forEach((entry, index) => {
      const around: string[] = [];
      for (let offset = 1; offset <= span; offset += 1) {
        for (const other of [list[index - offset], list[index + offset]]) {
          if (other && Math.abs(other.turnNumber - entry.turnNumber) <= reach) around.push(other.id);
        }
      }
      result.set(entry.id, around);
    });
  }
  return result;
}

/** `neighbourRows` as id lists, one per record. */
function neighbourRowIds(records: MemoryRecord[], span: number, reach: number, extraFrom?: number): string[][] {
  const rows = neighbourRows(records, span, reach, extraFrom);
  return records.map((_, position) => [...rows.positions.subarray(rows.offsets[position], rows.offsets[position + 1])].map((other) => records[other]?.id ?? ''));
}

describe('neighbourIds', () => {
  it('pairs each turn with its nearest turns in the session, within reach', () => {
    const at = (id: string, sessionId: string, turnNumber: number): MemoryRecord => record(id, { metadata: { sessionId, turnNumber } });
    const records = [at('a1', 'a', 1), at('a3', 'a', 3), at('a5', 'a', 5), at('a20', 'a', 20), at('b2', 'b', 2), record('plain')];
    const map = neighbourIds(records, 1, 2);
    expect(map.get('a3')).toEqual(['a1', 'a5']);
    expect(map.get('a5')).toEqual(['a3']);
    expect(map.get('a20')).toEqual([]);
    expect(map.get('b2')).toEqual([]);
    expect(map.has('plain')).toBe(false);
    // neighbourRows gives the same lists by position, and none to the record without a turn.
    expect(neighbourRowIds(records, 1, 2)).toEqual(records.map((each) => map.get(each.id) ?? []));
  });

  it('by position (neighbourRows): the same lists, the extra records\' found among all and the others\' among the others only', () => {
    const at = (id: string, sessionId: string, turnNumber: number): MemoryRecord => record(id, { metadata: { sessionId, turnNumber } });
    const pool = [at('a5', 'a', 5), at('a1', 'a', 1), record('plain'), at('a3', 'a', 3), at('b2', 'b', 2), at('a3x', 'a', 3), at('a20', 'a', 20)];
    const extra = [at('a4', 'a', 4), at('b3', 'b', 3), at('c1', 'c', 1)];
    const all = [...pool, ...extra];
    const listed = neighbourRowIds(all, 2, 4, pool.length);
    const ownIds = neighbourIds(pool, 2, 4);
    const joinedIds = neighbourIds(all, 2, 4);
    const expected = all.map((each, position) => (position < pool.length ? ownIds : joinedIds).get(each.id) ?? []);
    expect(listed).toEqual(expected);
    // The extra a4 sits between a3 and a5; the pool's own lists do not see it.
    expect(listed[pool.length]).toContain('a3');
    expect(listed[3]).not.toContain('a4');
  });
});

describe('keywordContextScores', () => {
  it('reproduces the store BM25 from recovered IDF and lets a neighbour supply missing terms', async () => {
    const store = new InMemoryStore();
    const embedder = new HashEmbedder(8);
    const texts = ['lisbon trip in spring', 'tram rides were the best', 'concert encore was loud', 'groceries and laundry', 'lisbon has hills'];
    const records = texts.map((text, index) => record(`r${index}`, { text, metadata: { sessionId: index < 2 ? 's1' : 's2', turnNumber: index } }));
    const vectors = await embedder.embed(texts);
    await store.write({ tenantId: 't', upserts: records.map((each, index) => ({ record: each, vector: vectors[index] as Float32Array, terms: analyze(each.text) })) });
    const query = { tenantId: 't', userId: 'u1', statuses: ['active' as const] };
    const queryTerms = analyze('best tram in lisbon');
    const hits = await store.keywordSearch(query, queryTerms, 10);
    const pool = new Map(records.map((each) => [each.id, each]));
    const scores = await keywordContextScores({
      store,
      query,
      queryTerms,
      pool,
      storeScores: new Map([...hits].filter((hit) => hit.id !== 'r1').map((hit) => [hit.id, hit.score])),
      neighbours: neighbourRows(records, 1, 2),
      neighbourWeight: 0.7,
      termsOf: (each) => new TermCache().termsOf(each),
    });
    const storeScore = hits.find((hit) => hit.id === 'r1')?.score ?? 0;
    // r1 was left out of the store scores: its own score is the local estimate, which must match.
    expect(scores.get('r1')?.own).toBeCloseTo(storeScore, 3);
    // r1 lacks "lisbon", which its neighbour r0 has: the context adds 0.7 of r0's lisbon score.
    expect(scores.get('r1')?.context).toBeGreaterThan(storeScore);
    expect(scores.get('r1')?.coverage).toBe(1);
    expect(scores.get('r2')).toMatchObject({ own: 0, context: 0, coverage: 0 });
    expect(scores.get('r3')?.own).toBe(0);
    expect(scores.get('r3')?.context).toBeGreaterThan(0);
  });
});

describe('TermCache', () => {
  it('never serves one text\'s terms for another, whatever the id, tenant and update time', () => {
    const cache = new TermCache();
    const first = cache.termsOf(record('chat_1', { text: 'peanut allergy' }));
    // The same id and update time in another tenant (or another file), with other text.
    const other = cache.termsOf(record('chat_1', { tenantId: 'other', text: 'lisbon trip in may' }));
    expect([...first.counts.keys()]).toEqual(analyze('peanut allergy'));
    expect([...other.counts.keys()].sort()).toEqual([...new Set(analyze('lisbon trip in may'))].sort());
    expect(cache.termsOf(record('chat_9', { text: 'peanut allergy' }))).toBe(first);
  });
});

describe('mmrOrder', () => {
  it('moves an exact duplicate below the next distinct item and leaves distinct items in order', () => {
    const same = Float32Array.from([1, 0, 0]);
    const other = Float32Array.from([0, 1, 0]);
    const items = [
      { id: 'a', score: 0.9, vector: same },
      { id: 'b', score: 0.85, vector: Float32Array.from(same) },
      { id: 'c', score: 0.5, vector: other },
    ];
    expect(mmrOrder(items, { duplicateSimilarity: 0.9, penalty: 1 }).map((item) => item.id)).toEqual(['a', 'c', 'b']);
    expect(mmrOrder(items, { duplicateSimilarity: 0.9, penalty: 0 }).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('dense calibration by script', () => {
  it('measures the Han share and interpolates the model calibration; other models use the plain settings', () => {
    expect(hanShare('我家猫叫什么名字')).toBe(1);
    expect(hanShare('What is my cat called')).toBe(0);
    expect(hanShare('dashboard 迁移')).toBeGreaterThan(0.5);
    const model = 'BAAI/bge-small-zh-v1.5';
    const calibration = defaultSearchConfig.denseCalibration[model];
    expect(denseScaleFor(defaultSearchConfig, model, hanShare('我家猫'))).toEqual(calibration?.han);
    expect(denseScaleFor(defaultSearchConfig, model, hanShare('my cat'))).toEqual(calibration?.latin);
    const plain = denseScaleFor(defaultSearchConfig, 'feature-hash-v1', hanShare('我家猫'));
    expect(plain).toEqual({ floor: defaultSearchConfig.denseFloor, ceiling: defaultSearchConfig.denseCeiling, share: 0.25 });
  });
});

describe('rankSuccessorsFirst', () => {
  it('lifts the current version just above the one it replaced, along a chain, and leaves the old score alone', () => {
    const scored = (id: string, score: number, supersededBy: string | null = null): SearchResult => ({
      ...record(id, { supersededBy }),
      score,
      relevance: 0,
      scores: { dense: 0, keyword: 0, importance: 0, recency: 0, final: score },
    });
    const results = [scored('oldest', 0.9, 'old'), scored('old', 0.8, 'new'), scored('new', 0.3), scored('unrelated', 0.5, 'missing'), scored('kept', 0.2, 'strong'), scored('strong', 0.7)];
    rankSuccessorsFirst(results, markInheritedResult);
    const order = [...results].sort((left, right) => right.score - left.score).map((result) => result.id);
    expect(order).toEqual(['new', 'old', 'oldest', 'strong', 'unrelated', 'kept']);
    expect(results.find((result) => result.id === 'oldest')?.score).toBe(0.9);
    expect(results.find((result) => result.id === 'new')?.scores.inherited).toBe(1);
    expect(results.find((result) => result.id === 'strong')?.score).toBe(0.7);
  });

  it("gives a successor already ranked above what it replaced that one's relevance, so the gate shows the current state too", () => {
    const scored = (id: string, score: number, relevance: number, supersededBy: string | null = null): SearchResult => ({
      ...record(id, { supersededBy }),
      score,
      relevance,
      scores: { dense: 0, keyword: 0, importance: 0, recency: 0, final: score },
    });
    const results = [scored('old', 0.05, 0.5, 'new'), scored('new', 0.1, 0.03)];
    rankSuccessorsFirst(results, markInheritedResult);
    expect(results.map((result) => [result.id, result.score, result.relevance])).toEqual([
      ['old', 0.05, 0.5],
      ['new', 0.1, 0.5],
    ]);
    expect(results[1]?.scores.inherited).toBe(1);
  });

  it('lifts the facts that replaced an outdated turn above it, and only those among the candidates', () => {
    const scored = (id: string, score: number): SearchResult => ({
      ...record(id),
      score,
      relevance: score,
      scores: { dense: 0, keyword: 0, importance: 0, recency: 0, final: score },
    });
    const results = [scored('old-turn', 0.6), scored('new-fact', 0.2), scored('other', 0.4)];
    rankSuccessorsFirst(results, markInheritedResult);
    expect(results.map((result) => result.score)).toEqual([0.6, 0.2, 0.4]);
    rankSuccessorsFirst(results, markInheritedResult, new Map([['old-turn', ['new-fact', 'not-a-candidate']]]));
    const order = [...results].sort((left, right) => right.score - left.score).map((result) => result.id);
    expect(order).toEqual(['new-fact', 'old-turn', 'other']);
    expect(results.find((result) => result.id === 'new-fact')?.relevance).toBe(0.6);
    expect(results.find((result) => result.id === 'old-turn')?.score).toBe(0.6);
  });
});
