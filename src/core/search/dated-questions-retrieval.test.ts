import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.js';
import { LocalEmbedder } from '../../embedders/local/local-embedder.js';
import { Memory } from '../../memory.js';
import { SqliteStore } from '../../stores/sqlite/sqlite-store.js';

/**
 * Questions that name a calendar day (5月4日, 4月27号, 上周三, "April 27th", "on the 1st", "last
 * Tuesday"), with or without a year, rank that day's memories first; when no memory is from
 * that day, the nearest days' do. The real parts: the local model, SQLite, `remember` at each
 * session's time. Every day's memory is about the same kind of thing, so the date decides.
 * Now is Sunday 2026-05-10.
 */
const NOW = '2026-05-10T12:00:00Z';
const ZH_DAYS: [string, string][] = [
  ['2026-04-25', '今天工作上有点烦，老板临时加了一个需求'],
  ['2026-04-27', '烦死了，房东说下个月要涨房租'],
  ['2026-04-29', '今天有点烦，地铁坐过站，上班迟到了'],
  ['2026-05-04', '遇到个麻烦，笔记本电脑进水开不了机'],
  ['2026-05-06', '有点烦，快递丢了还联系不上客服'],
];
const EN_DAYS: [string, string][] = [
  ['2026-04-21', 'Watched Heat tonight, the movie you recommended'],
  ['2026-04-27', 'You recommended Arrival and Interstellar to me tonight, adding them to my list'],
  ['2026-05-01', 'Your movie pick for tonight was Parasite, adding it to my list'],
  ['2026-05-05', 'You suggested The Matrix and Alien this evening, adding them to my list'],
];

const embedder = new LocalEmbedder();
const clock = manualClock('2026-04-01T00:00:00Z');
const memory = new Memory({ store: new SqliteStore({ path: ':memory:' }), embedder, clock });

beforeAll(async () => {
  await memory.init();
  for (const [userId, days] of [['zh', ZH_DAYS], ['en', EN_DAYS]] as const) {
    for (const [index, [day, text]] of days.entries()) {
      const time = `${day}T12:00:00Z`;
      clock.set(time);
      await memory.remember({ userId, sessionId: `${userId}-s${index + 1}`, turnId: '1', user: text, assistant: userId === 'zh' ? '抱抱，慢慢来。' : 'Enjoy!', time });
    }
  }
});
afterAll(() => memory.close());

async function firstDay(userId: string, query: string): Promise<string | undefined> {
  const results = await memory.search({ userId, query, threshold: 0, now: NOW });
  return results[0]?.createdAt.slice(0, 10);
}

describe('a question naming a day ranks that day first', () => {
  const cases: [string, string, string][] = [
    ['zh', '我5月4日那天遇到了什么麻烦？', '2026-05-04'],
    ['zh', '4月27号我在烦什么？', '2026-04-27'],
    ['zh', '2026年4月29日我为什么烦？', '2026-04-29'],
    // This week is May 4-10, so 上周三 is April 29.
    ['zh', '上周三我在烦什么？', '2026-04-29'],
    ['en', 'On April 27th, which movies did you recommend to me?', '2026-04-27'],
    ['en', 'Which movie did you pick for me on May 1, 2026?', '2026-05-01'],
    ['en', 'What did you recommend to me on the 1st?', '2026-05-01'],
    ['en', 'What movies did you suggest last Tuesday?', '2026-05-05'],
  ];
  for (const [userId, query, day] of cases) {
    it(`${query} → ${day}`, async () => {
      expect(await firstDay(userId, query)).toBe(day);
    });
  }
});

/**
 * A day named relative to a date ("the Monday before May 1", 5月4日之前的那个周三) is that day, and the
 * date stays a named day too (the day the question reckons from, often the day the thing was told):
 * those two days' memories rank before any other day's, in the order of their words. May 4 is a Monday, May 1 a Friday.
 */
describe('a day named relative to a date ranks with that date', () => {
  const cases: [string, string, string[]][] = [
    ['zh', '5月4日之前的那个周三我在烦什么？', ['2026-04-29', '2026-05-04']],
    ['zh', '5月4日前的周一我遇到了什么麻烦？', ['2026-04-27', '2026-05-04']],
    ['en', 'Which movies did you recommend on the Monday before May 1, 2026?', ['2026-04-27', '2026-05-01']],
    ['en', 'What did you suggest on the Tuesday after May 1?', ['2026-05-01', '2026-05-05']],
  ];
  for (const [userId, query, days] of cases) {
    it(`${query} → ${days.join(' and ')}`, async () => {
      const results = await memory.search({ userId, query, threshold: 0, now: NOW });
      // A day may hold a turn and the fact drawn from it: the first two days met, in any order.
      expect([...new Set(results.map((result) => result.createdAt.slice(0, 10)))].slice(0, 2).sort()).toEqual(days);
    });
  }
});

describe('with no memory from the named day, the nearest days rank first', () => {
  const cases: [string, string, string[]][] = [
    ['zh', '5月5日我在烦什么？', ['2026-05-04', '2026-05-06']],
    ['zh', '4月26号我遇到了什么麻烦？', ['2026-04-25', '2026-04-27']],
    ['en', 'Which movies did you recommend on April 28th?', ['2026-04-27']],
    ['en', 'What did you suggest on the 4th?', ['2026-05-05']],
  ];
  for (const [userId, query, days] of cases) {
    it(`${query} → ${days.join(' or ')}`, async () => {
      expect(days).toContain(await firstDay(userId, query));
    });
  }
});

/**
 * A day of two unrelated exchanges, asked about in words that match neither ("what did we talk
 * about on May 3rd?"), or that match the other days' exchanges as well: both of that day's
 * memories come first, in the order of their words.
 */
describe("a named day's memories all rank first, even when the question's words match none of them", () => {
  const DAYS: Record<'zh' | 'en', [string, [string, string][]][]> = {
    zh: [
      ['2026-04-26', [['今晚好无聊，有什么电影推荐吗？', '可以看看《流浪地球》或者《我不是药神》。'], ['想学做个新菜。', '试试可乐鸡翅。']]],
      ['2026-05-03', [['周末下雨出不了门，看点什么好？', '推荐《寻梦环游记》和《海蒂和爷爷》。'], ['坐了一天，腰好酸。', '每小时起来活动一下。']]],
      ['2026-05-07', [['想找部电影放松一下。', '《布达佩斯大饭店》很适合。'], ['楼上邻居半夜还在放音乐。', '先心平气和地沟通。']]],
    ],
    en: [
      ['2026-04-26', [["I'm bored tonight, any film ideas?", 'You could watch Arrival or The Martian.'], ['I want to cook something new.', 'Try a Thai green curry.']]],
      ['2026-05-03', [['Rainy weekend ahead, what should I watch?', 'Try Paddington 2 or Amélie.'], ['My lower back hurts after sitting all day.', 'Stand up every hour.']]],
      ['2026-05-07', [['I need a film to relax with.', 'The Grand Budapest Hotel is perfect.'], ['My neighbour plays loud music at midnight.', 'Talk to them calmly first.']]],
    ],
  };

  beforeAll(async () => {
    for (const language of ['zh', 'en'] as const) {
      for (const [index, [day, exchanges]] of DAYS[language].entries()) {
        const time = `${day}T12:00:00Z`;
        clock.set(time);
        for (const [turn, [user, assistant]] of exchanges.entries()) {
          await memory.remember({ userId: `day-${language}`, sessionId: `day-${language}-s${index + 1}`, turnId: String(turn + 1), user, assistant, time });
        }
      }
    }
  });

  async function firstTwo(userId: string, query: string): Promise<string[]> {
    const results = await memory.search({ userId, query, threshold: 0, now: NOW });
    return results.slice(0, 2).map((result) => `${result.createdAt.slice(0, 10)} ${result.text.split('\n')[0] ?? ''}`);
  }

  it('5月3日我们聊了些什么？ → both exchanges of May 3', async () => {
    expect((await firstTwo('day-zh', '5月3日我们聊了些什么？')).map((line) => line.slice(0, 10))).toEqual(['2026-05-03', '2026-05-03']);
  });

  it('What did we talk about on May 3rd? → both exchanges of May 3', async () => {
    expect((await firstTwo('day-en', 'What did we talk about on May 3rd?')).map((line) => line.slice(0, 10))).toEqual(['2026-05-03', '2026-05-03']);
  });

  it("5月3号你给我推荐了什么电影？ → that day's films, then that day's other exchange, before other days' films", async () => {
    const [first, second] = await firstTwo('day-zh', '5月3号你给我推荐了什么电影？');
    expect(first).toMatch(/^2026-05-03 .*看点什么好/);
    expect(second).toMatch(/^2026-05-03 .*腰好酸/);
  });

  it("On May 3rd, which films did you recommend? → both exchanges of May 3 (bge-small-zh does not tell films from back pain in English)", async () => {
    expect((await firstTwo('day-en', 'On May 3rd, which films did you recommend?')).map((line) => line.slice(0, 10))).toEqual(['2026-05-03', '2026-05-03']);
  });
});

/**
 * The days a question names are the asker's: for a user in +08:00, a turn at 07:30 on May 3 is
 * from May 3 (it is still May 2 in UTC), and "5月2号" asked with a time in +08:00 means that
 * calendar's May 2. The day a memory fits shows in its `period` score (1: from the named day).
 */
describe("a question asked with an offset names days of the asker's calendar", () => {
  const TURNS: [string, string][] = [
    ['2026-05-02T21:00:00+08:00', '有点烦，加班到十点才走'],
    ['2026-05-03T07:30:00+08:00', '一大早就烦，楼下装修电钻响个不停'],
    ['2026-05-03T21:00:00+08:00', '烦，快递又送错了'],
  ];

  beforeAll(async () => {
    for (const [index, [time, user]] of TURNS.entries()) {
      clock.set(time);
      await memory.remember({ userId: 'tz', sessionId: `tz-s${index + 1}`, turnId: '1', user, assistant: '抱抱。', time });
    }
  });

  async function periodBySession(now: string): Promise<Record<string, number>> {
    const results = await memory.search({ userId: 'tz', query: '5月2号我在烦什么？', threshold: 0, now });
    return Object.fromEntries(results.filter((result) => result.kind === 'episodic').map((result) => [result.metadata.sessionId, result.scores.period ?? 0]));
  }

  it('asked at 20:00 in +08:00, only the evening of May 2 there is from May 2', async () => {
    const period = await periodBySession('2026-05-10T20:00:00+08:00');
    expect(period['tz-s1']).toBe(1);
    expect(period['tz-s2']).toBeLessThan(1);
    expect(period['tz-s3']).toBeLessThan(1);
  });

  it('asked at the same instant written in UTC, May 2 is the UTC day, which holds the morning of May 3 in +08:00', async () => {
    const period = await periodBySession('2026-05-10T12:00:00Z');
    expect(period['tz-s1']).toBe(1);
    expect(period['tz-s2']).toBe(1);
    expect(period['tz-s3']).toBeLessThan(1);
  });
});
