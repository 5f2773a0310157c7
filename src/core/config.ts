/** Retrieval knobs. Every default is a measured choice; see docs/retrieval.md. */
export interface SearchConfig {
  /** Results returned when the caller gives no topK. */
  topK: number;
  /** Candidates pulled from each index before fusion. */
  candidates: number;
  /** Absolute floor on the final score; below it a result is dropped. */
  threshold: number;
  /** Results scoring below topScore * this ratio are dropped. */
  relativeThreshold: number;
  weights: { dense: number; keyword: number; importance: number; recency: number };
  /** Cosine similarity treated as "no relation" and "identical" for the dense signal. */
  denseFloor: number;
  denseCeiling: number;
  /** BM25 score at which the keyword signal reaches 0.5. */
  keywordHalfScore: number;
  /** Half-life of the recency signal, in days. */
  recencyHalfLifeDays: number;
  includeKnowledge: boolean;
}

export interface LimitsConfig {
  /** Longest text accepted, in characters. Longer input is refused, never truncated. */
  maxTextLength: number;
}

export interface EngineConfig {
  search: SearchConfig;
  limits: LimitsConfig;
}

export const defaultSearchConfig: SearchConfig = {
  topK: 5,
  candidates: 50,
  threshold: 0.25,
  relativeThreshold: 0.4,
  weights: { dense: 0.55, keyword: 0.45, importance: 0.1, recency: 0.05 },
  denseFloor: 0.4,
  denseCeiling: 0.85,
  keywordHalfScore: 4,
  recencyHalfLifeDays: 30,
  includeKnowledge: true,
};

export const defaultLimits: LimitsConfig = { maxTextLength: 16_000 };

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

export function resolveEngineConfig(overrides: DeepPartial<EngineConfig> = {}): EngineConfig {
  return {
    search: {
      ...defaultSearchConfig,
      ...overrides.search,
      weights: { ...defaultSearchConfig.weights, ...overrides.search?.weights },
    },
    limits: { ...defaultLimits, ...overrides.limits },
  };
}
