import type { SearchConfig } from '../config.js';
import type { MemoryRecord, ScoreBreakdown } from '../types.js';

const DAY_MS = 86_400_000;

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/** Maps cosine similarity onto 0..1 where the model's "unrelated" level sits at 0. */
export function denseSignal(cosine: number, config: SearchConfig): number {
  return clamp01((cosine - config.denseFloor) / (config.denseCeiling - config.denseFloor));
}

/** Saturating map of BM25, so the signal keeps an absolute meaning across queries. */
export function keywordSignal(bm25: number, config: SearchConfig): number {
  if (bm25 <= 0) return 0;
  return bm25 / (bm25 + config.keywordHalfScore);
}

/** 1 for a memory from `now`, halving every half-life; memories from the future count as now. */
export function recencySignal(record: MemoryRecord, now: Date, config: SearchConfig): number {
  const at = Date.parse(record.eventTime ?? record.createdAt);
  if (Number.isNaN(at)) return 0;
  const ageDays = Math.max(0, now.getTime() - at) / DAY_MS;
  return Math.pow(0.5, ageDays / config.recencyHalfLifeDays);
}

export interface Signals {
  dense: number;
  keyword: number;
}

/**
 * Relevance is a weighted sum (with a weak dense model, a weighted sum beats rank fusion:
 * see docs/retrieval.md). Importance and recency then shift it by at most their weights,
 * so they reorder near-ties but never lift an irrelevant memory over the threshold.
 */
export function scoreCandidate(signals: Signals, record: MemoryRecord, now: Date, config: SearchConfig): ScoreBreakdown {
  const { weights } = config;
  const relevanceWeight = weights.dense + weights.keyword;
  const relevance = relevanceWeight > 0 ? (weights.dense * signals.dense + weights.keyword * signals.keyword) / relevanceWeight : 0;
  const importance = record.importance;
  const recency = recencySignal(record, now, config);
  const modifier = 1 - weights.importance - weights.recency + weights.importance * importance + weights.recency * recency;
  const stale = record.validTo !== null && Date.parse(record.validTo) <= now.getTime() ? 0.5 : 1;
  return {
    dense: signals.dense,
    keyword: signals.keyword,
    relevance,
    importance,
    recency,
    validity: stale,
    final: relevance * modifier * stale,
  };
}

/** Absolute floor plus a floor relative to the best result, so a weak tail is cut. */
export function passesThreshold(score: number, topScore: number, threshold: number, relativeThreshold: number): boolean {
  return score >= threshold && score >= topScore * relativeThreshold;
}
