import { describe, expect, it } from 'vitest';
import { askedPricedThing, namesPricedThing } from './answer-priced-things.js';
import { AnswerTypeCheck, expectedAnswerTypes, statesAnswerType } from './answer-types.js';
import { sharedLexicalRelations as relations } from './lexical-relations.js';

describe('the one thing an English money question asks the price of (session 60)', () => {
  it('reads the head noun of a bought thing', () => {
    expect(askedPricedThing('How much did I pay for my writing desk?', relations)).toBe('desk');
    expect(askedPricedThing('How much was the wool coat?', relations)).toBe('coat');
    expect(askedPricedThing('What did the espresso machine cost?', relations)).toBe('machine');
    expect(askedPricedThing('How much did we spend on the ferry tickets to Naxos?', relations)).toBe('tickets');
    expect(askedPricedThing("What's the price of the hiking boots?", relations)).toBe('boots');
  });

  it('leaves acts, services, payments, sums of several things, periods and names unread', () => {
    expect(askedPricedThing('How much did the knee operation cost?', relations)).toBeUndefined();
    expect(askedPricedThing('How much is my rent?', relations)).toBeUndefined();
    expect(askedPricedThing('How much was the vet fee?', relations)).toBeUndefined();
    expect(askedPricedThing('How much did the desk and the chair cost altogether?', relations)).toBeUndefined();
    expect(askedPricedThing('How much do I pay for broadband each month?', relations)).toBeUndefined();
    expect(askedPricedThing('How much did I pay for Pepper?', relations)).toBeUndefined();
    expect(askedPricedThing('How much did I pay for it?', relations)).toBeUndefined();
    expect(askedPricedThing('我的书桌花了多少钱？', relations)).toBeUndefined();
  });

  it('finds the thing named in its word, a narrower one or a broader one', () => {
    expect(namesPricedThing('desk', 'Picked up an oak desk for $240.', relations)).toBe(true);
    expect(namesPricedThing('couch', 'The new sofa was $900.', relations)).toBe(true);
    expect(namesPricedThing('motorbike', 'Bought a used motorcycle for $5,000.', relations)).toBe(true);
    expect(namesPricedThing('desk', 'The ergonomic chair was $310 and the monitor arm $45.', relations)).toBe(false);
  });

  it('leaves a memory pricing only other things no answer to the asked one', () => {
    const check = new AnswerTypeCheck();
    const question = 'How much did I pay for my writing desk?';
    const types = expectedAnswerTypes(question);
    expect(check.missingAnswer(types, 'User: Set up the home office: the ergonomic chair was $310 and the monitor arm $45.', question)).toBe(1);
    expect(check.missingAnswer(types, 'User: Set up the home office: the desk was $240 and the chair $310.', question)).toBe(0);
    expect(statesAnswerType('money', 'User: The ergonomic chair was $310.', question)).toBe(false);
    expect(statesAnswerType('money', 'User: Found a walnut writing desk for $240.', question)).toBe(true);
    // A question whose thing is not read keeps any sum as before.
    const rent = 'How much is my rent?';
    expect(check.missingAnswer(expectedAnswerTypes(rent), 'User: Moved into a one-bedroom in Leeds, £950 a month.', rent)).toBe(0);
  });
});
