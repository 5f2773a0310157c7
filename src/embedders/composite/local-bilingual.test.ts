import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryEngine } from '../../core/engine.js';
import { defaultRelevanceModel, relevanceModelFor } from '../../core/search/relevance.js';
import { InMemoryStore } from '../../stores/in-memory/in-memory-store.js';
import { describeEmbedderContract } from '../embedder-contract.js';
import { createBilingualLocalEmbedder, readsLatin } from './local-bilingual.js';

const USE_COSINE = 'cosine:universal-sentence-encoder-lite';

describeEmbedderContract('local-bilingual (bge-small-zh + USE-lite)', () => createBilingualLocalEmbedder(), {
  semanticCases: [
    { anchor: '推荐适合南方通勤的鞋', related: '我住在南方，经常下雨', unrelated: '我女儿下个月过生日' },
    { anchor: 'Which graphics card did I buy?', related: 'GPU is backordered, an RTX 4070 Super', unrelated: 'My sister moved to Lisbon in April' },
  ],
});

describe('local-bilingual in a search', () => {
  let engine: MemoryEngine;

  beforeAll(async () => {
    engine = new MemoryEngine({ store: new InMemoryStore(), embedder: createBilingualLocalEmbedder() });
    await engine.add({ userId: 'u1', text: 'GPU is backordered though, an RTX 4070 Super, supposed to ship in two weeks' });
    await engine.add({ userId: 'u1', text: 'My sister Emma got a job in Lisbon, she is moving there in April' });
    await engine.add({ userId: 'u1', text: '我住广州，一年大半时间都在下雨' });
  });

  afterAll(async () => {
    await engine.close();
  });

  it('lets the English model find a paraphrase that shares no word with the question', async () => {
    const results = await engine.search({ userId: 'u1', query: 'Which graphics card did I get?', threshold: 0 });
    expect(results[0]?.text).toContain('RTX 4070');
    expect(results[0]?.scores[USE_COSINE]).toBeGreaterThan(0.3);
  });

  it('gives the English model no slice of a Chinese memory and no say in a Chinese question', async () => {
    expect(readsLatin('我住广州，一年大半时间都在下雨')).toBe(false);
    expect(readsLatin('User: I live in Berkeley now')).toBe(true);
    const [chineseMemory] = (await engine.getAll({ userId: 'u1', limit: 10 })).items.filter((record) => record.text.startsWith('我住广州'));
    const stored = (await engine.store.getVectors(engine.tenantId, [chineseMemory?.id ?? ''])).get(chineseMemory?.id ?? '');
    expect(stored?.length).toBe(1024);
    expect(stored?.slice(512).every((value) => value === 0)).toBe(true);
    const chinese = await engine.search({ userId: 'u1', query: '我住在哪个城市？', threshold: 0 });
    expect(chinese[0]?.text).toContain('广州');
  });
});

describe('local-bilingual with its own relevance fit', () => {
  let engine: MemoryEngine;

  beforeAll(async () => {
    engine = new MemoryEngine({ store: new InMemoryStore(), embedder: createBilingualLocalEmbedder() });
    for (const text of ['My sister Emma lives in Lisbon', 'I work as a nurse on night shifts', 'I am allergic to peanuts']) await engine.add({ userId: 'u1', text });
  });

  afterAll(async () => {
    await engine.close();
  });

  it('searches with the parameters fitted for the pair, not bge-small-zh alone', () => {
    expect(engine.config.search.relevance).toEqual(relevanceModelFor('BAAI/bge-small-zh-v1.5+universal-sentence-encoder-lite'));
    expect(engine.config.search.relevance).not.toEqual(defaultRelevanceModel);
  });

  it('answers English paraphrases that share no word with the memory', async () => {
    expect((await engine.search({ userId: 'u1', query: 'Where is my sibling based?' }))[0]?.text).toContain('Lisbon');
    expect((await engine.search({ userId: 'u1', query: 'what is my job' }))[0]?.text).toContain('nurse');
  });

  it('returns nothing for general English questions none of the memories bears on', async () => {
    // bge-small-zh alone, with its own fit, answers the first of these (relevance 0.45 against its cut 0.33).
    expect(await engine.search({ userId: 'u1', query: 'Who painted the Mona Lisa?' })).toEqual([]);
    expect(await engine.search({ userId: 'u1', query: 'Recommend a sci-fi novel' })).toEqual([]);
  });
});
