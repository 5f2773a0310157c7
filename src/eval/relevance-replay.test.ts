import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { manualClock } from '../core/clock.js';
import { defaultRelevanceModel, type RelevanceModel } from '../core/search/relevance.js';
import { LocalEmbedder } from '../embedders/local/local-embedder.js';
import { Memory } from '../memory.js';
import { SqliteStore } from '../stores/sqlite/sqlite-store.js';
import { loadDataset } from './datasets/load-dataset.js';
import { ingestDataset } from './ingest.js';
import { gatedPositions } from './relevance-fit.js';
import { rankQuestion, ungatedRanking } from './retrievers.js';

/**
 * The relevance fit and `agent-memory eval --folds` judge a model by replaying the relevance
 * policy on each question's ungated ranking. That replay must be what the engine returns with the
 * model installed: it was not (the "ungated" ranking had already passed the shipped cut, so a refit
 * looked like it abstained where the engine answered). Real parts: the local model, SQLite, the
 * eval's own ingestion of a dev set (tiny-stores: off-topic and update questions, so the cut and
 * the inherited relevance of lifted states both matter), and models with a cut far from the
 * shipped one on both sides.
 */
const embedder = new LocalEmbedder();
const opened: Memory[] = [];
afterAll(async () => {
  for (const memory of opened) await memory.close();
});

const LIMIT = 10;
const MODELS: Record<string, RelevanceModel> = {
  shipped: defaultRelevanceModel,
  // A refit of the kind that disagreed before: a lower intercept and a much lower cut.
  'low cut': { ...defaultRelevanceModel, intercept: -2.1, cut: 0.138 },
  'high cut': { ...defaultRelevanceModel, cut: 0.7 },
};

/**
 * tiny-stores: off-topic and update questions; dialogues-2: multi-session conversations, where a
 * turn and the fact drawn from it share a place (source-copies.ts) and a lifted later state takes
 * the relevance of the memory that fills the earlier one's place.
 */
const DATASETS = ['tiny-stores', 'dialogues-2'] as const;

async function ingested(model: RelevanceModel, set: (typeof DATASETS)[number]) {
  const dataset = await loadDataset(fileURLToPath(new URL(`../../test-data/${set}.json`, import.meta.url)));
  const clock = manualClock('2000-01-01T00:00:00Z');
  const memory = new Memory({ store: new SqliteStore({ path: ':memory:' }), embedder, clock, config: { search: { relevance: model } } });
  opened.push(memory);
  await memory.init();
  const ingest = await ingestDataset(memory, dataset, null, clock);
  return { dataset, clock, memory, context: { memory, evidenceMap: ingest.evidenceMap, limit: LIMIT } };
}

describe('the relevance replay decides as the engine does', () => {
  for (const set of DATASETS) for (const [name, model] of Object.entries(MODELS)) {
    it(`returns what the engine returns with the model installed, from rankings collected under the shipped one (${set}, ${name} model, cut ${model.cut})`, async () => {
      // As the fit does: rankings collected once, with the shipped model in place...
      const collector = await ingested(defaultRelevanceModel, set);
      // ...judged against the engine running the model under test.
      const installed = await ingested(model, set);
      let answered = 0;
      let refused = 0;
      let copies = 0;
      for (const question of collector.dataset.questions) {
        if (question.time) {
          collector.clock.set(question.time);
          installed.clock.set(question.time);
        }
        const engine = await rankQuestion('ours', question, installed.context);
        const { ranking, sample } = await ungatedRanking(question, collector.context);
        const replayed = gatedPositions(sample, model, installed.memory.config.search.relativeThreshold, LIMIT).map((position) => ranking.items[position]);
        // Order aside: the two stores' ids differ, and ids break score ties (the gate never reorders).
        expect(replayed.map((item) => item?.content).sort(), question.query).toEqual(engine.items.map((item) => item.content).sort());
        if (engine.items.length > 0) answered += 1;
        else refused += 1;
        const uncut = await collector.memory.searchUncut({ userId: question.userId, query: question.query, topK: LIMIT, ...(question.time ? { now: question.time } : {}) });
        copies += uncut.filter((result) => result.scores.redundancy === 1).length;
      }
      // The conversations hold turns and the facts drawn from them, so the source split is replayed too.
      if (set === 'dialogues-2') expect(copies).toBeGreaterThan(0);
      // Both decisions occur, or the comparison would say little about the cut.
      if (name !== 'high cut') expect(answered).toBeGreaterThan(0);
      if (name !== 'low cut') expect(refused).toBeGreaterThan(0);
    });
  }
});
