import { MemoryError } from './errors.js';

export interface EmbedderInfo {
  provider: string;
  model: string;
  dimensions: number;
}

/** An embedding adapter. Batching, validation and coalescing live once, in the engine. */
export interface Embedder {
  readonly info: EmbedderInfo;
  /** The most texts one `embed` call may carry. */
  readonly maxBatchSize: number;
  embed(texts: string[]): Promise<Float32Array[]>;
  close?(): Promise<void>;
}

export function sameEmbedder(left: EmbedderInfo, right: EmbedderInfo): boolean {
  return left.provider === right.provider && left.model === right.model && left.dimensions === right.dimensions;
}

export function describeEmbedder(info: EmbedderInfo): string {
  return `${info.provider}/${info.model} (${info.dimensions} dimensions)`;
}

export function validateVector(vector: Float32Array, dimensions: number, what: string): void {
  if (vector.length !== dimensions) {
    throw new MemoryError('EMBEDDING_INVALID', `${what} has ${vector.length} dimensions, expected ${dimensions}`, {
      details: { expected: dimensions, actual: vector.length },
    });
  }
  for (let index = 0; index < vector.length; index += 1) {
    if (!Number.isFinite(vector[index])) {
      throw new MemoryError('EMBEDDING_INVALID', `${what} contains a non-finite value at position ${index}`, {
        details: { position: index },
      });
    }
  }
}

/** Splits texts into adapter-sized calls and validates every vector that comes back. */
export async function embedMany(embedder: Embedder, texts: string[]): Promise<Float32Array[]> {
  const vectors: Float32Array[] = [];
  const batchSize = Math.max(1, embedder.maxBatchSize);
  for (let start = 0; start < texts.length; start += batchSize) {
    const batch = texts.slice(start, start + batchSize);
    const result = await embedder.embed(batch);
    if (result.length !== batch.length) {
      throw new MemoryError('EMBEDDING_INVALID', `embedder returned ${result.length} vectors for ${batch.length} texts`);
    }
    result.forEach((vector, offset) => validateVector(vector, embedder.info.dimensions, `embedding ${start + offset}`));
    vectors.push(...result);
  }
  return vectors;
}
