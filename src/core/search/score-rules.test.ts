import { describe, expect, it } from 'vitest';
import { passesThreshold, scoreRuleDrops } from './score-rules.js';

describe('scoreRuleDrops', () => {
  const rules = { topScore: 0.8, minTopScore: 0.3, threshold: 0.3, relative: 0.5, topK: 2 };

  it('names the first rule each score fails, in ranking order, and counts only passing scores toward topK', () => {
    expect(scoreRuleDrops([0.8, 0.35, 0.5, 0.45, 0.2], rules)).toEqual([null, 'relative-threshold', null, 'top-k', 'threshold']);
  });

  it('drops everything when the best score is under the minimum top score', () => {
    expect(scoreRuleDrops([0.25, 0.2], { ...rules, topScore: 0.25 })).toEqual(['no-confident-match', 'no-confident-match']);
  });

  it('agrees with passesThreshold on every score before the top k', () => {
    const scores = [0.9, 0.7, 0.46, 0.44, 0.31, 0.29, 0.1];
    const drops = scoreRuleDrops(scores, { ...rules, topScore: 0.9, topK: scores.length });
    expect(drops.map((drop) => drop === null)).toEqual(scores.map((score) => passesThreshold(score, 0.9, rules.threshold, rules.relative)));
  });
});
