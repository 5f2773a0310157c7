import { RELEVANCE_TERMS, WORLD_QUESTION_WEIGHT, relevancePolicy, settledRelevances, type PolicyCandidate, type RelevanceFeatures, type RelevanceModel } from '../core/search/relevance.js';
import { defaultSearchConfig } from '../core/config.js';
import { newtonLogistic, newtonPooledLogistic } from './newton-logistic.js';

/**
 * Fitting the calibrated relevance model (src/core/search/relevance.ts) on eval data, and
 * scoring it with case-level cross-validation: every question of a case (a user) lands in the
 * same fold, so a fold's parameters never saw the conversation they are tested on.
 */
export interface ScoredCandidate extends PolicyCandidate {
  /** Whether the memory holds any of the question's evidence. */
  relevant: boolean;
  /** Each model's raw cosine when the embedder has several (`cosine:<model>` in the breakdown), kept for analysis of other feature forms. */
  cosines?: Record<string, number>;
}

/** One question's ungated ranking (best first, no cut at all), as the harness collected it. */
export interface RelevanceSample {
  questionId: string;
  /** The case (user) the question belongs to: the unit of the folds. */
  caseId: string;
  /** The question as asked, kept for analysis. */
  query?: string;
  answerable: boolean;
  candidates: ScoredCandidate[];
  /** The data set it came from, when several are pooled: each set weighs the same in the cut. */
  group?: string;
  /** The asking user's active memories when the question was asked (for question-level analysis: the best of N unrelated memories rises with N). */
  storeSize?: number;
}

type Coefficients = Omit<RelevanceModel, 'cut'>;

/** A memory's row of the design matrix: the intercept, then the engine's terms in their order. */
function row(features: RelevanceFeatures): number[] {
  return [1, ...RELEVANCE_TERMS.map(([, value]) => value(features))];
}

/**
 * How deep into an abstain question's ranking the fit takes its negatives: the results a default
 * search shows (`defaultSearchConfig.topK`). The gate decides on those; a memory ranked far below
 * them is never shown, and with every retrieved memory as a negative (sixty per question in a big
 * store) the fit spent its weight on pushing down memories the gate never sees, against the few
 * close ones it does. Session 13, held-out (5 case-level folds): memory-dev abstain 0.786 → 0.929,
 * dialogues-2 0.800 → 0.900, LoCoMo's off-topic 0.380 → 0.538, no false recall moved
 * (docs/retrieval.md, "Negatives the gate sees"). Not tuned: depths 1, 3 and 10 were measured and
 * reported, and 5 is the default search's.
 */
export const NEGATIVE_DEPTH = defaultSearchConfig.topK;

/**
 * What one training item is. `memory` (shipped): every memory its own row. `question` (session 14,
 * measured, not shipped): a question, scored by the soft maximum of its memories' linear scores
 * (`newtonPooledLogistic`), since the gate decides on a question's best memory: an off-topic
 * question is refused only when all of its first memories are under the cut. Held-out it refuses
 * far more (unseen dialogues-5 0.656 → 0.781, LoCoMo's off-topic 0.542 → 0.633) but weighs the
 * topic signal half as much, and loses preference and safety memories found through their topic
 * alone ("What snacks are safe for my boy's birthday party?" of a son's nut allergy, 买新鞋的话选什么
 * 颜色好？): docs/retrieval.md, "A question-level fit". `npm run fit:relevance -- --question-level`.
 */
export type FitObjective = 'question' | 'memory';
export const FIT_OBJECTIVE: FitObjective = 'memory';
/**
 * The soft maximum's temperature, in logits, for the `question` objective: small enough that the
 * pooled score is the best memory's within a tenth of a logit, large enough for Newton's steps.
 * Not tuned: 1 and 0.3 were measured beside it and are reported.
 */
export const POOLING_TEMPERATURE = 0.1;

/**
 * Which evidence memories of an answerable question are the fit's positives. `answering`
 * (shipped, session 22): those that state the type of answer the question expects, when any
 * does; all of them otherwise. `all`: every memory holding evidence (before session 22).
 *
 * The gate decides on a question's best memory. When one evidence memory states the answer ("the
 * house got up to 91") and another holds the same evidence without it (a session summary, the
 * turn's neighbour, the first of two turns), the second never decides whether the question is
 * answered, yet as a positive row it taught the fit that a memory stating nothing of the type
 * asked is often the answer: 185 of 4,841 positive rows, 68 questions, and the `missingAnswer`
 * weight was soft (-2.8), which let same-subject memories through ("Which tomato variety am I
 * growing?" of "I grow tomatoes on my balcony"). Held-out (5 case-level folds, session 22): typed-answers
 * abstain 0.500 → 0.524, dialogues-4 0.656 → 0.688, LoCoMo's off-topic 0.622 → 0.631; unseen
 * dialogues-5 0.750 → 0.844, tiny-stores-2 0.605 → 0.674, tiny-stores-3 0.688 → 0.713, the fresh
 * tiny-stores-4 0.431 → 0.458 (`agent-memory eval`); two answerable questions lost, one a request
 * read only by inference (topic-requests), one a temperature said without its unit ("got up to
 * 91 inside"): docs/retrieval.md, "Positives that state the answer".
 */
export type FitPositives = 'answering' | 'all';
export const FIT_POSITIVES: FitPositives = 'answering';

/** How a fit reads its samples; each field defaults to the shipped choice. */
export interface FitOptions {
  l2?: number;
  negativeDepth?: number;
  objective?: FitObjective;
  positives?: FitPositives;
}

/** The positives of an answerable question under `FIT_POSITIVES`'s rule. */
function positivesOf(sample: RelevanceSample, positives: FitPositives): ScoredCandidate[] {
  const evidence = sample.candidates.filter((candidate) => candidate.relevant);
  if (positives === 'all') return evidence;
  const answering = evidence.filter((candidate) => candidate.features.missingAnswer === 0);
  return answering.length > 0 ? answering : evidence;
}

/**
 * Logistic regression by Newton's method (newton-logistic.ts), with a small L2 penalty that keeps
 * it finite on separable data. Positives are the memories holding a
 * question's evidence (`FitPositives`); negatives are the first `negativeDepth` memories ranked for a question that has no answer.
 * The other candidates of answerable questions are left out: their labels are noise (a neighbour
 * or a derived fact about the same thing is "not evidence" yet relevant). Each data set's
 * positives and its negatives weigh the same in total, and within them each question does.
 * With the `question` objective a question's memories are pooled into one item (above), starting
 * from the memory-level fit.
 */
export function fitLogistic(samples: RelevanceSample[], options: FitOptions = {}): Coefficients {
  const { l2 = 1e-3, negativeDepth = NEGATIVE_DEPTH, objective = FIT_OBJECTIVE, positives = FIT_POSITIVES } = options;
  const items: { xs: number[][]; y: number; weight: number; key: string }[] = [];
  for (const sample of samples) {
    // A question about the world has its weight fixed (WORLD_QUESTION_WEIGHT): nothing here to learn it from.
    if (sample.candidates.some((candidate) => candidate.features.world > 0)) continue;
    const used = sample.answerable ? positivesOf(sample, positives) : sample.candidates.slice(0, negativeDepth);
    if (used.length === 0) continue;
    items.push({ xs: used.map((candidate) => row(candidate.features)), y: sample.answerable ? 1 : 0, weight: 1, key: `${sample.group ?? ''}\u0000${sample.answerable}` });
  }
  const classTotals = new Map<string, number>();
  for (const item of items) classTotals.set(item.key, (classTotals.get(item.key) ?? 0) + item.weight);
  for (const item of items) item.weight /= classTotals.get(item.key) as number;
  const rows = items.flatMap((item) => item.xs.map((x) => ({ x, y: item.y, weight: item.weight / item.xs.length })));
  const byMemory = newtonLogistic(rows, RELEVANCE_TERMS.length + 1, { l2 });
  const beta = objective === 'memory' ? byMemory : newtonPooledLogistic(items, RELEVANCE_TERMS.length + 1, { l2, temperature: POOLING_TEMPERATURE, start: byMemory });
  const coefficients = Object.fromEntries(RELEVANCE_TERMS.map(([coefficient], index) => [coefficient, beta[index + 1] as number]));
  return { intercept: beta[0] as number, ...(coefficients as Omit<Coefficients, 'intercept'>), world: WORLD_QUESTION_WEIGHT };
}

/** Each candidate's relevance under a model, as the engine computes it (inheritance included). */
export function relevancesOf(sample: RelevanceSample, model: Coefficients): number[] {
  return settledRelevances(sample.candidates, { ...model, cut: 0 });
}

/** The best relevance of a question's candidates: what the gate decides on. */
export function topRelevance(sample: RelevanceSample, model: Coefficients): number {
  return Math.max(0, ...relevancesOf(sample, model));
}

/**
 * The share of answerable questions allowed to come back empty, per data set (the worst-set rule,
 * `worstSetCut`): the tolerance for small stores, 5%. The shipped rule is the mean's
 * (MEAN_FALSE_RECALL).
 */
export const MAX_FALSE_RECALL = 0.05;

/**
 * The share of answerable questions allowed to come back empty, as a mean over the data sets: a
 * missing memory loses what the agent needed, an extra one is context it can ignore, so the cut
 * is chosen for the most abstention within this budget, not for balanced accuracy. 3% is the
 * issue's target for held-out dialogues, the stricter of its two (5% for small stores).
 */
export const MEAN_FALSE_RECALL = 0.03;

/**
 * The cut that refuses the most abstain questions while the false recall rate (answerable
 * questions that come back empty), averaged over the data sets (`group`), stays within
 * MEAN_FALSE_RECALL. Each set weighs the same, so LoCoMo's 1,536 questions count no more than a
 * small set's, in the budget as in the abstention counted.
 *
 * Session 26: the mean, not the worst set. With sixteen sets in the pool the worst-set rule
 * (`worstSetCut`) let one set decide alone: dialogues-8, a fifth of whose answerable questions
 * miss the top 5 anyway, pulled the cut to 0.29 and memory-dev's held-out abstention from 0.93 to
 * 0.64, and one question of an 80-question set moves that cut by a tenth. The cost the worst-set
 * rule was chosen against in session 4 (under a mean of 5%, the hardest set, then tiny-stores in
 * English, got 7-12% held-out false recall) stays bounded under this budget: the worst held-out
 * set is at 6.5% (dialogues-8), the worst set in no fit at 14% (topic-requests, 21% under the
 * worst-set rule's model); docs/retrieval.md, "A bigger pool and the mean's cut (session 26)".
 * Without abstain questions the fallback stands.
 */
export function chooseCut(samples: RelevanceSample[], model: Coefficients, fallback: number): number {
  return meanSetCut(
    samples.map((sample) => ({ group: sample.group ?? '', answerable: sample.answerable, top: topRelevance(sample, model) })),
    fallback,
  );
}

interface ScoredQuestion {
  group: string;
  answerable: boolean;
  top: number;
}

/**
 * The cut refusing the most abstain questions (a mean over the sets) while `missed` of each set's
 * share of answerable questions under the cut stays within `budget`. Candidate cuts lie midway
 * between neighbouring tops, so none sits on a training point.
 */
function cutWithin(scored: ScoredQuestion[], fallback: number, budget: number, missed: (shares: number[]) => number): number {
  const groups = [...new Set(scored.map((item) => item.group))];
  const answerable = groups.map((group) => scored.filter((item) => item.group === group && item.answerable).map((item) => item.top)).filter((tops) => tops.length > 0);
  const refusable = groups.map((group) => scored.filter((item) => item.group === group && !item.answerable).map((item) => item.top)).filter((tops) => tops.length > 0);
  if (answerable.length === 0 || refusable.length === 0) return fallback;
  const share = (tops: number[], cut: number): number => tops.filter((top) => top < cut).length / tops.length;
  const values = [...new Set(scored.map((item) => item.top))].sort((left, right) => left - right);
  let best = { cut: (values[0] ?? fallback) / 2, refused: -1 };
  for (let index = 0; index < values.length; index += 1) {
    const cut = index === 0 ? (values[0] as number) / 2 : ((values[index - 1] as number) + (values[index] as number)) / 2;
    if (missed(answerable.map((tops) => share(tops, cut))) > budget) break;
    const refused = refusable.reduce((sum, tops) => sum + share(tops, cut), 0) / refusable.length;
    if (refused > best.refused + 1e-12) best = { cut, refused };
  }
  return best.cut;
}

/** `chooseCut`'s rule on each question's best relevance under whatever model scored it. */
export function meanSetCut(scored: ScoredQuestion[], fallback: number): number {
  return cutWithin(scored, fallback, MEAN_FALSE_RECALL, (shares) => shares.reduce((sum, value) => sum + value, 0) / shares.length);
}

/** The rule shipped before session 26: every set's false recall within MAX_FALSE_RECALL (bench/explore-relevance.ts still compares it). */
export function worstSetCut(scored: ScoredQuestion[], fallback: number): number {
  return cutWithin(scored, fallback, MAX_FALSE_RECALL, (shares) => Math.max(...shares));
}

export function fitRelevanceModel(samples: RelevanceSample[], fallbackCut: number, options: FitOptions = {}): RelevanceModel {
  const coefficients = fitLogistic(samples, options);
  return { ...coefficients, cut: chooseCut(samples, coefficients, fallbackCut) };
}

/** Area under the ROC curve of each question's best relevance, answerable (positive) against abstain; null without both. */
export function relevanceAuc(scored: { answerable: boolean; top: number }[]): number | null {
  const positives = scored.filter((item) => item.answerable).map((item) => item.top);
  const negatives = scored.filter((item) => !item.answerable).map((item) => item.top);
  if (positives.length === 0 || negatives.length === 0) return null;
  let wins = 0;
  for (const positive of positives) for (const negative of negatives) wins += positive > negative ? 1 : positive === negative ? 0.5 : 0;
  return wins / (positives.length * negatives.length);
}

/** Positions (into the ungated ranking) the engine would return with this model: gateByRelevance replayed. */
export function gatedPositions(sample: RelevanceSample, model: RelevanceModel, relativeThreshold: number, topK: number): number[] {
  return relevancePolicy(sample.candidates, model, relativeThreshold, topK);
}

/** Case-level folds: cases sorted, dealt round-robin, so each fold holds whole conversations. */
export function caseFolds<T extends { caseId: string }>(samples: T[], folds: number): T[][] {
  const cases = [...new Set(samples.map((sample) => sample.caseId))].sort();
  const foldOf = new Map(cases.map((id, index) => [id, index % folds]));
  const result: T[][] = Array.from({ length: folds }, () => []);
  for (const sample of samples) (result[foldOf.get(sample.caseId) as number] as T[]).push(sample);
  return result;
}
