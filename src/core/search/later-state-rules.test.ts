import { describe, expect, it } from 'vitest';
import { defaultSearchConfig } from '../config.js';
import type { SearchResult } from '../types.js';
import { laterStateRules } from './later-state-rules.js';

const config = defaultSearchConfig.laterState;
const related = (): boolean => true;
const unrelated = (): boolean => false;
const memory = (text: string): SearchResult => ({ text, metadata: {} }) as unknown as SearchResult;

describe('which later-state rules a question gets', () => {
  it('a plain question gets none; a "now" question gets the related-memory rule within the window', () => {
    expect(laterStateRules('Where do I live?', false, related, config)).toHaveLength(0);
    const [rule] = laterStateRules('Where do I live now?', true, related, config);
    expect(rule?.reach).toBe(config.window);
    expect(rule?.pairs(memory('a'), memory('b'))).toBe(true);
  });

  it('a "now" question also reaches deeper for a later memory whose user reports how things stand after a while', () => {
    const deep = laterStateRules('How is my back these days?', true, related, config).find((rule) => rule.reach > config.window);
    expect(deep?.pairs(memory('My back hurts every morning'), memory('Two weeks on the new mattress and the pain is gone'))).toBe(true);
    expect(deep?.pairs(memory('My back hurts every morning'), memory('Ordered a new mattress'))).toBe(false);
    // The assistant's "after two weeks" is advice, not the user's report.
    const reply = { text: 'User: ordered it\nAssistant: give it two weeks after it arrives', metadata: { user: 'ordered it' } } as unknown as SearchResult;
    expect(deep?.pairs(memory('My back hurts every morning'), reply)).toBe(false);
  });

  it('a day question pairs memories naming different weekdays, deeper than the window, and only related ones', () => {
    const [rule] = laterStateRules('周会是星期几？', false, related, config);
    expect(rule?.reach).toBeGreaterThan(config.window);
    expect(rule?.pairs(memory('周会定在每周二'), memory('周会挪到周四了'))).toBe(true);
    expect(rule?.pairs(memory('周会定在每周二'), memory('周会还是周二'))).toBe(false);
    expect(laterStateRules('周会是星期几？', false, unrelated, config)[0]?.pairs(memory('周会定在每周二'), memory('周会挪到周四了'))).toBe(false);
  });

  it('a question offering alternatives pairs a switch of option; an amount question a changed amount', () => {
    const [choice] = laterStateRules('Did I end up renting or buying?', false, related, config);
    expect(choice?.pairs(memory('We are renting for now'), memory('We are buying the townhouse'))).toBe(true);
    const [amount] = laterStateRules('How much do I owe?', false, related, config);
    expect(amount?.pairs(memory('Loan of $18,000'), memory('$12,000 left'))).toBe(true);
    expect(amount?.pairs(memory('Loan of $18,000'), memory('Paid it off early'))).toBe(false);
  });
});
