import { z } from 'zod';
import { MemoryError } from '../../core/errors.js';

const functionSchema = <T>() => z.custom<T>((value) => typeof value === 'function', { message: 'must be a function' });

/** Options of `OpenAIEmbedder`, checked once in its constructor. */
export const openAIEmbedderOptionsSchema = z.object({
  /** Base URL that ends in the API version, e.g. `https://api.openai.com/v1` or `http://localhost:11434/v1`. */
  baseUrl: z.url({ protocol: /^https?$/ }),
  apiKey: z.string().min(1).optional(),
  model: z.string().min(1),
  /** The size of the vectors the model returns. Every response is checked against it. */
  dimensions: z.number().int().positive(),
  /** Also send `dimensions` in the request, for models that can shorten their output (text-embedding-3-*). */
  sendDimensions: z.boolean().default(false),
  /** Retries after the first attempt, on 408, 429, 5xx, network errors and timeouts. */
  maxRetries: z.number().int().min(0).max(10).default(3),
  /** Per attempt, including reading the body. */
  timeoutMs: z.number().int().positive().default(60_000),
  /** First backoff delay; each retry doubles it, with jitter. */
  retryBaseDelayMs: z.number().int().min(0).default(500),
  /** Longest wait before a retry. A `Retry-After` asking for longer fails at once, as retryable. */
  maxRetryDelayMs: z.number().int().min(0).default(30_000),
  /** Texts per request. 32 suits TEI's default limit; OpenAI accepts up to 2048. */
  maxBatchSize: z.number().int().positive().max(2048).default(32),
  fetch: functionSchema<typeof fetch>().optional(),
  /** How to wait between attempts; tests pass one that records the delay and returns at once. */
  sleep: functionSchema<(milliseconds: number) => Promise<void>>().optional(),
});

export type OpenAIEmbedderOptions = z.input<typeof openAIEmbedderOptionsSchema>;
export type ResolvedOpenAIEmbedderOptions = z.output<typeof openAIEmbedderOptionsSchema>;

export function resolveOpenAIEmbedderOptions(options: OpenAIEmbedderOptions): ResolvedOpenAIEmbedderOptions {
  const parsed = openAIEmbedderOptionsSchema.safeParse(options);
  if (!parsed.success) {
    throw new MemoryError('INVALID_INPUT', `invalid OpenAI embedder options: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
