import { describe, expect, it } from 'vitest';
import { computeMetrics, isolationLeaks, metricsByType, percentile, recallAll, recallAny, reciprocalRank, staleOutranks, type QuestionRanking, type RankedItem } from './metrics.js';

const item = (evidence: string[], userId = 'u1'): RankedItem => ({ evidence, userId });

function ranking(overrides: Partial<QuestionRanking>): QuestionRanking {
  return { questionId: 'q', userId: 'u1', type: 'single-hop', evidence: ['a'], stale: [], items: [], latencyMs: 1, ...overrides };
}

describe('recall, MRR and stale ranks on hand-built rankings', () => {
  const twoEvidence = ranking({ evidence: ['a', 'b'], items: [item(['x']), item(['a']), item(['y']), item(['b'])] });

  it('recall_any@k counts a hit as soon as one evidence turn is in the top k', () => {
    expect(recallAny(twoEvidence, 1)).toBe(0);
    expect(recallAny(twoEvidence, 2)).toBe(1);
  });

  it('recall_all@k needs every evidence turn in the top k', () => {
    expect(recallAll(twoEvidence, 2)).toBe(0);
    expect(recallAll(twoEvidence, 3)).toBe(0);
    expect(recallAll(twoEvidence, 4)).toBe(1);
  });

  it('counts a derived memory through all of its evidence ids', () => {
    const derived = ranking({ evidence: ['a', 'b'], items: [item(['a', 'b', 'c'])] });
    expect(recallAll(derived, 1)).toBe(1);
  });

  it('MRR is 1 / rank of the first evidence hit, 0 without one', () => {
    expect(reciprocalRank(twoEvidence)).toBe(0.5);
    expect(reciprocalRank(ranking({ items: [item(['x']), item(['y']), item(['a'])] }))).toBeCloseTo(1 / 3);
    expect(reciprocalRank(ranking({ items: [item(['x'])] }))).toBe(0);
  });

  it('a stale turn outranks when above the evidence, or returned without it', () => {
    expect(staleOutranks(ranking({ evidence: ['new'], stale: ['old'], items: [item(['old']), item(['new'])] }))).toBe(true);
    expect(staleOutranks(ranking({ evidence: ['new'], stale: ['old'], items: [item(['new']), item(['old'])] }))).toBe(false);
    expect(staleOutranks(ranking({ evidence: ['new'], stale: ['old'], items: [item(['old'])] }))).toBe(true);
    expect(staleOutranks(ranking({ evidence: ['new'], stale: ['old'], items: [] }))).toBe(false);
    // A derived memory citing both old and new is not a stale result.
    expect(staleOutranks(ranking({ evidence: ['new'], stale: ['old'], items: [item(['old', 'new'])] }))).toBe(false);
  });

  it("counts every result owned by another user as a leak, but not shared knowledge", () => {
    const shared: RankedItem = { evidence: ['k'], userId: undefined };
    expect(isolationLeaks(ranking({ items: [item(['a']), item(['b'], 'u2'), shared, item(['c'], 'u3')] }))).toBe(2);
  });

  it('percentile uses the nearest rank', () => {
    expect(percentile([5, 1, 3, 2, 4], 0.5)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.95)).toBe(10);
    expect(percentile([], 0.95)).toBe(0);
  });
});

describe('computeMetrics', () => {
  const rankings: QuestionRanking[] = [
    ranking({ questionId: 'q1', evidence: ['a'], items: [item(['a'])], latencyMs: 10 }),
    ranking({ questionId: 'q2', evidence: ['b'], items: [item(['x']), item(['b'])], latencyMs: 20 }),
    ranking({ questionId: 'q3', evidence: ['c'], items: [], latencyMs: 30 }),
    ranking({ questionId: 'q4', type: 'abstain', evidence: [], items: [], latencyMs: 40 }),
    ranking({ questionId: 'q5', type: 'abstain', evidence: [], items: [item(['z'], 'u9')], latencyMs: 50 }),
    ranking({ questionId: 'q6', type: 'update', evidence: ['new'], stale: ['old'], items: [item(['old']), item(['new'])], latencyMs: 60 }),
  ];
  const metrics = computeMetrics(rankings, [1, 5]);

  it('averages recall over answerable questions only', () => {
    expect(metrics.questions).toBe(6);
    expect(metrics.answerable).toBe(4);
    expect(metrics.recall_any).toEqual({ '1': 0.25, '5': 0.75 });
    expect(metrics.mrr).toBe(0.5);
  });

  it('scores abstention, false recall, staleness, leaks and latency', () => {
    expect(metrics.abstain_accuracy).toBe(0.5);
    expect(metrics.false_recall_rate).toBe(0.25);
    expect(metrics.stale_outranked).toBe(1);
    expect(metrics.isolation_leaks).toBe(1);
    expect(metrics.latency_ms).toEqual({ p50: 30, p95: 60 });
  });

  it('breaks every metric down by type', () => {
    const byType = metricsByType(rankings, [1]);
    expect(Object.keys(byType)).toEqual(['abstain', 'single-hop', 'update']);
    expect(byType['abstain']?.abstain_accuracy).toBe(0.5);
    expect(byType['single-hop']?.recall_any['1']).toBeCloseTo(1 / 3, 4);
    expect(byType['update']?.stale_outranked).toBe(1);
    expect(byType['single-hop']?.abstain_accuracy).toBeNull();
  });
});
