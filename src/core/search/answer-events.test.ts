import { describe, expect, it } from 'vitest';
import { askedEvent, TextVerbs } from './answer-events.js';
import { expectedAnswerTypes, statesAnswerType } from './answer-types.js';
import { LexicalRelations } from './lexical-relations.js';

const lexicon = new LexicalRelations();
const verbs = new TextVerbs(lexicon);

describe('the one event a past yes-no question asks about', () => {
  it('is the verb after the subject, in its base form', () => {
    expect(askedEvent('Did the HOA reimburse me for the lawyer?', lexicon)).toBe('reimburse');
    expect(askedEvent('Has Pearl been bred yet?', lexicon)).toBe('breed');
    expect(askedEvent('Did Priya pay me back for her ticket?', lexicon)).toBe('pay');
    expect(askedEvent('Has my refund landed in my account yet?', lexicon)).toBe('land');
    expect(expectedAnswerTypes('Did the Bred 4s ever sell?')).toEqual(['event']);
  });

  it('is not asked by a light verb, a verb of saying, an outcome of a plan, or the present', () => {
    expect(askedEvent('Did my husband get approved for it too?', lexicon)).toBeUndefined();
    expect(askedEvent('Did I mention my sister?', lexicon)).toBeUndefined();
    expect(askedEvent('Did I end up buying the Subaru?', lexicon)).toBeUndefined();
    expect(askedEvent('Do I eat cheese?', lexicon)).toBeUndefined();
    expect(askedEvent('What did I buy?', lexicon)).toBeUndefined();
  });

  it('is told by the verb in any inflection, a relative of it, or a negation, and not by a memory on the subject alone', () => {
    expect(verbs.tell('sell', 'User: Sold the Bred 4s for $300.')).toBe(true);
    expect(verbs.tell('breed', 'Pearl was bred in October.')).toBe(true);
    expect(verbs.tell('spay', 'We finally had Moth neutered.')).toBe(true);
    expect(verbs.tell('pass', 'Failed the CSCP by 12 points.')).toBe(true);
    expect(verbs.tell('sell', 'User: Listed the Bred 4s on StockX for $340.')).toBe(false);
    expect(statesAnswerType('event', 'User: I brought in a lawyer, Ben Whitcombe, $300 an hour.', 'Did the HOA reimburse me for the lawyer?')).toBe(false);
    expect(statesAnswerType('event', 'User: The HOA reimbursed the full $1,150!', 'Did the HOA reimburse me for the lawyer?')).toBe(true);
  });
});
