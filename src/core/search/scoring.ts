import type { DenseScale, SearchConfig } from '../config.js';
import { DAY_MS, memoryTime } from '../memory-time.js';
import type { MemoryRecord, ScoreBreakdown } from '../types.js';

/** Score multiplier for an outdated memory: still findable ("used to"), never above the current one. */
export const OUTDATED_FACTOR = 0.5;

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/** Maps cosine similarity onto 0..1 where the model's "unrelated" level sits at 0. */
export function denseSignal(cosine: number, scale: Pick<DenseScale, 'floor' | 'ceiling'>): number {
  return clamp01((cosine - scale.floor) / (scale.ceiling - scale.floor));
}


/** One model's dense scale for a question with this Han share: its calibration by script, else the plain settings. */
export function denseScaleFor(config: SearchConfig, model: string | undefined, han: number): DenseScale {
  const relevanceWeight = config.weights.dense + config.weights.keyword;
  const plain = { floor: config.denseFloor, ceiling: config.denseCeiling, share: relevanceWeight > 0 ? config.weights.dense / relevanceWeight : 0 };
  const calibration = model === undefined ? undefined : config.denseCalibration[model];
  if (!calibration) return plain;
  const mix = (pick: (scale: DenseScale) => number): number => han * pick(calibration.han) + (1 - han) * pick(calibration.latin);
  return { floor: mix((scale) => scale.floor), ceiling: mix((scale) => scale.ceiling), share: mix((scale) => scale.share) };
}

/** Saturating map of BM25, so the signal keeps an absolute meaning across queries. */
export function keywordSignal(bm25: number, config: SearchConfig): number {
  if (bm25 <= 0) return 0;
  return bm25 / (bm25 + config.keywordHalfScore);
}

/** 1 for a memory from `now`, halving every half-life; memories from the future count as now. */
export function recencySignal(record: MemoryRecord, now: Date, config: SearchConfig): number {
  return recencyAt(memoryTime(record), now, config);
}

/** `recencySignal` of a memory whose time (`memoryTime`, epoch ms; NaN if unreadable) is known already. */
export function recencyAt(at: number, now: Date, config: SearchConfig): number {
  if (Number.isNaN(at)) return 0;
  const ageDays = Math.max(0, now.getTime() - at) / DAY_MS;
  return Math.pow(0.5, ageDays / config.recencyHalfLifeDays);
}

export interface Signals {
  /** Cosine similarity mapped to 0..1. */
  dense: number;
  /** BM25 of the memory alone, mapped to 0..1 (reported; the context signal is what ranks). */
  keyword: number;
  /** BM25 of the memory with its neighbouring turns, mapped to 0..1. */
  context: number;
  /** Dense and context fused (`relevanceOf`), raised to a profile memory's floor where one applies (see profile-cues.ts). */
  relevance: number;
  /** 0..1 multiplier from the question's time cues (1 when it has none). */
  time: number;
  /** A turn whose facts were all superseded (see superseded-sources.ts). */
  outdatedSource?: boolean;
  /** A turn whose speaker asked a question: it shares the question's words but rarely answers it. */
  asksQuestion?: boolean;
  /** The memory's `recencySignal`, when the caller has it already (search parses each time once). */
  recency?: number;
}

/**
 * Relevance is a weighted sum of the dense and keyword-context signals (with a weak dense
 * model, a weighted sum beats rank fusion: see docs/retrieval.md). Importance and recency
 * then shift it by at most their weights, so they reorder near-ties but never lift an
 * irrelevant memory over the threshold. A memory whose validity ended counts half, and so
 * does a turn whose facts were all superseded.
 */
export function relevanceOf(signals: Pick<Signals, 'dense' | 'context'>, denseShare: number): number {
  return denseShare * signals.dense + (1 - denseShare) * signals.context;
}

/** Importance and recency's shift of a memory's score (at most their weights). */
function modifierOf(importance: number, recency: number, config: SearchConfig): number {
  const { weights } = config;
  return 1 - weights.importance - weights.recency + weights.importance * importance + weights.recency * recency;
}

function validityOf(outdatedSource: boolean | undefined, record: MemoryRecord, now: Date, pastAsked: boolean): number {
  if (pastAsked) return 1;
  const expired = record.validTo !== null && Date.parse(record.validTo) <= now.getTime();
  return expired || outdatedSource ? OUTDATED_FACTOR : 1;
}

function finalOf(relevance: number, time: number, asksQuestion: boolean | undefined, modifier: number, validity: number, config: SearchConfig): number {
  return relevance * modifier * time * validity * (asksQuestion ? config.questionTurnFactor : 1);
}

/**
 * `scoreCandidate(...).final` without building the breakdown, bit for bit (the same expressions),
 * from the signals `relevance`, `time`, `outdatedSource`, `asksQuestion` and `recency`: search
 * ranks every candidate by it and builds breakdowns only for the results it returns.
 */
export function finalScore(relevance: number, time: number, outdatedSource: boolean, asksQuestion: boolean, recency: number, record: MemoryRecord, now: Date, config: SearchConfig, pastAsked = false): number {
  const modifier = modifierOf(record.importance, recency, config);
  return finalOf(relevance, time, asksQuestion, modifier, validityOf(outdatedSource, record, now, pastAsked), config);
}

export function scoreCandidate(signals: Signals, record: MemoryRecord, now: Date, config: SearchConfig, pastAsked = false): ScoreBreakdown {
  const importance = record.importance;
  const recency = signals.recency ?? recencySignal(record, now, config);
  const validity = validityOf(signals.outdatedSource, record, now, pastAsked);
  return {
    dense: signals.dense,
    keyword: signals.keyword,
    context: signals.context,
    // The fused dense + keyword score that ranks; `relevance` (calibrated, 0..1) is added by the pipeline.
    fused: signals.relevance,
    importance,
    recency,
    time: signals.time,
    validity,
    ...(signals.asksQuestion ? { asksQuestion: config.questionTurnFactor } : {}),
    final: finalOf(signals.relevance, signals.time, signals.asksQuestion, modifierOf(importance, recency, config), validity, config),
  };
}
