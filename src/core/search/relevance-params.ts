/**
 * The calibrated relevance model's parameters: written by `bench/fit-relevance.ts`
 * (`npm run fit:relevance`), which fits them on pooled eval data with case-level
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
 *   w (added in session 19, set rather than fit): 1 when the question asks about the world, not about the user; the term is world * w * (1 - i)
 * `cut`: when no result reaches it, the search returns nothing ("nothing relevant here"); chosen for the most
 * abstention with every data set's false recall within MAX_FALSE_RECALL (relevance-fit.ts).
 */
export const RELEVANCE_PARAMS = {
  intercept: -1.9205,
  dense: 5.9607,
  context: 2.379,
  coverage: 3.41,
  han: -0.1595,
  hanDense: 3.7412,
  topic: 1.3973,
  hanTopic: 0.7578,
  instruction: 1.9842,
  period: 3.4322,
  // Fit before the pool feature existed (session 4), and not refit since: weight 0 keeps bge's model as it was.
  pool: 0,
  // Not fit yet: weight 0 leaves the model as it was.
  missingAnswer: 0,
  missingAnswerDense: 0,
  related: 0,
  // Set, not fit (WORLD_QUESTION_WEIGHT in relevance.ts): a question about the world is no question for a memory, whichever the model.
  world: -8,
  // Not fit yet: weight 0 leaves the model as it was.
  impersonal: 0,
  cut: 0.3276,
  fittedOn: 'locomo10, memory-dev, tiny-stores, dialogues-2, dialogues-3 (1887 questions; 5-fold case-level held-out relevance_auc 0.996)',
} as const;
