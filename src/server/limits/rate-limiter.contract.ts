import { describe, expect, it } from 'vitest';
import { manualClock, type Clock } from '../../core/clock.js';
import type { RateLimit } from './rate-limiter.js';
import type { RateLimiter } from './shared-rate-limiter.js';

/**
 * What every shared rate limiter must do. `open` returns a limiter on a connection of its own to
 * one database per test, as each server process would have.
 */
export function sharedRateLimiterContract(name: string, open: (limit: RateLimit, clock: Clock) => Promise<RateLimiter>): void {
  describe(`shared rate limiter contract: ${name}`, () => {
    it('admits exactly the burst across two connections (two processes) taking concurrently, refills with time, and keeps tenants and keys apart', async () => {
      const clock = manualClock('2026-03-02T09:00:00.000Z');
      const limit = { burst: 10, perSecond: 2 };
      const [left, right] = [await open(limit, clock), await open(limit, clock)];
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

    it('never refills past the burst, and a process whose clock lags cannot mint tokens', async () => {
      const ahead = manualClock('2026-03-02T09:00:10.000Z');
      const behind = manualClock('2026-03-02T09:00:00.000Z');
      const limit = { burst: 3, perSecond: 1 };
      const [fast, slow] = [await open(limit, ahead), await open(limit, behind)];
      const key = { tenantId: 'acme', keyId: 'key_clock' };
      ahead.advance(3_600_000);
      const first = await Promise.all(Array.from({ length: 5 }, () => fast.take(key)));
      expect(first.filter((decision) => decision.allowed)).toHaveLength(3);
      // The lagging clock reads an hour and ten seconds earlier: no refill, whatever it thinks.
      expect((await slow.take(key)).allowed).toBe(false);
      behind.advance(3_600_000);
      expect((await slow.take(key)).allowed).toBe(false);
      ahead.advance(1000);
      expect(await fast.take(key)).toEqual({ allowed: true, remaining: 0 });
    });
  });
}
