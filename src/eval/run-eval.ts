import type { Memory } from '../memory.js';
import { countTurns, type EvalDataset } from './datasets/eval-dataset.js';
import { ingestDataset, type SettableClock } from './ingest.js';
import { computeMetrics, metricsByType, type Metrics, type QuestionRanking } from './metrics.js';
import { questionDetails, type QuestionDetail } from './question-details.js';
import { createProgress, type ProgressSink } from './progress.js';
import { METHODS, rankQuestion, type MethodName } from './retrievers.js';

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
  seconds: number;
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
}

function ratio(ours: number, baseline: number): number | null {
  return baseline === 0 ? null : Math.round((ours / baseline) * 1000) / 1000;
}

function ratios(ours: Metrics, baseline: Metrics): EvalReport['ratios']['keyword'] {
  const map = (field: 'recall_any' | 'recall_all'): Record<string, number | null> =>
    Object.fromEntries(Object.entries(ours[field]).map(([k, value]) => [k, ratio(value, baseline[field][k] ?? 0)]));
  return { recall_any: map('recall_any'), recall_all: map('recall_all'), mrr: ratio(ours.mrr, baseline.mrr) };
}

export async function runEval(options: RunEvalOptions): Promise<EvalReport> {
  const started = performance.now();
  const { memory, dataset } = options;
  const ks = [...new Set(options.ks)].sort((left, right) => left - right);
  const limit = Math.max(...ks);
  const ingest = await ingestDataset(memory, dataset, options.progress, options.clock);
  options.beforeQuestions?.();

  const rankings: Record<MethodName, QuestionRanking[]> = { ours: [], keyword: [], dense: [] };
  const progress = createProgress('asking', dataset.questions.length, options.progress);
  for (const question of dataset.questions) {
    if (options.clock && question.time) options.clock.set(question.time);
    for (const method of METHODS) rankings[method].push(await rankQuestion(method, question, { memory, evidenceMap: ingest.evidenceMap, limit }));
    progress.tick();
  }
  progress.done();
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
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
