import { describe, expect, it } from 'vitest';
import { manualClock } from '../../core/clock.js';
import { PostgresStore } from '../../stores/postgres/postgres-store.js';
import { usePostgresServer } from '../../testing/use-postgres-server.js';
import { PostgresRateLimiter } from './postgres-rate-limiter.js';

/** The shared token bucket on a real PostgreSQL (`npm run test:stores`). */
const { url, track } = usePostgresServer({ closeStores: 'afterAll' });


async function openStore(): Promise<PostgresStore> {
  const store = new PostgresStore({ connectionString: url(), schema: 'rate_limits', maxConnections: 8 });
  await store.init();
  track(store);
  return store;
}

describe('PostgresRateLimiter', () => {
  it('admits exactly the burst across two stores (two processes) taking concurrently, refills with time, and keeps tenants and keys apart', async () => {
    const clock = manualClock('2026-03-02T09:00:00.000Z');
    const limit = { burst: 10, perSecond: 2 };
    const [left, right] = [new PostgresRateLimiter(await openStore(), limit, clock), new PostgresRateLimiter(await openStore(), limit, clock)];
    const key = { tenantId: 'acme', keyId: 'key_1' };
    const decisions = await Promise.all(Array.from({ length: 40 }, (_, index) => (index % 2 === 0 ? left : right).take(key)));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
    expect(decisions.find((decision) => !decision.allowed)).toEqual({ allowed: false, retryAfterSeconds: 1 });

    // The same key id in another tenant, and another key, have their own buckets.
    expect(await right.take({ tenantId: 'globex', keyId: 'key_1' })).toEqual({ allowed: true, remaining: 9 });
    expect(await left.take({ tenantId: 'acme', keyId: 'key_2' })).toEqual({ allowed: true, remaining: 9 });

    // 1.5 s at 2/s refills 3 tokens: three more are admitted, the fourth is not.
    clock.advance(1500);
    const refilled = await Promise.all(Array.from({ length: 4 }, () => left.take(key)));
    expect(refilled.filter((decision) => decision.allowed)).toHaveLength(3);
  });
});
