import { describe, expect, it } from 'vitest';
import { defaultSearchConfig } from '../config.js';
import type { SearchResult } from '../types.js';
import { liftLaterStates, type LaterStateRule } from './later-states.js';
import { marksPastState } from './past-state-cues.js';

function result(id: string, score: number, createdAt: string, evidence: string[] = [id], text = id): SearchResult {
  return {
    id,
    text,
    kind: 'episodic',
    tenantId: 't',
    scope: { userId: 'u1' },
    metadata: {},
    tags: [],
    importance: 0.5,
    evidence,
    source: {},
    status: 'active',
    createdAt,
    updatedAt: createdAt,
    eventTime: null,
    validFrom: null,
    validTo: null,
    supersededBy: null,
    accessCount: 0,
    lastAccessedAt: null,
    score,
    relevance: score,
    scores: { dense: score, keyword: 0, importance: 0.5, recency: 0, final: score },
  };
}

const config = defaultSearchConfig.laterState;
/** The "latest" rule as search builds it: related pairs (similarity at least config.similarity) within the window. */
const similarities = (pairs: Record<string, number>, reach = config.window): LaterStateRule[] => [
  { reach, pairs: (earlier: SearchResult, later: SearchResult) => (pairs[`${earlier.id}>${later.id}`] ?? 0) >= config.similarity },
];

describe('later states of one subject rank first', () => {
  it('a later, related memory ranks just above the earlier one and inherits its relevance', () => {
    const ranked = [result('old-job', 0.8, '2026-01-01T00:00:00Z'), result('pet', 0.5, '2026-02-01T00:00:00Z'), result('new-job', 0.4, '2026-03-01T00:00:00Z')];
    const lifted = liftLaterStates(ranked, similarities({ 'old-job>new-job': 0.6, 'old-job>pet': 0.1 }), config);
    expect(lifted.map((item) => item.id)).toEqual(['new-job', 'old-job', 'pet']);
    expect(lifted[0]?.relevance).toBe(0.8);
    expect(lifted[0]?.scores.laterState).toBe(1);
    expect(lifted[1]?.score).toBe(0.8);
  });

  it('a later memory stating nothing of the asked type stays below one that does, unless it ends the state', () => {
    const typed = (id: string, score: number, createdAt: string, missingAnswer: number, text = id): SearchResult => {
      const base = result(id, score, createdAt, [id], text);
      return { ...base, scores: { ...base.scores, missingAnswer } };
    };
    const pairs = similarities({ 'name>food': 0.9, 'dose>stopped': 0.9 });
    const named = liftLaterStates([typed('name', 0.8, '2026-01-01T00:00:00Z', 0), typed('food', 0.6, '2026-03-01T00:00:00Z', 1, 'The vet put Mochi on a wet food now')], pairs, config);
    expect(named.map((item) => item.id)).toEqual(['name', 'food']);
    const ended = liftLaterStates([typed('dose', 0.8, '2026-01-01T00:00:00Z', 0), typed('stopped', 0.6, '2026-03-01T00:00:00Z', 1, 'The vet says we can stop the insulin altogether')], pairs, config);
    expect(ended.map((item) => item.id)).toEqual(['stopped', 'dose']);
  });

  it('an unrelated later memory, an earlier one, or the same turn restated does not move', () => {
    const ranked = [
      result('fact', 0.8, '2026-03-01T00:00:00Z', ['s1:1']),
      result('turn', 0.7, '2026-03-01T00:00:00Z', ['s1:1']),
      result('older', 0.6, '2026-01-01T00:00:00Z'),
      result('unrelated', 0.5, '2026-04-01T00:00:00Z'),
    ];
    const lifted = liftLaterStates(ranked, similarities({ 'fact>turn': 0.99, 'fact>older': 0.9, 'fact>unrelated': 0.2, 'turn>unrelated': 0.2, 'older>unrelated': 0.2 }), config);
    expect(lifted.map((item) => item.id)).toEqual(['fact', 'turn', 'older', 'unrelated']);
  });

  it('of two turns stored at one time, the later turn of the same session is the later state; turns of different sessions at one time do not pair', () => {
    const at = '2026-05-03T10:00:00Z';
    const turn = (id: string, score: number, sessionId: string, turnNumber: number): SearchResult => ({ ...result(id, score, at), metadata: { sessionId, turnNumber } });
    const ranked = [turn('plan', 0.8, 's3', 3), turn('scratch-that', 0.6, 's3', 5), turn('other-session', 0.5, 's4', 1)];
    const lifted = liftLaterStates(ranked, similarities({ 'plan>scratch-that': 0.6, 'plan>other-session': 0.6, 'scratch-that>other-session': 0.6 }), config);
    expect(lifted.map((item) => item.id)).toEqual(['scratch-that', 'plan', 'other-session']);
  });

  it('chains settle (A, then B, then C) and nothing below the window moves', () => {
    const ranked = [
      result('a', 0.9, '2026-01-01T00:00:00Z'),
      result('b', 0.6, '2026-02-01T00:00:00Z'),
      result('x1', 0.5, '2025-01-01T00:00:00Z'),
      result('x2', 0.45, '2025-01-02T00:00:00Z'),
      result('c', 0.4, '2026-03-01T00:00:00Z'),
      result('d', 0.3, '2026-04-01T00:00:00Z'),
    ];
    const pairs = { 'a>b': 0.7, 'b>c': 0.7, 'a>c': 0.7, 'a>d': 0.9, 'b>d': 0.9, 'c>d': 0.9 };
    const lifted = liftLaterStates(ranked, similarities(pairs), { ...config, window: 5 });
    expect(lifted.slice(0, 3).map((item) => item.id)).toEqual(['c', 'b', 'a']);
    expect(lifted.at(-1)?.id).toBe('d');
  });

  it('no rule, no change', () => {
    const ranked = [result('old', 0.8, '2026-01-01T00:00:00Z'), result('new', 0.4, '2026-03-01T00:00:00Z')];
    expect(liftLaterStates(ranked, [], config).map((item) => item.id)).toEqual(['old', 'new']);
  });

  it('a rule with a longer reach pairs a later memory below the window with an earlier one in it', () => {
    const ranked = ['old', 'a', 'b', 'c', 'd', 'e', 'new'].map((id, index) => result(id, 0.9 - index * 0.1, id === 'new' ? '2026-03-01T00:00:00Z' : '2026-01-01T00:00:00Z'));
    const pairs = { 'old>new': 0.9 };
    // Within the window only: 'new' sits at rank 7, out of reach.
    expect(liftLaterStates(ranked.map((item) => ({ ...item })), similarities(pairs), config)[0]?.id).toBe('old');
    const lifted = liftLaterStates(ranked.map((item) => ({ ...item })), similarities(pairs, 10), config);
    expect(lifted.slice(0, 2).map((item) => item.id)).toEqual(['new', 'old']);
    expect(lifted).toHaveLength(ranked.length);
    // The earlier one must be in the window: a pair below it never moves.
    const deep = ['x1', 'x2', 'x3', 'x4', 'x5', 'old', 'new'].map((id, index) => result(id, 0.9 - index * 0.1, id === 'new' ? '2026-03-01T00:00:00Z' : '2026-01-01T00:00:00Z'));
    expect(liftLaterStates(deep, similarities(pairs, 10), config).map((item) => item.id)).toEqual(['x1', 'x2', 'x3', 'x4', 'x5', 'old', 'new']);
  });

  it('a memory that places its state in the past is the earlier state, whichever was said first', () => {
    // Added in this order on a fresh store: the current city first, the old one after it.
    const ranked = [
      result('boston', 0.9, '2026-03-01T00:00:00Z', ['boston'], 'I used to live in Boston'),
      result('austin', 0.8, '2026-01-01T00:00:00Z', ['austin'], 'I moved to Austin last year'),
    ];
    const lifted = liftLaterStates(ranked, similarities({ 'boston>austin': 0.7 }), config);
    expect(lifted.map((item) => item.id)).toEqual(['austin', 'boston']);
    // Said in the other order, a past-marked memory said later is not lifted over the current one.
    const current = [
      result('austin', 0.9, '2026-01-01T00:00:00Z', ['austin'], 'I moved to Austin last year'),
      result('boston', 0.8, '2026-03-01T00:00:00Z', ['boston'], 'I used to live in Boston'),
    ];
    expect(liftLaterStates(current, similarities({ 'austin>boston': 0.7 }), config).map((item) => item.id)).toEqual(['austin', 'boston']);
  });
});

describe('past-state cues', () => {
  it('reads a state placed in the past, and not one that also names the present or says "no longer"', () => {
    for (const text of ['I used to live in Boston', 'She was formerly a teacher', '我以前在北京工作', '我曾经养过一只猫']) expect(marksPastState(text), text).toBe(true);
    for (const text of ['我以前在北京工作，现在搬到深圳了', 'I used to smoke but these days I run', 'I no longer eat meat', '我不再喝咖啡了', 'I live in Austin']) {
      expect(marksPastState(text), text).toBe(false);
    }
  });
});
