import { describe, expect, it } from 'vitest';
import { askedFees, tellsOnlyOtherFees } from './answer-fees.js';
import { AnswerTypeCheck, expectedAnswerTypes } from './answer-types.js';

describe('a Chinese fee named by its compound (session 59)', () => {
  it('reads the fee a question asks, with its word up to two characters', () => {
    expect(askedFees('我家12月份的电费是多少？')).toEqual([{ morpheme: '电', word: '电' }]);
    expect(askedFees('燃气费一个月多少？')).toEqual([{ morpheme: '气', word: '燃气' }]);
    expect(askedFees('电梯维保费每户一年摊多少？')).toEqual([{ morpheme: '保', word: '维保' }]);
    expect(askedFees('公证费加中介费，我们一共大概要掏多少？')).toEqual([{ morpheme: '证', word: '公证' }, { morpheme: '介', word: '中介' }]);
    expect(askedFees('这次一共花费多少？')).toEqual([]);
    expect(askedFees('装修费用一共多少？')).toEqual([]);
  });

  it('tells another fee\'s sum by a memory naming other fees only', () => {
    const fee = askedFees('我家12月份的电费是多少？');
    expect(tellsOnlyOtherFees('燃气费出来了，以前一个月180左右，12月份到了260。', fee)).toBe(true);
    expect(tellsOnlyOtherFees('电费一个月三百多，燃气费一百八。', fee)).toBe(false);
    expect(tellsOnlyOtherFees('12月份交了四百二。', fee)).toBe(false);
    // A generic word for spending names any fee.
    expect(tellsOnlyOtherFees('这个月花费不少，交了四百二。', fee)).toBe(false);
    // The fee's own word without 费 still may tell it.
    expect(tellsOnlyOtherFees('后期维保每年大概1.2万，每户一年1000块，电费按楼层另算。', askedFees('电梯维保费每户一年摊多少？'))).toBe(false);
    // Of a question asking two fees, a memory telling either tells one of them.
    expect(tellsOnlyOtherFees('中介费谈到了一万二。', askedFees('公证费加中介费，我们一共大概要掏多少？'))).toBe(false);
  });

  it('leaves a memory telling another fee\'s sum no answer to the asked one', () => {
    const check = new AnswerTypeCheck();
    const question = '材料费另外花了多少钱？';
    expect(check.missingAnswer(expectedAnswerTypes(question), '用户：跟一位姓余的老师傅学了三天，学费一共八百八。', question)).toBe(1);
    expect(check.missingAnswer(expectedAnswerTypes(question), '用户：学费八百八，材料费另外两百。', question)).toBe(0);
  });
});

describe('a fee asked by the period it is paid for (session 62)', () => {
  it('reads 一年…费 as asking the yearly fee too, which 年费 tells', () => {
    expect(askedFees('一年会费多少钱？')).toEqual([{ morpheme: '会', word: '会' }, { morpheme: '年', word: '年' }]);
    expect(askedFees('每个月的管理费是多少？')).toEqual([{ morpheme: '理', word: '管理' }, { morpheme: '月', word: '月' }]);
    expect(askedFees('年费多少？')).toEqual([{ morpheme: '年', word: '年' }]);
    expect(askedFees('会费多少钱？')).toEqual([{ morpheme: '会', word: '会' }]);
  });

  it('answers 一年会费多少钱？ by 年费四千八 and not by another fee paid yearly', () => {
    const check = new AnswerTypeCheck();
    const question = '一年会费多少钱？';
    const expected = expectedAnswerTypes(question);
    expect(check.missingAnswer(expected, '加入了杭州一家赛艇俱乐部，年费四千八，教练是孙教练', question, false)).toBe(0);
    expect(check.missingAnswer(expected, '停车费一年四千八', question, false)).toBe(1);
  });
});
