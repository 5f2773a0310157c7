import { describe, expect, it } from 'vitest';
import { canonicalOf, CONSUMABLES, mentionsAny, TASK_TOPICS } from './lexicon.js';

const SENTENCES = [
  '我不吃辣', '早上改喝绿茶', '我对花生过敏', 'I love a good cold brew', 'No hot sauce for me', 'I drink TEA every morning',
  'I had a latte', 'lattes are great', 'steak tonight', 'tearful goodbye', 'teammate', '我在装修新房', 'booked the hotel',
  'I work as a nurse', '', 'pour-over coffee', 'Pour over', 'tree nuts', 'nutshell',
];

describe('lexicon lookups', () => {
  it('canonicalOf finds whole Latin words case-blind and Chinese words as substrings', () => {
    expect(canonicalOf(CONSUMABLES, 'I drink TEA every morning')).toEqual(['tea']);
    expect(canonicalOf(CONSUMABLES, 'tearful goodbye')).toEqual([]);
    expect(canonicalOf(CONSUMABLES, '早上改喝绿茶，不加糖')).toContain('tea');
    expect(canonicalOf(CONSUMABLES, 'I love a good cold brew and hot sauce')).toEqual(['coffee', 'spicy']);
  });

  it('mentionsAny agrees with canonicalOf on whether any word of the table is there', () => {
    for (const table of [CONSUMABLES, TASK_TOPICS]) {
      for (const sentence of SENTENCES) expect(mentionsAny(table, sentence), sentence).toBe(canonicalOf(table, sentence).length > 0);
    }
  });
});
