import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../types.js';
import { alternativesOf, switchesAlternative } from './choice-cues.js';

function said(text: string, user?: string): SearchResult {
  return { text, metadata: user === undefined ? {} : { user } } as unknown as SearchResult;
}

describe('questions that offer alternatives', () => {
  it('finds the two options on either side of 还是 / "or"', () => {
    // Words as the analyser keeps them (被 is a stop word, English is stemmed), so memories are matched the same way.
    expect(alternativesOf('我的签证申请最后是通过还是被拒？')).toEqual(['通过', '拒']);
    expect(alternativesOf('Did I end up renting or buying?')).toEqual(['rent', 'bui']);
    expect(alternativesOf('我住在哪里？')).toBeNull();
    expect(alternativesOf('What do I drink in the morning?')).toBeNull();
  });

  it('pairs an earlier memory naming one option with a later one naming the other, from what the user said', () => {
    const options = alternativesOf('Did I end up renting or buying?') as [string, string];
    expect(switchesAlternative(options, said('We are renting a flat near the park for now'), said('Signed the papers, we are buying the townhouse'))).toBe(true);
    expect(switchesAlternative(options, said('We are renting a flat near the park'), said('Still renting, the landlord is nice'))).toBe(false);
    expect(switchesAlternative(options, said('Renting or buying, no idea yet'), said('We are buying the townhouse'))).toBe(false);
    // The assistant's advice names the other option; the user said neither.
    const turn = said('User: renting is fine for now\nAssistant: buying could save money later', 'renting is fine for now');
    expect(switchesAlternative(options, said('We are renting a flat near the park'), turn)).toBe(false);
  });
});
