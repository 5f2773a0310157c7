import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { manualClock } from '../core/clock.js';
import { MemoryEngine } from '../core/engine.js';
import type { SearchResult } from '../core/types.js';
import { LocalEmbedder } from '../embedders/local/local-embedder.js';
import { SqliteStore } from '../stores/sqlite/sqlite-store.js';
import { Memory } from '../memory.js';
import { processTurn } from './process-turn.js';
import { rankCurrentFirst } from './validity.js';

/**
 * Retrieval quality after updates, with the real parts: the local bge-small-zh model and
 * the SQLite store. The latest fact must outrank the stale one it replaced.
 */
const embedder = new LocalEmbedder();
const engines: MemoryEngine[] = [];
afterAll(async () => {
  for (const engine of engines) await engine.store.close();
  await embedder.close?.();
});

function newEngine(): MemoryEngine {
  const engine = new MemoryEngine({ store: new SqliteStore({ path: ':memory:' }), embedder, clock: manualClock('2026-04-10T00:00:00Z') });
  engines.push(engine);
  return engine;
}

async function say(engine: MemoryEngine, sessionId: string, turnId: string, user: string, time: string) {
  return processTurn(engine, { userId: 'u1', sessionId, turnId, user, time });
}

const longTerm = { layer: 'long-term' };

/** A `Memory` with the default embedder on a fresh SQLite store, as an application opens one, closed after `use`. */
async function withDefaultMemory(use: (memory: Memory) => Promise<void>): Promise<void> {
  const memory = await Memory.open({ store: new SqliteStore({ path: ':memory:' }) });
  try {
    await use(memory);
  } finally {
    await memory.close();
  }
}

describe('a turn whose fact was replaced, with the default embedder and SQLite', () => {
  it('ranks the new diet above the turn that stated the old one, for a request that names neither', async () => {
    await withDefaultMemory(async (memory) => {
      await memory.remember({ userId: 'u1', sessionId: 's1', turnId: '1', user: '我最近在搞生酮饮食，米饭面条基本不碰。', assistant: '好的，记住了。', time: '2026-03-01T19:30:00+08:00' });
      await memory.remember({ userId: 'u1', sessionId: 's2', turnId: '1', user: '生酮我放弃了，太难坚持，现在改成吃素了，肉一口都不吃。', assistant: '收到。', time: '2026-07-20T19:30:00+08:00' });
      const results = await memory.search({ userId: 'u1', query: '今天中午点外卖，我点啥比较合适？', now: '2026-11-20T20:00:00+08:00' });
      const rank = (session: string): number => results.findIndex((result) => result.evidence.some((id) => id.startsWith(`${session}:`)) || result.scope.sessionId === session);
      expect(rank('s2')).toBeGreaterThanOrEqual(0);
      // The old turn is still returned (the past stays findable), below the fact that replaced its own.
      expect(rank('s1')).toBeGreaterThan(rank('s2'));
      expect(results[0]?.scores.inherited).toBe(1);
    });
  });
});

describe('a new job said in the words that state one, listed or not', () => {
  it('closes "works as a barista" when the user is "now a junior web developer", and the new job answers', async () => {
    const engine = newEngine();
    await processTurn(engine, { userId: 'u1', sessionId: 's1', turnId: '1', user: 'I work as a barista at a café downtown.', time: '2026-03-01T19:30:00Z' });
    const changed = await processTurn(engine, { userId: 'u1', sessionId: 's3', turnId: '1', user: "Left the café! I'm now a junior web developer at a small agency.", time: '2026-08-01T19:30:00Z' });
    expect(changed.superseded).toHaveLength(1);
    const results = await engine.search({ userId: 'u1', query: 'What do I do for a living?', now: '2026-11-20T00:00:00Z', filter: longTerm, threshold: 0 });
    expect(results[0]?.id).toBe(changed.created[0]?.id);
  });
});

describe('taking something up again ends the memory that ended it', () => {
  it('closes "Cancelled Netflix" when the user gets Netflix back, and keeps no fact for a "back" that resumes nothing', async () => {
    await withDefaultMemory(async (memory) => {
      await memory.remember({ userId: 'u1', sessionId: 's1', turnId: '1', user: 'I pay for Netflix and Hulu', assistant: 'Okay.', time: '2026-01-05T20:00:00Z' });
      const cancelled = await memory.remember({ userId: 'u1', sessionId: 's2', turnId: '1', user: 'Cancelled Netflix, trying to cut costs', assistant: 'Got it.', time: '2026-03-05T20:00:00Z' });
      const resumed = await memory.remember({ userId: 'u1', sessionId: 's3', turnId: '1', user: "Caved and got Netflix back, couldn't miss the new season", assistant: 'Noted.', time: '2026-06-05T20:00:00Z' });
      const closed = resumed.write?.superseded ?? [];
      // The cancellation, as a fact and as the turn that said it.
      expect(closed.map((entry) => entry.memory.id).sort()).toEqual([...(cancelled.write?.created ?? []).map((record) => record.id), cancelled.record.id].sort());
      expect(closed.every((entry) => entry.slot === 'resumed:netflix')).toBe(true);
      expect(resumed.write?.created).toHaveLength(1);
      // Nothing was ended before: the same words keep no fact, and say why.
      const plain = await memory.remember({ userId: 'u2', sessionId: 'p1', turnId: '1', user: "Got my bike back from the repair shop, it rides like new", assistant: 'Nice.', time: '2026-06-05T20:00:00Z' });
      expect(plain.write?.created ?? []).toHaveLength(0);
      expect(plain.write?.rejected.map((entry) => entry.reason)).toEqual(['resumes-nothing']);
    });
  });
});

describe('a change that names what it ends, for attributes no slot knows', () => {
  it('closes the old car when the user sells it by name, and the new car ranks first for a request that names neither', async () => {
    await withDefaultMemory(async (memory) => {
      const old = await memory.remember({ userId: 'u1', sessionId: 's1', turnId: '1', user: '我开的是一辆黑色的丰田卡罗拉。', assistant: '好的，记住了。', time: '2026-02-01T19:30:00+08:00' });
      const changed = await memory.remember({ userId: 'u1', sessionId: 's2', turnId: '1', user: '卡罗拉上个月卖了，换了一辆蔚来的电动车。', assistant: '恭喜提新车！', time: '2026-06-01T19:30:00+08:00' });
      // The fact that said it and the turn that said it are both closed, the fact first.
      const closed = changed.write?.superseded ?? [];
      expect(closed.map((entry) => entry.memory.id)).toEqual([...(old.write?.created ?? []).map((record) => record.id), old.record.id]);
      expect(closed.map((entry) => entry.slot)).toEqual([expect.stringMatching(/^retracted:卡罗/), expect.stringMatching(/^retracted:卡罗/)]);
      expect(closed[0]?.memory.validTo).toBe('2026-06-01T11:30:00.000Z');
      // threshold 0: the order is what is tested here, not whether the gate shows a car for a long drive.
      const results = await memory.search({ userId: 'u1', query: '下周要开长途回老家，出发前我得做哪些准备？', now: '2026-07-01T20:00:00+08:00', threshold: 0 });
      const rank = (session: string): number => results.findIndex((result) => result.evidence.some((id) => id.startsWith(`${session}:`)));
      expect(rank('s2')).toBe(0);
      // The old car stays findable as the past, below the change.
      expect(rank('s1')).toBeGreaterThan(0);
    });
  });

  it('finds the memory it ends by its name when it is not among the nearest in meaning', async () => {
    const engine = newEngine();
    const car = await say(engine, 's1', '1', '我开的是一辆黑色的丰田卡罗拉。', '2026-02-01T19:30:00+08:00');
    await say(engine, 's2', '1', '我打算换一辆蔚来的电动车。', '2026-03-01T19:30:00+08:00');
    // One neighbour only: the plan is the nearest, so the old car is found through its name.
    const changed = await processTurn(engine, { userId: 'u1', sessionId: 's3', turnId: '1', user: '卡罗拉卖了，换了一辆蔚来的电动车。', time: '2026-06-01T19:30:00+08:00' }, { policy: { neighbours: 1 } });
    expect(changed.superseded.map((entry) => entry.memory.id)).toContain(car.created[0]?.id);
  });

  it('answers a question about the state before the change with the replaced memory first', async () => {
    const engine = newEngine();
    const old = await processTurn(engine, { userId: 'u1', sessionId: 's1', turnId: '1', user: 'I drive an old Honda Civic.', time: '2026-02-01T19:30:00Z' });
    const changed = await processTurn(engine, { userId: 'u1', sessionId: 's2', turnId: '1', user: 'I sold my Civic and bought a Tesla Model 3.', time: '2026-06-01T19:30:00Z' });
    expect(changed.superseded.map((entry) => entry.memory.id)).toEqual(old.created.map((record) => record.id));
    const before = await engine.search({ userId: 'u1', query: 'What did I drive before the Tesla?', now: '2026-07-01T00:00:00Z', threshold: 0 });
    expect(before[0]?.evidence).toEqual(['s1:1']);
    expect(before[0]?.scores.validity).toBe(1);
    const now = await engine.search({ userId: 'u1', query: 'What car do I drive?', now: '2026-07-01T00:00:00Z', threshold: 0 });
    expect(now[0]?.evidence).toEqual(['s2:1']);
  });

  it('does not close a memory of an ending when the same ending is retold', async () => {
    const engine = newEngine();
    await say(engine, 's1', '1', 'Lost my job as a banker yesterday, so I am starting my own business.', '2026-01-20T10:00:00Z');
    const retold = await say(engine, 's2', '1', "It's been tough going since I lost my job, but the business will pay off.", '2026-05-20T10:00:00Z');
    const again = await say(engine, 's3', '1', 'I lost my job as a banker in January, as you know.', '2026-06-20T10:00:00Z');
    expect([...retold.superseded, ...again.superseded]).toEqual([]);
  });

  it('closes the night shift when the user is moved to day shifts, and leaves a trip the user is going on alone', async () => {
    const engine = newEngine();
    await processTurn(engine, { userId: 'u1', sessionId: 's1', turnId: '1', user: "I'm on the night shift at the hospital, 10pm to 6am.", time: '2026-03-01T19:30:00Z' });
    await processTurn(engine, { userId: 'u1', sessionId: 's2', turnId: '1', user: "I'm going to Lisbon in May.", time: '2026-03-05T19:30:00Z' });
    const changed = await processTurn(engine, { userId: 'u1', sessionId: 's3', turnId: '1', user: 'Good news, they moved me to day shifts, 7am to 3pm now.', time: '2026-04-01T19:30:00Z' });
    expect(changed.superseded.map((entry) => entry.memory.evidence)).toEqual([['s1:1']]);
    const trip = await engine.search({ userId: 'u1', query: 'Lisbon', now: '2026-04-02T00:00:00Z', filter: longTerm, threshold: 0 });
    expect(trip[0]?.validTo).toBeNull();
  });
});

describe('conflicts with the local model and SQLite', () => {
  it('ranks 最近开始喝手冲了 above 我不喝咖啡, which stays findable as past', async () => {
    const engine = newEngine();
    await say(engine, 's1', '3', '有点。但我不喝咖啡，一喝就心慌手抖，只能硬撑', '2026-01-08T08:30:00+08:00');
    await say(engine, 's3', '3', '跟你说，我最近开始喝手冲了，浅烘的耶加雪菲，每天早上一小杯，居然一点都不心慌', '2026-02-26T07:50:00+08:00');
    const results = await engine.search({ userId: 'u1', query: '我喝咖啡吗？', now: '2026-03-10T09:00:00+08:00', filter: longTerm, threshold: 0 });
    expect(results[0]?.evidence).toEqual(['s3:3']);
    const stale = results.find((result) => result.evidence.includes('s1:3'));
    expect(stale?.validTo).toBe('2026-02-25T23:50:00.000Z');
    expect(stale?.supersededBy).toBe(results[0]?.id);
  });

  it('ranks the new city first after "moved from Shanghai to Shenzhen", in Chinese and English', async () => {
    const engine = newEngine();
    await say(engine, 's1', '1', '我住在上海', '2026-01-05T10:00:00+08:00');
    await say(engine, 's2', '1', '我从上海搬到深圳了', '2026-02-05T10:00:00+08:00');
    const zh = await engine.search({ userId: 'u1', query: '我住在哪个城市？', now: '2026-03-01T00:00:00Z', filter: longTerm, threshold: 0 });
    expect(zh[0]?.text).toBe('用户从上海搬到深圳了。');

    const english = newEngine();
    await processTurn(english, { userId: 'u2', sessionId: 's1', turnId: '1', user: 'I live in Shanghai', time: '2026-01-05T10:00:00Z' });
    const moved = await processTurn(english, { userId: 'u2', sessionId: 's2', turnId: '1', user: 'I moved from Shanghai to Shenzhen last week', time: '2026-02-05T10:00:00Z' });
    expect(moved.superseded).toHaveLength(1);
    const en = await english.search({ userId: 'u2', query: 'Which city do I live in?', now: '2026-03-01T00:00:00Z', filter: longTerm, threshold: 0 });
    expect(en[0]?.id).toBe(moved.created[0]?.id);
  });

  it('merges a paraphrase the model sees as the same memory', async () => {
    const engine = newEngine();
    await say(engine, 's1', '1', '我喜欢简约风格', '2026-01-05T10:00:00+08:00');
    const again = await say(engine, 's2', '4', '我特别喜欢简约的风格', '2026-02-05T10:00:00+08:00');
    expect(again.created).toEqual([]);
    expect(again.merged[0]?.memory.evidence).toEqual(['s1:1', 's2:4']);
    expect((await engine.getAll({ userId: 'u1' })).total).toBe(1);
  });
});

interface UpdateCase {
  id: string;
  user: string;
  sessions: { id: string; time: string; turns: { id: string; content: string }[] }[];
  questions: { id: string; time: string; query: string; evidence: string[]; stale: string[] }[];
}

const fixture = JSON.parse(readFileSync(new URL('./fixtures/update-cases.json', import.meta.url), 'utf8')) as { cases: UpdateCase[] };

function rankOf(results: SearchResult[], ids: string[], exclude: string[] = []): number {
  return results.findIndex((result) => result.evidence.some((id) => ids.includes(id)) && !result.evidence.some((id) => exclude.includes(id)));
}

describe('the eval dataset\'s update cases: after updates, the latest fact outranks the stale one', () => {
  it.each(fixture.cases.map((updateCase) => [updateCase.id, updateCase] as const))('%s', async (_id, updateCase) => {
    const engine = newEngine();
    for (const session of updateCase.sessions) {
      for (const turn of session.turns) await processTurn(engine, { userId: updateCase.user, sessionId: session.id, turnId: turn.id, user: turn.content, time: session.time });
    }
    for (const question of updateCase.questions) {
      const now = new Date(question.time);
      const raw = await engine.search({ userId: updateCase.user, query: question.query, now: question.time, filter: longTerm, topK: 10, threshold: 0 });
      const evidence = rankOf(raw, question.evidence);
      expect(evidence, `${question.id}: no memory of ${question.evidence.join(', ')}`).toBeGreaterThanOrEqual(0);
      // Whatever search returns above the current fact is closed: shown as past, never as current.
      for (const result of raw.slice(0, evidence)) {
        if (result.evidence.some((id) => question.stale.includes(id))) expect(result.validTo !== null && Date.parse(result.validTo) <= now.getTime()).toBe(true);
      }
      // And a superseded memory never ranks above the memory that replaced it.
      const ranked = rankCurrentFirst(raw, now);
      const stale = rankOf(ranked, question.stale, question.evidence);
      expect(stale === -1 || rankOf(ranked, question.evidence) < stale, `${question.id}: stale memory ranks first`).toBe(true);
    }
  });
});
