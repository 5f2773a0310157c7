import { defaultRelevanceModel, relevanceModelFor, type RelevanceModel } from './search/relevance.js';
/** Retrieval knobs. Every default is a measured choice; see docs/retrieval.md. */
export interface SearchConfig {
  /** Results returned when the caller gives no topK. */
  topK: number;
  /** Candidates pulled from each index before fusion. */
  candidates: number;
  /** Absolute floor on each result's final score; below it a result is dropped. */
  threshold: number;
  /**
   * The old off-topic gate (a floor on the best score, tuned on memory-dev). Search no longer reads
   * it: with a caller's `threshold` the floor on the best result is that threshold, without one
   * the relevance gate decides (`relevance.cut`). Kept so configurations that set it still load.
   */
  minTopScore: number;
  /** Results scoring below topScore * this ratio are dropped. */
  relativeThreshold: number;
  /**
   * The calibrated relevance model (search/relevance.ts, fitted parameters in
   * search/relevance-params.ts). Without a caller's `threshold`, a search whose results all have
   * relevance under `relevance.cut` returns nothing; `minTopScore` is then not used.
   */
  relevance: RelevanceModel;
  weights: { dense: number; keyword: number; importance: number; recency: number };
  /** Cosine similarity treated as "no relation" and "identical" for the dense signal. */
  denseFloor: number;
  denseCeiling: number;
  /**
   * Per embedding model (its `info.model`), by the script of the question: the cosine a model
   * gives unrelated text differs by language (bge-small-zh: about 0.37 for Chinese pairs, 0.57
   * for English ones), and so does how much its similarity is worth beside keywords. Replaces
   * denseFloor, denseCeiling and the dense share of relevance for that model; mixed-script
   * questions interpolate. Models not listed use the plain settings. Inside a composite
   * embedder a part is looked up as `<composite model>|<part model>` first, so a model can weigh
   * differently beside another than alone.
   */
  denseCalibration: Record<string, { han: DenseScale; latin: DenseScale }>;
  /** BM25 score at which the keyword signals reach 0.5. */
  keywordHalfScore: number;
  /**
   * Score multiplier for a turn whose speaker ended on a question ("What do you love most about
   * your career?"): it shares the asked question's words but the answer is usually the next turn.
   */
  questionTurnFactor: number;
  /** Half-life of the recency signal, in days. */
  recencyHalfLifeDays: number;
  includeKnowledge: boolean;
  /** Turns around a turn memory, for the keyword context signal (see keyword-context.ts). */
  neighbours: {
    /** Turns on each side; 0 turns the context signal off. */
    span: number;
    /** How much a neighbour's match counts next to the turn's own (0..1). */
    weight: number;
    /** Top hits of each index whose neighbours are loaded as candidates too. */
    seeds: number;
  };
  /** Time cues in the question (see time-weighting.ts). */
  time: { rangeWeight: number; dayWeight: number; dayFloor: number; rangeSlackDays: number; latestWeight: number; latestRelevance: number };
  /**
   * Later states of one subject (search/later-states.ts): among the first `window` results, a
   * memory said later than a higher-ranked one, with calibrated similarity to it of at least
   * `similarity`, ranks just above it; the generic lift for a question asking the current state,
   * which has no other evidence that the later memory updates the earlier one, asks
   * `latestSimilarity` (docs/retrieval.md, "The current state wins"). Both above 1 turn it off.
   */
  laterState: { similarity: number; latestSimilarity: number; window: number };
  /** MMR de-duplication; penalty 0 turns it off. */
  mmr: { duplicateSimilarity: number; penalty: number };
  /** Result cache in front of the pipeline, invalidated by writes in the scope; ttlMs 0 turns it off. */
  cache: { ttlMs: number; maxEntries: number };
  /** The optional reranker (engine.setReranker): how many of the pipeline's top results it sees. */
  rerank: { candidates: number };
}

export interface DenseScale {
  floor: number;
  ceiling: number;
  /** Share of relevance that comes from the dense signal (the rest from keywords), 0..1. */
  share: number;
}

export interface LimitsConfig {
  /** Longest text accepted, in characters. Longer input is refused, never truncated. */
  maxTextLength: number;
}

export interface EngineConfig {
  search: SearchConfig;
  limits: LimitsConfig;
}

/** Where each local model's cosine means "unrelated" and "same", by script; shares differ by pairing. */
const BGE_HAN: DenseScale = { floor: 0.35, ceiling: 0.75, share: 0.5 };
const BGE_LATIN = { floor: 0.5, ceiling: 0.85 };
const USE_HAN: DenseScale = { floor: 0.2, ceiling: 0.6, share: 0 };
const USE_LATIN = { floor: 0.2, ceiling: 0.6 };

export const defaultSearchConfig: SearchConfig = {
  topK: 5,
  candidates: 50,
  threshold: 0.05,
  minTopScore: 0.15,
  relativeThreshold: 0.3,
  relevance: defaultRelevanceModel,
  weights: { dense: 0.25, keyword: 0.75, importance: 0.1, recency: 0.05 },
  denseFloor: 0.3,
  denseCeiling: 0.8,
  denseCalibration: {
    'BAAI/bge-small-zh-v1.5': { han: BGE_HAN, latin: { ...BGE_LATIN, share: 0.25 } },
    // English only: no say in a Chinese question (see embedders/composite/local-bilingual.ts).
    'universal-sentence-encoder-lite': { han: USE_HAN, latin: { ...USE_LATIN, share: 0.3 } },
    // The pair in `local-bilingual`: together they keep the dense share bge alone has in English
    // (0.25), most of it moved to USE-lite (LoCoMo and memory-dev both measured,
    // docs/retrieval-history.md, "Two local models").
    'BAAI/bge-small-zh-v1.5+universal-sentence-encoder-lite|BAAI/bge-small-zh-v1.5': { han: BGE_HAN, latin: { ...BGE_LATIN, share: 0.1 } },
    'BAAI/bge-small-zh-v1.5+universal-sentence-encoder-lite|universal-sentence-encoder-lite': { han: USE_HAN, latin: { ...USE_LATIN, share: 0.15 } },
  },
  keywordHalfScore: 8,
  questionTurnFactor: 0.85,
  recencyHalfLifeDays: 30,
  includeKnowledge: true,
  neighbours: { span: 2, weight: 0.7, seeds: 20 },
  time: { rangeWeight: 0.3, dayWeight: 0.9, dayFloor: 0.2, rangeSlackDays: 7, latestWeight: 0.3, latestRelevance: 0.6 },
  laterState: { similarity: 0.3, latestSimilarity: 0.35, window: 5 },
  mmr: { duplicateSimilarity: 0.92, penalty: 1 },
  cache: { ttlMs: 5 * 60_000, maxEntries: 1_000 },
  rerank: { candidates: 20 },
};

export const defaultLimits: LimitsConfig = { maxTextLength: 16_000 };

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/**
 * The engine's settings: defaults, overridden by the caller's. `embedderModel` (the embedder's
 * `info.model`) picks the relevance model fitted for that embedder (search/relevance.ts), under
 * any relevance parameters the caller gives.
 */
export function resolveEngineConfig(overrides: DeepPartial<EngineConfig> = {}, embedderModel?: string): EngineConfig {
  const search = overrides.search;
  return {
    search: {
      ...defaultSearchConfig,
      ...search,
      weights: { ...defaultSearchConfig.weights, ...search?.weights },
      denseCalibration: { ...defaultSearchConfig.denseCalibration, ...(search?.denseCalibration as SearchConfig['denseCalibration'] | undefined) },
      neighbours: { ...defaultSearchConfig.neighbours, ...search?.neighbours },
      time: { ...defaultSearchConfig.time, ...search?.time },
      mmr: { ...defaultSearchConfig.mmr, ...search?.mmr },
      laterState: { ...defaultSearchConfig.laterState, ...search?.laterState },
      cache: { ...defaultSearchConfig.cache, ...search?.cache },
      rerank: { ...defaultSearchConfig.rerank, ...search?.rerank },
      relevance: { ...relevanceModelFor(embedderModel), ...search?.relevance },
    },
    limits: { ...defaultLimits, ...overrides.limits },
  };
}
