import { MemoryError } from './errors.js';
import { withHanPunctuation } from './text/han-punctuation.js';

export interface EmbedderInfo {
  provider: string;
  model: string;
  dimensions: number;
}

/**
 * A slice of a composite vector that one model produced (embedders/composite). The search
 * pipeline scores each slice on that model's own scale, and a slice of zeros means the model
 * did not read the text (an English-only model given Chinese).
 */
export interface EmbedderPart {
  model: string;
  offset: number;
  dimensions: number;
}

/** An embedding adapter. Batching, validation and coalescing live once, in the engine. */
export interface Embedder {
  readonly info: EmbedderInfo;
  /** The most texts one `embed` call may carry. */
  readonly maxBatchSize: number;
  /** Set by composite embedders only: where each model's slice sits in the vector. */
  readonly parts?: EmbedderPart[];
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

/**
 * Splits texts into adapter-sized calls and validates every vector that comes back. Chinese typed
 * with Latin punctuation is embedded as if typed with Chinese punctuation (han-punctuation.ts): the
 * same words then land on the same vector however the keyboard wrote their marks.
 */
export async function embedMany(embedder: Embedder, typed: string[]): Promise<Float32Array[]> {
  const texts = typed.map(withHanPunctuation);
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

/** The slices of an embedder's vectors: its own parts, or one slice that is the whole vector. */
export function partsOf(embedder: Pick<Embedder, 'info' | 'parts'>): EmbedderPart[] {
  return embedder.parts && embedder.parts.length > 0 ? embedder.parts : [{ model: embedder.info.model, offset: 0, dimensions: embedder.info.dimensions }];
}
