import { describe, expect, it } from 'vitest';
import { asksSex, statesSex } from './answer-sex.js';
import { AnswerTypeCheck, expectedAnswerTypes } from './answer-types.js';

describe('questions asking a sex', () => {
  it('reads the alternatives of sex in both languages, not other alternatives', () => {
    expect(asksSex('小黑是公的还是母的？')).toBe(true);
    expect(asksSex('二胎是男孩还是女孩？')).toBe(true);
    expect(asksSex('Is the new puppy a boy or a girl?')).toBe(true);
    expect(asksSex('What sex is my tortoise?')).toBe(true);
    expect(asksSex('周末去爬山还是去游泳？')).toBe(false);
    expect(asksSex('Should I take the bus or the train?')).toBe(false);
  });

  it('is answered by a word marking sex or a gendered pronoun, not by the subject alone', () => {
    expect(statesSex('用户：B超做完了，医生说是个女孩')).toBe(true);
    expect(statesSex('用户：刚领养的小黑其实是只母猫')).toBe(true);
    expect(statesSex('User: Took Pepper to the vet, she weighs 4 kilos now.')).toBe(true);
    expect(statesSex('用户：在花鸟市场买了只小黑，它特别能吃')).toBe(false);
    expect(statesSex('User: We adopted a puppy called Pepper last week.')).toBe(false);
  });

  it('counts a memory on the pet that tells no sex as missing the answer', () => {
    const check = new AnswerTypeCheck();
    const question = '小黑是公的还是母的？';
    expect(check.missingAnswer(expectedAnswerTypes(question), '用户：在花鸟市场买了只兔子，起名叫小黑', question)).toBe(1);
    expect(check.missingAnswer(expectedAnswerTypes(question), '用户：小黑是只公兔，特别能吃', question)).toBe(0);
  });
});
