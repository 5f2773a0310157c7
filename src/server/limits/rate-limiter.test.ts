import { describe, expect, it } from 'vitest';
import { manualClock } from '../../core/clock.js';
import { TokenBucketLimiter } from './rate-limiter.js';

describe('TokenBucketLimiter', () => {
  it('allows a burst, then one request per refill interval, per key', () => {
    const clock = manualClock('2026-01-01T00:00:00.000Z');
    const limiter = new TokenBucketLimiter({ burst: 3, perSecond: 2 }, clock);
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, true]);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.take('b').allowed).toBe(true);
    clock.advance(499);
    expect(limiter.take('a').allowed).toBe(false);
    clock.advance(1);
    expect(limiter.take('a')).toEqual({ allowed: true, remaining: 0 });
    clock.advance(60_000);
    expect(limiter.take('a')).toEqual({ allowed: true, remaining: 2 });
  });

  it('drops refilled buckets once the table is full, so unknown keys cannot grow it without bound', () => {
    const clock = manualClock('2026-01-01T00:00:00.000Z');
    const limiter = new TokenBucketLimiter({ burst: 1, perSecond: 1 }, clock, 2);
    limiter.take('a');
    limiter.take('b');
    clock.advance(1000);
    limiter.take('c');
    // a and b had refilled, so dropping them loses nothing: they come back with a full bucket.
    expect(limiter.trackedKeys).toBe(1);
    expect(limiter.take('a')).toEqual({ allowed: true, remaining: 0 });
    expect(limiter.take('c')).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('refuses a limit that could never admit a request', () => {
    const clock = manualClock('2026-01-01T00:00:00.000Z');
    expect(() => new TokenBucketLimiter({ burst: 0, perSecond: 1 }, clock)).toThrow(RangeError);
    expect(() => new TokenBucketLimiter({ burst: 1, perSecond: 0 }, clock)).toThrow(RangeError);
  });
});
