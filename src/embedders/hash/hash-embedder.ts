import { createHash } from 'node:crypto';
import type { Embedder, EmbedderInfo } from '../../core/embedder.js';
import { analyze } from '../../core/text/analyzer.js';

/**
 * Deterministic feature-hashing embedder for unit tests only: texts sharing terms get
 * similar vectors, with no model to load. Never a default; it knows nothing of meaning.
 */
export class HashEmbedder implements Embedder {
  readonly info: EmbedderInfo;
  readonly maxBatchSize = 256;
  readonly calls: string[][] = [];

  constructor(dimensions = 64) {
    this.info = { provider: 'hash', model: 'feature-hash-v1', dimensions };
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    this.calls.push([...texts]);
    return texts.map((text) => this.vectorFor(text));
  }

  private vectorFor(text: string): Float32Array {
    const vector = new Float32Array(this.info.dimensions);
    const terms = analyze(text);
    const features = terms.length > 0 ? terms : [text.toLowerCase()];
    for (const feature of features) {
      const digest = createHash('sha256').update(feature).digest();
      const bucket = digest.readUInt32LE(0) % this.info.dimensions;
      const sign = (digest[4] as number) & 1 ? 1 : -1;
      vector[bucket] = (vector[bucket] as number) + sign;
    }
    let length = 0;
    for (const value of vector) length += value * value;
    length = Math.sqrt(length) || 1;
    for (let index = 0; index < vector.length; index += 1) vector[index] = (vector[index] as number) / length;
    return vector;
  }
}
