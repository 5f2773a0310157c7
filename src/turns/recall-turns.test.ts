import { describe, expect, it } from 'vitest';
import { MemoryEngine } from '../core/engine.js';
import { MemoryError } from '../core/errors.js';
import { demoSessions, demoUser } from '../demo/seed-000-script.js';
import { LocalEmbedder } from '../embedders/local/local-embedder.js';
import { InMemoryStore } from '../stores/in-memory/in-memory-store.js';
import { createTestEngine } from '../testing/engine-fixtures.js';
import { recallTurns } from './recall-turns.js';
import { rememberTurn } from './remember-turn.js';

/**
 * Scores from the hash embedder's cosine alone, so these tests check recall's own rules
 * (scope, order, labels, topK, threshold) whatever the default retrieval weights become.
 */
const DENSE_ONLY = {
  search: {
    weights: { dense: 1, keyword: 0 },
    denseFloor: 0,
    denseCeiling: 1,
    // Relevance from the hash cosine alone too: even odds at cosine 0.5, steep around it.
    relevance: { intercept: -6, dense: 12, context: 0, coverage: 0, han: 0, hanDense: 0, topic: 0, hanTopic: 0, instruction: 0, period: 0, cut: 0.5 },
  },
};

describe('recallTurns (hash embedder: exact, deterministic scores)', () => {
  async function coffeeEngine() {
    const { engine } = createTestEngine({ config: DENSE_ONLY });
    const turns = [
      { sessionId: 's1', turnId: '1', user: 'espresso coffee beans grinder', time: '2026-03-01T08:00:00Z' },
      { sessionId: 's1', turnId: '2', user: 'The weather is nice today', time: '2026-03-01T08:05:00Z' },
      { sessionId: 's1', turnId: '3', user: 'espresso coffee beans', time: '2026-03-01T08:10:00Z' },
      { sessionId: 's2', turnId: '1', user: 'espresso coffee beans again', time: '2026-03-02T08:00:00Z' },
    ];
    for (const turn of turns) await rememberTurn(engine, { userId: 'u1', ...turn });
    await rememberTurn(engine, { userId: 'u2', sessionId: 's9', turnId: '1', user: 'espresso coffee beans of someone else' });
    await engine.add({ userId: 'u1', sessionId: 's1', kind: 'episodic', text: 'espresso coffee beans event, not a turn' });
    return engine;
  }

  it('returns the session\'s relevant turns in time order, not score order, each labelled [turn N]', async () => {
    const engine = await coffeeEngine();
    const byScore = await engine.search({ userId: 'u1', sessionId: 's1', query: 'espresso coffee beans', kinds: ['episodic'], filter: { layer: 'turn' } });
    expect(byScore.map((result) => result.id)).toEqual(['s1_3', 's1_1']);
    const recalled = await recallTurns(engine, { userId: 'u1', sessionId: 's1', question: 'espresso coffee beans' });
    expect(recalled.turns.map((turn) => turn.label)).toEqual(['[turn 1]', '[turn 3]']);
    expect(recalled.turns.map((turn) => turn.time)).toEqual(['2026-03-01T08:00:00.000Z', '2026-03-01T08:10:00.000Z']);
    expect(recalled.text).toBe(`[turn 1]\nUser: espresso coffee beans grinder\n\n---\n\n[turn 3]\nUser: espresso coffee beans`);
  });

  it('searches all the user\'s sessions when no session is given, never another user\'s', async () => {
    const engine = await coffeeEngine();
    const recalled = await recallTurns(engine, { userId: 'u1', question: 'espresso coffee beans', topK: 10 });
    expect(recalled.turns.map((turn) => turn.id)).toEqual(['s1_1', 's1_3', 's2_1']);
    expect(recalled.turns.map((turn) => turn.label)).toEqual(['[session s1, turn 1]', '[session s1, turn 3]', '[session s2, turn 1]']);
    const other = await recallTurns(engine, { userId: 'u2', question: 'espresso coffee beans' });
    expect(other.turns.map((turn) => turn.id)).toEqual(['s9_1']);
  });

  it('keeps small-talk turns in memory but never recalls them', async () => {
    const engine = await coffeeEngine();
    await rememberTurn(engine, { userId: 'u1', sessionId: 's1', turnId: '4', user: '好的，谢谢 espresso', assistant: 'espresso coffee beans anytime' });
    await rememberTurn(engine, { userId: 'u1', sessionId: 's1', turnId: '5', user: 'ok thanks', assistant: 'espresso coffee beans anytime' });
    const stored = await engine.get('s1_5');
    expect(stored.metadata.filler).toBe(true);
    expect((await engine.get('s1_4')).metadata.filler).toBeUndefined();
    const recalled = await recallTurns(engine, { userId: 'u1', sessionId: 's1', question: 'espresso coffee beans anytime', topK: 10, threshold: 0.01 });
    expect(recalled.turns.map((turn) => turn.id)).toContain('s1_4');
    expect(recalled.turns.map((turn) => turn.id)).not.toContain('s1_5');
  });

  it('caps by topK and drops results under the threshold', async () => {
    const engine = await coffeeEngine();
    const one = await recallTurns(engine, { userId: 'u1', question: 'espresso coffee beans', topK: 1 });
    expect(one.turns.map((turn) => turn.id)).toEqual(['s1_3']);
    const loose = await recallTurns(engine, { userId: 'u1', question: 'espresso coffee beans', topK: 10, threshold: 0.01 });
    const cut = Math.min(...loose.turns.map((turn) => turn.score)) + 0.001;
    const strict = await recallTurns(engine, { userId: 'u1', question: 'espresso coffee beans', topK: 10, threshold: cut });
    expect(strict.turns.length).toBeLessThan(loose.turns.length);
    for (const turn of strict.turns) expect(turn.score).toBeGreaterThanOrEqual(cut);
    expect((await recallTurns(engine, { userId: 'u1', question: 'espresso coffee beans', threshold: 1 })).turns).toEqual([]);
  });

  it('refuses bad requests with INVALID_INPUT', async () => {
    const engine = await coffeeEngine();
    for (const input of [{ userId: 'u1', question: '  ' }, { userId: 'u1', question: 'x', topK: 0 }, { userId: 'u1', question: 'x', topK: 21 }, { userId: 'u1', question: 'x', threshold: 2 }, { question: 'x' }]) {
      const error = await recallTurns(engine, input as Parameters<typeof recallTurns>[1]).catch((caught: unknown) => caught);
      expect(MemoryError.isInstance(error) && error.code).toBe('INVALID_INPUT');
    }
  });
});

describe('recallTurns on the seed 000 scenario (real local model)', () => {
  it('recalls the relevant turn inside a session and across sessions, and nothing for an off-topic one', async () => {
    const engine = new MemoryEngine({ store: new InMemoryStore(), embedder: new LocalEmbedder() });
    for (const session of demoSessions) {
      for (const [index, turn] of session.turns.entries()) {
        await rememberTurn(engine, { userId: demoUser, sessionId: session.sessionId, turnId: String(index + 1), ...turn, time: session.time });
      }
    }
    const commute = await recallTurns(engine, { userId: demoUser, sessionId: 'monday', question: '我每天怎么通勤？', topK: 3 });
    expect(commute.turns.map((turn) => turn.label)).toContain('[turn 4]');
    expect(commute.turns.every((turn) => turn.sessionId === 'monday')).toBe(true);
    const peanuts = await recallTurns(engine, { userId: demoUser, question: '我吃花生会怎么样？', topK: 3 });
    expect(peanuts.turns.map((turn) => turn.label)).toContain('[session wednesday, turn 1]');
    const offTopic = await recallTurns(engine, { userId: demoUser, question: '量子计算机的原理是什么？', topK: 3 });
    expect(offTopic.turns).toEqual([]);
    expect(offTopic.text).toBe('');
    await engine.close();
  });
});
