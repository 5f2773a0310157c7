import { describe, expect, it } from 'vitest';
import { describeEmbedderContract } from '../embedder-contract.js';
import { HashEmbedder } from './hash-embedder.js';

describeEmbedderContract('hash', () => new HashEmbedder(64));

describe('HashEmbedder', () => {
  it('records every call', async () => {
    const embedder = new HashEmbedder(16);
    await embedder.embed(['a', 'b']);
    await embedder.embed(['c']);
    expect(embedder.calls).toEqual([['a', 'b'], ['c']]);
    expect(embedder.info).toEqual({ provider: 'hash', model: 'feature-hash-v1', dimensions: 16 });
  });
});
