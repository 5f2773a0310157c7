import { describe, expect, it } from 'vitest';
import { asksYearlyDate, statesDay } from './answer-dates.js';
import { expectedAnswerTypes, statesAnswerType } from './answer-types.js';

describe('the day of a yearly date', () => {
  it('is asked of a birthday or an anniversary, not of an event', () => {
    expect(asksYearlyDate('我爸的生日是几月几号？')).toBe(true);
    expect(asksYearlyDate('When is our wedding anniversary?')).toBe(true);
    expect(asksYearlyDate('What date was my surgery?')).toBe(false);
    expect(asksYearlyDate('What did I get my dad for his birthday?')).toBe(false);
    expect(expectedAnswerTypes('我对象哪天过生日？')).toEqual(['date']);
  });

  it('is told by a date, a weekday or a day relative to the telling, not by a mention of the day', () => {
    expect(statesDay('我生日是5月12号')).toBe(true);
    expect(statesDay("Tom's birthday is December 12th, remind me closer to the time.")).toBe(true);
    expect(statesDay('Today is my birthday and I am 40!')).toBe(true);
    expect(statesDay('他生日是农历腊月初八')).toBe(true);
    expect(statesDay('给我爸买了台华为nova 12当生日礼物，3299，他今年68了。')).toBe(false);
    expect(statesAnswerType('date', 'Ordered a chocolate cake for my son\'s birthday party', 'When is my son\'s birthday?')).toBe(false);
  });
});

describe('a blood type', () => {
  it('is asked as such and told by an ABO group, not by a mention of blood', () => {
    expect(expectedAnswerTypes('我是什么血型的？')).toEqual(['bloodType']);
    expect(expectedAnswerTypes("What's my blood type?")).toEqual(['bloodType']);
    expect(statesAnswerType('bloodType', '这是我第三次献血了，我是O型血。', '我是什么血型的？')).toBe(true);
    expect(statesAnswerType('bloodType', "I'm O negative, so the blood bank loves me", "What's my blood type?")).toBe(true);
    expect(statesAnswerType('bloodType', 'Donated blood today, my first time!', "What's my blood type?")).toBe(false);
    expect(statesAnswerType('bloodType', 'Got a B+ on the chemistry test', "What's my blood type?")).toBe(true);
  });
});
