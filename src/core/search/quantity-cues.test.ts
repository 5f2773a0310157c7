import { describe, expect, it } from 'vitest';
import { asksQuantity, changesQuantity, statedQuantities } from './quantity-cues.js';

describe('quantity cues', () => {
  it('tells a question asking an amount from one that does not', () => {
    for (const question of ['我的房贷还欠多少？', '家里有几只猫？', 'How much do I still owe?', 'how many kids does she have']) expect(asksQuantity(question), question).toBe(true);
    for (const question of ['我早上喝什么？', '几点开会？', '我生日是几号？', '按我的情况，推荐几个适合租房的片区', 'What do I drink in the morning?', 'Where do I live?', 'How long ago did I register my DBA?']) expect(asksQuantity(question), question).toBe(false);
  });

  it('reads the amounts a text states, by unit (a calendar year is not one)', () => {
    expect(statedQuantities('提前还了五万，剩下十五万')).toEqual(new Map([['万', new Set(['五', '十五'])]]));
    expect(statedQuantities('Paid $6,000 off early, $12,000 left')).toEqual(new Map([['$', new Set(['6000', '12000'])]]));
    expect(statedQuantities('已经 7.5 公斤了')).toEqual(new Map([['公斤', new Set(['7.5'])]]));
    expect(statedQuantities('2026年4月15日前后戒咖啡了').size).toBe(0);
  });

  it('reads an English numeral in words with the noun it counts where the question names it (session 39), but no span of time and no function word', () => {
    const nights = 'How many nights did the trip end up being?';
    expect(changesQuantity('We are talking about a two-night trip to the islands.', 'It ended up being three nights, not two.', nights)).toBe(true);
    expect(changesQuantity('We are talking about a two-night trip to the islands.', 'It ended up being three nights, not two.')).toBe(false);
    expect(changesQuantity('We are talking about a two-night trip to the islands.', 'It ended up being two nights after all.', nights)).toBe(false);
    expect(changesQuantity('I have six direct reports now.', "I've got eight direct reports now.", 'How often do I meet with my manager?')).toBe(false);
    expect(changesQuantity('I practise two hours a day.', 'Now it is three hours a day.', 'How many hours do I practise?')).toBe(false);
    expect(changesQuantity('Two of us went.', 'Three of us went.', 'How many of us went?')).toBe(false);
  });

  it('a changed quantity is another amount in a unit the earlier text uses', () => {
    expect(changesQuantity('装修贷款批下来了，二十万，年利率3.6%', '提前还了五万，剩下十五万')).toBe(true);
    expect(changesQuantity('我体重七十五公斤', '瘦到六十八公斤了')).toBe(true);
    expect(changesQuantity('我家猫今年三岁', '已经 7.5 公斤了')).toBe(false);
    expect(changesQuantity('我体重七十五公斤', '还是七十五公斤')).toBe(false);
    // k is a magnitude, as 万 and 千 are.
    expect(changesQuantity('Saving for a house deposit, aiming for 60k by the end of 2027.', "Prices went nuts, so I've bumped my goal up to 80k.")).toBe(true);
  });

  it('reads 几 before any measure word of things as a count (几条鱼, session 41), but not inside a yes-no question, where it means "a few"', () => {
    expect(asksQuantity('我鱼缸里有几条孔雀鱼？')).toBe(true);
    expect(asksQuantity('我家阳台放了几双鞋？')).toBe(true);
    expect(asksQuantity('我想再买几棵特别喜阳的品种放阳台，行不行？')).toBe(false);
    expect(asksQuantity('周末去买几条鱼可以吗？')).toBe(false);
    expect(asksQuantity('周末去花鸟市场买几条鱼，好不好？')).toBe(false);
    expect(asksQuantity('阳台上还有没有几盆空着的花盆？')).toBe(false);
  });

  it('reads a count in digits of a noun the question names, and how often in words, as amounts that change (session 41)', () => {
    const people = 'How many people am I giving canned goods to for Christmas?';
    expect(changesQuantity("I've got about 15 people on the list.", "I've trimmed the list down to 10 people.", people)).toBe(true);
    expect(changesQuantity("I've got about 15 people on the list.", "I've trimmed the list down to 10 people.", 'What am I giving for Christmas?')).toBe(false);
    expect(changesQuantity('Physical therapy twice a week for now.', 'Josh cut my PT to once a week.')).toBe(true);
    expect(changesQuantity('Physical therapy twice a week for now.', 'Still twice a week, going well.')).toBe(false);
    expect(changesQuantity('Lessons twice a week.', 'Lessons twice a month now.')).toBe(false);
  });
});

describe('nights as a unit (session 42)', () => {
  it('reads 五晚 and 三晚 as amounts, 几晚 as asking one, and a change of nights as a changed amount', async () => {
    expect(statedQuantities('去福冈和长崎，五晚，带爸妈一起。')).toEqual(new Map([['晚', new Set(['五'])]]));
    expect(asksQuantity('酒店住几晚？')).toBe(true);
    expect(changesQuantity('民宿订了三晚', '民宿改成住两晚了', '民宿住几晚？')).toBe(true);
    expect(statedQuantities('昨晚下了一夜的雨')).toEqual(new Map([['夜', new Set(['一'])]]));
    const { AnswerTypeCheck, expectedAnswerTypes } = await import('./answer-types.js');
    const question = '在船上一共过几个晚上？';
    expect(new AnswerTypeCheck().missingAnswer(expectedAnswerTypes(question), '暑假订了个邮轮，七月八号从上海出发，去福冈和长崎，五晚，带爸妈一起。', question)).toBe(0);
  });
});

describe('times counted by 遍, 回 and 趟 as by 次 (session 58)', () => {
  it('reads 几遍, 几回 and 几趟 as asking an amount, and 三遍, 两回 as amounts', () => {
    expect(asksQuantity('我那把伞刷了几遍桐油？')).toBe(true);
    expect(asksQuantity('护理员一个礼拜去奶奶家几趟？')).toBe(true);
    expect(asksQuantity('科目二我考了几回才过？')).toBe(true);
    expect(statedQuantities('桐油刷了三遍')).toEqual(new Map([['遍', new Set(['三'])]]));
    expect(statedQuantities('科目二考了两回才过')).toEqual(new Map([['回', new Set(['两'])]]));
    // Not 回 as a verb after a numeral's absence, nor 遍 as "all over".
    expect(statedQuantities('我回老家了').size).toBe(0);
  });
});
