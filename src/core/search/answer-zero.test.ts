import { describe, expect, it } from 'vitest';
import { asksPresentAmount, statesCessation } from './answer-zero.js';
import { AnswerTypeCheck, expectedAnswerTypes } from './answer-types.js';

describe('zero as the present amount', () => {
  it('reads present-time adverbs in a question and cessation in a text, in both languages', () => {
    expect(asksPresentAmount('我现在每天还喝几杯咖啡？')).toBe(true);
    expect(asksPresentAmount('How many units of insulin is my cat on at the moment?')).toBe(true);
    expect(asksPresentAmount('How many cups of coffee did I drink in March?')).toBe(false);
    expect(statesCessation('美式拿铁我现在都不碰了，只喝大麦茶')).toBe(true);
    expect(statesCessation("Big news: company went fully remote, so I'm done with the drive.")).toBe(true);
    expect(statesCessation('the vet says we can stop the insulin')).toBe(true);
    expect(statesCessation('咖啡我减到一天一杯了，换成拿铁')).toBe(false);
  });

  it('lets a memory saying it stopped answer an amount asked as it is now, not one asked of the past nor a weight', () => {
    const check = new AnswerTypeCheck();
    const now = '我现在每天还喝几杯咖啡？';
    expect(check.missingAnswer(expectedAnswerTypes(now), '用户：美式拿铁我现在都不碰了，只喝大麦茶', now)).toBe(0);
    const past = 'How many cigarettes a day did I smoke before?';
    expect(check.missingAnswer(expectedAnswerTypes(past), 'User: I quit smoking in May.', past)).toBe(1);
    const weight = '我现在体重多少？';
    expect(check.missingAnswer(expectedAnswerTypes(weight), '用户：改成吃素了，肉一口都不吃。', weight)).toBe(1);
  });
});

describe('scores and ages told without their unit', () => {
  it('reads a bare number after a verb of scoring as a score, not a year after 考', () => {
    const check = new AnswerTypeCheck();
    const question = '老大期中那门拖后腿的考了几分？';
    expect(check.missingAnswer(expectedAnswerTypes(question), '用户：我家老大读初二，数学老拖后腿，期中才考七十二', question)).toBe(0);
    const ielts = '那场英语考试我最后拿了多少分？';
    expect(check.missingAnswer(expectedAnswerTypes(ielts), '用户：雅思成绩出来了，6.5，口语只有5.5', ielts)).toBe(0);
    const n3 = '我之前N3考了多少分？';
    expect(check.missingAnswer(expectedAnswerTypes(n3), '用户：我在备考日语N2，打算考2026年七月那场。', n3)).toBe(1);
  });

  it('reads months with 大 as an age', () => {
    const check = new AnswerTypeCheck();
    const question = '芒果现在大概多大了？';
    expect(check.missingAnswer(expectedAnswerTypes(question), '用户：买了一只玄凤鹦鹉，叫芒果，大概四个月大', question)).toBe(0);
    expect(check.missingAnswer(expectedAnswerTypes(question), '用户：买了一只玄凤鹦鹉，叫芒果', question)).toBe(1);
  });
});
