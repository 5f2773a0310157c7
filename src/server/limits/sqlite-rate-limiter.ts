import type { Statement } from 'better-sqlite3';
import type { Clock } from '../../core/clock.js';
import { MemoryError } from '../../core/errors.js';
import { migratedOnFirstUse, type Database } from '../../stores/sqlite/migrate.js';
import { guardSqlite } from '../../stores/sqlite/sqlite-errors.js';
import type { RateDecision, RateLimit } from './rate-limiter.js';
import type { RateBucketKey, RateLimiter } from './shared-rate-limiter.js';

/** Append-only: never edit a shipped step (see stores/sqlite/migrate.ts). */
export const SQLITE_RATE_LIMIT_MIGRATIONS: readonly string[] = [
  `CREATE TABLE rate_limit_buckets (
     tenant_id  TEXT NOT NULL,
     key_id     TEXT NOT NULL,
     tokens     REAL NOT NULL,
     updated_ms INTEGER NOT NULL,
     allowed    INTEGER NOT NULL,
     PRIMARY KEY (tenant_id, key_id)
   ) WITHOUT ROWID;`,
];

/** The bucket's tokens after refilling from its last update to :now (ms) at :rate per second, capped at :burst. */
const REFILLED = 'MIN(:burst, tokens + MAX(0, :now - updated_ms) / 1000.0 * :rate)';

interface TakeParameters {
  tenant: string;
  key: string;
  burst: number;
  now: number;
  rate: number;
}

/**
 * The token bucket of `TokenBucketLimiter`, as one row per (tenant, key) in the store's SQLite
 * file, so several `serve` processes on one file give a key its rate once, not once each.
 * Taking a token is one upsert with RETURNING: SQLite runs it under the file's write lock, so
 * takes from any number of processes are serialised. Time comes from each process's clock;
 * `updated_ms` never moves backwards, so a process whose clock lags cannot mint tokens.
 */
export class SqliteRateLimiter implements RateLimiter {
  private prepared: { db: Database; take: Statement<TakeParameters, { tokens: number; allowed: number }> } | null = null;
  private readonly database: () => Database;

  constructor(
    database: () => Database,
    private readonly limit: RateLimit,
    private readonly clock: Clock,
  ) {
    if (!(limit.burst >= 1) || !(limit.perSecond > 0)) throw new RangeError('rate limit needs burst >= 1 and perSecond > 0');
    this.database = migratedOnFirstUse(database, 'rate-limits', SQLITE_RATE_LIMIT_MIGRATIONS);
  }

  async take(bucket: RateBucketKey): Promise<RateDecision> {
    const row = guardSqlite('sqlite rate limits', 'take', () =>
      this.statement().get({ tenant: bucket.tenantId, key: bucket.keyId, burst: this.limit.burst, now: this.clock.now().getTime(), rate: this.limit.perSecond }),
    );
    if (!row) throw new MemoryError('STORE_ERROR', 'the rate limit upsert returned no row');
    if (row.allowed === 1) return { allowed: true, remaining: Math.floor(row.tokens) };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - row.tokens) / this.limit.perSecond)) };
  }

  /** Compiled once per connection: it runs on every request. */
  private statement(): Statement<TakeParameters, { tokens: number; allowed: number }> {
    const db = this.database();
    if (this.prepared?.db !== db) {
      const take = db.prepare<TakeParameters, { tokens: number; allowed: number }>(
        `INSERT INTO rate_limit_buckets (tenant_id, key_id, tokens, updated_ms, allowed) VALUES (:tenant, :key, :burst - 1, :now, 1)
         ON CONFLICT (tenant_id, key_id) DO UPDATE SET
           tokens = CASE WHEN ${REFILLED} >= 1 THEN ${REFILLED} - 1 ELSE ${REFILLED} END,
           allowed = ${REFILLED} >= 1,
           updated_ms = MAX(updated_ms, :now)
         RETURNING tokens, allowed`,
      );
      this.prepared = { db, take };
    }
    return this.prepared.take;
  }
}
