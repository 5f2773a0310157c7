import { describe, expect, it } from 'vitest';
import { HashEmbedder } from '../../embedders/hash/hash-embedder.js';
import { InMemoryStore } from '../../stores/in-memory/in-memory-store.js';
import { manualClock } from '../clock.js';
import type { DeepPartial, EngineConfig } from '../config.js';
import { MemoryEngine } from '../engine.js';
import type { AddInput } from '../types.js';
import { BILINGUAL_RELEVANCE_PARAMS } from './relevance-params-bilingual.js';
import { RELEVANCE_PARAMS } from './relevance-params.js';
import { calibratedRelevance, POOL_COUNT_CAP, POOL_COUNT_FLOOR, poolFeature, relevanceFeaturesOf, relevanceModelFor } from './relevance.js';

const PAIR = 'BAAI/bge-small-zh-v1.5+universal-sentence-encoder-lite';
const features = { dense: 0.5, context: 0.2, coverage: 0.3, han: 0, topic: 0, instruction: 0, period: 0, missingAnswer: 0, related: 0, world: 0, impersonal: 0 };

describe('the pool feature: how many candidates a search had', () => {
  it('grows with the count between the floor and the cap, and reads the count from a breakdown', () => {
    // A store of a handful of memories is not read further down the fitted line than the floor.
    expect(poolFeature(0)).toBeCloseTo(Math.log(1 + POOL_COUNT_FLOOR), 12);
    expect(poolFeature(POOL_COUNT_FLOOR - 1)).toBe(poolFeature(POOL_COUNT_FLOOR));
    expect(poolFeature(POOL_COUNT_FLOOR + 2)).toBeCloseTo(Math.log(3 + POOL_COUNT_FLOOR), 12);
    expect(poolFeature(POOL_COUNT_CAP)).toBeCloseTo(Math.log(1 + POOL_COUNT_CAP), 12);
    expect(poolFeature(10 * POOL_COUNT_CAP)).toBe(poolFeature(POOL_COUNT_CAP));
    expect(relevanceFeaturesOf({ dense: 0.5, candidates: 17 }).pool).toBeCloseTo(Math.log(18), 12);
  });

  it('lowers the bilingual relevance of the same signals in a bigger store, and leaves the bge fit as it was', () => {
    const pair = relevanceModelFor(PAIR);
    // Fitted on off-topic questions asked of LoCoMo's big stores: the best of many memories is close to anything.
    expect(BILINGUAL_RELEVANCE_PARAMS.pool).toBeLessThan(0);
    expect(calibratedRelevance({ ...features, pool: poolFeature(400) }, pair)).toBeLessThan(calibratedRelevance({ ...features, pool: poolFeature(3) }, pair));
    expect(RELEVANCE_PARAMS.pool).toBe(0);
    const bge = relevanceModelFor('BAAI/bge-small-zh-v1.5');
    expect(calibratedRelevance({ ...features, pool: poolFeature(400) }, bge)).toBe(calibratedRelevance({ ...features, pool: poolFeature(3) }, bge));
  });
});

describe('search reports and uses its candidate count', () => {
  // Keyword statistics are the user's own, so the keyword signals move with the store too: weigh only dense and pool.
  const POOL_WEIGHT: DeepPartial<EngineConfig> = { search: { relevance: { pool: -1, context: 0, coverage: 0 } } };
  const engineWith = (config: DeepPartial<EngineConfig>) =>
    new MemoryEngine({ store: new InMemoryStore(), embedder: new HashEmbedder(64), clock: manualClock('2026-03-25T12:00:00Z'), config });
  const memory = (userId: string, text: string, filler = false): AddInput => ({ userId, text, ...(filler ? { metadata: { filler: true } } : {}) });

  it('puts the count of results it could return in the breakdown, small talk left out', async () => {
    const engine = engineWith({});
    try {
      await engine.addMany([memory('u1', 'My sister Emma lives in Lisbon'), memory('u1', 'I play the cello on Sundays'), memory('u1', 'ok thanks', true)]);
      const [first] = await engine.searchUncut({ userId: 'u1', query: 'Where does Emma live?', topK: 5 });
      expect(first?.scores.candidates).toBe(2);
    } finally {
      await engine.close();
    }
  });

  it('gives the same memory less relevance when the asker has many more memories, under a negative pool weight', async () => {
    const small = engineWith(POOL_WEIGHT);
    const big = engineWith(POOL_WEIGHT);
    try {
      const fact = memory('u1', 'My sister Emma lives in Lisbon');
      await small.addMany([fact]);
      await big.addMany([fact, ...Array.from({ length: 30 }, (_, index) => memory('u1', `Shopping list item ${index}: apples, rice and ${index} eggs`))]);
      const query = { userId: 'u1', query: 'Where does my sister Emma live?', topK: 40 };
      const inSmall = (await small.searchUncut(query)).find((result) => result.text === fact.text);
      const inBig = (await big.searchUncut(query)).find((result) => result.text === fact.text);
      expect(inSmall?.scores.candidates).toBe(1);
      expect(inBig?.scores.candidates).toBeGreaterThan(POOL_COUNT_FLOOR);
      // Same text, same question: only the pool differs.
      expect(inBig?.scores.dense).toBeCloseTo(inSmall?.scores.dense ?? -1, 9);
      expect(inBig?.relevance).toBeLessThan(inSmall?.relevance ?? 0);
    } finally {
      await small.close();
      await big.close();
    }
  });
});
