import { describe, expect, it } from 'vitest';
import { asksComingDay, asksYearlyDate, statesComingDay, statesDay } from './answer-dates.js';
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

describe('a day still to come', () => {
  it('is asked of what is ahead, not of the past, a habit, a moment inside something else, or a number', () => {
    expect(asksComingDay("When's my next dentist appointment?")).toBe(true);
    expect(asksComingDay('When does Sofia fly back home?')).toBe(true);
    expect(asksComingDay('我下次复查是什么时候？')).toBe(true);
    expect(asksComingDay('When did I get my car?')).toBe(false);
    expect(asksComingDay('我什么时候去的北京？')).toBe(false);
    expect(asksComingDay('朵朵是什么时候掉的第一颗牙？')).toBe(false);
    expect(asksComingDay('When do I usually go to the gym?')).toBe(false);
    expect(asksComingDay('基金每个月几号扣款？')).toBe(false);
    expect(asksComingDay('倒库的时候教练让我什么时候打方向来着？')).toBe(false);
    expect(asksComingDay('我最后买下的是几号车位？')).toBe(false);
    expect(expectedAnswerTypes("When's my next dentist appointment?")).toEqual(['comingDay']);
    // A yearly date keeps its own type.
    expect(expectedAnswerTypes('When is our wedding anniversary?')).toEqual(['date']);
  });

  it('is told by a day or a time ahead as plans are told, not by a memory on something else', () => {
    expect(statesComingDay('Dentist moved me to next Thursday.')).toBe(true);
    expect(statesComingDay('医生说三个月后再来复查')).toBe(true);
    expect(statesComingDay('我明年三月要去新西兰读研究生')).toBe(true);
    expect(statesComingDay('Multiple entry and good until 2031.')).toBe(true);
    expect(statesComingDay('We are planning our wedding for next May')).toBe(true);
    expect(statesComingDay("Finished my first PC build: Ryzen 7 7800X3D, RTX 4070 Super, 32GB DDR5.")).toBe(false);
    expect(statesAnswerType('comingDay', 'Took my first golf lesson with a pro named Derek, $85 for 45 minutes.', 'When is my car due for its next oil change?')).toBe(false);
    // The widened reading is the coming day's only: a month alone does not tell a birthday's day.
    expect(statesDay('我们打算明年10月在广州办婚礼')).toBe(false);
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
