import { describe, expect, it } from 'vitest';
import { matchedBy } from './format.js';

describe('matchedBy', () => {
  it('names a hit carried by its topic alone, whose ranking score is 0', () => {
    expect(matchedBy({ dense: 0, keyword: 0, context: 0, topic: 1, final: 0 })).toBe('topic');
  });

  it('lists every signal that carried a hit, in a fixed order', () => {
    expect(matchedBy({ period: 0.8, keyword: 0.2, dense: 0.4, instruction: 1 })).toBe('meaning+words+instruction+date');
    expect(matchedBy({ dense: 0, keyword: 0, context: 0.3 })).toBe('words');
  });

  it('names nothing when no signal carried it', () => {
    expect(matchedBy({ dense: 0, keyword: 0, final: 0 })).toBe('');
  });
});
