import { z } from 'zod';
import { MemoryError } from '../core/errors.js';

const functionSchema = <T>() => z.custom<T>((value) => typeof value === 'function', { message: 'must be a function' });

/** Options of `OpenAIChatModel`, checked once in its constructor. */
export const openAIChatModelOptionsSchema = z.object({
  /** Base URL that ends in the API version: `https://api.deepseek.com/v1`, `http://localhost:11434/v1`. */
  baseUrl: z.url({ protocol: /^https?$/ }),
  apiKey: z.string().min(1).optional(),
  model: z.string().min(1),
  /** Used when a request names none. Low, because memory work wants faithful, not creative, text. */
  temperature: z.number().min(0).max(2).default(0.2),
  /** Retries after the first attempt, on 408, 429, 5xx, network errors and timeouts. */
  maxRetries: z.number().int().min(0).max(10).default(3),
  /** Per attempt, including reading the body. */
  timeoutMs: z.number().int().positive().default(60_000),
  retryBaseDelayMs: z.number().int().min(0).default(500),
  /** Longest wait before a retry. A `Retry-After` asking for longer fails at once, as retryable. */
  maxRetryDelayMs: z.number().int().min(0).default(30_000),
  fetch: functionSchema<typeof fetch>().optional(),
  /** How to wait between attempts; tests pass one that records the delay and returns at once. */
  sleep: functionSchema<(milliseconds: number) => Promise<void>>().optional(),
});

export type OpenAIChatModelOptions = z.input<typeof openAIChatModelOptionsSchema>;
export type ResolvedOpenAIChatModelOptions = z.output<typeof openAIChatModelOptionsSchema>;

export function resolveOpenAIChatModelOptions(options: OpenAIChatModelOptions): ResolvedOpenAIChatModelOptions {
  const parsed = openAIChatModelOptionsSchema.safeParse(options);
  if (!parsed.success) throw new MemoryError('INVALID_INPUT', `invalid OpenAI chat model options: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
