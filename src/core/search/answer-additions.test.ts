import { describe, expect, it } from 'vitest';
import { addedWords, namesAddition } from './answer-additions.js';
import { TextVerbs } from './answer-events.js';
import { AnswerTypeCheck, expectedAnswerTypes, statesAnswerType } from './answer-types.js';
import { LexicalRelations } from './lexical-relations.js';

const lexicon = new LexicalRelations();
const verbs = new TextVerbs(lexicon);

describe('an additive yes-no question (session 57)', () => {
  it('reads the words it adds, in English and Chinese', () => {
    expect(addedWords('Do I also own a digital camera?')).toEqual(['digital', 'camera']);
    expect(addedWords('Does my mom get migraines too?')).toEqual(['mom', 'migraines']);
    expect(addedWords('Does Colette weave as well?')).toEqual(['colette', 'weave']);
    expect(addedWords('我是不是也在学化妆？')).toContain('化妆');
    expect(addedWords('我妈的眼睛也有白内障吗？')).toEqual(expect.arrayContaining(['妈', '白内障']));
    expect(expectedAnswerTypes('Do I sell pickles too?')).toEqual(['addition']);
  });

  it('is no degree "too", no question of more than one clause, no 也许, and nothing but a yes-no question', () => {
    expect(addedWords('Is it too late to change my flight?')).toBeUndefined();
    expect(addedWords('Did I spend too much on the sofa?')).toBeUndefined();
    expect(addedWords('What else do I also grow?')).toBeUndefined();
    expect(addedWords('I trained for the marathon, did my wife run it too?')).toBeUndefined();
    expect(addedWords('我明天也许去爬山吗？')).toBeUndefined();
    expect(addedWords('我老婆也喜欢什么？')).toBeUndefined();
  });

  it('is told only by a memory naming every added word, in any inflection or form', () => {
    expect(namesAddition(['mom', 'migraines'], 'User: My mom gets migraine attacks every spring.', lexicon, verbs)).toBe(true);
    expect(namesAddition(['colette', 'weave'], 'User: My sister Colette has been weaving scarves since May.', lexicon, verbs)).toBe(true);
    expect(namesAddition(['mom', 'migraines'], "User: My migraines are back, three this week. I'm trying magnesium.", lexicon, verbs)).toBe(false);
    expect(namesAddition(['学', '化妆'], '用户：我在美发店当学徒，先从洗头和吹风学起。', lexicon, verbs)).toBe(false);
    expect(namesAddition(['学', '化妆'], '用户：周末还在学化妆，报了个班。', lexicon, verbs)).toBe(true);
  });

  it('is no answer from a memory on the told thing alone', () => {
    const check = new AnswerTypeCheck();
    const question = "Do I also sing in the church's vocal choir?";
    const told = "User: Joined the handbell choir at St. Aidan's church. I'm ringing the C5 and D5 bells.";
    expect(check.missingAnswer(['addition'], told, question)).toBe(1);
    expect(check.missingAnswer(['addition'], 'User: I sing alto in the vocal choir at church on Sundays too.', question)).toBe(0);
    expect(statesAnswerType('addition', told, question)).toBe(false);
  });
});
