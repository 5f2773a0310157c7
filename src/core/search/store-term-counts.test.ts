import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { manualClock } from '../clock.js';
import type { KeywordTermCounts, MemoryStore, RecordQuery } from '../store.js';
import type { SearchInput, SearchResult } from '../types.js';
import { HashEmbedder } from '../../embedders/hash/hash-embedder.js';
import { Memory } from '../../memory.js';
import { SqliteStore } from '../../stores/sqlite/sqlite-store.js';
import { createTestFolder, type TestFolder } from '../../testing/knowledge-test-folder.js';
import { seededRandom } from '../../testing/seeded-random.js';

/**
 * The keyword context reads candidates' term counts from the SQLite store's keyword index
 * (`MemoryStore.keywordTermCounts`) instead of analysing their texts: every search must rank and
 * score exactly as without it. One SQLite file, three connections: one that writes, one whose
 * searches use the store's counts, one with the method hidden (the path every other store takes).
 * Alice's memories are turns and added memories in Chinese and English beside other users, another
 * tenant and shared knowledge (whose terms include its headings, so the store never vouches for
 * them and those texts are analysed on both sides).
 */
const EN = ['coffee', 'grinder', 'nurse', 'night', 'shift', 'peanuts', 'allergy', 'Berlin', 'sister', 'running', 'shoes', 'rain', 'commute', 'budget', 'laptop', 'garden', 'tomatoes', 'piano', 'lessons', 'flight'];
const ZH = ['咖啡', '夜班', '护士', '花生', '过敏', '柏林', '姐姐', '跑步', '鞋子', '下雨', '通勤', '预算', '电脑', '花园', '番茄', '钢琴', '课程', '航班', '南方', '路面'];
const QUESTIONS = ['what shoes for my rainy commute', '我对什么过敏', 'coffee grinder budget', '姐姐住在柏林吗', 'piano lessons 钢琴课', 'night shift nurse', '番茄 garden', 'flight to Berlin', '跑步鞋子推荐', 'laptop 预算多少'];
const START = '2026-03-01T00:00:00.000Z';

function sentence(random: () => number, words: readonly string[], glue: string): string {
  return Array.from({ length: 3 + Math.floor(random() * 7) }, () => words[Math.floor(random() * words.length)] as string).join(glue);
}

function mixed(random: () => number): string {
  const roll = random();
  if (roll < 0.4) return `I ${sentence(random, EN, ' ')}`;
  if (roll < 0.8) return `我${sentence(random, ZH, '')}`;
  return `${sentence(random, EN, ' ')}，${sentence(random, ZH, '')}`;
}

/** The store's `keywordTermCounts`, counting how many asked memories it answered and how many it left to analysis. */
function countingTermCounts(store: SqliteStore): { answered: number; left: number } {
  const tally = { answered: 0, left: 0 };
  const own = store.keywordTermCounts.bind(store);
  Object.defineProperty(store, 'keywordTermCounts', {
    configurable: true,
    value: async (query: RecordQuery, ids: string[], terms: string[], analysis: string): Promise<KeywordTermCounts> => {
      const counts = await own(query, ids, terms, analysis);
      for (const length of counts.lengths) {
        if (Number.isNaN(length)) tally.left += 1;
        else tally.answered += 1;
      }
      return counts;
    },
  });
  return tally;
}

/** A store without `keywordTermCounts`, as Postgres, Chroma and the in-memory store are. */
function withoutTermCounts(store: SqliteStore): MemoryStore {
  Object.defineProperty(store, 'keywordTermCounts', { configurable: true, value: undefined });
  return store;
}

describe("keyword context from the store's term counts", () => {
  let folder: TestFolder;
  let writer: Memory;
  let fast: Memory;
  let plain: Memory;
  let tally: { answered: number; left: number };
  const clock = manualClock(START);
  const embedder = new HashEmbedder(64);

  beforeAll(async () => {
    folder = createTestFolder('agent-memory-term-counts-');
    const path = join(folder.dir, 'memory.db');
    writer = new Memory({ store: new SqliteStore({ path }), embedder, clock });
    folder.write('docs/gear.md', '# Rain gear\n\n## Shoes for the commute\n\nWaterproof running shoes grip wet roads. 下雨天路面湿滑，通勤要穿防滑的鞋子。\n\n## Coffee\n\nA burr grinder keeps the budget small.');
    await writer.ingestDocs({ dir: join(folder.dir, 'docs') });
    const random = seededRandom(13);
    for (let session = 0; session < 6; session += 1) {
      for (let turn = 0; turn < 20; turn += 1) {
        await writer.remember({ userId: 'alice', sessionId: `s${session}`, turnId: String(turn + 1), user: mixed(random), assistant: mixed(random) });
        clock.advance(60_000);
      }
    }
    await writer.addMany(Array.from({ length: 150 }, () => ({ userId: 'alice', text: mixed(random) })));
    for (const userId of ['bob', 'carol']) await writer.addMany(Array.from({ length: 60 }, () => ({ userId, text: mixed(random) })));
    await writer.forTenant('tenant-b').addMany(Array.from({ length: 60 }, () => ({ userId: 'alice', text: mixed(random) })));
    const fastStore = new SqliteStore({ path });
    tally = countingTermCounts(fastStore);
    fast = new Memory({ store: fastStore, embedder, clock });
    plain = new Memory({ store: withoutTermCounts(new SqliteStore({ path })), embedder, clock });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([writer.close(), fast.close(), plain.close()]);
    folder.cleanup();
  });

  /** Every candidate of the ranking with its whole breakdown (no gate, no access bumps). */
  const ranking = async (memory: Memory, input: SearchInput): Promise<unknown[]> =>
    (await memory.searchUncut({ ...input, topK: 200 })).map((result: SearchResult) => ({ id: result.id, score: result.score, relevance: result.relevance, scores: result.scores }));

  const variants = (query: string): SearchInput[] => [
    { userId: 'alice', query },
    { userId: 'alice', query, includeKnowledge: false },
    { userId: 'alice', query, kinds: ['episodic'], includeArchived: true },
  ];

  it('ranks and scores every candidate exactly as analysing the texts does', async () => {
    let compared = 0;
    for (const query of QUESTIONS) {
      for (const input of variants(query)) {
        const expected = await ranking(plain, input);
        expect(await ranking(fast, input)).toEqual(expected);
        compared += expected.length;
      }
    }
    expect(compared).toBeGreaterThan(1000);
    // Both ways ran: alice's memories from the store, the knowledge chunks (headings in their terms) analysed.
    expect(tally.answered).toBeGreaterThan(1000);
    expect(tally.left).toBeGreaterThan(0);
  });

  it('follows a write by another connection', async () => {
    const [target] = await writer.getAll({ userId: 'alice', limit: 1 }).then((page) => page.items);
    if (!target) throw new Error('alice has no memories');
    const queries = ['xylophone recital', '木琴 recital'];
    for (const query of queries) expect(await ranking(fast, { userId: 'alice', query })).toEqual(await ranking(plain, { userId: 'alice', query }));
    await writer.update(target.id, { text: 'My xylophone recital is next week，木琴演出在下周' }, { userId: 'alice' });
    await writer.add({ userId: 'alice', text: 'the recital hall has bad acoustics' });
    for (const query of [...queries, ...QUESTIONS.slice(0, 3)]) {
      const expected = await ranking(plain, { userId: 'alice', query });
      expect(await ranking(fast, { userId: 'alice', query })).toEqual(expected);
    }
    const found = (await ranking(fast, { userId: 'alice', query: 'xylophone recital' })) as { id: string; scores: { keyword: number } }[];
    expect(found.find((result) => result.id === target.id)?.scores.keyword).toBeGreaterThan(0);
  });
});
