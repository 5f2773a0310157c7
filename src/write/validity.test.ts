import { describe, expect, it } from 'vitest';
import { isSuperseded, rankCurrentFirst } from './validity.js';

const NOW = new Date('2026-03-01T00:00:00Z');
const item = (id: string, supersededBy: string | null = null, validTo: string | null = supersededBy ? '2026-02-01T00:00:00Z' : null) => ({ id, supersededBy, validTo });

describe('rankCurrentFirst', () => {
  it('moves a superseded memory just below its successor', () => {
    const ranked = rankCurrentFirst([item('old', 'new'), item('other'), item('new')], NOW);
    expect(ranked.map((result) => result.id)).toEqual(['other', 'new', 'old']);
  });

  it('ends a chain of updates in time order', () => {
    const ranked = rankCurrentFirst([item('a', 'b'), item('b', 'c'), item('c')], NOW);
    expect(ranked.map((result) => result.id)).toEqual(['c', 'b', 'a']);
  });

  it('keeps a superseded memory in place when its successor is absent or its validity has not ended yet', () => {
    expect(rankCurrentFirst([item('old', 'gone'), item('x')], NOW).map((result) => result.id)).toEqual(['old', 'x']);
    expect(rankCurrentFirst([item('later', 'new', '2026-06-01T00:00:00Z'), item('new')], NOW).map((result) => result.id)).toEqual(['later', 'new']);
  });

  it('tells past from current', () => {
    expect(isSuperseded(item('old', 'new'), NOW)).toBe(true);
    expect(isSuperseded(item('new'), NOW)).toBe(false);
  });
});
