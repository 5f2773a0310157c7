import { describe, expect, it } from 'vitest';
import { toldDays } from './told-days.js';

const noonOf = (day: string): number => Date.parse(`${day}T12:00:00Z`);
/** The days as dates, sorted. */
function days(text: string, time: string, offset: string | null = null): string[] {
  return toldDays(text, Date.parse(time), offset)
    .map((day) => new Date(day).toISOString().slice(0, 10))
    .sort();
}

describe('toldDays', () => {
  it('reads a bare weekday told in the past as the last such day before the telling', () => {
    // Sunday June 21, 2026: "on Tuesday" is June 16.
    expect(days('Rough week. Dad got stuck on the motorway on Tuesday, three hours waiting for a tow.', '2026-06-21T14:30:00Z')).toEqual(['2026-06-16']);
    expect(days('We walked the whole coast path on Saturday', '2026-06-21T14:30:00Z')).toEqual(['2026-06-20']);
    // Told on a Tuesday, a past "Tuesday" is a week before.
    expect(days('She was at the vet on Tuesday', '2026-06-16T10:00:00Z')).toEqual(['2026-06-09']);
    expect(days('这周真够呛，周三猫从阳台跳下去了，缝了三针', '2026-03-08T12:00:00Z')).toEqual(['2026-03-04']);
    expect(days('礼拜天去爬了趟山，腿到现在还疼', '2026-03-11T12:00:00Z')).toEqual(['2026-03-08']);
  });

  it('reads the day of the teller\'s calendar, not UTC', () => {
    // 22:30 on Sunday June 21 in +08:00 is 14:30 UTC the same day; 07:00 on Monday June 22 in +08:00 is Sunday in UTC.
    expect(days('昨天把手机摔了', '2026-06-21T23:00:00Z', '+08:00')).toEqual(['2026-06-21']);
    expect(days('I lost my keys yesterday', '2026-06-21T23:00:00Z')).toEqual(['2026-06-20']);
  });

  it('reads the days the write path resolves: explicit dates, yesterday, days ago, last weekdays', () => {
    expect(days('三天前把手机摔坏了', '2026-04-10T12:00:00Z')).toEqual(['2026-04-07']);
    expect(days('My first tournament is on April 18th', '2026-01-14T12:00:00Z')).toEqual(['2026-04-18']);
    expect(days('上周二去复查了', '2026-04-10T12:00:00Z')).toEqual(['2026-03-31']);
    expect(days('I saw the dentist three days ago and again yesterday', '2026-04-10T12:00:00Z')).toEqual(['2026-04-07', '2026-04-09']);
    // "last Tuesday" is the write path's reading: the Tuesday of last week (relative-time-en.ts).
    expect(days('We went to the dentist last Tuesday', '2026-04-10T12:00:00Z')).toEqual(['2026-03-31']);
  });

  it('reads no day in habits, plans, rates, weeks, months or vague words', () => {
    expect(days('I swim on Tuesdays', '2026-06-21T12:00:00Z')).toEqual([]);
    expect(days('Every Tuesday I went to choir', '2026-06-21T12:00:00Z')).toEqual([]);
    expect(days("I'll see her on Tuesday", '2026-06-21T12:00:00Z')).toEqual([]);
    expect(days('We usually played on Tuesday', '2026-06-21T12:00:00Z')).toEqual([]);
    expect(days('The class is on Tuesday', '2026-06-21T12:00:00Z')).toEqual([]);
    expect(days('每周三去游泳', '2026-03-08T12:00:00Z')).toEqual([]);
    expect(days('周三要去医院复查', '2026-03-08T12:00:00Z')).toEqual([]);
    expect(days('一周三次，练了一个月了', '2026-03-08T12:00:00Z')).toEqual([]);
    expect(days('上周忙死了', '2026-03-08T12:00:00Z')).toEqual([]);
    expect(days('Last month was a blur, recently it got better', '2026-03-08T12:00:00Z')).toEqual([]);
  });

  it('reads nothing of an unreadable time', () => {
    expect(toldDays('She was at the vet on Tuesday', Number.NaN, null)).toEqual([]);
  });

  it('gives each day as noon UTC', () => {
    expect(toldDays('I lost my keys yesterday', Date.parse('2026-06-21T09:00:00Z'), null)).toEqual([noonOf('2026-06-20')]);
  });
});
