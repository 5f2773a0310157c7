import { describe, expect, it } from 'vitest';
import { askedSeriesMembers, numeralValue, speaksOnlyOfSiblings } from './answer-series.js';
import { AnswerTypeCheck, expectedAnswerTypes } from './answer-types.js';

describe('numbered members of a series', () => {
  it('reads a noun and its number in both scripts, not an amount, a date or a lone word', () => {
    expect(askedSeriesMembers('科目四考了多少分？')).toEqual([{ stem: '科目', number: 4 }]);
    expect(askedSeriesMembers('How many kanji do you need for N2?')).toEqual([{ stem: 'N', number: 2 }]);
    expect(askedSeriesMembers("What's my Class 2 medical date?")).toEqual([{ stem: 'Class', number: 2 }]);
    expect(askedSeriesMembers('Can I run 5 miles tomorrow?')).toEqual([]);
    expect(askedSeriesMembers('What did Joanna do on October 25, 2022?')).toEqual([]);
    expect(askedSeriesMembers('朵朵一节钢琴课多少钱来着？')).toEqual([]);
    expect(askedSeriesMembers('Is a 5 a good grade?')).toEqual([]);
  });

  it('reads Chinese numerals as numbers', () => {
    expect(numeralValue('四')).toBe(4);
    expect(numeralValue('十二')).toBe(12);
    expect(numeralValue('二十三')).toBe(23);
    expect(numeralValue('12')).toBe(12);
    expect(numeralValue('几')).toBeNaN();
  });

  it('finds a text that numbers the series only with other members', () => {
    const driving = askedSeriesMembers('科目四考了多少分？');
    expect(speaksOnlyOfSiblings(driving, '科目一考了96分，一次过！')).toBe(true);
    expect(speaksOnlyOfSiblings(driving, '科目一考了96分，科目四打算8月初考')).toBe(false);
    expect(speaksOnlyOfSiblings(driving, '科目4下周考')).toBe(false);
    expect(speaksOnlyOfSiblings(driving, '驾校学费4800')).toBe(false);
    const console = askedSeriesMembers('Is the Switch 2 backwards compatible with Switch 1 games?');
    expect(speaksOnlyOfSiblings(console, 'The user is saving up for a Switch 2.')).toBe(false);
    expect(speaksOnlyOfSiblings(askedSeriesMembers("What's my Class 2 medical date?"), 'My class 1 medical is on March 3')).toBe(true);  });

  it('reads a grade written before its noun with 级 as a member of its own (session 50)', () => {
    expect(askedSeriesMembers('我三级笔译是哪年考过的？')).toEqual([{ stem: '笔译', number: 3, graded: true }]);
    expect(askedSeriesMembers('我初级经济师是哪年考的？')).toEqual([{ stem: '经济师', number: -1, graded: true }]);
    const translation = askedSeriesMembers('我三级笔译是哪年考过的？');
    expect(speaksOnlyOfSiblings(translation, '我报了CATTI二级笔译的英语考试，原本定在六月二十号考')).toBe(true);
    expect(speaksOnlyOfSiblings(translation, '三级笔译前年就过了，今年报了二级笔译')).toBe(false);
    expect(speaksOnlyOfSiblings(translation, '我在准备翻译资格考试')).toBe(false);
    const economist = askedSeriesMembers('我初级经济师是哪年考的？');
    expect(speaksOnlyOfSiblings(economist, '今年报了中级经济师，专业选的人力资源管理')).toBe(true);
    expect(speaksOnlyOfSiblings(economist, '初级经济师2025年就考过了')).toBe(false);
  });

  it('counts a sibling as no answer, whether the question expects a type or none', () => {
    const check = new AnswerTypeCheck();
    const score = '科目四考了多少分？';
    expect(check.missingAnswer(expectedAnswerTypes(score), '用户：科目一考了96分，一次过！', score)).toBe(1);
    expect(check.missingAnswer(expectedAnswerTypes(score), '用户：科目四考了92分，驾照到手', score)).toBe(0);
    const passed = '科目三过了吗？';
    expect(expectedAnswerTypes(passed)).toEqual([]);
    expect(check.missingAnswer([], '用户：科目二补考过了！', passed)).toBe(1);
    expect(check.missingAnswer([], '用户：科目三也考完了，路考一把过。', passed)).toBe(0);
  });
});

const missingFor = (question: string, text: string): number => new AnswerTypeCheck().missingAnswer(expectedAnswerTypes(question), text, question);

describe('the parts of an exam as members of a series', () => {
  it('answers 理论 with no score told of 实操 alone', () => {
    expect(missingFor('理论考了多少分？', '用户：C级证拿到了！实操考的就是比熊造型，得了八十六分。')).toBe(1);
    expect(missingFor('省考笔试我最后考了多少分？', '用户：面试考了82分。')).toBe(1);
  });

  it('leaves a memory naming the asked part, or both parts', () => {
    expect(missingFor('我实操考了多少分？', '用户：游艇证考过了！理论九十二分，实操靠泊的时候差点蹭到浮筒。')).toBe(0);
    expect(missingFor('理论考了多少分？', '用户：理论考了九十二分。')).toBe(0);
  });
});

describe('the subjects of a school exam as its parts (session 59)', () => {
  it('answers 语文 with no score told of 数学 alone, and reads a subject\'s bare number as its score', () => {
    expect(missingFor('子墨期末语文考了多少？', '用户：好消息！期末考完了，子墨数学考了91，黄老师说进步很大。')).toBe(1);
    expect(missingFor('子墨期末语文考了多少？', '用户：期末语文考了88，数学91。')).toBe(0);
    expect(missingFor('数学从期中到期末提高了多少分？', '用户：期中成绩下来了，数学 78，以前都是 100 往上。')).toBe(0);
  });
});
