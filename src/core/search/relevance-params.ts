/**
 * The calibrated relevance model's parameters: written by `bench/fit-relevance.ts`
 * (`npm run fit:relevance`), which fits them on pooled eval data with case-level
 * cross-validation (docs/retrieval.md, "Relevance and abstention"). Re-run the script rather than
 * editing by hand.
 *
 * relevance = 1 / (1 + exp(-(intercept + dense * d + context * c + coverage * v + han * h + hanDense * h * d + topic * t + hanTopic * h * t)))
 *   d: dense signal (cosine mapped per model and script, config.denseCalibration)
 *   h: share of the question in Han script (the model's cosines mean different things by script)
 *   t: the share of the question's domain (zero-shot, over general life domains) that the memory's write-time category bears on (category-topics.ts)
 *   c: keyword context signal (BM25 from the user's own scope, saturated: bm25 / (bm25 + 8))
 *   v: IDF-weighted share of the question's terms the memory (or its neighbours) holds
 * `cut`: when no result reaches it, the search returns nothing ("nothing relevant here").
 */
export const RELEVANCE_PARAMS = {
  intercept: -1.6919,
  dense: 5.8728,
  context: 2.5704,
  coverage: 3.6334,
  han: -0.0911,
  hanDense: 3.729,
  topic: 1.2882,
  hanTopic: 0.7703,
  cut: 0.4712,
  fittedOn: 'locomo10, memory-dev, tiny-stores, dialogues-2 (1821 questions; 5-fold case-level held-out relevance_auc 0.995)',
} as const;
