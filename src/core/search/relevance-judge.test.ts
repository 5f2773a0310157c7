import { describe, expect, it } from 'vitest';
import { MemoryError } from '../errors.js';
import type { SearchResult } from '../types.js';
import { buildRecord } from '../../testing/records.js';
import { JudgeStage } from './judge-stage.js';
import { judgedGate, type RelevanceJudge } from './relevance-judge.js';

function result(id: string, relevance: number): SearchResult {
  return { ...buildRecord(id), score: relevance, relevance, scores: { dense: relevance, keyword: 0, importance: 0.5, recency: 0.5, final: relevance, relevance } };
}

/** A judge that accepts the ids given and records what it was asked about. */
function judgeAccepting(...accepted: string[]): RelevanceJudge & { asked: string[][] } {
  const asked: string[][] = [];
  return {
    name: 'scripted',
    asked,
    judge: async (_question, candidates) => {
      asked.push(candidates.map((candidate) => candidate.id));
      return candidates.map((candidate) => accepted.includes(candidate.id));
    },
  };
}

const failing: RelevanceJudge = {
  name: 'failing',
  judge: async () => {
    throw new MemoryError('PROVIDER_ERROR', 'the model is overloaded');
  },
};

const ids = (results: SearchResult[]): string[] => results.map((item) => item.id);
const GATE = { cut: 0.4, relativeThreshold: 0.3, topK: 5, band: { band: 0.1, limit: 5 } };

describe('judgedGate', () => {
  it('asks only about results near the cut and follows its verdicts there, the local decision elsewhere', async () => {
    const judge = judgeAccepting('c');
    const ranked = [result('a', 0.9), result('b', 0.45), result('c', 0.33), result('d', 0.05)];
    const results = await judgedGate({ judge, question: 'q', ranked, ...GATE });
    expect(judge.asked).toEqual([['b', 'c']]);
    expect(ids(results)).toEqual(['a', 'c']);
    expect(results[1]?.scores.judged).toBe(1);
    expect(results[0]?.scores.judged).toBeUndefined();
    // The result keeps the model's own relevance; only the decision is the judge's.
    expect(results[1]?.relevance).toBe(0.33);
  });

  it('opens the gate when it accepts a result under the cut, and closes it when it rejects the only one over it', async () => {
    const under = [result('a', 0.35), result('b', 0.2)];
    expect(ids(await judgedGate({ judge: judgeAccepting('a'), question: 'q', ranked: under, ...GATE }))).toEqual(['a', 'b']);
    expect(ids(await judgedGate({ judge: judgeAccepting(), question: 'q', ranked: under, ...GATE }))).toEqual([]);
    const over = [result('a', 0.42), result('b', 0.2)];
    expect(ids(await judgedGate({ judge: judgeAccepting(), question: 'q', ranked: over, ...GATE }))).toEqual([]);
  });

  it('is not asked when no result is near the cut, and asks about at most `limit` results', async () => {
    const clear = [result('a', 0.95), result('b', 0.1)];
    expect(ids(await judgedGate({ judge: failing, question: 'q', ranked: clear, ...GATE }))).toEqual(['a']);
    const judge = judgeAccepting('a', 'b', 'c');
    const close = [result('a', 0.41), result('b', 0.39), result('c', 0.38)];
    expect(ids(await judgedGate({ judge, question: 'q', ranked: close, ...GATE, band: { band: 0.1, limit: 2 } }))).toEqual(['a', 'b', 'c']);
    expect(judge.asked).toEqual([['a', 'b']]);
  });

  it('refuses a verdict list of the wrong length', async () => {
    const short: RelevanceJudge = { name: 'short', judge: async () => [true] };
    await expect(judgedGate({ judge: short, question: 'q', ranked: [result('a', 0.41), result('b', 0.39)], ...GATE })).rejects.toMatchObject({ code: 'PROVIDER_ERROR' });
  });
});

describe('JudgeStage', () => {
  it('keeps the local decision when the judge fails, counts it, and does not let the results be cached', async () => {
    const stage = new JudgeStage();
    stage.set(failing, { band: 0.1 });
    const ranked = [result('a', 0.45), result('b', 0.2)];
    const outcome = await stage.apply('q', ranked, { cut: 0.4, relativeThreshold: 0.3, topK: 5 }, '2026-01-01T00:00:00.000Z');
    expect(ids(outcome.results)).toEqual(['a', 'b']);
    expect(outcome.cacheable).toBe(false);
    expect(stage.failures).toBe(1);
    expect(stage.lastFailure).toMatchObject({ judge: 'failing', code: 'PROVIDER_ERROR' });
  });

  it('refuses a band outside 0..1 and a limit that is not a small positive integer', () => {
    const stage = new JudgeStage();
    expect(() => stage.set(failing, { band: 1.5 })).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    expect(() => stage.set(failing, { limit: 0 })).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });
});
