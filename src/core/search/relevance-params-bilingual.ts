/**
 * The calibrated relevance model's parameters for the `local-bilingual` embedder (bge-small-zh beside USE-lite): written by `bench/fit-relevance.ts`
 * (`npm run fit:relevance`), which fits them on pooled eval data with case-level
 * cross-validation (docs/retrieval.md, "Relevance and abstention"). Re-run the script rather than
 * editing by hand.
 *
 * relevance = 1 / (1 + exp(-(intercept + dense * d + context * c + coverage * v + han * h + hanDense * h * d + topic * t + hanTopic * h * t + instruction * i + period * p + pool * n + missingAnswer * a + missingAnswerDense * a * d + related * r + world * w * (1 - i) + impersonal * o * (1 - i))))
 *   d: dense signal (cosine mapped per model and script, config.denseCalibration)
 *   h: share of the question in Han script (the model's cosines mean different things by script)
 *   t: the share of the question's domain (zero-shot, over general life domains) that the memory's write-time category bears on (category-topics.ts)
 *   c: keyword context signal (BM25 from the user's own scope, saturated: bm25 / (bm25 + 8))
 *   v: IDF-weighted share of the question's terms the memory (or its neighbours) holds
 *   i: 1 for a standing instruction on how to answer (the write rules' instruction category): it bears on every request
 *   p: how well the memory's time fits the day or period the question names (0..1, 0 when it names none)
 *   n: log(1 + the search's candidates, counted from 5 up to 60): the best of many unrelated memories is close to anything
 *   a: 1 when the question expects an answer type (a number, a name, a colour, a brand) and the memory states none (answer-types.ts)
 *   r: share of the question's English words the memory holds only as a WordNet relative: a synonym, direct hypernym or hyponym, derivation (lexical-relations.ts)
 *   w: 1 when the question asks about the world, not about the user or anyone they know (world-questions.ts); its weight is set, not fit (WORLD_QUESTION_WEIGHT)
 *   o: 1 when the question is anchored to nobody and nothing of the user's: no person, deixis, named day, particular past event, subjectless plan or choice, or request (impersonal-questions.ts)
 * `cut`: when no result reaches it, the search returns nothing ("nothing relevant here"); chosen for the most
 * abstention with every data set's false recall within MAX_FALSE_RECALL (relevance-fit.ts).
 */
export const BILINGUAL_RELEVANCE_PARAMS = {
  intercept: 0.0079,
  dense: 5.2813,
  context: 0.8965,
  coverage: 2.414,
  han: -0.0735,
  hanDense: 0.9483,
  topic: 0.8679,
  hanTopic: 0.7674,
  instruction: 1.36,
  period: 3.0954,
  pool: -0.7625,
  missingAnswer: -3.3774,
  missingAnswerDense: -1.7397,
  // Session 10's refit with this feature (related 2.65, cut 0.480; docs/retrieval-history.md "Latest (session 10)") raised the
  // cut over the README's word-free Chinese pairs (晚饭吃什么 → 我对花生过敏 at 0.44): not shipped; the fit runs --without-related.
  related: 0,
  world: -8,
  impersonal: -1.6458,
  cut: 0.3952,
  fittedOn: 'locomo10, locomo-offtopic, memory-dev, tiny-stores, dialogues-2, dialogues-3, dialogues-4, typed-answers (2607 questions; 5-fold case-level held-out relevance_auc 0.96)',
} as const;
