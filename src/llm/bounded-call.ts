import { MemoryError } from '../core/errors.js';

export interface BoundedCallOptions {
  /** The whole call, retries included. */
  timeoutMs: number;
  /** The caller's own cancellation, if any. */
  signal?: AbortSignal;
  /** What is being done, for the error messages: `reranking with llm:deepseek-chat`. */
  action: string;
  /** Names the component in the errors' details, e.g. `{ reranker: 'llm:deepseek-chat' }`. */
  details: Record<string, string>;
}

/**
 * Runs an LLM call that must end within `timeoutMs` or when the caller cancels: it gets a signal
 * that aborts on either, and is given up on as soon as that signal fires, whether or not the call
 * listens to it. Past the time it rejects with a retryable TIMEOUT; cancelled, with a
 * PROVIDER_ERROR whose details say `reason: 'cancelled'`.
 */
export async function callWithin<T>(options: BoundedCallOptions, start: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const combined = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const reason = (): MemoryError =>
    timeout.aborted
      ? new MemoryError('TIMEOUT', `${options.action} took longer than ${options.timeoutMs} ms`, { details: { ...options.details, timeoutMs: options.timeoutMs }, isRetryable: true })
      : new MemoryError('PROVIDER_ERROR', `${options.action} was cancelled`, { details: { ...options.details, reason: 'cancelled' } });
  return untilAborted(() => start(combined), combined, reason);
}

/** Settles with the work, or rejects as soon as the signal aborts, whether or not the work listens to it. */
async function untilAborted<T>(start: () => Promise<T>, signal: AbortSignal, reason: () => Error): Promise<T> {
  if (signal.aborted) throw reason();
  const work = start();
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(reason());
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([work, aborted]);
  } finally {
    if (onAbort) signal.removeEventListener('abort', onAbort);
  }
}

/** What an LLM search stage (reranker, query rewriter) waits by default before the engine goes on without it. */
const DEFAULT_STAGE_TIMEOUT_MS = 10_000;

/** A search stage's time limit: the default when none is given, refused unless positive. */
export function stageTimeout(timeoutMs: number | undefined, stage: string): number {
  const chosen = timeoutMs ?? DEFAULT_STAGE_TIMEOUT_MS;
  if (!Number.isFinite(chosen) || chosen <= 0) {
    throw new MemoryError('INVALID_INPUT', `the ${stage}'s timeoutMs must be a positive number, got ${chosen}`, { details: { field: 'timeoutMs' } });
  }
  return chosen;
}
