import { RELEVANCE_PARAMS } from './relevance-params.js';

/**
 * Calibrated relevance: the probability that a memory answers the question, from signals whose
 * meaning does not depend on anyone else's data (the dense signal is mapped per model, the
 * keyword signals use the user's own scope). A logistic model fit on pooled eval data
 * (relevance-params.ts); "nothing relevant" is one decision on it: no result reaches `cut`.
 */
export interface RelevanceModel {
  intercept: number;
  dense: number;
  context: number;
  coverage: number;
  /** Shift for a question in Chinese script, and its dense slope on top: the model's cosines mean different things by script. */
  han: number;
  hanDense: number;
  /** Weight of the question's closeness to the memory's category topic (category-topics.ts). */
  topic: number;
  cut: number;
}

export interface RelevanceFeatures {
  dense: number;
  context: number;
  coverage: number;
  /** Share of the question in Han script (0..1): which language calibration applies. */
  han: number;
  /** The question's closeness to what the memory's write-time category bears on (0 without one). */
  topic: number;
}

export const defaultRelevanceModel: RelevanceModel = {
  intercept: RELEVANCE_PARAMS.intercept,
  dense: RELEVANCE_PARAMS.dense,
  context: RELEVANCE_PARAMS.context,
  coverage: RELEVANCE_PARAMS.coverage,
  han: RELEVANCE_PARAMS.han,
  hanDense: RELEVANCE_PARAMS.hanDense,
  topic: RELEVANCE_PARAMS.topic,
  cut: RELEVANCE_PARAMS.cut,
};

export function calibratedRelevance(features: RelevanceFeatures, model: RelevanceModel): number {
  const z =
    model.intercept +
    model.dense * features.dense +
    model.context * features.context +
    model.coverage * features.coverage +
    model.han * features.han +
    model.hanDense * features.han * features.dense +
    model.topic * features.topic;
  return 1 / (1 + Math.exp(-z));
}

/** The features of a scored result, read back from its breakdown (the eval harness refits on them). */
export function relevanceFeaturesOf(scores: Record<string, number>): RelevanceFeatures {
  return { dense: scores.dense ?? 0, context: scores.context ?? 0, coverage: scores.coverage ?? 0, han: scores.questionHan ?? 0, topic: scores.topic ?? 0 };
}

/**
 * The default result policy: the ranked candidates whose relevance reaches `cut x
 * relativeThreshold` (so a near-zero memory never rides along), the first `topK` of them, and
 * nothing at all unless one of those reaches `cut`. Ranking order is untouched.
 */
export function gateByRelevance<T extends { relevance: number }>(ranked: T[], cut: number, relativeThreshold: number, topK: number): T[] {
  const floor = cut * relativeThreshold;
  const kept = ranked.filter((result) => result.relevance >= floor).slice(0, topK);
  return kept.some((result) => result.relevance >= cut) ? kept : [];
}
