/**
 * Fits the calibrated relevance model (src/core/search/relevance.ts) on pooled eval data and
 * writes src/core/search/relevance-params.ts. `npm run fit:relevance -- DATASET...` (default:
 * LoCoMo, memory-dev and our three dev sets). Each data set is ingested and asked as `agent-memory
 * eval` does; every question's ungated ranking with its relevance features is collected; the
 * model is cross-validated by case (whole conversations per fold, every data set spread over the
 * folds) and the held-out figures printed per data set; then it is fit on everything and written.
 * With --dry-run nothing is written. --save FILE keeps the collected rankings, --load FILE refits
 * from such a file without ingesting again (the rankings do not depend on the fitted parameters).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { readEnv } from '../src/config/env.js';
import { embedderFromEnv } from '../src/cli/open-memory.js';
import { manualClock } from '../src/core/clock.js';
import { defaultSearchConfig } from '../src/core/config.js';
import type { RelevanceModel } from '../src/core/search/relevance.js';
import { CachedEmbedder, computeMetrics, loadDataset, runEval, type QuestionRanking, type RankedItem } from '../src/eval/index.js';
import { caseFolds, fitRelevanceModel, gatedPositions, relevanceAuc, topRelevance, type RelevanceSample } from '../src/eval/relevance-fit.js';
import { Memory } from '../src/memory.js';

const FOLDS = 5;
const LIMIT = 20;
const KS = [1, 5, 10, 20];
const DEFAULT_SETS = ['../shared/eval/locomo10.json', '../shared/eval/memory-dev.json', 'test-data/tiny-stores.json', 'test-data/dialogues-2.json', 'test-data/dialogues-3.json'];

interface Collected {
  set: string;
  ranking: QuestionRanking;
  sample: RelevanceSample & { caseId: string };
}

async function collect(path: string): Promise<Collected[]> {
  const dataset = await loadDataset(path);
  const model = embedderFromEnv(readEnv(process.env));
  const cached = new CachedEmbedder(model, '.eval-cache/embeddings');
  const folder = mkdtempSync(join(tmpdir(), 'agent-memory-fit-'));
  const clock = manualClock('2000-01-01T00:00:00Z');
  const memory = await Memory.open({ embedder: cached, clock, dbPath: join(folder, 'fit.db') });
  const set = basename(path, '.json');
  let collected: Collected[] = [];
  try {
    await runEval({
      memory,
      dataset,
      ks: KS,
      clock,
      progress: null,
      beforeQuestions: () => {
        cached.bypass = true;
      },
      onSamples: (ungated) => {
        collected = ungated.map(({ ranking, sample }) => ({ set, ranking, sample: { ...sample, caseId: `${set}/${sample.caseId}`, group: set } }));
      },
    });
  } finally {
    await memory.close();
    rmSync(folder, { recursive: true, force: true });
  }
  process.stderr.write(`${set}: ${collected.length} questions\n`);
  return collected;
}

function round(value: number | null): number | null {
  return value === null ? null : Math.round(value * 1000) / 1000;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dryRun = args.includes('--dry-run');
  const option = (name: string): string | undefined => {
    const index = args.indexOf(name);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const save = option('--save');
  const load = option('--load');
  const paths = args.filter((arg, index) => !arg.startsWith('--') && !['--save', '--load'].includes(args[index - 1] ?? ''));
  const all: Collected[] = load
    ? (JSON.parse(readFileSync(load, 'utf8')) as Collected[])
    : (await Promise.all((paths.length > 0 ? paths : DEFAULT_SETS).map(collect))).flat();
  if (save) writeFileSync(save, JSON.stringify(all), 'utf8');
  const fallbackCut = defaultSearchConfig.relevance.cut;
  const relative = defaultSearchConfig.relativeThreshold;

  // Case-level folds over the pooled data: a fold's model never saw the conversation it is tested on.
  const folds = caseFolds(all.map((item) => ({ ...item, caseId: item.sample.caseId })), FOLDS);
  const heldOut: { set: string; gated: QuestionRanking; answerable: boolean; top: number }[] = [];
  const models: RelevanceModel[] = [];
  folds.forEach((part, index) => {
    const training = folds.flatMap((other, position) => (position === index ? [] : other.map((item) => item.sample)));
    const model = fitRelevanceModel(training, fallbackCut);
    models.push(model);
    for (const item of part) {
      const positions = gatedPositions(item.sample, model, relative, LIMIT);
      heldOut.push({
        set: item.set,
        gated: { ...item.ranking, items: positions.map((position) => item.ranking.items[position] as RankedItem) },
        answerable: item.sample.answerable,
        top: topRelevance(item.sample, model),
      });
    }
  });
  const sets = [...new Set(all.map((item) => item.set))];
  const figures = (rows: { set: string; gated: QuestionRanking; answerable: boolean; top: number }[]) =>
    sets.map((set) => {
      const mine = rows.filter((item) => item.set === set);
      const metrics = computeMetrics(mine.map((item) => item.gated), KS);
      return {
        set,
        questions: mine.length,
        recall_any_5: metrics.recall_any['5'],
        recall_any_10: metrics.recall_any['10'],
        recall_all_10: metrics.recall_all['10'],
        abstain_accuracy: metrics.abstain_accuracy,
        false_recall_rate: metrics.false_recall_rate,
        relevance_auc: round(relevanceAuc(mine)),
      };
    });
  const report = figures(heldOut);
  // The parameters in place now, replayed on the same rankings: what `agent-memory eval` reports
  // with them (the policy is the engine's, relevance-replay.test.ts), to set against the held-out
  // figures of a refit before shipping it.
  const shipped = defaultSearchConfig.relevance;
  const current = figures(
    all.map((item) => ({
      set: item.set,
      gated: { ...item.ranking, items: gatedPositions(item.sample, shipped, relative, LIMIT).map((position) => item.ranking.items[position] as RankedItem) },
      answerable: item.sample.answerable,
      top: topRelevance(item.sample, shipped),
    })),
  );
  const pooledAuc = round(relevanceAuc(heldOut));
  const final = fitRelevanceModel(all.map((item) => item.sample), fallbackCut);
  const summary = { folds: FOLDS, held_out: report, pooled_relevance_auc: pooledAuc, shipped: current, fold_models: models, fitted: final };
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  if (dryRun) return;
  const number = (value: number): string => String(Math.round(value * 10_000) / 10_000);
  const source = `/**
 * The calibrated relevance model's parameters: written by \`bench/fit-relevance.ts\`
 * (\`npm run fit:relevance\`), which fits them on pooled eval data with case-level
 * cross-validation (docs/retrieval.md, "Relevance and abstention"). Re-run the script rather than
 * editing by hand.
 *
 * relevance = 1 / (1 + exp(-(intercept + dense * d + context * c + coverage * v + han * h + hanDense * h * d + topic * t + hanTopic * h * t + instruction * i + period * p)))
 *   d: dense signal (cosine mapped per model and script, config.denseCalibration)
 *   h: share of the question in Han script (the model's cosines mean different things by script)
 *   t: the share of the question's domain (zero-shot, over general life domains) that the memory's write-time category bears on (category-topics.ts)
 *   c: keyword context signal (BM25 from the user's own scope, saturated: bm25 / (bm25 + 8))
 *   v: IDF-weighted share of the question's terms the memory (or its neighbours) holds
 *   i: 1 for a standing instruction on how to answer (the write rules' instruction category): it bears on every request
 *   p: how well the memory's time fits the day or period the question names (0..1, 0 when it names none)
 * \`cut\`: when no result reaches it, the search returns nothing ("nothing relevant here"); chosen for the most
 * abstention with every data set's false recall within MAX_FALSE_RECALL (relevance-fit.ts).
 */
export const RELEVANCE_PARAMS = {
  intercept: ${number(final.intercept)},
  dense: ${number(final.dense)},
  context: ${number(final.context)},
  coverage: ${number(final.coverage)},
  han: ${number(final.han)},
  hanDense: ${number(final.hanDense)},
  topic: ${number(final.topic)},
  hanTopic: ${number(final.hanTopic)},
  instruction: ${number(final.instruction)},
  period: ${number(final.period)},
  cut: ${number(final.cut)},
  fittedOn: '${sets.join(', ')} (${all.length} questions; ${FOLDS}-fold case-level held-out relevance_auc ${pooledAuc ?? '-'})',
} as const;
`;
  writeFileSync('src/core/search/relevance-params.ts', source, 'utf8');
  process.stderr.write('wrote src/core/search/relevance-params.ts\n');
}

await main();
