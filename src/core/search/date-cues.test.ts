import { describe, expect, it } from 'vitest';
import { asksDate, changesDate, statedDates } from './date-cues.js';

describe('statedDates', () => {
  it('reads days, months and parts of months in Chinese and English, each once', () => {
    expect(statedDates('打算1月20号出发')).toEqual([{ month: 1, day: 20 }]);
    expect(statedDates('十二月二十五日回老家')).toEqual([{ month: 12, day: 25 }]);
    expect(statedDates('改成25号走')).toEqual([{ day: 25 }]);
    expect(statedDates('准备五月底搬')).toEqual([{ month: 5, part: 'late' }]);
    expect(statedDates('月底交房租')).toEqual([{ part: 'late' }]);
    expect(statedDates('三月份开学')).toEqual([{ month: 3 }]);
    expect(statedDates('opening night got pushed back to May 1')).toEqual([{ month: 5, day: 1 }]);
    expect(statedDates('the 6th of June')).toEqual([{ month: 6, day: 6 }]);
    expect(statedDates('by the end of May')).toEqual([{ month: 5, part: 'late' }]);
    expect(statedDates('Level 2 in July')).toEqual([{ month: 7 }]);
    expect(statedDates('moved to the 25th')).toEqual([{ day: 25 }]);
  });

  it('reads no date in designations, trips, counts of months or the verb "may"', () => {
    expect(statedDates('坐3号线上班')).toEqual([]);
    expect(statedDates('报了个三日游')).toEqual([]);
    expect(statedDates('住了三个月')).toEqual([]);
    expect(statedDates('I may go later')).toEqual([]);
  });
});

describe('changesDate', () => {
  it('is true when the later memory names a day the earlier dates cannot be', () => {
    expect(changesDate('打算1月20号出发', '出发往后推了，改成25号走')).toBe(true);
    expect(changesDate('准备五月底搬', '日子定了，6月6号走')).toBe(true);
    expect(changesDate('Going straight on to Level 2 in July', 'Level 2 got pushed to September')).toBe(true);
    expect(changesDate('We open April 24', 'opening night got pushed back to May 1')).toBe(true);
  });

  it('is false when the later day fits the earlier one, or the earlier names none', () => {
    expect(changesDate('6月6号走', '6号那天可能下雨')).toBe(false);
    expect(changesDate('准备五月底搬', '定了5月28号搬')).toBe(false);
    expect(changesDate('The trip is in June', 'Flights booked for June 12th')).toBe(false);
    expect(changesDate('打算明年搬去成都', '日子定了，6月6号走')).toBe(false);
  });
});

describe('asksDate', () => {
  it('reads questions asking a date, not a line number', () => {
    expect(asksDate('我们几号出发？')).toBe(true);
    expect(asksDate('What date is my flight?')).toBe(true);
    expect(asksDate("What's the date of the hearing?")).toBe(true);
    expect(asksDate('Which month am I doing my Level 2 course?')).toBe(true);
    expect(asksDate('我们几月去日本？')).toBe(true);
    expect(asksDate('我坐几号线上班？')).toBe(false);
    expect(asksDate('我学了几个月了？')).toBe(false);
    expect(asksDate('What did I eat on the 3rd?')).toBe(false);
  });
});
