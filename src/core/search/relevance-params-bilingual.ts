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
 * abstention with the data sets' mean false recall within MEAN_FALSE_RECALL (relevance-fit.ts).
 */
export const BILINGUAL_RELEVANCE_PARAMS = {
  intercept: -0.1739,
  dense: 4.1924,
  context: -0.1598,
  coverage: 0.637,
  han: -0.1822,
  hanDense: 0.5946,
  topic: 0.4556,
  hanTopic: 0.5888,
  instruction: 0.6938,
  period: 2.5714,
  pool: -0.2828,
  missingAnswer: -3.1568,
  missingAnswerDense: -1.0885,
  // Session 10's refit with this feature (related 2.65, cut 0.480; docs/retrieval-history.md "Latest (session 10)") raised the
  // cut over the README's word-free Chinese pairs (晚饭吃什么 → 我对花生过敏 at 0.44): not shipped; the fit runs --without-related.
  related: 0,
  world: -8,
  impersonal: -2.3802,
  cut: 0.4407,
  fittedOn: 'locomo10, locomo-offtopic, memory-dev, tiny-stores, dialogues-2, dialogues-3, dialogues-4, typed-answers, dialogues-5, dialogues-6, dialogues-7, dialogues-8, tiny-stores-3, tiny-stores-4, tiny-stores-5, state-changes (3618 questions; 5-fold case-level held-out relevance_auc 0.932)',
} as const;
