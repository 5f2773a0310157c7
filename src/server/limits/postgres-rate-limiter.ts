import type { Clock } from '../../core/clock.js';
import { MemoryError } from '../../core/errors.js';
import { PostgresSideTables } from '../../stores/postgres/postgres-side-tables.js';
import type { PostgresStore } from '../../stores/postgres/postgres-store.js';
import type { RateDecision, RateLimit } from './rate-limiter.js';
import type { RateBucketKey, RateLimiter } from './shared-rate-limiter.js';

/** Append-only: never edit a shipped step. */
export const POSTGRES_RATE_LIMIT_MIGRATIONS: readonly string[] = [
  `CREATE TABLE rate_limit_buckets (
     tenant_id  text COLLATE "C" NOT NULL,
     key_id     text COLLATE "C" NOT NULL,
     tokens     double precision NOT NULL,
     updated_ms bigint NOT NULL,
     allowed    boolean NOT NULL,
     PRIMARY KEY (tenant_id, key_id)
   );`,
];

/** The bucket's tokens after refilling from its last update to $4 (ms) at $5 per second, capped at the burst $3. */
const REFILLED = 'LEAST($3::float8, b.tokens + GREATEST(0, $4::bigint - b.updated_ms) / 1000.0 * $5::float8)';

/**
 * The token bucket of `TokenBucketLimiter`, as one row per (tenant, key) in Postgres. Taking a
 * token is a single `INSERT … ON CONFLICT DO UPDATE … RETURNING`: the row lock serialises
 * concurrent takes from any number of processes, so a burst of B requests spread over N
 * servers admits exactly B. Time comes from each process's clock; `updated_ms` never moves
 * backwards, so a process whose clock lags cannot mint tokens.
 */
export class PostgresRateLimiter implements RateLimiter {
  private readonly tables: PostgresSideTables;

  constructor(
    store: PostgresStore,
    private readonly limit: RateLimit,
    private readonly clock: Clock,
  ) {
    if (!(limit.burst >= 1) || !(limit.perSecond > 0)) throw new RangeError('rate limit needs burst >= 1 and perSecond > 0');
    this.tables = new PostgresSideTables(store, 'rate-limits', POSTGRES_RATE_LIMIT_MIGRATIONS);
  }

  async take(bucket: RateBucketKey): Promise<RateDecision> {
    const now = this.clock.now().getTime();
    const { rows } = await this.tables.run('take', (pool) =>
      pool.query<{ tokens: number; allowed: boolean }>(
        `INSERT INTO rate_limit_buckets AS b (tenant_id, key_id, tokens, updated_ms, allowed) VALUES ($1, $2, $3::float8 - 1, $4, true)
         ON CONFLICT (tenant_id, key_id) DO UPDATE SET
           tokens = CASE WHEN ${REFILLED} >= 1 THEN ${REFILLED} - 1 ELSE ${REFILLED} END,
           allowed = ${REFILLED} >= 1,
           updated_ms = GREATEST(b.updated_ms, $4::bigint)
         RETURNING tokens, allowed`,
        [bucket.tenantId, bucket.keyId, this.limit.burst, now, this.limit.perSecond],
      ),
    );
    const row = rows[0];
    if (!row) throw new MemoryError('STORE_ERROR', 'the rate limit upsert returned no row');
    if (row.allowed) return { allowed: true, remaining: Math.floor(row.tokens) };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - row.tokens) / this.limit.perSecond)) };
  }
}
