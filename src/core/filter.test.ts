import { describe, expect, it } from 'vitest';
import { MemoryError } from './errors.js';
import { matchesFilter, parseFilter } from './filter.js';

const metadata = { city: 'Shenzhen', year: 2024, tags: ['food', 'travel'], vip: true, nested: { level: 3 }, note: 'likes spicy food' };

function matches(filter: unknown): boolean {
  return matchesFilter(metadata, parseFilter(filter));
}

describe('filter language', () => {
  it('evaluates every field operator', () => {
    expect(matches({ city: 'Shenzhen' })).toBe(true);
    expect(matches({ city: { $eq: 'Shanghai' } })).toBe(false);
    expect(matches({ city: { $ne: 'Shanghai' } })).toBe(true);
    expect(matches({ year: { $gt: 2023 } })).toBe(true);
    expect(matches({ year: { $gte: 2025 } })).toBe(false);
    expect(matches({ year: { $lt: 2025, $gt: 2020 } })).toBe(true);
    expect(matches({ year: { $lte: 2023 } })).toBe(false);
    expect(matches({ city: { $in: ['Beijing', 'Shenzhen'] } })).toBe(true);
    expect(matches({ city: { $nin: ['Beijing', 'Shenzhen'] } })).toBe(false);
    expect(matches({ tags: { $contains: 'food' } })).toBe(true);
    expect(matches({ note: { $contains: 'spicy' } })).toBe(true);
    expect(matches({ tags: { $contains: 'sport' } })).toBe(false);
    expect(matches({ 'nested.level': { $gte: 3 } })).toBe(true);
    expect(matches({ vip: true })).toBe(true);
  });

  it('combines with $and, $or and $not', () => {
    expect(matches({ $and: [{ city: 'Shenzhen' }, { year: 2024 }] })).toBe(true);
    expect(matches({ $or: [{ city: 'Beijing' }, { year: 1999 }] })).toBe(false);
    expect(matches({ $not: { city: 'Beijing' } })).toBe(true);
    expect(matches({ $or: [{ $not: { vip: true } }, { $and: [{ year: { $gt: 2000 } }, { tags: { $contains: 'travel' } }] }] })).toBe(true);
  });

  it('treats missing fields consistently', () => {
    expect(matches({ missing: { $ne: 'x' } })).toBe(true);
    expect(matches({ missing: null })).toBe(true);
    expect(matches({ missing: { $gt: 1 } })).toBe(false);
    expect(matches({ missing: { $nin: ['x'] } })).toBe(true);
  });

  it('does not compare across types', () => {
    expect(matches({ year: { $gt: '2000' } })).toBe(false);
    expect(matches({ vip: 1 })).toBe(false);
  });

  it('rejects unknown operators and malformed filters with INVALID_FILTER', () => {
    for (const bad of [{ city: { $regex: 'x' } }, { $xor: [] }, { $and: [] }, { city: { $in: 'x' } }, [], 'city', { year: { $gt: Number.NaN } }, { 'bad field': 1 }, {}]) {
      let caught: unknown;
      try {
        parseFilter(bad);
      } catch (error: unknown) {
        caught = error;
      }
      expect(MemoryError.isInstance(caught), JSON.stringify(bad)).toBe(true);
      expect((caught as MemoryError).code).toBe('INVALID_FILTER');
    }
  });
});
