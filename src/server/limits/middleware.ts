import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MemoryError } from '../../core/errors.js';
import type { ServerEnv } from '../server-env.js';
import type { RateLimiter } from './shared-rate-limiter.js';

/** Refuses bodies over `maxBytes` with 413, whether or not the client declared a length. */
export function limitBody(maxBytes: number): MiddlewareHandler<ServerEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new MemoryError('PAYLOAD_TOO_LARGE', `request body is over the limit of ${maxBytes} bytes`, { details: { limit: maxBytes } });
    },
  });
}

/** Per-key rate limit; runs after authentication so a bucket belongs to a key, not an address. */
export function limitRate(limiter: RateLimiter): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    // Admin routes carry no tenant; their bucket is the admin key's, under tenant ''.
    const tenantId: string | undefined = c.get('tenantId');
    const decision = await limiter.take({ tenantId: tenantId ?? '', keyId: c.get('keyId') });
    if (!decision.allowed) {
      throw new MemoryError('RATE_LIMITED', `too many requests for this key; retry in ${decision.retryAfterSeconds} s`, {
        details: { retryAfterSeconds: decision.retryAfterSeconds },
        isRetryable: true,
      });
    }
    c.header('RateLimit-Remaining', String(decision.remaining));
    await next();
  };
}

/**
 * Answers 503 TIMEOUT when a request takes longer than `ms`. The work itself is not
 * cancelled (the engine has no cancellation); the client is released and the result dropped.
 */
export function limitTime(ms: number): MiddlewareHandler<ServerEnv> {
  return async (_c, next) => {
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new MemoryError('TIMEOUT', `request took longer than ${ms} ms`, { isRetryable: true })), ms);
    });
    try {
      await Promise.race([next(), expired]);
    } finally {
      clearTimeout(timer);
    }
  };
}
