import { describe, expect, it } from 'vitest';
import { defaultSearchConfig } from '../config.js';
import { memoryTime } from '../memory-time.js';
import { analyze } from '../text/analyzer.js';
import type { MemoryStore } from '../store.js';
import type { SearchResult } from '../types.js';
import { createTestEngine } from '../../testing/engine-fixtures.js';
import { seededRandom } from '../../testing/seeded-random.js';
import { buildRecord } from '../../testing/records.js';
import { gateByRelevance } from './relevance.js';
import { rankCandidates, runSearch, type SearchRequest } from './hybrid-search.js';
import { passesThreshold } from './score-rules.js';
import { CandidateTable, ScoredCandidate, type SignalName } from './scored-candidate.js';
import { markInheritedResult, rankSuccessorsFirst } from './superseded-sources.js';

/**
 * Search builds a `SearchResult` only for what it returns (and the head MMR reorders); every other
 * candidate stays a `ScoredCandidate`. These tests hold the lazy build to the full one: the same
 * results, scores and breakdowns, key order included.
 */
const WORDS = ['coffee', 'grinder', 'nurse', 'night', 'shift', 'peanuts', 'allergy', 'Berlin', 'sister', 'train', 'rain', 'shoes', '咖啡', '夜班', '护士', '花生', '过敏', '柏林', '下雨', '鞋子'];
// Two ask for the latest state, so the later-state lift runs (on built results) for them.
const QUESTIONS = ['coffee grinder', 'night shift nurse', 'peanuts allergy Berlin', '咖啡 花生', 'rain shoes train', '夜班护士 下雨', 'which coffee grinder now', '最近 下雨 鞋子'];

function sentence(random: () => number): string {
  return Array.from({ length: 4 + Math.floor(random() * 8) }, () => WORDS[Math.floor(random() * WORDS.length)] as string).join(' ');
}

/** One user with 400 memories of a small vocabulary (every question has hundreds of candidates), some replaced by later ones. */
async function crowdedStore() {
  const { engine, clock, embedder, store } = createTestEngine({ start: '2026-03-01T00:00:00.000Z' });
  const random = seededRandom(13);
  for (let index = 0; index < 400; index += 1) {
    const turn = index % 2 === 0;
    await engine.add({
      id: `m${index}`,
      userId: 'u1',
      text: sentence(random),
      importance: Math.round(random() * 10) / 10,
      ...(turn ? { kind: 'episodic' as const, sessionId: `s${Math.floor(index / 20)}`, metadata: { sessionId: `s${Math.floor(index / 20)}`, turnNumber: index % 20 } } : {}),
    });
    clock.advance(3_600_000);
  }
  // Near-copies, so MMR marks some results redundant.
  for (let copy = 0; copy < 4; copy += 1) await engine.add({ id: `copy${copy}`, userId: 'u1', text: 'coffee grinder coffee grinder Berlin rain shoes' });
  // Chains of replacements, each successor written later: the lift reaches deep into the ranking.
  for (let index = 1; index < 400; index += 7) await engine.update(`m${index}`, { supersededBy: `m${(index + 150) % 400}` }, { userId: 'u1' });
  return { engine, clock, embedder, store };
}

async function requestFor(question: string, context: Awaited<ReturnType<typeof crowdedStore>>, overrides: Partial<SearchRequest>): Promise<SearchRequest> {
  const [vector] = await context.embedder.embed([question]);
  return {
    store: context.store,
    query: { tenantId: 'default', userId: 'u1', statuses: ['active'] },
    vector: vector as Float32Array,
    terms: analyze(question),
    now: context.clock.now(),
    config: defaultSearchConfig,
    topK: 10,
    threshold: 0,
    text: question,
    embedder: context.embedder,
    successorsFirst: true,
    ...overrides,
  };
}

/** What search returned when it built every candidate's result: the thresholds over the full ranking. */
function cutFullRanking(ranked: SearchResult[], request: SearchRequest): SearchResult[] {
  if (request.uncut) return ranked.slice(0, request.topK);
  if (request.relevanceCut !== undefined) return gateByRelevance(ranked, request.relevanceCut, request.config.relativeThreshold, request.topK);
  const topScore = ranked[0]?.score ?? 0;
  if (topScore < (request.minTopScore ?? request.threshold)) return [];
  return ranked.filter((result) => passesThreshold(result.score, topScore, request.threshold, request.config.relativeThreshold)).slice(0, request.topK);
}

describe('results built only for what search returns', () => {
  it('returns what the fully built ranking gives, key order included, under every cut', async () => {
    const context = await crowdedStore();
    const settings: Partial<SearchRequest>[] = [
      { topK: 10 },
      { topK: 3, threshold: 0.05 },
      { topK: 40, threshold: 0.01 },
      { topK: 10, uncut: true },
      { topK: 60, uncut: true },
      { topK: 10, relevanceCut: 0.1 },
      { topK: 10, relevanceCut: 0.9 },
      { topK: 10, successorsFirst: false },
    ];
    let candidates = 0;
    let inheritedInTail = 0;
    let redundant = 0;
    for (const question of QUESTIONS) {
      for (const setting of settings) {
        const request = await requestFor(question, context, setting);
        const full = await rankCandidates(request);
        candidates = Math.max(candidates, full.length);
        const headSize = Math.max(20, request.topK * 2);
        inheritedInTail += full.slice(headSize).filter((result) => result.scores.inherited === 1).length;
        for (const result of full) expect(result.score).toBe(result.scores.final);
        const returned = await runSearch(request);
        expect(JSON.stringify(returned)).toBe(JSON.stringify(cutFullRanking(full, request)));
        for (const result of returned.filter((item) => item.scores.redundancy !== undefined)) {
          redundant += 1;
          // MMR's mark comes last in the breakdown, as it always did.
          expect(Object.keys(result.scores).at(-1)).toBe('redundancy');
        }
      }
    }
    // The comparison means something only with a long tail, and lifts in it.
    expect(candidates).toBeGreaterThan(100);
    expect(inheritedInTail).toBeGreaterThan(0);
    expect(redundant).toBeGreaterThan(0);
    await context.engine.close();
  });

  it('builds a lifted candidate as the lift changes a built result', () => {
    const setting = { now: new Date('2026-03-01T00:00:00.000Z'), config: defaultSearchConfig, models: ['a', 'b'], questionHan: 0.25, world: 0, impersonal: 0, candidateCount: 2, pastAsked: false };
    const table = new CandidateTable(4, setting);
    let rows = 0;
    const make = (id: string, relevance: number, supersededBy: string | null): ScoredCandidate => {
      const record = buildRecord(id, { supersededBy, importance: 0.7 });
      const candidate = new ScoredCandidate(record, table, rows);
      table.setCosine(rows, 0, 0.5);
      table.setCosine(rows, 1, null);
      rows += 1;
      const signals: [SignalName, number][] = [['dense', relevance], ['keyword', 0.2], ['context', 0.3], ['coverage', 0.4], ['pooled', relevance], ['fused', relevance], ['time', 1], ['topic', 0.1]];
      for (const [name, value] of signals) candidate.setSignal(name, value);
      candidate.settle(relevance, memoryTime(record));
      return candidate;
    };
    const lazy = [make('old', 0.9, 'new'), make('new', 0.2, null)];
    const built = [make('old', 0.9, 'new'), make('new', 0.2, null)].map((candidate) => candidate.toResult());
    rankSuccessorsFirst(lazy, (candidate) => (candidate.inherited = true));
    rankSuccessorsFirst(built, markInheritedResult);
    expect(JSON.stringify(lazy.map((candidate) => candidate.toResult()))).toBe(JSON.stringify(built));
    expect(built[1]?.scores).toMatchObject({ inherited: 1, relevance: 0.9, topic: 0.1, cosine: 0.5, 'cosine:a': 0.5, 'cosine:b': 0 });
    expect(built[1]?.score).toBeGreaterThan(built[0]?.score ?? 1);
  });

  it('never changes the records it ranks (they may be cached objects shared across searches)', async () => {
    const context = await crowdedStore();
    // Every record the store hands out is frozen, as deep as it goes: a change in place throws.
    const store = context.store;
    const freeze = <T>(value: T): T => {
      if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
        for (const inner of Object.values(value)) freeze(inner);
        Object.freeze(value);
      }
      return value;
    };
    const frozen: Partial<MemoryStore> = {
      getMany: async (tenantId, ids) => freeze(await store.getMany(tenantId, ids)),
      list: async (query, page, order) => freeze(await store.list(query, page, order)),
    };
    const frozenStore = new Proxy(store, {
      get: (target, key) => {
        const value: unknown = frozen[key as keyof MemoryStore] ?? Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    for (const question of QUESTIONS) {
      const request = await requestFor(question, context, { store: frozenStore, topK: 60, uncut: true });
      const ranked = await rankCandidates(request);
      expect(ranked.filter((result) => result.scores.inherited === 1).length).toBeGreaterThan(0);
      // The results themselves are the caller's to change.
      expect(Object.isFrozen(ranked[0])).toBe(false);
    }
    await context.engine.close();
  });
});
