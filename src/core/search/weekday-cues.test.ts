import { describe, expect, it } from 'vitest';
import { asksDay, asksWeekday, asksWhenInterrogative, changesWeekday, statedWeekdays } from './weekday-cues.js';

describe('weekday cues', () => {
  it('tells a question asking a day from one that does not', () => {
    for (const question of ['瑜伽课是星期几？', '周会改到周几了？', '我们礼拜几去爬山', '体检约在哪天？', 'Which day is trash pickup?', 'What days does the gym open early?']) expect(asksDay(question), question).toBe(true);
    for (const question of ['我几点下班？', 'When did I move?', '我住在哪里？', 'What time is the meeting?', 'How many days off do I have?']) expect(asksDay(question), question).toBe(false);
  });

  it('reads weekday names in English and Chinese, the weekend included', () => {
    expect(statedWeekdays('Choir practice is on Tuesdays and Fridays')).toEqual(new Set(['tuesday', 'friday']));
    expect(statedWeekdays('瑜伽课在每周三晚上，周末休息')).toEqual(new Set(['wednesday', 'weekend']));
    expect(statedWeekdays('星期天和礼拜一都行')).toEqual(new Set(['sunday', 'monday']));
    expect(statedWeekdays('Sundays are for sunbathing')).toEqual(new Set(['sunday']));
    expect(statedWeekdays('一周跑三次，每次五公里').size).toBe(0);
  });

  it('a moved day is a weekday the earlier text does not name, when both name one', () => {
    expect(changesWeekday('Trash pickup is Tuesday mornings', 'They switched pickup to Fridays')).toBe(true);
    expect(changesWeekday('周会定在每周二上午', '周会挪到周四了')).toBe(true);
    expect(changesWeekday('Trash pickup is Tuesday mornings', 'Pickup is still Tuesday')).toBe(false);
    expect(changesWeekday('I joined a new gym', 'The gym is closed on Sundays')).toBe(false);
    expect(changesWeekday('Band practice on Mondays', 'Bought new drumsticks')).toBe(false);
  });
});

describe('a weekday asked (the weekday answer type; the later-state weekday rule since session 58)', () => {
  it('reads "which night", "night of the week" and 星期几 as a weekday asked', () => {
    for (const question of ['Which night of the week did the fly-tying class meet?', 'What night does my supper club meet?', 'Which nights do we have choir now?', '合唱排练是星期几？']) expect(asksWeekday(question), question).toBe(true);
    // A night asked is no day or date asked: the date rule stays off ("our first social dance on the night of September 12").
    expect(asksDay('What night were our beginner classes?')).toBe(false);
    // A night counted back or a date are not a weekday: "what nights ago" and 哪天 ask a date.
    expect(asksWeekday('How many nights ago was the storm?')).toBe(false);
    expect(asksWeekday('婚礼是哪天？')).toBe(false);
    expect(asksDay('How many nights did we stay in Lisbon?')).toBe(false);
  });
});

describe('"when" as the question\'s interrogative (session 42)', () => {
  it('reads "When …?" and 什么时候, not a "when" clause inside another question', () => {
    expect(asksWhenInterrogative('When did Frank get his hip done?')).toBe(true);
    expect(asksWhenInterrogative('So when did we actually leave?')).toBe(true);
    expect(asksWhenInterrogative('奶奶什么时候做的手术？')).toBe(true);
    expect(asksWhenInterrogative('Roughly how long had I been playing when I joined my first league?')).toBe(false);
    expect(asksWhenInterrogative('What did I eat when I was in Rome?')).toBe(false);
  });
});

describe('a count of times a week is no weekday (session 42)', () => {
  it('reads 每周一次 and 一周两回 as no day, 每周一三五 and 周一 as days', () => {
    expect(statedWeekdays('水疗那边的医生建议改成每周一次做维持').size).toBe(0);
    expect(statedWeekdays('一周两回，每次一小时').size).toBe(0);
    expect([...statedWeekdays('每周一三五练琴')]).toEqual(['monday']);
    expect(changesWeekday('这周六带它去宠物医院拍个片看看。', '水疗那边的医生建议改成每周一次做维持')).toBe(false);
    expect(changesWeekday('这周六带它去宠物医院拍个片看看。', '改到周一了')).toBe(true);
  });
});
