import type { Clock } from '../../core/clock.js';
import type { MemoryStore } from '../../core/store.js';
import { isPostgresStore } from '../../stores/postgres/postgres-side-tables.js';
import { isSqliteBacked } from '../../stores/sqlite/sqlite-backed.js';
import { PostgresRateLimiter } from './postgres-rate-limiter.js';
import { SqliteRateLimiter } from './sqlite-rate-limiter.js';
import { TokenBucketLimiter, type RateDecision, type RateLimit } from './rate-limiter.js';
import { tenantKey } from '../../core/tenant-key.js';

/** Whose bucket a request draws from: a key within its tenant (the admin key has tenant ''). */
export interface RateBucketKey {
  tenantId: string;
  keyId: string;
}

/**
 * Per-key rate limiting. The in-process adapter (`TokenBucketLimiter`) gives each process its
 * own buckets (stores with no database of their own); the SQLite and Postgres adapters keep one
 * row per (tenant, key) and take a token in one atomic statement, so N processes on one
 * database give a key its rate once, not N times.
 */
export interface RateLimiter {
  take(bucket: RateBucketKey): Promise<RateDecision>;
}

export function inProcessRateLimiter(buckets: TokenBucketLimiter): RateLimiter {
  return { take: async (bucket) => buckets.take(tenantKey(bucket.tenantId, bucket.keyId)) };
}

/** The rate limiter shared by every process on the store's database (SQLite file or Postgres); this process's buckets otherwise. */
export function rateLimiterFor(store: MemoryStore, limit: RateLimit, clock: Clock): RateLimiter {
  if (isSqliteBacked(store)) return new SqliteRateLimiter(() => store.database, limit, clock);
  if (isPostgresStore(store)) return new PostgresRateLimiter(store, limit, clock);
  return inProcessRateLimiter(new TokenBucketLimiter(limit, clock));
}
