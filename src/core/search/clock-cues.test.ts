import { describe, expect, it } from 'vitest';
import { asksTimeOfDay, changesClockTime, statedClockTimes, statesClockTime } from './clock-cues.js';

describe('time-of-day questions and moved clock times', () => {
  it('reads questions asking a time of day, not a date or a day', () => {
    for (const question of ['我一般几点睡觉？', '周六几点集合？', 'What time does my class start?', 'At what time do I pick up my son?', 'What hours is the pharmacy open?']) expect(asksTimeOfDay(question), question).toBe(true);
    for (const question of ['我几号出发？', 'Which day is my class?', 'When is my dentist appointment?', '我每天睡几个小时？']) expect(asksTimeOfDay(question), question).toBe(false);
  });

  it('reads clock times in Chinese numerals and digits', () => {
    expect([...statedClockTimes('凌晨一点睡，早上九点半才起')]).toEqual(['一点', '九点半']);
    expect([...statedClockTimes('Shift is 7 pm to 7a.m., lunch at 12:30')]).toEqual(['7pm', '7am', '12:30']);
  });

  it('reads a time of day said with a space, a preposition or a span as stating one', () => {
    expect(statesClockTime('订了晚上 8 点的大包')).toBe(true);
    expect(statesClockTime('I start at 9 most days')).toBe(true);
    expect(statesClockTime('I work 9 to 5')).toBe(true);
    expect(statesClockTime('我在一家物流公司做调度')).toBe(false);
    expect(statesClockTime('I work nights as an ICU nurse')).toBe(false);
  });

  it('pairs two memories that state different clock times; not when one states none or both state the same', () => {
    expect(changesClockTime('我基本凌晨一点睡', '现在晚上十点就得睡')).toBe(true);
    expect(changesClockTime('I start at 9am', 'The new office opens at 8am')).toBe(true);
    expect(changesClockTime('I start at 9am', 'The new office is nicer')).toBe(false);
    expect(changesClockTime('我每天睡得很晚', '现在晚上十点就得睡')).toBe(false);
    expect(changesClockTime('I start at 9am', 'Still starting at 9am')).toBe(false);
  });
});
