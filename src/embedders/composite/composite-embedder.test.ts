import { describe, expect, it } from 'vitest';
import type { Embedder } from '../../core/embedder.js';
import { hanShare } from '../../core/text/script-share.js';
import { caughtMemoryError } from '../../testing/memory-error.js';
import { describeEmbedderContract } from '../embedder-contract.js';
import { HashEmbedder } from '../hash/hash-embedder.js';
import { CompositeEmbedder } from './composite-embedder.js';

const readsLatin = (text: string): boolean => hanShare(text) < 0.5;
const pair = (): CompositeEmbedder => new CompositeEmbedder([{ embedder: new HashEmbedder(32) }, { embedder: new HashEmbedder(16), reads: readsLatin }]);

function sliceNorm(vector: Float32Array, offset: number, dimensions: number): number {
  let squares = 0;
  for (let index = offset; index < offset + dimensions; index += 1) squares += (vector[index] as number) ** 2;
  return Math.sqrt(squares);
}

describeEmbedderContract('composite (two hash models, the second English-only)', pair);

describe('CompositeEmbedder', () => {
  it('lays the models side by side and names itself after both', () => {
    const composite = pair();
    expect(composite.parts).toEqual([
      { model: 'feature-hash-v1', offset: 0, dimensions: 32 },
      { model: 'feature-hash-v1', offset: 32, dimensions: 16 },
    ]);
    expect(composite.info).toEqual({ provider: 'hash', model: 'feature-hash-v1+feature-hash-v1', dimensions: 48 });
  });

  it('gives each model an equal share of the vector, and a zero slice where the model does not read the text', async () => {
    const composite = pair();
    const [english, chinese] = await composite.embed(['The user prefers dark themes', '用户喜欢深色主题']);
    expect(sliceNorm(english as Float32Array, 0, 32)).toBeCloseTo(Math.SQRT1_2, 5);
    expect(sliceNorm(english as Float32Array, 32, 16)).toBeCloseTo(Math.SQRT1_2, 5);
    expect(sliceNorm(chinese as Float32Array, 0, 32)).toBeCloseTo(1, 5);
    expect(sliceNorm(chinese as Float32Array, 32, 16)).toBe(0);
  });

  it('keeps each slice equal to its own model\'s vector, up to scale', async () => {
    const first = new HashEmbedder(32);
    const [alone] = await first.embed(['gaming PC build']);
    const [combined] = await pair().embed(['gaming PC build']);
    for (let index = 0; index < 32; index += 1) expect((combined as Float32Array)[index]).toBeCloseTo(((alone as Float32Array)[index] as number) * Math.SQRT1_2, 6);
  });

  it('refuses no models, and a first model that skips texts', async () => {
    const construct = async (build: () => CompositeEmbedder): Promise<CompositeEmbedder> => build();
    expect((await caughtMemoryError(construct(() => new CompositeEmbedder([])))).code).toBe('INVALID_INPUT');
    const skipping: Embedder = new HashEmbedder(8);
    expect((await caughtMemoryError(construct(() => new CompositeEmbedder([{ embedder: skipping, reads: readsLatin }])))).code).toBe('INVALID_INPUT');
  });
});
