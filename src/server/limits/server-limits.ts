import type { RateLimit } from './rate-limiter.js';

export interface ServerLimits {
  /** Largest request body, in bytes (413 above it). */
  bodyBytes: number;
  /** Per-key token bucket (429 with Retry-After when empty). */
  rate: RateLimit;
  /** Longest a request may take before the client gets 503 TIMEOUT. */
  requestTimeoutMs: number;
}

export const defaultServerLimits: ServerLimits = {
  bodyBytes: 1024 * 1024,
  rate: { burst: 200, perSecond: 100 },
  requestTimeoutMs: 30_000,
};
