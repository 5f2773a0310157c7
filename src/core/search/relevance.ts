import { BILINGUAL_RELEVANCE_PARAMS } from './relevance-params-bilingual.js';
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
  /** Weight of the question's domain share for the memory's category (category-topics.ts), and its slope on top for a question in Chinese script (the model reads Chinese domains more sharply). */
  topic: number;
  hanTopic: number;
  /** Weight of a standing instruction on how to answer (the write rules' `instruction` category): it bears on every request. */
  instruction: number;
  /** Weight of the memory's fit to the day or period the question names (time-weighting.ts, periodMatch). */
  period: number;
  /**
   * Weight of the size of the question's candidate pool (`poolFeature`): the best of many
   * unrelated memories is closer to any question than the best of a few, so the same dense and
   * keyword signals mean less in a big store. Fitted negative, and only where the pool holds
   * off-topic questions asked of big stores (docs/retrieval-history.md, "Big stores never abstain").
   */
  pool: number;
  /**
   * Weight of a memory that states nothing of the type the question expects (answer-types.ts:
   * "How many …?" against a memory with no number, "Who …?" against one naming nobody). Fitted
   * negative: about the question's subject, yet no answer to it.
   */
  missingAnswer: number;
  /**
   * Its slope on the dense signal (missingAnswer x dense): a memory close to a typed question in
   * meaning and stating nothing of the type is on its subject and still no answer ("How much was
   * the plumber's bill?" against "the shower tray seal failed"), so closeness should count for less
   * there. Session 13: held-out dialogues-4 abstain 0.625 → 0.656, typed-answers 0.366 → 0.402,
   * unseen dialogues-5 0.625 → 0.656, no set's recall or false recall moved.
   */
  missingAnswerDense: number;
  /**
   * Weight of the share of the question's English words that the memory holds only as a WordNet
   * relative (lexical-relations.ts: "herb" / "basil", "jumper" / "sweater"): the same thing said in
   * other words, which neither keywords nor a small embedder see.
   */
  related: number;
  /**
   * Weight of a question about the world rather than about the user (world-questions.ts: 高血压一般
   * 是怎么确诊的？, "What does APR mean?"): a memory on its subject shares its words and meaning and
   * still answers nothing. The same for every candidate of a search, so it moves the question's bar.
   */
  world: number;
  /**
   * Weight of a question anchored to nobody and nothing of the user's (impersonal-questions.ts: no
   * person, deixis, named day, particular past event, subjectless plan or choice, or request): most
   * such questions ask general knowledge on a memory's subject, but not all (客厅的瓷砖是什么规格？),
   * so it is fit, not set.
   */
  impersonal: number;
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
  /** 1 for a standing instruction on how to answer, else 0. */
  instruction: number;
  /** How well the memory's time fits the day or period the question names, 0..1 (0 when it names none). */
  period: number;
  /** log(1 + the question's candidates, counted from POOL_COUNT_FLOOR up to POOL_COUNT_CAP): the same for every candidate of a search. */
  pool: number;
  /** 1 when the question expects an answer type (a number, a name, a colour, a brand) and the memory states none, else 0. */
  missingAnswer: number;
  /** Share of the question's English content words the memory holds only as a WordNet relative, 0..1. */
  related: number;
  /** 1 when the question asks about the world in general, not about the user or anyone they know (world-questions.ts), else 0. */
  world: number;
  /** 1 when the question is anchored to nobody and nothing of the user's (impersonal-questions.ts), else 0. */
  impersonal: number;
}

/**
 * The candidate count the pool feature saturates at. Past a few dozen candidates the dense index
 * (`config.candidates`, 50) and the keyword search fill the pool whatever the store's size, so
 * counting further measures the pipeline, not the store. 60 is the depth the relevance fit
 * collects each ranking to (bench/fit-relevance.ts), where the feature was first measured.
 */
export const POOL_COUNT_CAP = 60;

/**
 * The count the pool feature starts from: a pool of fewer candidates counts as this many. The
 * feature is fit on stores of 3-40 memories and LoCoMo's hundreds; read down to a store of one
 * to four memories its line made those stores lenient (held-out, counted from 0: tiny-stores
 * abstain 1.000 → 0.950, "Who painted the Mona Lisa?" answered from a store of three), so it is
 * not extrapolated below a handful. Chosen among 0, 5, 10 and 20 on the held-out figures
 * (docs/retrieval-history.md, "Session 7"), not fit.
 */
export const POOL_COUNT_FLOOR = 5;

/** The pool feature of a search with this many candidates (results it could return, small talk left out). */
export function poolFeature(candidates: number): number {
  return Math.log(1 + Math.min(POOL_COUNT_CAP, Math.max(POOL_COUNT_FLOOR, candidates)));
}

/**
 * The weight of a question about the world (`world`), set rather than fit. No answerable question
 * of the pooled data is one (0 of the fit's 1,956, 0 of 2,397 over every set; world-questions.ts
 * reads closed classes), so the data are separable on it and a fit's value is whatever its L2
 * penalty allows (-0.97 at 1e-3, where each set's few such questions weigh little, which left
 * 高血压一般是怎么确诊的？ at 0.66 of 我最近血压有点高). The weight is a veto: -8 puts a memory
 * under the cut unless the other signals give it a logit above 7.4, where no memory of these
 * questions comes (the highest is 5.6, a same-subject memory sharing half the question's words);
 * of the 48 such questions collected, 31 got a result without the term, 13 at -4, 4 at -6, none
 * at -8. A standing instruction is not vetoed (the term is world x (1 - instruction)): it bears on
 * every request, these included (a memory added as is and read as an instruction by the write
 * rules is in no prompt's standing block, only in what search finds). The fit leaves these questions out and writes this value (relevance-fit.ts).
 */
export const WORLD_QUESTION_WEIGHT = -8;

type FittedParams = RelevanceModel & { fittedOn: string };

function modelOf(params: FittedParams): RelevanceModel {
  const { fittedOn: _fittedOn, ...model } = params;
  return model;
}

/** Fitted for bge-small-zh (the `local` embedder); also what embedders without a fit of their own use. */
export const defaultRelevanceModel: RelevanceModel = modelOf(RELEVANCE_PARAMS);

/**
 * The relevance model fitted for each embedder (by its `info.model`): the dense signal's meaning
 * is the model's, so a model's cosines need their own weights and cut. Embedders not listed use
 * defaultRelevanceModel.
 */
const FITTED_BY_EMBEDDER: Record<string, RelevanceModel> = {
  'BAAI/bge-small-zh-v1.5': defaultRelevanceModel,
  'BAAI/bge-small-zh-v1.5+universal-sentence-encoder-lite': modelOf(BILINGUAL_RELEVANCE_PARAMS),
};

export function relevanceModelFor(embedderModel: string | undefined): RelevanceModel {
  return (embedderModel === undefined ? undefined : FITTED_BY_EMBEDDER[embedderModel]) ?? defaultRelevanceModel;
}

type Coefficient = Exclude<keyof RelevanceModel, 'intercept' | 'cut'>;

/**
 * The model's terms: each coefficient beside the feature (or product of features) it weighs. The
 * engine's relevance and the fit's design matrix (src/eval/relevance-fit.ts) both read this one
 * list, so the formula the fit solves is the one search applies.
 */
export const RELEVANCE_TERMS: readonly (readonly [Coefficient, (features: RelevanceFeatures) => number])[] = [
  ['dense', (f) => f.dense],
  ['context', (f) => f.context],
  ['coverage', (f) => f.coverage],
  ['han', (f) => f.han],
  ['hanDense', (f) => f.han * f.dense],
  ['topic', (f) => f.topic],
  ['hanTopic', (f) => f.han * f.topic],
  ['instruction', (f) => f.instruction],
  ['period', (f) => f.period],
  ['pool', (f) => f.pool],
  ['missingAnswer', (f) => f.missingAnswer],
  ['missingAnswerDense', (f) => f.missingAnswer * f.dense],
  ['related', (f) => f.related],
  ['world', (f) => f.world * (1 - f.instruction)],
  // A standing instruction bears on every request, an impersonal one too, as with `world`.
  ['impersonal', (f) => f.impersonal * (1 - f.instruction)],
];

export function calibratedRelevance(features: RelevanceFeatures, model: RelevanceModel): number {
  let z = model.intercept;
  for (const [coefficient, value] of RELEVANCE_TERMS) z += model[coefficient] * value(features);
  return 1 / (1 + Math.exp(-z));
}

/** The features of a scored result, read back from its breakdown (the eval harness refits on them). */
export function relevanceFeaturesOf(scores: Record<string, number>): RelevanceFeatures {
  return {
    dense: scores.dense ?? 0,
    context: scores.context ?? 0,
    coverage: scores.coverage ?? 0,
    han: scores.questionHan ?? 0,
    topic: scores.topic ?? 0,
    instruction: scores.instruction ?? 0,
    period: scores.period ?? 0,
    pool: poolFeature(scores.candidates ?? 0),
    missingAnswer: scores.missingAnswer ?? 0,
    related: scores.related ?? 0,
    world: scores.world ?? 0,
    impersonal: scores.impersonal ?? 0,
  };
}

/**
 * The default result policy: nothing at all unless a ranked candidate reaches `cut`; otherwise
 * those that reach it, then those between `cut x relativeThreshold` and the cut (so a near-zero
 * memory never rides along), each group in ranking order, the first `topK` of them. A memory the
 * engine judges relevant through what the score does not weigh (a safety fact or a preference on
 * the question's domain, a standing instruction) does not sit below ones it judges not relevant
 * (session 12: memory-dev recall@1 0.610 → 0.626, dialogues-2 0.621 → 0.655, LoCoMo recall@10 0.835
 * → 0.840).
 *
 * Session 19: the first `topK` are taken after that order, not before. Before, with the default
 * topK of 5, five candidates under the cut ranked above a relevant one hid it and the search said
 * "nothing relevant" (the seed-000 demo's instruction turn; on LoCoMo 8 more answerable questions
 * came back empty at topK 5 than at the eval's 20). Now what comes back does not depend on topK
 * but for its length, the eval's figures at k ≤ 20 are a search's at any topK, and the gate decides
 * on the best relevance of the whole ranking, as the fit chooses the cut (relevance-fit.ts,
 * `topRelevance`).
 */
export function gateByRelevance<T extends { relevance: number }>(ranked: T[], cut: number, relativeThreshold: number, topK: number): T[] {
  return ranked.some((result) => result.relevance >= cut) ? aboveRelevanceFloor(ranked, cut, relativeThreshold, topK) : [];
}

/** The results the policy could show: those reaching the cut, then the others above `cut x relativeThreshold`, each in ranking order, the first `topK`. */
export function aboveRelevanceFloor<T extends { relevance: number }>(ranked: T[], cut: number, relativeThreshold: number, topK: number): T[] {
  const floor = cut * relativeThreshold;
  return [...ranked.filter((result) => result.relevance >= cut), ...ranked.filter((result) => result.relevance < cut && result.relevance >= floor)].slice(0, topK);
}

/** Why the gate left a ranked result out: under its floor, nothing reached the cut, or past the first topK. */
export type GateDrop = 'relevance-floor' | 'no-relevant-match' | 'top-k';

export interface GateDecision<T> {
  /** What the search returns, in its order (gateByRelevance). */
  returned: T[];
  /** Each ranked result left out, with why. */
  dropped: Map<T, GateDrop>;
  /** cut x relativeThreshold. */
  floor: number;
  /** The best relevance of the ranking (0 when it is empty): what the gate decides on. */
  best: number;
}

/** The gate's decision on a ranking with the reason for each result it leaves out: for reports (context assembly, "why was this recalled"). */
export function gateDecision<T extends { relevance: number }>(ranked: T[], cut: number, relativeThreshold: number, topK: number): GateDecision<T> {
  const returned = gateByRelevance(ranked, cut, relativeThreshold, topK);
  const floor = cut * relativeThreshold;
  const best = Math.max(0, ...ranked.map((result) => result.relevance));
  const shown = new Set(returned);
  const dropped = new Map<T, GateDrop>();
  for (const result of ranked) {
    if (shown.has(result)) continue;
    dropped.set(result, result.relevance < floor ? 'relevance-floor' : returned.length === 0 ? 'no-relevant-match' : 'top-k');
  }
  return { returned, dropped, floor, best };
}

/**
 * A ranked candidate as the relevance policy sees it: its features, and the candidates (positions
 * in the same ranking) whose relevance it took over when it was lifted above them (an explicit
 * successor, superseded-sources.ts, or a later state, later-states.ts).
 */
export interface PolicyCandidate {
  features: RelevanceFeatures;
  inheritsFrom?: number[];
}

/** Each candidate's relevance under a model, inheritance settled (chains pass it along). */
export function settledRelevances(candidates: PolicyCandidate[], model: RelevanceModel): number[] {
  const relevances = candidates.map((candidate) => calibratedRelevance(candidate.features, model));
  for (let pass = 0; pass < candidates.length; pass += 1) {
    let changed = false;
    candidates.forEach((candidate, position) => {
      for (const source of candidate.inheritsFrom ?? []) {
        const inherited = relevances[source] ?? 0;
        if (inherited > (relevances[position] as number)) {
          relevances[position] = inherited;
          changed = true;
        }
      }
    });
    if (!changed) break;
  }
  return relevances;
}

/**
 * The relevance policy replayed on an ungated ranking under any model: the positions the engine
 * returns. The eval harness and the relevance fit decide with this (and the engine with
 * gateByRelevance on the same relevances), so a refit is judged by the engine's own decision.
 */
export function relevancePolicy(candidates: PolicyCandidate[], model: RelevanceModel, relativeThreshold: number, topK: number): number[] {
  const scored = settledRelevances(candidates, model).map((relevance, position) => ({ relevance, position }));
  return gateByRelevance(scored, model.cut, relativeThreshold, topK).map((item) => item.position);
}
