/**
 * The harness's metrics, as pure functions over ranked results. A "ranking" is one list per
 * question: for each returned memory (best first), the evidence turn ids it stands for and
 * the user it belongs to. Derived memories count through their evidence ids.
 */
export interface RankedItem {
  /** Turn ids this memory came from (its `evidence`, mapped to the dataset's turn ids). */
  evidence: string[];
  /** Owner of the memory; a result owned by another user is an isolation leak (shared knowledge has none). */
  userId: string | undefined;
  /** What was returned, for the per-question details file; metrics never read it. */
  content?: string;
  /** The pipeline's calibrated relevance of the result (ours only), for the details file: how near the cut each result stood. */
  relevance?: number;
}

export interface QuestionRanking {
  questionId: string;
  userId: string;
  type: string;
  evidence: string[];
  stale: string[];
  items: RankedItem[];
  latencyMs: number;
}

export interface Metrics {
  questions: number;
  answerable: number;
  /** Over answerable questions: share with any / all evidence in the top k. */
  recall_any: Record<string, number>;
  recall_all: Record<string, number>;
  mrr: number;
  /** Share of abstain questions that got nothing; null when there are none. */
  abstain_accuracy: number | null;
  /** Share of answerable questions that got nothing. */
  false_recall_rate: number;
  /** Update questions where a stale turn ranks above the latest evidence (a count). */
  stale_outranked: number;
  /** Results owned by another user (a count; must be 0). */
  isolation_leaks: number;
  latency_ms: { p50: number; p95: number };
}

function evidenceFound(items: RankedItem[], k: number): Set<string> {
  return new Set(items.slice(0, k).flatMap((item) => item.evidence));
}

export function recallAny(ranking: QuestionRanking, k: number): number {
  const found = evidenceFound(ranking.items, k);
  return ranking.evidence.some((id) => found.has(id)) ? 1 : 0;
}

export function recallAll(ranking: QuestionRanking, k: number): number {
  const found = evidenceFound(ranking.items, k);
  return ranking.evidence.length > 0 && ranking.evidence.every((id) => found.has(id)) ? 1 : 0;
}

/** 1-based rank of the first result holding any evidence; null when none does. */
export function firstHit(ranking: Pick<QuestionRanking, 'evidence' | 'items'>): number | null {
  const wanted = new Set(ranking.evidence);
  const index = ranking.items.findIndex((item) => item.evidence.some((id) => wanted.has(id)));
  return index < 0 ? null : index + 1;
}

/** 1 / rank of the first result holding any evidence; 0 when none does. */
export function reciprocalRank(ranking: QuestionRanking): number {
  const rank = firstHit(ranking);
  return rank === null ? 0 : 1 / rank;
}

/**
 * A stale turn outranks the latest one when it is returned above it, or returned while the
 * evidence is not. A result holding both (a derived memory citing old and new) is not stale.
 */
export function staleOutranks(ranking: QuestionRanking): boolean {
  if (ranking.stale.length === 0) return false;
  const wanted = new Set(ranking.evidence);
  const stale = new Set(ranking.stale);
  const holdsEvidence = (item: RankedItem): boolean => item.evidence.some((id) => wanted.has(id));
  const staleRank = ranking.items.findIndex((item) => !holdsEvidence(item) && item.evidence.some((id) => stale.has(id)));
  if (staleRank < 0) return false;
  const evidenceRank = ranking.items.findIndex(holdsEvidence);
  return evidenceRank < 0 || staleRank < evidenceRank;
}

/** Results owned by another user. Shared memories (knowledge: no owner) are not leaks. */
export function isolationLeaks(ranking: QuestionRanking): number {
  return ranking.items.filter((item) => item.userId !== undefined && item.userId !== ranking.userId).length;
}

/** Nearest-rank percentile; 0 for an empty list. */
export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((left, right) => left - right);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] as number;
}

function mean(values: number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

export function computeMetrics(rankings: QuestionRanking[], ks: number[]): Metrics {
  const answerable = rankings.filter((ranking) => ranking.evidence.length > 0);
  const abstain = rankings.filter((ranking) => ranking.evidence.length === 0);
  const recall_any: Record<string, number> = {};
  const recall_all: Record<string, number> = {};
  for (const k of ks) {
    recall_any[String(k)] = round(mean(answerable.map((ranking) => recallAny(ranking, k))));
    recall_all[String(k)] = round(mean(answerable.map((ranking) => recallAll(ranking, k))));
  }
  const latencies = rankings.map((ranking) => ranking.latencyMs);
  return {
    questions: rankings.length,
    answerable: answerable.length,
    recall_any,
    recall_all,
    mrr: round(mean(answerable.map(reciprocalRank))),
    abstain_accuracy: abstain.length === 0 ? null : round(mean(abstain.map((ranking) => (ranking.items.length === 0 ? 1 : 0)))),
    false_recall_rate: round(mean(answerable.map((ranking) => (ranking.items.length === 0 ? 1 : 0)))),
    stale_outranked: rankings.filter(staleOutranks).length,
    isolation_leaks: rankings.reduce((sum, ranking) => sum + isolationLeaks(ranking), 0),
    latency_ms: { p50: round(percentile(latencies, 0.5)), p95: round(percentile(latencies, 0.95)) },
  };
}

/** The same metrics per question type (our format) or category (LoCoMo). */
export function metricsByType(rankings: QuestionRanking[], ks: number[]): Record<string, Metrics> {
  const types = [...new Set(rankings.map((ranking) => ranking.type))].sort();
  return Object.fromEntries(types.map((type) => [type, computeMetrics(rankings.filter((ranking) => ranking.type === type), ks)]));
}
