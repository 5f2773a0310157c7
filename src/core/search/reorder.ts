import type { SearchConfig } from '../config.js';
import { cosineSimilarity } from '../vector-math.js';

/**
 * The two reorderings that need the candidates' own vectors: supersession (a newer memory on
 * the same subject outranks an older one) and MMR de-duplication. Both work on the top of the
 * ranking only, where they matter.
 */
export interface Ranked {
  id: string;
  /** Epoch ms of the memory's event time; NaN when unknown. */
  time: number;
  relevance: number;
  score: number;
  vector: Float32Array | undefined;
  /** Set when supersession demoted it: the id of the newer memory. */
  supersededBy?: string;
  redundancy?: number;
}

const HOUR_MS = 3_600_000;

/**
 * "我不喝咖啡" then, weeks later, "我最近开始喝手冲了": both match "早上我一般喝什么", and the
 * older often matches better. When an older candidate ranks above a newer one that is about
 * the same thing (their vectors are at least `similarity` alike) and nearly as relevant to the
 * question (`relevanceRatio`), the older one moves just below the newer. Newest first, so a
 * chain of updates ends in time order. Same-session turns (closer than an hour) never supersede.
 */
export function applySupersession(items: Ranked[], config: SearchConfig['supersede']): void {
  if (config.similarity >= 1) return;
  const byTimeDesc = items.filter((item) => Number.isFinite(item.time) && item.vector).sort((left, right) => right.time - left.time);
  for (const newer of byTimeDesc) {
    for (const older of byTimeDesc) {
      if (older.time > newer.time - HOUR_MS || older.score <= newer.score) continue;
      if (newer.relevance < older.relevance * config.relevanceRatio) continue;
      if (cosineSimilarity(older.vector as Float32Array, newer.vector as Float32Array) < config.similarity) continue;
      older.score = newer.score * (1 - 1e-6);
      older.supersededBy = newer.id;
    }
  }
}

/**
 * Maximal marginal relevance, tuned for de-duplication: a candidate is penalised only for
 * similarity above `duplicateSimilarity` to one already chosen, so distinct memories keep
 * their order and near-copies sink. Returns the new order.
 */
export function mmrOrder(items: Ranked[], config: SearchConfig['mmr']): Ranked[] {
  const remaining = [...items].sort((left, right) => right.score - left.score || left.id.localeCompare(right.id));
  if (config.penalty <= 0 || config.duplicateSimilarity >= 1) return remaining;
  const chosen: Ranked[] = [];
  while (remaining.length > 0) {
    let bestIndex = 0;
    let bestValue = -Infinity;
    remaining.forEach((item, index) => {
      let redundancy = 0;
      if (item.vector) {
        for (const picked of chosen) {
          if (!picked.vector) continue;
          const similarity = cosineSimilarity(item.vector, picked.vector);
          redundancy = Math.max(redundancy, (similarity - config.duplicateSimilarity) / (1 - config.duplicateSimilarity));
        }
      }
      item.redundancy = redundancy;
      const value = item.score - config.penalty * redundancy;
      if (value > bestValue) {
        bestValue = value;
        bestIndex = index;
      }
    });
    chosen.push(...remaining.splice(bestIndex, 1));
  }
  return chosen;
}
