import { z } from 'zod';
import type { Embedder, EmbedderInfo } from '../../core/embedder.js';
import { MemoryError } from '../../core/errors.js';
import { embeddingsResponseSchema, type EmbeddingsResponse } from './openai-api.js';
import { resolveOpenAIEmbedderOptions, type OpenAIEmbedderOptions, type ResolvedOpenAIEmbedderOptions } from './openai-embedder-options.js';
import { postJsonWithRetries, sleepWithTimer } from '../../openai-compatible/http.js';

export type { OpenAIEmbedderOptions } from './openai-embedder-options.js';

/**
 * Embeds through any OpenAI-compatible `/embeddings` endpoint: OpenAI, Ollama, vLLM, TEI.
 * One `embed` call is one request (plus retries). Vectors come back ordered by the
 * response's `index`, checked against `dimensions`, and L2-normalised (cosine scores then
 * match what the server's own normalisation would give, whatever the server does).
 */
export class OpenAIEmbedder implements Embedder {
  readonly info: EmbedderInfo;
  readonly maxBatchSize: number;
  private readonly options: ResolvedOpenAIEmbedderOptions;
  private readonly url: string;

  constructor(options: OpenAIEmbedderOptions) {
    this.options = resolveOpenAIEmbedderOptions(options);
    this.url = `${this.options.baseUrl.replace(/\/+$/, '')}/embeddings`;
    this.maxBatchSize = this.options.maxBatchSize;
    this.info = { provider: 'openai', model: this.options.model, dimensions: this.options.dimensions };
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    if (texts.length === 0) return [];
    const { model, dimensions, sendDimensions } = this.options;
    const json = await postJsonWithRetries({
      url: this.url,
      apiKey: this.options.apiKey,
      body: { model, input: texts, encoding_format: 'float', ...(sendDimensions ? { dimensions } : {}) },
      what: `embeddings request to ${this.url}`,
      maxRetries: this.options.maxRetries,
      timeoutMs: this.options.timeoutMs,
      retryBaseDelayMs: this.options.retryBaseDelayMs,
      maxRetryDelayMs: this.options.maxRetryDelayMs,
      fetch: this.options.fetch ?? fetch,
      sleep: this.options.sleep ?? sleepWithTimer,
    });
    const parsed = embeddingsResponseSchema.safeParse(json);
    if (!parsed.success) {
      throw this.invalid(`is not an embeddings response: ${z.prettifyError(parsed.error)}`, {});
    }
    return this.ordered(parsed.data, texts.length).map((embedding) => normalised(embedding));
  }

  /** The vectors in input order, after checking there is exactly one per text, of the right size. */
  private ordered(response: EmbeddingsResponse, count: number): number[][] {
    if (response.data.length !== count) {
      throw this.invalid(`has ${response.data.length} embeddings for ${count} texts`, { expected: count, actual: response.data.length });
    }
    const vectors: (number[] | undefined)[] = new Array<number[] | undefined>(count).fill(undefined);
    for (const item of response.data) {
      if (item.index >= count || vectors[item.index] !== undefined) {
        throw this.invalid(`has a missing or repeated index ${item.index} for ${count} texts`, { index: item.index });
      }
      if (item.embedding.length !== this.info.dimensions) {
        throw this.invalid(
          `has ${item.embedding.length}-dimensional vectors, but this embedder is configured for ${this.info.dimensions} dimensions. ` +
            `Set dimensions: ${item.embedding.length} to match the model (a store built with ${this.info.dimensions} must then be rebuilt), ` +
            'or sendDimensions: true if the model can shorten its output',
          { expected: this.info.dimensions, actual: item.embedding.length },
        );
      }
      vectors[item.index] = item.embedding;
    }
    return vectors.filter((vector): vector is number[] => vector !== undefined);
  }

  private invalid(problem: string, details: Record<string, number>): MemoryError {
    return new MemoryError('EMBEDDING_INVALID', `the response of model ${this.info.model} at ${this.url} ${problem}`, {
      details: { model: this.info.model, url: this.url, ...details },
    });
  }
}

function normalised(embedding: number[]): Float32Array {
  const vector = Float32Array.from(embedding);
  let squares = 0;
  for (const value of vector) squares += value * value;
  const length = Math.sqrt(squares);
  if (length > 0) for (let index = 0; index < vector.length; index += 1) vector[index] = (vector[index] as number) / length;
  return vector;
}
