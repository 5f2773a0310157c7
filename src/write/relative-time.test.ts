import { describe, expect, it } from 'vitest';
import { findRelativeTimeWords, resolveRelativeTimes } from './relative-time.js';

// 2026-03-04 is a Wednesday in Shanghai (UTC+8).
const SHANGHAI = '2026-03-04T21:30:00+08:00';

describe('resolveRelativeTimes (Chinese)', () => {
  it.each([
    ['我三天前去了北京', '2026年3月1日', '2026-03-01'],
    ['昨天回来的', '2026年3月3日', '2026-03-03'],
    ['明天要交报告', '2026年3月5日', '2026-03-05'],
    ['下周一油漆师傅进场', '2026年3月9日（周一）', '2026-03-09'],
    ['这周四一面', '2026年3月5日（周四）', '2026-03-05'],
    ['下周水电师傅进场', '2026年3月9日那一周', '2026-03-09'],
    ['上个月刚搬家', '2026年2月', '2026-02-01'],
    ['月底前要交给导师', '2026年3月底', '2026-03-31'],
    ['去年夏天去过', '2025年', '2025-01-01'],
    ['两周后出差', '约2026年3月18日', '2026-03-18'],
  ])('%s → %s', (text, absolute, eventDate) => {
    const resolved = resolveRelativeTimes(text, SHANGHAI);
    expect(resolved.text).toContain(absolute);
    expect(resolved.eventDate).toBe(eventDate);
    expect(findRelativeTimeWords(resolved.text)).toEqual([]);
  });

  it('resolves against the user\'s calendar, not UTC', () => {
    // 00:30 on 5 March in Shanghai is still 4 March in UTC: "昨天" is 4 March.
    const resolved = resolveRelativeTimes('昨天去了医院', '2026-03-05T00:30:00+08:00');
    expect(resolved.text).toBe('2026年3月4日去了医院');
    expect(resolved.eventTime).toBe('2026-03-03T16:00:00.000Z');
  });

  it('anchors vague words to the turn date and uses the turn instant as event time', () => {
    const resolved = resolveRelativeTimes('我最近开始喝手冲了', '2026-02-26T07:50:00+08:00');
    expect(resolved.text).toBe('我2026年2月26日前后开始喝手冲了');
    expect(resolved.eventTime).toBe('2026-02-25T23:50:00.000Z');
    expect(findRelativeTimeWords(resolved.text)).toEqual([]);
  });

  it('leaves recurring weekdays alone', () => {
    const text = '每周一三五晚上去 gym，周二周四开会';
    const resolved = resolveRelativeTimes(text, SHANGHAI);
    expect(resolved.text).toBe(text);
    expect(resolved.eventTime).toBeNull();
  });

  it('leaves 当前台 (working the front desk) alone while resolving 现在', () => {
    const resolved = resolveRelativeTimes('我现在在一家培训机构当前台', SHANGHAI);
    expect(resolved.text).toBe('我截至2026年3月4日在一家培训机构当前台');
  });

  it('reads explicit dates for the event time without rewriting them', () => {
    const resolved = resolveRelativeTimes('二面约在 3 月 17 号下午', '2026-03-13T20:30:00+08:00');
    expect(resolved.text).toBe('二面约在 3 月 17 号下午');
    expect(resolved.eventDate).toBe('2026-03-17');
  });
});

describe('resolveRelativeTimes (English)', () => {
  const NEW_YORK = '2026-03-04T09:00:00-05:00';
  it.each([
    ['I got back yesterday', 'I got back on March 3, 2026', '2026-03-03'],
    ['the dentist is next Friday', 'the dentist is on Friday, March 13, 2026', '2026-03-13'],
    ['we met last week', 'we met in the week of February 23, 2026', '2026-02-23'],
    ['I moved three days ago', 'I moved on March 1, 2026', '2026-03-01'],
    ['it ships in two weeks', 'it ships around March 18, 2026', '2026-03-18'],
    ['I went vegan last autumn', 'I went vegan in autumn 2025', '2025-09-01'],
    ['the RAM is on default speed for now', 'the RAM is on default speed as of March 4, 2026', '2026-03-04'],
  ])('%s', (text, expected, eventDate) => {
    const resolved = resolveRelativeTimes(text, NEW_YORK);
    expect(resolved.text).toBe(expected);
    expect(resolved.eventDate).toBe(eventDate);
    expect(findRelativeTimeWords(resolved.text)).toEqual([]);
  });

  it.each([
    ["We're meeting the last Thursday of every month"],
    ['Rent is due the last week of the month'],
    ['The next Friday of each month is quiz night'],
  ])('keeps an ordinal within a period: %s', (text) => {
    const resolved = resolveRelativeTimes(text, NEW_YORK);
    expect(resolved.text).toBe(text);
    expect(resolved.eventDate).toBeNull();
  });

  it('keeps "from now on", which is an instruction, not a time', () => {
    expect(resolveRelativeTimes('From now on, answer in bullet points', NEW_YORK).text).toBe('From now on, answer in bullet points');
  });

  it('resolves mixed Chinese and English in one sentence', () => {
    const resolved = resolveRelativeTimes('下个月去 Tokyo 出差, back next Friday', SHANGHAI);
    expect(resolved.text).toContain('2026年4月');
    expect(resolved.text).toContain('on Friday, March 13, 2026');
    expect(findRelativeTimeWords(resolved.text)).toEqual([]);
  });
});

describe('findRelativeTimeWords', () => {
  it('finds what is left unresolved', () => {
    expect(findRelativeTimeWords('用户下周去北京，yesterday was busy')).toEqual(['下周', 'yesterday']);
    expect(findRelativeTimeWords('用户2026年3月9日去北京')).toEqual([]);
  });
});
