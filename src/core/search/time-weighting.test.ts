import { describe, expect, it } from 'vitest';
import { defaultSearchConfig } from '../config.js';
import { findTimeCues } from './time-cues.js';
import { namedDayMatcher, periodMatch, timeFactors } from './time-weighting.js';

const now = new Date('2026-05-10T12:00:00Z');
const at = (day: string) => Date.parse(`${day}T12:00:00Z`);
const config = defaultSearchConfig.time;

function factorsFor(question: string, days: string[]): number[] {
  const factors = timeFactors(findTimeCues(question, now), days.map((day) => ({ id: day, time: at(day), relevance: 0.5 })), config);
  return days.map((day) => factors.get(day) as number);
}

describe('time factors', () => {
  it('a named day keeps its memories whole and takes up to dayWeight off the others, by distance', () => {
    const [same, oneDay, twoDays, farAway] = factorsFor('我5月4日那天遇到了什么麻烦？', ['2026-05-04', '2026-05-05', '2026-05-02', '2026-04-20']);
    expect(same).toBe(1);
    // Distance counts whole calendar days from the day's edges: any time the next day is a day away, the day after next two.
    expect(oneDay).toBeCloseTo(1 - config.dayWeight / 3);
    expect(twoDays).toBeCloseTo(1 - (2 * config.dayWeight) / 3);
    expect(farAway).toBeCloseTo(1 - config.dayWeight);
  });

  it('a period keeps the gentler rangeWeight, with slack after its end', () => {
    // Now is Sunday May 10, so last week is April 27 - May 3.
    const [inside, slack, outside] = factorsFor('上周我做了什么？', ['2026-04-29', '2026-05-06', '2026-04-10']);
    expect(inside).toBe(1);
    expect(slack).toBe(1);
    expect(outside).toBeCloseTo(1 - config.rangeWeight);
  });

  it('a question without time words changes nothing', () => {
    expect(factorsFor('我住在哪里？', ['2026-05-04', '2026-01-01'])).toEqual([1, 1]);
  });
});

describe('period match (a relevance feature)', () => {
  const match = (question: string, day: string) => periodMatch(at(day), findTimeCues(question, now), config, now);

  it('is 1 on the named day, falls to 0 three days away, and is 0 outside a named period', () => {
    expect(match('What happened on May 4?', '2026-05-04')).toBe(1);
    expect(match('What happened on May 4?', '2026-05-05')).toBeCloseTo(1 - 1 / 3);
    // Late the evening before is a day away too, not a few hours.
    expect(periodMatch(Date.parse('2026-05-03T23:00:00Z'), findTimeCues('What happened on May 4?', now), config, now)).toBeCloseTo(1 - 1 / 3);
    expect(match('What happened on May 4?', '2026-04-20')).toBe(0);
    expect(match('上周我做了什么？', '2026-04-29')).toBe(1);
    expect(match('上周我做了什么？', '2026-04-10')).toBe(0);
  });

  it('is 0 when the question names no time, or the memory has none', () => {
    expect(match('我住在哪里？', '2026-05-04')).toBe(0);
    expect(periodMatch(Number.NaN, findTimeCues('What happened on May 4?', now), config, now)).toBe(0);
  });

  it('is 0 for a period that holds the question\'s own time: "today" asks about the present', () => {
    expect(match('今天天气怎么样', '2026-05-10')).toBe(0);
    expect(match('What should I cook tonight?', '2026-05-10')).toBe(0);
    expect(match('What did I do yesterday?', '2026-05-09')).toBe(1);
  });
});

describe('which memories gain the named day floor', () => {
  const matching = (question: string, candidates: string[]): string[] => {
    const matches = namedDayMatcher(candidates.map(at), findTimeCues(question, now), now);
    return candidates.filter((day) => matches(at(day)));
  };

  it("the named day's memories, when it has any", () => {
    expect(matching('5月4日我们聊了什么？', ['2026-05-04', '2026-05-03', '2026-05-05', '2026-04-20'])).toEqual(['2026-05-04']);
  });

  it('otherwise the nearest day that has any, both sides when equally near', () => {
    expect(matching('5月4日我们聊了什么？', ['2026-05-02', '2026-05-06', '2026-05-01', '2026-04-20'])).toEqual(['2026-05-02', '2026-05-06']);
    expect(matching('What did we talk about on May 4th?', ['2026-05-01', '2026-04-20'])).toEqual(['2026-05-01']);
  });

  it('nothing when the nearest day is further than the time factor tells days apart', () => {
    expect(matching('5月4日我们聊了什么？', ['2026-04-30', '2026-05-08'])).toEqual([]);
  });

  it('each named day on its own ("last Tuesday" names two)', () => {
    // Now is Sunday May 10: last Tuesday is May 5, and April 28 counts too.
    expect(matching('What did I say last Tuesday?', ['2026-05-05', '2026-04-27', '2026-04-29', '2026-04-20'])).toEqual(['2026-05-05', '2026-04-27', '2026-04-29']);
  });

  it('no day, a period, or a day still to come: nothing', () => {
    expect(matching('我们聊了什么？', ['2026-05-04'])).toEqual([]);
    expect(matching('上周我们聊了什么？', ['2026-05-04'])).toEqual([]);
    expect(matching('今天我们聊了什么？', ['2026-05-10'])).toEqual([]);
  });
});

describe('the earliest memory asked (session 59)', () => {
  it('keeps the oldest relevant memory\'s score for "the very first" and 第一次, as "latest" keeps the newest\'s', () => {
    const [oldest, middle, newest] = factorsFor('What was my LDL on that very first test?', ['2026-01-05', '2026-02-05', '2026-03-05']);
    expect(oldest).toBe(1);
    expect(middle).toBeLessThan(1);
    expect(newest).toBeCloseTo(1 - config.latestWeight);
    const [first, , last] = factorsFor('我第一次检查时眼压是多少？', ['2026-01-05', '2026-02-05', '2026-03-05']);
    expect(first).toBe(1);
    expect(last).toBeLessThan(first as number);
  });

  it('leaves every factor 1 for a question with neither cue, and the newest first when both are asked', () => {
    expect(factorsFor('What was my LDL?', ['2026-01-05', '2026-03-05'])).toEqual([1, 1]);
    const [earlier, later] = factorsFor('What do I weigh now, compared with the very first weigh-in?', ['2026-01-05', '2026-03-05']);
    expect(later).toBe(1);
    expect(earlier).toBeLessThan(1);
  });
});
