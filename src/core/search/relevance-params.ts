/**
 * The calibrated relevance model's parameters: written by `scripts/fit-relevance.mjs`, which
 * fits them on pooled eval data with case-level cross-validation (docs/retrieval.md, "Relevance
 * and abstention"). Edit by re-running the script, not by hand.
 *
 * relevance = 1 / (1 + exp(-(intercept + dense * d + context * c + coverage * v + han * h + hanDense * h * d + topic * t)))
 *   d: dense signal (cosine mapped per model and script, config.denseCalibration)
 *   h: share of the question in Han script (the model's cosines mean different things by script)
 *   t: the question's closeness to the topic of the memory's write-time category (category-topics.ts)
 *   c: keyword context signal (BM25 from the user's own scope, saturated: bm25 / (bm25 + 8))
 *   v: IDF-weighted share of the question's terms the memory (or its neighbours) holds
 * `cut`: when no result reaches it, the search returns nothing ("nothing relevant here").
 */
export const RELEVANCE_PARAMS = {
  intercept: -4,
  dense: 4,
  context: 4,
  coverage: 2,
  han: 0,
  hanDense: 0,
  topic: 0,
  cut: 0.2,
  fittedOn: 'initial guess, not fitted',
} as const;
