import { afterAll, describe, expect, it } from 'vitest';
import { HashEmbedder } from '../../embedders/hash/hash-embedder.js';
import { LocalEmbedder } from '../../embedders/local/local-embedder.js';
import { InMemoryStore } from '../../stores/in-memory/in-memory-store.js';
import { SqliteStore } from '../../stores/sqlite/sqlite-store.js';
import { manualClock } from '../clock.js';
import type { DeepPartial, EngineConfig } from '../config.js';
import { MemoryEngine } from '../engine.js';
import type { AddInput } from '../types.js';

const KEYWORD_ONLY: DeepPartial<EngineConfig> = { search: { weights: { dense: 0, keyword: 1, importance: 0, recency: 0 }, threshold: 0, minTopScore: 0, relativeThreshold: 0 } };

function hashEngine(config: DeepPartial<EngineConfig> = {}) {
  const clock = manualClock('2026-03-25T12:00:00Z');
  const embedder = new HashEmbedder(64);
  const engine = new MemoryEngine({ store: new InMemoryStore(), embedder, clock, config });
  return { engine, embedder, clock };
}

/** A turn memory as the turns module writes it: session and turn number in the metadata. */
function turn(userId: string, sessionId: string, turnNumber: number, text: string, eventTime = '2026-03-01T10:00:00.000Z'): AddInput {
  return { id: `${sessionId}_${turnNumber}`, userId, sessionId, kind: 'episodic', text, eventTime, metadata: { layer: 'turn', sessionId, turnNumber }, evidence: [`${sessionId}:${turnNumber}`] };
}

describe('threshold with the real local model', () => {
  const engine = new MemoryEngine({ store: new SqliteStore({ path: ':memory:' }), embedder: new LocalEmbedder() });
  afterAll(() => engine.close());

  it('returns nothing for an off-topic question and the right memory for an on-topic one', async () => {
    await engine.addMany([
      { userId: 'u1', text: '我住广州，一年大半时间都在下雨，回南天的时候地面全是水' },
      { userId: 'u1', text: '我每天从家走到地铁站要十五分钟，然后再挤一个小时地铁' },
      { userId: 'u1', text: 'I went fully vegan last autumn, so no meat, fish, dairy or eggs' },
    ]);
    expect(await engine.search({ userId: 'u1', query: '量子纠缠到底是什么意思？' })).toEqual([]);
    expect(await engine.search({ userId: 'u1', query: 'Explain how a Wi-Fi router assigns IP addresses' })).toEqual([]);
    const [commute] = await engine.search({ userId: 'u1', query: '我上班路上要花多久？' });
    expect(commute?.text).toContain('地铁');
    const [diet] = await engine.search({ userId: 'u1', query: 'Do I still eat fish or eggs?' });
    expect(diet?.text).toContain('vegan');
  });
});

describe('keyword context from neighbouring turns', () => {
  it('finds a turn whose question words sit in the turn before it', async () => {
    const { engine } = hashEngine(KEYWORD_ONLY);
    await engine.addMany([
      turn('u1', 'trip', 1, 'We finally went to Lisbon last spring'),
      turn('u1', 'trip', 2, 'The tram rides were the best part'),
      turn('u1', 'music', 1, 'The encore was the best part of the concert'),
      turn('u1', 'music', 2, 'We stayed until midnight'),
    ]);
    const results = await engine.search({ userId: 'u1', query: 'best part of the Lisbon trip', topK: 3 });
    // Both turns say "best part"; only the tram turn has Lisbon next to it.
    expect(results.map((result) => result.id).indexOf('trip_2')).toBeLessThan(results.map((result) => result.id).indexOf('music_1'));
    expect(results.find((result) => result.id === 'trip_2')?.scores.context).toBeGreaterThan(results.find((result) => result.id === 'trip_2')?.scores.keyword ?? 1);
  });

  it('never returns small talk, though it still lends its words to the turns around it', async () => {
    const { engine } = hashEngine(KEYWORD_ONLY);
    const filler = (input: AddInput): AddInput => ({ ...input, metadata: { ...input.metadata, filler: true } });
    await engine.addMany([
      turn('u1', 'trip', 1, 'We finally went to Lisbon last spring'),
      filler(turn('u1', 'trip', 2, 'ok thanks, Lisbon trams rock')),
      turn('u1', 'trip', 3, 'The tram rides were the best part'),
    ]);
    const results = await engine.search({ userId: 'u1', query: 'Lisbon trams', topK: 5 });
    expect(results.map((result) => result.id)).not.toContain('trip_2');
    // trip_3 says "tram" only; "Lisbon" comes from the turns around it, the flagged one among them.
    expect(results.find((result) => result.id === 'trip_3')?.scores.context).toBeGreaterThan(results.find((result) => result.id === 'trip_3')?.scores.keyword ?? 1);
  });

  it('ranks a turn that asks the question below the turn that answers it', async () => {
    const { engine } = hashEngine({ search: { ...KEYWORD_ONLY.search, questionTurnFactor: 0.5 } });
    const spoken = (input: AddInput, user: string): AddInput => ({ ...input, metadata: { ...input.metadata, user } });
    const asked = 'Tim: What do you love most about your basketball career?';
    const answered = 'John: Winning a championship is the goal of my basketball career.';
    await engine.addMany([spoken(turn('u1', 'talk', 1, asked), asked), spoken(turn('u1', 'talk', 2, answered), answered)]);
    const results = await engine.search({ userId: 'u1', query: 'What does John love most about his basketball career?', topK: 2 });
    const question = results.find((result) => result.id === 'talk_1');
    expect(question?.scores.asksQuestion).toBe(0.5);
    expect(results.find((result) => result.id === 'talk_2')?.scores.asksQuestion).toBeUndefined();
    expect(results.map((result) => result.id)).toEqual(['talk_2', 'talk_1']);
    // Without the factor the question's own words would put it first.
    const { engine: plain } = hashEngine({ search: { ...KEYWORD_ONLY.search, questionTurnFactor: 1 } });
    await plain.addMany([spoken(turn('u1', 'talk', 1, asked), asked), spoken(turn('u1', 'talk', 2, answered), answered)]);
    expect((await plain.search({ userId: 'u1', query: 'What does John love most about his basketball career?', topK: 2 }))[0]?.id).toBe('talk_1');
  });

  it('never reaches another user through the neighbour lookup', async () => {
    const { engine } = hashEngine(KEYWORD_ONLY);
    await engine.addMany([turn('u1', 'shared-id', 1, 'my Lisbon tram pass'), turn('u2', 'shared-id', 2, 'secret of user two about Lisbon')]);
    const results = await engine.search({ userId: 'u1', query: 'Lisbon', topK: 10 });
    expect(results.map((result) => result.scope.userId)).toEqual(['u1']);
  });
});

describe('time awareness', () => {
  const config: DeepPartial<EngineConfig> = { search: { weights: { recency: 0, importance: 0 }, threshold: 0, minTopScore: 0, relativeThreshold: 0 } };

  async function dentistEngine() {
    const { engine } = hashEngine(config);
    await engine.addMany([
      { id: 'a-january', userId: 'u1', text: 'went to the dentist for a cleaning', eventTime: '2026-01-10T10:00:00.000Z' },
      { id: 'b-last-week', userId: 'u1', text: 'went to the dentist for a cleaning', eventTime: '2026-03-17T10:00:00.000Z' },
    ]);
    return engine;
  }

  it('a period in the question favours memories from it', async () => {
    const engine = await dentistEngine();
    const now = '2026-03-25T12:00:00Z';
    expect((await engine.search({ userId: 'u1', query: 'dentist cleaning last week', now }))[0]?.id).toBe('b-last-week');
    expect((await engine.search({ userId: 'u1', query: 'dentist cleaning in January 2026', now }))[0]?.id).toBe('a-january');
    expect((await engine.search({ userId: 'u1', query: '1月份 dentist cleaning', now }))[0]?.id).toBe('a-january');
    const [top] = await engine.search({ userId: 'u1', query: '上周 dentist cleaning', now });
    expect(top?.id).toBe('b-last-week');
    expect(top?.scores.time).toBe(1);
  });

  it('"上次" and "last time" favour the newest of equally relevant memories', async () => {
    const engine = await dentistEngine();
    // Without a cue the two tie, and the tie goes to the first id.
    expect((await engine.search({ userId: 'u1', query: 'dentist cleaning', now: '2026-03-25T12:00:00Z' }))[0]?.id).toBe('a-january');
    expect((await engine.search({ userId: 'u1', query: '上次 dentist cleaning', now: '2026-03-25T12:00:00Z' }))[0]?.id).toBe('b-last-week');
    expect((await engine.search({ userId: 'u1', query: 'dentist cleaning last time', now: '2026-03-25T12:00:00Z' }))[0]?.id).toBe('b-last-week');
  });
});

describe('MMR de-duplication', () => {
  it('sinks a near-copy below a distinct memory', async () => {
    const { engine } = hashEngine({ search: { threshold: 0, minTopScore: 0, relativeThreshold: 0, weights: { importance: 0, recency: 0 } } });
    await engine.addMany([
      { id: 'a', userId: 'u1', text: 'prefers dark mode in the code editor' },
      { id: 'b', userId: 'u1', text: 'prefers dark mode in the code editor!' },
      { id: 'c', userId: 'u1', text: 'uses a dark keyboard theme for the editor at night' },
    ]);
    const withMmr = await engine.search({ userId: 'u1', query: 'dark mode code editor', topK: 3 });
    expect(withMmr.map((result) => result.id)).toEqual(['a', 'c', 'b']);
    expect(withMmr[2]?.scores.redundancy).toBeGreaterThan(0);

    const { engine: plain } = hashEngine({ search: { threshold: 0, minTopScore: 0, relativeThreshold: 0, weights: { importance: 0, recency: 0 }, mmr: { penalty: 0 } } });
    await plain.addMany([
      { id: 'a', userId: 'u1', text: 'prefers dark mode in the code editor' },
      { id: 'b', userId: 'u1', text: 'prefers dark mode in the code editor!' },
      { id: 'c', userId: 'u1', text: 'uses a dark keyboard theme for the editor at night' },
    ]);
    expect((await plain.search({ userId: 'u1', query: 'dark mode code editor', topK: 3 })).map((result) => result.id)).toEqual(['a', 'b', 'c']);
  });

  it('gives a fact and the turn it was drawn from one place, ahead of a distinct memory', async () => {
    const memories: AddInput[] = [
      turn('u1', 's1', 1, 'User: I bought an LS2 helmet for the motorbike\nAssistant: A good helmet is the most important gear.'),
      { id: 'fact', userId: 'u1', kind: 'semantic', text: 'The user bought an LS2 helmet for the motorbike.', evidence: ['s1:1'] },
      turn('u1', 's2', 1, 'User: Also bought riding gloves for the motorbike\nAssistant: Nice.'),
    ];
    const config = { search: { ...KEYWORD_ONLY.search, weights: { dense: 0, keyword: 1, importance: 0, recency: 0 } } };
    const { engine } = hashEngine(config);
    await engine.addMany(memories);
    const results = await engine.search({ userId: 'u1', query: 'LS2 helmet motorbike', topK: 3 });
    expect(results.map((result) => result.id).slice(1)).toEqual(['s2_1', results[0]?.id === 'fact' ? 's1_1' : 'fact']);
    expect(results[2]?.scores.redundancy).toBe(1);
    expect(results[1]?.scores.redundancy).toBeUndefined();

    // MMR's penalty 0 turns it off with the rest of de-duplication: the copy keeps its rank.
    const { engine: plain } = hashEngine({ search: { ...config.search, mmr: { penalty: 0 } } });
    await plain.addMany(memories);
    expect((await plain.search({ userId: 'u1', query: 'LS2 helmet motorbike', topK: 3 })).map((result) => result.id).at(-1)).toBe('s2_1');
  });
});

describe('result cache', () => {
  it('answers a repeated search from the cache until a write in the scope, or the TTL', async () => {
    const { engine, embedder, clock } = hashEngine({ search: { threshold: 0, minTopScore: 0 } });
    await engine.add({ userId: 'u1', text: 'allergic to peanuts' });
    const embeds = (): number => embedder.calls.length;

    // A local search is kept from its question's second ask (result-cache.ts): the first is searched again.
    const first = await engine.search({ userId: 'u1', query: 'peanut allergy' });
    const afterFirst = embeds();
    await engine.search({ userId: 'u1', query: 'peanut allergy' });
    expect(embeds()).toBe(afterFirst + 1);
    const third = await engine.search({ userId: 'u1', query: 'peanut allergy' });
    expect(embeds()).toBe(afterFirst + 1);
    expect(third.map((result) => result.id)).toEqual(first.map((result) => result.id));

    // Another user's write leaves u1's entry alone.
    await engine.add({ userId: 'u2', text: 'allergic to peanuts too' });
    const beforeOther = embeds();
    await engine.search({ userId: 'u1', query: 'peanut allergy' });
    expect(embeds()).toBe(beforeOther);

    // u1's own write drops it: the new memory shows up.
    const added = await engine.add({ userId: 'u1', text: 'peanut allergy means an epipen in the bag' });
    const beforeOwn = embeds();
    const fresh = await engine.search({ userId: 'u1', query: 'peanut allergy' });
    expect(embeds()).toBe(beforeOwn + 1);
    expect(fresh.map((result) => result.id)).toContain(added.id);

    // So does a delete, and so does time. A question asked before is kept at once after a write.
    await engine.delete(added.id, { userId: 'u1' });
    expect((await engine.search({ userId: 'u1', query: 'peanut allergy' })).map((result) => result.id)).not.toContain(added.id);
    const beforeExpiry = embeds();
    await engine.search({ userId: 'u1', query: 'peanut allergy' });
    expect(embeds()).toBe(beforeExpiry);
    clock.advance(5 * 60_000 + 1);
    await engine.search({ userId: 'u1', query: 'peanut allergy' });
    expect(embeds()).toBe(beforeExpiry + 1);
  });

  it('hands out copies, so a caller cannot change what the cache holds', async () => {
    const { engine } = hashEngine({ search: { threshold: 0, minTopScore: 0 } });
    await engine.add({ userId: 'u1', text: 'likes green tea' });
    // Asked twice, so the second answer is the one kept (result-cache.ts).
    await engine.search({ userId: 'u1', query: 'green tea' });
    const [first] = await engine.search({ userId: 'u1', query: 'green tea' });
    if (first) first.text = 'mutated';
    const [again] = await engine.search({ userId: 'u1', query: 'green tea' });
    expect(again?.text).toBe('likes green tea');
  });
});
