import type { Memory } from '../memory.js';
import { countTurns, type EvalDataset } from './datasets/eval-dataset.js';
import { ingestDataset, type SettableClock } from './ingest.js';
import { computeMetrics, metricsByType, type Metrics, type QuestionRanking, type RankedItem } from './metrics.js';
import { questionDetails, type QuestionDetail } from './question-details.js';
import { createProgress, type ProgressSink } from './progress.js';
import { METHODS, rankQuestion, ungatedRanking, type MethodName } from './retrievers.js';
import type { SearchConfig } from '../core/config.js';
import type { RelevanceModel } from '../core/search/relevance.js';
import { caseFolds, fitRelevanceModel, gatedPositions, relevanceAuc, topRelevance, type RelevanceSample } from './relevance-fit.js';

/**
 * One eval run: ingest the dataset through the public write path, ask every question of our
 * pipeline and of both baselines over the same stored data, and report the metrics with each
 * of ours beside its baseline as a ratio. The top-level fields are ours.
 */
export type MethodReport = Metrics & { by_type: Record<string, Metrics> };

export interface EvalReport extends MethodReport {
  dataset: string;
  format: string;
  k: number[];
  baselines: { keyword: MethodReport; dense: MethodReport };
  /** ours / baseline for recall_any, recall_all and mrr (null where the baseline is 0). */
  ratios: Record<'keyword' | 'dense', { recall_any: Record<string, number | null>; recall_all: Record<string, number | null>; mrr: number | null }>;
  skipped: Record<string, number>;
  ingest: { turns: number; exchanges: number; memories: number; seconds: number; derived: { created: number; merged: number; superseded: number; failures: number } };
  setup: { store: string; embedder: string };
  /** How well the shipped relevance separates answerable from abstain questions (AUC of each question's best relevance); null without both. */
  relevance_auc: number | null;
  /** With `folds`: the relevance model refit on the other folds and tested on each held-out fold (case-level). */
  cv?: CrossValidation;
  seconds: number;
}

export interface CrossValidation {
  folds: number;
  /** Our metrics with each fold's questions gated by the model fit without that fold. */
  metrics: Metrics;
  /** AUC of the out-of-fold relevance; null without abstain questions. */
  relevance_auc: number | null;
  /** Each fold's fitted parameters. */
  models: RelevanceModel[];
}

export interface RunEvalOptions {
  memory: Memory;
  dataset: EvalDataset;
  ks: number[];
  progress: ProgressSink | null;
  /** Called between ingestion and questions (the CLI stops caching embeddings there). */
  beforeQuestions?: () => void;
  /** The memory's clock: the harness sets it to each exchange's time while ingesting, and to each question's time. */
  clock?: SettableClock;
  /** Receives every question's results from every method (the CLI's `--details` file). */
  onDetails?: (details: QuestionDetail[]) => void;
  /** Case-level cross-validation of the relevance model with this many folds (2 or more). */
  folds?: number;
  /** Receives every question's ungated ranking with its relevance features (scripts/fit-relevance.mjs). */
  onSamples?: (ungated: { ranking: QuestionRanking; sample: RelevanceSample }[]) => void;
}

function ratio(ours: number, baseline: number): number | null {
  return baseline === 0 ? null : Math.round((ours / baseline) * 1000) / 1000;
}

function ratios(ours: Metrics, baseline: Metrics): EvalReport['ratios']['keyword'] {
  const map = (field: 'recall_any' | 'recall_all'): Record<string, number | null> =>
    Object.fromEntries(Object.entries(ours[field]).map(([k, value]) => [k, ratio(value, baseline[field][k] ?? 0)]));
  return { recall_any: map('recall_any'), recall_all: map('recall_all'), mrr: ratio(ours.mrr, baseline.mrr) };
}

function roundOrNull(value: number | null): number | null {
  return value === null ? null : Math.round(value * 10_000) / 10_000;
}

/**
 * Refits the relevance model without each fold and replays the engine's relevance policy
 * (gateByRelevance) on that fold's ungated rankings with it. Ranking itself does not depend on
 * the fitted parameters, so this is exactly what the engine would have returned.
 */
function crossValidate(ungated: { ranking: QuestionRanking; sample: RelevanceSample }[], folds: number, ks: number[], config: SearchConfig, limit: number): CrossValidation {
  const rankingOf = new Map(ungated.map((item) => [item.sample, item.ranking]));
  const parts = caseFolds(ungated.map((item) => item.sample), folds);
  const gated: QuestionRanking[] = [];
  const scored: { answerable: boolean; top: number }[] = [];
  const models: RelevanceModel[] = [];
  parts.forEach((heldOut, index) => {
    const training = parts.flatMap((part, other) => (other === index ? [] : part));
    const model = training.length > 0 ? fitRelevanceModel(training, config.relevance.cut) : config.relevance;
    models.push(model);
    for (const sample of heldOut) {
      const ranking = rankingOf.get(sample) as QuestionRanking;
      const positions = gatedPositions(sample, model, config.relativeThreshold, limit);
      gated.push({ ...ranking, items: positions.map((position) => ranking.items[position] as RankedItem) });
      scored.push({ answerable: sample.answerable, top: topRelevance(sample, model) });
    }
  });
  return { folds, metrics: computeMetrics(gated, ks), relevance_auc: roundOrNull(relevanceAuc(scored)), models };
}

export async function runEval(options: RunEvalOptions): Promise<EvalReport> {
  const started = performance.now();
  const { memory, dataset } = options;
  const ks = [...new Set(options.ks)].sort((left, right) => left - right);
  const limit = Math.max(...ks);
  const ingest = await ingestDataset(memory, dataset, options.progress, options.clock);
  options.beforeQuestions?.();

  const rankings: Record<MethodName, QuestionRanking[]> = { ours: [], keyword: [], dense: [] };
  const ungated: { ranking: QuestionRanking; sample: RelevanceSample }[] = [];
  const progress = createProgress('asking', dataset.questions.length, options.progress);
  for (const question of dataset.questions) {
    if (options.clock && question.time) options.clock.set(question.time);
    const context = { memory, evidenceMap: ingest.evidenceMap, limit };
    for (const method of METHODS) rankings[method].push(await rankQuestion(method, question, context));
    ungated.push(await ungatedRanking(question, context));
    progress.tick();
  }
  progress.done();
  const samples = ungated.map((item) => item.sample);
  options.onSamples?.(ungated);
  const shipped = memory.config.search;
  options.onDetails?.(questionDetails(dataset.questions, rankings));

  const report = (method: MethodName): MethodReport => ({ ...computeMetrics(rankings[method], ks), by_type: metricsByType(rankings[method], ks) });
  const ours = report('ours');
  const keyword = report('keyword');
  const dense = report('dense');
  return {
    dataset: dataset.name,
    format: dataset.format,
    k: ks,
    ...ours,
    baselines: { keyword, dense },
    ratios: { keyword: ratios(ours, keyword), dense: ratios(ours, dense) },
    skipped: dataset.skipped,
    ingest: { turns: countTurns(dataset), exchanges: ingest.exchanges, memories: ingest.memories, seconds: Math.round(ingest.seconds * 10) / 10, derived: ingest.derived },
    setup: { store: memory.store.name, embedder: `${memory.embedder.info.provider}/${memory.embedder.info.model}` },
    relevance_auc: roundOrNull(relevanceAuc(samples.map((sample) => ({ answerable: sample.answerable, top: topRelevance(sample, shipped.relevance) })))),
    ...(options.folds !== undefined && options.folds >= 2 ? { cv: crossValidate(ungated, options.folds, ks, shipped, limit) } : {}),
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
