import { afterEach, describe, expect, it } from 'vitest';
import { buildContext } from '../context/build-context.js';
import { manualClock } from '../core/clock.js';
import { MemoryEngine } from '../core/engine.js';
import { HashEmbedder } from '../embedders/hash/hash-embedder.js';
import { InMemoryStore } from '../stores/in-memory/in-memory-store.js';
import { explainSearch } from './explain-search.js';

const engines: MemoryEngine[] = [];

/** An engine whose relevance cut is `cut`: 0 lets every result through the gate, above 1 none. */
async function engineWithCut(cut: number): Promise<MemoryEngine> {
  const engine = new MemoryEngine({ store: new InMemoryStore(), embedder: new HashEmbedder(64), clock: manualClock('2026-03-25T12:00:00Z'), config: { search: { relevance: { cut } } } });
  engines.push(engine);
  await engine.addMany([
    { userId: 'u1', text: 'I am allergic to peanuts' },
    { userId: 'u1', text: 'My sister lives in Berlin' },
    { userId: 'u1', text: 'The quarterly report is due on Friday' },
  ]);
  return engine;
}

afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.close();
});

describe('explain decides as a search without a threshold does (the relevance gate), and the prompt recalls at least that', () => {
  it('returns nothing, and says why, when no result reaches the cut', async () => {
    const engine = await engineWithCut(1.5);
    expect(await engine.search({ userId: 'u1', query: 'peanuts allergy' })).toEqual([]);
    const explained = await explainSearch(engine, { userId: 'u1', query: 'peanuts allergy' });
    expect(explained.relevanceCut).toBe(1.5);
    expect(explained.candidates.length).toBeGreaterThan(0);
    for (const candidate of explained.candidates) {
      expect(candidate.passed).toBe(false);
      expect(['no-relevant-match', 'relevance-floor']).toContain(candidate.dropped);
    }
    expect(explained.candidates.some((candidate) => candidate.dropped === 'no-relevant-match' && /reaches the relevance cut 1\.500/.test(candidate.reason))).toBe(true);
    // The prompt is more generous than search: what the default score rules pass goes in too.
    const { report } = await buildContext(engine, { scope: { userId: 'u1' }, question: 'peanuts allergy', budgetTokens: 1000 });
    expect(report.items.filter((item) => item.kind === 'semantic').length).toBe(3);
    const byScore = await explainSearch(engine, { userId: 'u1', query: 'peanuts allergy', threshold: engine.config.search.threshold });
    const scorePassed = byScore.candidates.filter((candidate) => candidate.passed).map((candidate) => candidate.id);
    expect(scorePassed.length).toBeGreaterThan(0);
    expect(report.items.filter((item) => item.kind === 'semantic' && item.included).map((item) => item.id).sort()).toEqual(scorePassed.sort());
    for (const item of report.items.filter((each) => each.kind === 'semantic' && !each.included)) expect(item.detail).toMatch(/relevance/);
  });

  it('returns what the gate keeps, in its order, and the context holds the same memories', async () => {
    const engine = await engineWithCut(0);
    const results = await engine.search({ userId: 'u1', query: 'peanuts allergy', topK: 2 });
    expect(results).toHaveLength(2);
    const explained = await explainSearch(engine, { userId: 'u1', query: 'peanuts allergy', topK: 2 });
    expect(explained.candidates.filter((candidate) => candidate.passed).map((candidate) => candidate.id)).toEqual(results.map((result) => result.id));
    expect(explained.candidates.find((candidate) => !candidate.passed)?.dropped).toBe('top-k');
    const { report } = await buildContext(engine, { scope: { userId: 'u1' }, question: 'peanuts allergy', topK: 2, budgetTokens: 1000 });
    const included = report.items.filter((item) => item.kind === 'semantic' && item.included).map((item) => item.id);
    expect(included.sort()).toEqual(results.map((result) => result.id).sort());
  });

  it("keeps a caller's threshold to the score rules", async () => {
    const engine = await engineWithCut(1.5);
    const explained = await explainSearch(engine, { userId: 'u1', query: 'peanuts allergy', threshold: 0 });
    expect(explained.relevanceCut).toBeNull();
    expect(explained.candidates.some((candidate) => candidate.passed)).toBe(true);
  });
});
