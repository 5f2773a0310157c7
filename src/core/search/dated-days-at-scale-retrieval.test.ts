import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.js';
import { LocalEmbedder } from '../../embedders/local/local-embedder.js';
import { Memory } from '../../memory.js';
import { SqliteStore } from '../../stores/sqlite/sqlite-store.js';
import type { SearchResult } from '../types.js';

/**
 * A generic question about a day ("5月4日我们聊了些什么？", "What did we talk about on April
 * 27th?") in a store where that day's memories are nowhere near the question's top 50 dense and
 * top 50 keyword hits: about 150 memories of other days say "we talked about…" in so many words,
 * and the day's own are about something else. They come first only because the search also pulls
 * the named day's memories by date (candidates.ts, RecordQuery.timeRange); the index hits and
 * their neighbours alone never hold them. The real parts: the local model, SQLite. Chinese through
 * `remember` (session time), English through `addMany` with an event time; every memory is
 * written "now", so only the event time dates it. Now is Sunday 2026-05-10.
 */
const NOW = '2026-05-10T12:00:00Z';
const DAY_MS = 86_400_000;

/** Days whose memories the questions ask for, and the day asked about that holds none (April 13: April 12 is nearest). */
const TARGETS: Record<'zh' | 'en', Record<string, string[]>> = {
  zh: {
    '2026-05-04': ['坐了一天，腰好酸，想找个地方按摩一下', '楼上邻居半夜还在放音乐，吵得睡不着'],
    '2026-03-15': ['新买的绿萝叶子发黄了', '车子的胎压灯亮了，明天得去看看'],
    '2026-04-12': ['孩子的钢琴课改到了周六上午', '冰箱最近一直有嗡嗡的异响'],
  },
  en: {
    '2026-04-27': ['My lower back hurts after sitting all day.', 'The plumber finally fixed the kitchen sink.'],
    '2026-03-15': ['The new ficus keeps dropping its leaves.', 'The tyre pressure light came on in my car this morning.'],
    '2026-04-12': ["My daughter's piano lesson moved to Saturday mornings.", 'The fridge has been making a strange humming noise.'],
  },
};
const EMPTY_DAY = '2026-04-13';

const TOPICS = {
  zh: ['周末的计划', '最近看的电影', '公司的新项目', '旅行的打算', '健身的安排', '读书的心得', '做饭的菜谱', '养猫的经验', '理财的想法', '学英语的进度', '家里的装修', '朋友的婚礼'],
  en: ['weekend plans', 'a film I saw', 'the new project at work', 'a trip I am planning', 'my gym routine', 'a book I am reading', 'a recipe to try', 'looking after the cat', 'saving money', 'learning Spanish', 'redecorating the flat', "a friend's wedding"],
};
const TONES = {
  zh: ['聊得很开心', '聊了很久', '随便聊了聊', '认真聊了一下', '简单聊了几句', '一起聊了聊', '又聊到了', '聊了一晚上', '聊了一会儿', '边吃边聊', '继续聊了'],
  en: ['for a long time', 'over dinner', 'briefly', 'in some detail', 'again', 'late into the evening', 'for a while', 'at length', 'over coffee', 'on the phone', 'once more'],
};

function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** Days from January 20 to May 9 at least four days from every target day and from the empty day. */
function fillerDays(): string[] {
  const guarded = [...Object.keys(TARGETS.zh), ...Object.keys(TARGETS.en), EMPTY_DAY].map((day) => Date.parse(`${day}T00:00:00Z`));
  const days: string[] = [];
  for (let time = Date.parse('2026-01-20T00:00:00Z'); time <= Date.parse('2026-05-09T00:00:00Z'); time += DAY_MS) {
    if (guarded.every((day) => Math.abs(time - day) >= 4 * DAY_MS)) days.push(isoDay(time));
  }
  return days;
}

/** Two "we talked about …" memories a day, worded apart within a day (a wording recurs after 132). */
function fillers(language: 'zh' | 'en'): [string, string][] {
  const topics = TOPICS[language];
  const tones = TONES[language];
  return fillerDays().flatMap((day, index) =>
    [0, 1].map((slot): [string, string] => {
      const n = index * 2 + slot;
      const topic = topics[n % topics.length] as string;
      const tone = tones[Math.floor(n / topics.length) % tones.length] as string;
      return [day, language === 'zh' ? `今天我们${tone}，说的是${topic}` : `Today we talked about ${topic} ${tone}.`];
    }),
  );
}

const embedder = new LocalEmbedder();
const clock = manualClock(NOW);
const memory = new Memory({ store: new SqliteStore({ path: ':memory:' }), embedder, clock });

beforeAll(async () => {
  await memory.init();
  const zh = [...fillers('zh'), ...Object.entries(TARGETS.zh).flatMap(([day, texts]) => texts.map((text): [string, string] => [day, text]))];
  for (const [index, [day, text]] of zh.entries()) {
    // One session a day; the day's turns in order.
    await memory.remember({ userId: 'zh', sessionId: `zh-${day}`, turnId: String(index), user: text, assistant: '嗯嗯。', time: `${day}T12:00:00Z` });
  }
  const en = [...fillers('en'), ...Object.entries(TARGETS.en).flatMap(([day, texts]) => texts.map((text): [string, string] => [day, text]))];
  await memory.addMany(en.map(([day, text]) => ({ userId: 'en', text, eventTime: `${day}T12:00:00+02:00` })));
}, 300_000);
afterAll(() => memory.close());

function dayOf(result: SearchResult): string {
  return isoDay(Date.parse(result.eventTime ?? result.createdAt));
}

async function firstDays(userId: string, query: string, count: number): Promise<string[]> {
  const results = await memory.search({ userId, query, threshold: 0, now: NOW });
  return results.slice(0, count).map(dayOf);
}

describe('a generic question naming a day finds that day in a store too large for the question to reach it', () => {
  it('the store is that large: other days outnumber the 50 + 50 candidates the indexes return', () => {
    expect(fillers('zh').length).toBeGreaterThan(120);
  });

  const cases: [string, string, string][] = [
    ['zh', '5月4日我们聊了些什么？', '2026-05-04'],
    ['zh', '2026年3月15日我们聊了什么？', '2026-03-15'],
    ['en', 'What did we talk about on April 27th?', '2026-04-27'],
    ['en', 'What did we talk about on March 15, 2026?', '2026-03-15'],
  ];
  for (const [userId, query, day] of cases) {
    it(`${query} → both memories of ${day} first`, async () => {
      expect(await firstDays(userId, query, 2)).toEqual([day, day]);
    });
  }

  const nearby: [string, string][] = [
    ['zh', '4月13日我们聊了些什么？'],
    ['en', 'What did we talk about on April 13th?'],
  ];
  for (const [userId, query] of nearby) {
    it(`${query} (nothing that day) → the nearest day, April 12, first`, async () => {
      expect(await firstDays(userId, query, 2)).toEqual(['2026-04-12', '2026-04-12']);
    });
  }
});
