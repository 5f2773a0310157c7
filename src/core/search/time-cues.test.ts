import { describe, expect, it } from 'vitest';
import { findTimeCues } from './time-cues.js';

const now = new Date('2026-03-25T12:00:00Z'); // a Wednesday
const day = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);

function onlyRange(query: string): { from: string; to: string } {
  const { ranges } = findTimeCues(query, now);
  expect(ranges).toHaveLength(1);
  const [range] = ranges;
  return { from: new Date(range?.from ?? 0).toISOString().slice(0, 10), to: new Date(range?.to ?? 0).toISOString().slice(0, 10) };
}

describe('findTimeCues', () => {
  it('resolves relative periods in both languages against now', () => {
    expect(onlyRange('我上周买了什么？')).toEqual({ from: '2026-03-16', to: '2026-03-22' });
    expect(onlyRange('What did I buy last week?')).toEqual({ from: '2026-03-16', to: '2026-03-22' });
    expect(onlyRange('昨天说的那家店')).toEqual({ from: '2026-03-24', to: '2026-03-24' });
    expect(onlyRange('what happened yesterday')).toEqual({ from: '2026-03-24', to: '2026-03-24' });
    expect(onlyRange('上个月的账单')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(onlyRange('three days ago')).toEqual({ from: '2026-03-22', to: '2026-03-22' });
    expect(onlyRange('两周前')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
  });

  it('reads absolute dates, with or without a year', () => {
    expect(onlyRange('What did Melanie paint on October 13, 2023?')).toEqual({ from: '2023-10-13', to: '2023-10-13' });
    expect(onlyRange('What did Gina find on 1 February, 2023?')).toEqual({ from: '2023-02-01', to: '2023-02-01' });
    expect(onlyRange('What did Maria start in December 2023?')).toEqual({ from: '2023-12-01', to: '2023-12-31' });
    expect(onlyRange('水电是3月16号验收的吗')).toEqual({ from: '2026-03-16', to: '2026-03-16' });
    expect(onlyRange('2025年11月的体检')).toEqual({ from: '2025-11-01', to: '2025-11-30' });
    // A month later than now, without a year, is last year's.
    expect(onlyRange('我是11月份洗的牙')).toEqual({ from: '2025-11-01', to: '2025-11-30' });
  });

  it('reads weekdays and days of the month (now is Wednesday 2026-03-25)', () => {
    expect(onlyRange('我上周三做了什么？')).toEqual({ from: '2026-03-18', to: '2026-03-18' });
    expect(onlyRange('上星期天去哪了')).toEqual({ from: '2026-03-22', to: '2026-03-22' });
    expect(onlyRange('这周一开的会')).toEqual({ from: '2026-03-23', to: '2026-03-23' });
    expect(onlyRange('周五说的那件事')).toEqual({ from: '2026-03-20', to: '2026-03-20' });
    expect(onlyRange('What did I do on Monday?')).toEqual({ from: '2026-03-23', to: '2026-03-23' });
    expect(onlyRange('What did I bake on the 3rd?')).toEqual({ from: '2026-03-03', to: '2026-03-03' });
    // A day of the month still ahead is last month's.
    expect(onlyRange('What happened on the 28th?')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(onlyRange('5号那天我去了哪')).toEqual({ from: '2026-03-05', to: '2026-03-05' });
    expect(onlyRange('我5月4日那天遇到了什么麻烦？')).toEqual({ from: '2025-05-04', to: '2025-05-04' });
    expect(onlyRange('4月27号我去干嘛了？')).toEqual({ from: '2025-04-27', to: '2025-04-27' });
    expect(onlyRange('On April 27th, which movies did you recommend to me?')).toEqual({ from: '2025-04-27', to: '2025-04-27' });
    // Day before month, without a year (British order), also with "the ... of".
    expect(onlyRange('On the 21st of February, what did I mention?')).toEqual({ from: '2026-02-21', to: '2026-02-21' });
    expect(onlyRange('What did I cook on 2 March?')).toEqual({ from: '2026-03-02', to: '2026-03-02' });
    expect(onlyRange('What did I plant on the 4th of May?')).toEqual({ from: '2025-05-04', to: '2025-05-04' });
    expect(findTimeCues('I think 5 may be enough', now).ranges).toEqual([]);
    // "last Tuesday" said on a Wednesday: yesterday or the week before's Tuesday.
    const last = findTimeCues('What did I do last Tuesday?', now);
    expect(last.ranges.map((range) => new Date(range.from).toISOString().slice(0, 10))).toEqual(['2026-03-24', '2026-03-17']);
    expect(last.latest).toBe(false);
    // "the Tuesday before last": a week before each reading of "last Tuesday".
    const beforeLast = findTimeCues('What did I tell you the Tuesday before last?', now);
    expect(beforeLast.ranges.map((range) => new Date(range.from).toISOString().slice(0, 10))).toEqual(['2026-03-17', '2026-03-10']);
    expect(onlyRange('What did I say about the Sunday before last?')).toEqual({ from: '2026-03-15', to: '2026-03-15' });
    expect(findTimeCues('What do I do on Tuesdays?', now).ranges).toEqual([]);
    expect(findTimeCues('every Tuesday I swim', now).ranges).toEqual([]);
    // A weekday named alone is a guess at its week (it may be the coming one); a week named with it is not.
    const guessed = (query: string): (true | undefined)[] => findTimeCues(query, now).ranges.map((range) => range.guessedWeek);
    expect(guessed('What type of date is he going on Sunday?')).toEqual([true]);
    expect(guessed('周五说的那件事')).toEqual([true]);
    expect(guessed('What did I do last Tuesday?')).toEqual([undefined, undefined]);
    expect(guessed('上周五说的那件事')).toEqual([undefined]);
    expect(guessed('What happened on March 3?')).toEqual([undefined]);
  });

  it('reads a day named relative to a date, in English and Chinese, and keeps the date (now is Wednesday 2026-03-25)', () => {
    // The day the relation names, then the date itself: the day it is reckoned from, often the day the thing was told.
    const days = (query: string): string[][] =>
      findTimeCues(query, now).ranges.map((range) => [new Date(range.from).toISOString().slice(0, 10), new Date(range.to).toISOString().slice(0, 10)]);
    // July 24, 2023 is a Monday: the Monday before it is a week earlier, not the day itself.
    expect(days('What did Andrew and his GF do on the Monday before July 24, 2023?')).toEqual([['2023-07-17', '2023-07-17'], ['2023-07-24', '2023-07-24']]);
    expect(days('2023年7月24日之前的那个周一我做了什么？')).toEqual([['2023-07-17', '2023-07-17'], ['2023-07-24', '2023-07-24']]);
    // Without a year: July 24 is last year's (a Thursday), so the Monday before is July 21.
    expect(days('7月24日前的周一我在哪？')).toEqual([['2025-07-21', '2025-07-21'], ['2025-07-24', '2025-07-24']]);
    expect(days('7月24日前一个周一')[0]).toEqual(['2025-07-21', '2025-07-21']);
    expect(days('What did we plan for the Saturday after October 28, 2023?')[0]).toEqual(['2023-11-04', '2023-11-04']);
    expect(days('3月14日后的周六去了哪？')[0]).toEqual(['2026-03-21', '2026-03-21']);
    expect(days('Where was Tim in the week before 16 November 2023?')).toEqual([['2023-11-09', '2023-11-15'], ['2023-11-16', '2023-11-16']]);
    expect(days('3月20日的前一周我在忙什么？')[0]).toEqual(['2026-03-13', '2026-03-19']);
    expect(days('the week after March 2')[0]).toEqual(['2026-03-03', '2026-03-09']);
    // April 10, 2023 is a Monday: the weekend before is April 8-9.
    expect(days('What did Maria do last weekend before April 10, 2023?')[0]).toEqual(['2023-04-08', '2023-04-09']);
    expect(days('3月20日之前的那个周末')[0]).toEqual(['2026-03-14', '2026-03-15']);
    expect(days('the day before March 10')[0]).toEqual(['2026-03-09', '2026-03-09']);
    expect(days('3月10日的前一天')[0]).toEqual(['2026-03-09', '2026-03-09']);
    expect(days('3月10日的两天后')[0]).toEqual(['2026-03-12', '2026-03-12']);
    expect(days('three days after March 10')[0]).toEqual(['2026-03-13', '2026-03-13']);
    // "two weeks before August 11": the week around July 28.
    expect(days('the puppy she got two weeks before August 11, 2023')[0]).toEqual(['2023-07-25', '2023-07-31']);
    expect(findTimeCues('the Monday before July 24, 2023', now).ranges.map((range) => range.label)).toEqual(['the Monday before July 24, 2023', 'July 24, 2023']);
    expect(findTimeCues('7月24日之前的那个周一', now).ranges.map((range) => range.label)).toEqual(['7月24日之前的那个周一', '7月24日']);
    // The date alone, or "before" with no unit, is still the date alone.
    expect(onlyRange('7月24日前我在干嘛？')).toEqual({ from: '2025-07-24', to: '2025-07-24' });
    expect(onlyRange('3月4日后天气怎么样？')).toEqual({ from: '2026-03-04', to: '2026-03-04' });
    expect(onlyRange('3月4日后周边哪里好玩？')).toEqual({ from: '2026-03-04', to: '2026-03-04' });
    expect(days('3月20日之前的那一周')[0]).toEqual(['2026-03-13', '2026-03-19']);
    expect(onlyRange('What did I do before July 24, 2023?')).toEqual({ from: '2023-07-24', to: '2023-07-24' });
  });

  it("reads the days on the asker's calendar when the offset is known, and returns them as instants", () => {
    // 07:00 on March 26 in +08:00 is still March 25 in UTC: "yesterday" is March 25 there, March 24 in UTC.
    const early = new Date('2026-03-25T23:00:00Z');
    const local = findTimeCues('我昨天干嘛了？', early, 480).ranges;
    expect(local.map((range) => [new Date(range.from).toISOString(), new Date(range.to).toISOString()])).toEqual([['2026-03-24T16:00:00.000Z', '2026-03-25T15:59:59.999Z']]);
    expect(findTimeCues('我昨天干嘛了？', early).ranges.map((range) => new Date(range.from).toISOString())).toEqual(['2026-03-24T00:00:00.000Z']);
    // A date is the asker's date too: March 3 in -05:00 runs from 05:00 UTC.
    expect(findTimeCues('What happened on March 3?', now, -300).ranges.map((range) => new Date(range.from).toISOString())).toEqual(['2026-03-03T05:00:00.000Z']);
  });

  it('does not count a date twice through a shorter rule', () => {
    const { ranges } = findTimeCues('3月16号', now);
    expect(ranges.map((range) => range.label)).toEqual(['3月16号']);
    expect(ranges[0]?.from).toBe(day('2026-03-16'));
  });

  it('flags questions about the latest occurrence', () => {
    // "at present" since session 58 ("How much does a year's membership cost at present?").
    for (const query of ['我上次看牙是去干嘛的？', '我现在在忙什么', "What was my dog's last vet visit about?", 'Where do I live currently?', 'latest news on the build', "How much does a year's membership cost at present?"]) {
      expect(findTimeCues(query, now).latest).toBe(true);
    }
    // Aspect adverbs asking whether a state holds up to now.
    for (const query of ['Do I still take the allergy pills?', 'Is the kitchen finished yet?', "Do I not drink coffee anymore?", 'How has the new job gone so far?', '我还在学吉他吗？', '我至今去过几次西藏？']) {
      expect(findTimeCues(query, now).latest).toBe(true);
    }
    // The state as it holds from here on (session 55).
    for (const query of ['What does Theo charge for a 45-minute party show going forward?', 'Which library branch will we meet at moving forward?']) {
      expect(findTimeCues(query, now).latest).toBe(true);
    }
    expect(findTimeCues('Which way is the car going?', now).latest).toBe(false);
    // The state as it stands (session 38).
    for (const query of ["What's the closing date of the run at this point?", 'Who is on the team as of now?', 'Has the buyer signed by now?']) {
      expect(findTimeCues(query, now).latest).toBe(true);
    }
    for (const query of ['我家猫叫什么名字？', 'What breed is the dog?', 'What did I do last week?', 'How many pills do I take a day?', 'What was the point of the meeting?']) {
      expect(findTimeCues(query, now).latest).toBe(false);
    }
  });

  it('finds nothing in a question without time words', () => {
    expect(findTimeCues('May I have the recipe?', now)).toEqual({ ranges: [], latest: false });
  });
});

describe('a month named alone (session 59)', () => {
  it('reads "in September", "back in June", "late October" as the most recent such month', () => {
    expect(onlyRange('What was my LDL on that very first test in September?')).toEqual({ from: '2025-09-01', to: '2025-09-30' });
    expect(onlyRange('Which anniversary did we celebrate back in June?')).toEqual({ from: '2025-06-01', to: '2025-06-30' });
    expect(onlyRange('What did I plant in March?')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
  });

  it('reads no month in a question of what usually holds, nor "May" as a verb', () => {
    expect(findTimeCues("What's the weather usually like in Atlanta in April?", now).ranges).toEqual([]);
    expect(findTimeCues('May I ask what I did?', now).ranges).toEqual([]);
  });
});

describe('the earliest asked (session 59)', () => {
  it('reads the first time, the very first, at first, originally and 第一次 / 一开始 / 最早 as asking the earliest', () => {
    for (const query of ['What was my LDL on that very first test?', 'Which part did I flunk the first time?', 'What day was Sofia supposed to arrive at first?', 'What was I originally waiting on?', '我第一次检查时眼压是多少？', '我一开始打算在哪儿考？', '递签最早约的是哪天？']) {
      expect(findTimeCues(query, now).earliest).toBe(true);
    }
  });

  it('reads no earliest in "first" alone, nor beside a cue of the latest', () => {
    expect(findTimeCues('When was my first marathon?', now).earliest).toBeUndefined();
    expect(findTimeCues('What do I weigh now, compared with the very first weigh-in?', now)).toMatchObject({ latest: true });
    expect(findTimeCues('What do I weigh now, compared with the very first weigh-in?', now).earliest).toBeUndefined();
  });
});
