import { MemoryError } from '../core/errors.js';
import { serverErrorMessage } from './error-body.js';

/** How one JSON POST to an OpenAI-compatible endpoint is sent and retried. */
export interface PostJsonOptions {
  url: string;
  apiKey?: string | undefined;
  body: unknown;
  /** Names the call in error messages, e.g. `embeddings request to http://host/v1/embeddings`. */
  what: string;
  maxRetries: number;
  timeoutMs: number;
  retryBaseDelayMs: number;
  maxRetryDelayMs: number;
  fetch: typeof fetch;
  sleep: (milliseconds: number) => Promise<void>;
}

export const sleepWithTimer = (milliseconds: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, milliseconds);
  });

/** HTTP statuses worth another attempt: request timeout, rate limit and server errors. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/**
 * The wait a response asks for, in milliseconds: `retry-after-ms` (sent by OpenAI), else
 * `Retry-After` as seconds or as an HTTP date. Undefined when absent or unreadable.
 */
export function retryAfterMs(headers: Headers, now: number = Date.now()): number | undefined {
  const milliseconds = Number(headers.get('retry-after-ms') ?? Number.NaN);
  if (Number.isFinite(milliseconds) && milliseconds >= 0) return milliseconds;
  const value = headers.get('retry-after')?.trim();
  if (value === undefined || value.length === 0) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Exponential backoff with equal jitter: half the doubled delay fixed, half random; capped. */
export function backoffDelayMs(retry: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** (retry - 1));
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}

type Attempt =
  | { kind: 'ok'; body: string }
  | { kind: 'status'; status: number; message: string; retryAfterMs: number | undefined }
  | { kind: 'timeout' }
  | { kind: 'network'; error: unknown };

async function attempt(options: PostJsonOptions): Promise<Attempt> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (options.apiKey !== undefined) headers.authorization = `Bearer ${options.apiKey}`;
  try {
    const response = await options.fetch(options.url, { method: 'POST', headers, body: JSON.stringify(options.body), signal });
    const body = await response.text();
    if (response.ok) return { kind: 'ok', body };
    return { kind: 'status', status: response.status, message: serverErrorMessage(body), retryAfterMs: retryAfterMs(response.headers) };
  } catch (error: unknown) {
    return signal.aborted ? { kind: 'timeout' } : { kind: 'network', error };
  }
}

function describeFailure(failure: Exclude<Attempt, { kind: 'ok' }>, timeoutMs: number): string {
  switch (failure.kind) {
    case 'status':
      return `HTTP ${failure.status}: ${failure.message}`;
    case 'timeout':
      return `no response within ${timeoutMs} ms`;
    case 'network':
      return `network error: ${networkMessage(failure.error)}`;
  }
}

function networkMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // undici reports "fetch failed" and puts the reason (ECONNREFUSED, socket closed) in `cause`.
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

/**
 * POSTs JSON and returns the parsed JSON of a 2xx response. Retries 408, 429, 5xx, network
 * errors and timeouts up to `maxRetries` times, waiting as `Retry-After` asks or with
 * exponential backoff. Other statuses fail at once. Every failure is a MemoryError:
 * PROVIDER_ERROR, or TIMEOUT when the last attempt timed out; `isRetryable` says whether
 * trying again later may help.
 */
export async function postJsonWithRetries(options: PostJsonOptions): Promise<unknown> {
  const attempts = options.maxRetries + 1;
  for (let number = 1; ; number += 1) {
    const result = await attempt(options);
    if (result.kind === 'ok') {
      try {
        return JSON.parse(result.body);
      } catch (error: unknown) {
        throw new MemoryError('PROVIDER_ERROR', `${options.what} returned a body that is not JSON: ${result.body.slice(0, 200)}`, {
          details: { url: options.url },
          cause: error,
        });
      }
    }
    const details = {
      url: options.url,
      attempts: number,
      reason: result.kind,
      ...(result.kind === 'status' ? { status: result.status } : {}),
    };
    const cause = result.kind === 'network' ? result.error : undefined;
    if (result.kind === 'status' && !isRetryableStatus(result.status)) {
      throw new MemoryError('PROVIDER_ERROR', `${options.what} failed with HTTP ${result.status}: ${result.message}`, { details });
    }
    const failure = describeFailure(result, options.timeoutMs);
    if (number >= attempts) {
      const code = result.kind === 'timeout' ? 'TIMEOUT' : 'PROVIDER_ERROR';
      const tries = attempts === 1 ? '1 attempt' : `${attempts} attempts`;
      throw new MemoryError(code, `${options.what} failed after ${tries}; last: ${failure}`, { details, cause, isRetryable: true });
    }
    const asked = result.kind === 'status' ? result.retryAfterMs : undefined;
    if (asked !== undefined && asked > options.maxRetryDelayMs) {
      throw new MemoryError(
        'PROVIDER_ERROR',
        `${options.what} failed (${failure}) and the server asked to retry after ${Math.ceil(asked / 1000)} s, ` +
          `longer than the ${options.maxRetryDelayMs} ms this client waits`,
        { details: { ...details, retryAfterMs: Math.round(asked) }, isRetryable: true },
      );
    }
    await options.sleep(asked ?? backoffDelayMs(number, options.retryBaseDelayMs, options.maxRetryDelayMs));
  }
}
