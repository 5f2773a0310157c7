import { describe, expect, it } from 'vitest';
import { HashEmbedder } from '../../embedders/hash/hash-embedder.js';
import { InMemoryStore } from '../../stores/in-memory/in-memory-store.js';
import { resolveEngineConfig } from '../config.js';
import type { Embedder } from '../embedder.js';
import { MemoryEngine } from '../engine.js';
import { BILINGUAL_RELEVANCE_PARAMS } from './relevance-params-bilingual.js';
import { RELEVANCE_PARAMS } from './relevance-params.js';
import { defaultRelevanceModel, relevanceModelFor } from './relevance.js';

const BGE = 'BAAI/bge-small-zh-v1.5';
const PAIR = 'BAAI/bge-small-zh-v1.5+universal-sentence-encoder-lite';

/** An embedder that only claims a model's identity: choosing the relevance model reads nothing else. */
function claiming(model: string): Embedder {
  const inner = new HashEmbedder(16);
  return { info: { ...inner.info, model }, maxBatchSize: inner.maxBatchSize, embed: (texts) => inner.embed(texts) };
}

describe('the relevance model follows the embedder', () => {
  it('uses each local embedder its own fitted parameters, and the bge fit for any other', () => {
    expect(relevanceModelFor(BGE)).toEqual(defaultRelevanceModel);
    expect(relevanceModelFor(BGE).cut).toBe(RELEVANCE_PARAMS.cut);
    expect(relevanceModelFor(PAIR).cut).toBe(BILINGUAL_RELEVANCE_PARAMS.cut);
    expect(relevanceModelFor(PAIR).dense).toBe(BILINGUAL_RELEVANCE_PARAMS.dense);
    // The pair's cosines mean something else than bge's alone, so its fit differs.
    expect(relevanceModelFor(PAIR)).not.toEqual(defaultRelevanceModel);
    expect(relevanceModelFor('text-embedding-3-small')).toEqual(defaultRelevanceModel);
    expect(relevanceModelFor(undefined)).toEqual(defaultRelevanceModel);
  });

  it('lets a caller override single parameters on top of the embedder fit', () => {
    const relevance = resolveEngineConfig({ search: { relevance: { cut: 0.9 } } }, PAIR).search.relevance;
    expect(relevance.cut).toBe(0.9);
    expect(relevance.dense).toBe(BILINGUAL_RELEVANCE_PARAMS.dense);
  });

  it('is chosen by the engine from the embedder it opens with', async () => {
    const pair = new MemoryEngine({ store: new InMemoryStore(), embedder: claiming(PAIR) });
    const hashed = new MemoryEngine({ store: new InMemoryStore(), embedder: new HashEmbedder(16) });
    try {
      expect(pair.config.search.relevance.cut).toBe(BILINGUAL_RELEVANCE_PARAMS.cut);
      expect(hashed.config.search.relevance).toEqual(defaultRelevanceModel);
    } finally {
      await pair.close();
      await hashed.close();
    }
  });
});
