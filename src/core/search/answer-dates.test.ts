import { describe, expect, it } from 'vitest';
import { asksComingDay, asksOneTimeDay, asksYearlyDate, statesComingDay, statesDay, statesWeekday } from './answer-dates.js';
import { asksWeekday } from './weekday-cues.js';
import { AnswerTypeCheck, expectedAnswerTypes, statesAnswerType } from './answer-types.js';

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
    // Weekdays or weekends in general ask a habit (session 49); a coming weekend does not.
    expect(asksComingDay('我工作日现在是什么时候学？')).toBe(false);
    expect(asksComingDay('When do I swim on weekends?')).toBe(false);
    expect(asksComingDay('这周末什么时候出发？')).toBe(true);
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
    // The write rules' mark of when a memory was told (现在 → 截至…, "currently" → "as of …") tells no day of anything (session 49).
    expect(statesAnswerType('comingDay', 'The user is obsessed with octopuses as of October 14, 2027.', 'When is her party?')).toBe(false);
    expect(statesAnswerType('duration', '用户初中同学周婷截至2027年10月16日在东航当空姐，飞国际线', '周婷在东航干了几年了？')).toBe(false);
    expect(statesAnswerType('duration', '周婷2019年进的东航', '周婷在东航干了几年了？')).toBe(true);
    // The widened reading is the coming day's only: a month alone does not tell a birthday's day.
    expect(statesDay('我们打算明年10月在广州办婚礼')).toBe(false);
  });
});

describe('a day of the week (session 49)', () => {
  it('is asked with 星期几 / 周几 / 礼拜几, "which days" and "what night of the week", not "what day" alone or 哪天', () => {
    expect(asksWeekday('What night of the week do we curl now?')).toBe(true);
    expect(asksWeekday('Which days do I practise these days?')).toBe(true);
    expect(asksWeekday('瑜伽课是星期几？')).toBe(true);
    expect(asksWeekday('What day is the party?')).toBe(false);
    expect(asksWeekday('婚礼是哪天？')).toBe(false);
    expect(expectedAnswerTypes('What night of the week do we curl now?')).toEqual(['weekday']);
  });

  it('is told by a weekday, the weekend, every day or a date, not by how often', () => {
    expect(statesWeekday('the club is moving our draw from Tuesdays to Thursdays')).toBe(true);
    expect(statesWeekday('每周三晚上七点')).toBe(true);
    expect(statesWeekday('I run every day before work')).toBe(true);
    expect(statesWeekday('满月酒定在十月十一号，在老家县城办')).toBe(true);
    expect(statesWeekday("I've been doing squats and lunges twice a week for the knee")).toBe(false);
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

describe('a first time asked when', () => {
  it('is a past event, no day still to come', () => {
    expect(asksComingDay('它头一回蜕皮是什么时候？')).toBe(false);
    expect(asksComingDay('第一次打疫苗是哪天？')).toBe(false);
    expect(asksComingDay('下次复查是什么时候？')).toBe(true);
  });
});

describe('a weekly habit and a one-time moment (session 55)', () => {
  it('reads the start or the first of something as one time, not "when do we practise"', () => {
    expect(asksOneTimeDay('When is our first steel band performance?')).toBe(true);
    expect(asksOneTimeDay('When does the lamp course begin?')).toBe(true);
    expect(asksOneTimeDay('我什么时候开始学寻桥？')).toBe(true);
    expect(asksOneTimeDay('When do we practise?')).toBe(false);
    expect(asksOneTimeDay("When's my Italian lesson now?")).toBe(false);
  });

  it('does not tell a one-time moment by a weekday said as a habit, and still tells a recurring one by it', () => {
    const rehearsals = 'I started playing tenor pan with the Crescent Bay Steel Orchestra, Saturday mornings from 10 to 12.';
    expect(statesComingDay(rehearsals, true)).toBe(false);
    expect(statesComingDay(rehearsals)).toBe(true);
    expect(statesComingDay('报了个咏春拳班，每周二、四晚上八点到九点半，一个季度一千五。', true)).toBe(false);
    expect(statesComingDay('Lessons are Tuesdays and Thursdays.', true)).toBe(false);
    // A day named once still tells it, beside a habit.
    expect(statesComingDay('We rehearse Saturday mornings, and our first gig is on May 3.', true)).toBe(true);
    expect(statesComingDay('师父说下个月开始学寻桥，每周二、四上课。', true)).toBe(true);
    const check = new AnswerTypeCheck();
    expect(check.missingAnswer(['comingDay'], rehearsals, 'When is our first steel band performance?', false)).toBe(1);
    expect(check.missingAnswer(['comingDay'], rehearsals, 'When does the steel orchestra rehearse?', false)).toBe(0);
  });
});
