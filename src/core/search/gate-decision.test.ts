import { describe, expect, it } from 'vitest';
import { gateByRelevance, gateDecision } from './relevance.js';

const ranked = (...relevances: number[]) => relevances.map((relevance, index) => ({ id: `m${index + 1}`, relevance }));

describe('gateDecision', () => {
  it('returns what gateByRelevance returns and gives each other result its reason', () => {
    const results = ranked(0.2, 0.5, 0.01, 0.3, 0.6);
    const decision = gateDecision(results, 0.4, 0.3, 3);
    expect(decision.returned).toEqual(gateByRelevance(results, 0.4, 0.3, 3));
    expect(decision.returned.map((result) => result.id)).toEqual(['m2', 'm5', 'm1']);
    expect(Object.fromEntries([...decision.dropped].map(([result, cause]) => [result.id, cause]))).toEqual({ m3: 'relevance-floor', m4: 'top-k' });
    expect(decision.floor).toBeCloseTo(0.12);
    expect(decision.best).toBe(0.6);
  });

  it('says no result reached the cut when none did, and keeps the floor as the reason for those under it', () => {
    const decision = gateDecision(ranked(0.2, 0.05, 0.3), 0.4, 0.3, 5);
    expect(decision.returned).toEqual([]);
    expect([...decision.dropped.values()]).toEqual(['no-relevant-match', 'relevance-floor', 'no-relevant-match']);
    expect(decision.best).toBe(0.3);
  });
});
