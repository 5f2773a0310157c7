import type { Clock } from '../../core/clock.js';

export interface RateLimit {
  /** Requests a key may make in a burst. */
  burst: number;
  /** Sustained requests per second. */
  perSecond: number;
}

export type RateDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * A token bucket per key. Time comes from the injected clock, so tests move time instead
 * of sleeping. Buckets live in this process: with N processes behind a load balancer a key
 * gets up to N times the rate (docs/server.md says so). On a Postgres store the server uses
 * `PostgresRateLimiter` instead, the same bucket as one shared row.
 */
export class TokenBucketLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly limit: RateLimit,
    private readonly clock: Clock,
    /** Idle buckets are dropped once this many exist, so unknown keys cannot grow memory without bound. */
    private readonly maxBuckets = 100_000,
  ) {
    if (!(limit.burst >= 1) || !(limit.perSecond > 0)) throw new RangeError('rate limit needs burst >= 1 and perSecond > 0');
  }

  /** How many keys hold state now. */
  get trackedKeys(): number {
    return this.buckets.size;
  }

  take(key: string): RateDecision {
    const now = this.clock.now().getTime();
    const bucket = this.refill(key, now);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true, remaining: Math.floor(bucket.tokens) };
    }
    const secondsToOneToken = (1 - bucket.tokens) / this.limit.perSecond;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(secondsToOneToken)) };
  }

  private refill(key: string, now: number): Bucket {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= this.maxBuckets) this.dropFullBuckets(now);
      bucket = { tokens: this.limit.burst, updatedAt: now };
      this.buckets.set(key, bucket);
      return bucket;
    }
    const elapsedSeconds = Math.max(0, now - bucket.updatedAt) / 1000;
    bucket.tokens = Math.min(this.limit.burst, bucket.tokens + elapsedSeconds * this.limit.perSecond);
    bucket.updatedAt = now;
    return bucket;
  }

  /** A bucket that has refilled completely carries no state worth keeping. */
  private dropFullBuckets(now: number): void {
    for (const [key, bucket] of this.buckets) {
      const tokens = bucket.tokens + (Math.max(0, now - bucket.updatedAt) / 1000) * this.limit.perSecond;
      if (tokens >= this.limit.burst) this.buckets.delete(key);
    }
  }
}
