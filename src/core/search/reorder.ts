import type { SearchConfig } from '../config.js';
import { dot, norm } from '../vector-math.js';
import { byScoreThenLocaleId } from './score-order.js';

/** MMR de-duplication, over the top of the ranking only, where it matters. */
export interface Ranked {
  id: string;
  score: number;
  vector: Float32Array | undefined;
  redundancy?: number;
}

/**
 * Maximal marginal relevance, tuned for de-duplication: a candidate is penalised only for
 * similarity above `duplicateSimilarity` to one already chosen, so distinct memories keep
 * their order and near-copies sink. Returns the new order.
 */
export function mmrOrder(items: Ranked[], config: SearchConfig['mmr']): Ranked[] {
  const remaining = [...items].sort(byScoreThenLocaleId);
  if (config.penalty <= 0 || config.duplicateSimilarity >= 1) return remaining;
  for (const item of remaining) item.redundancy = 0;
  // Norms once per item: the loop below is the hot part of a search with a large top k.
  const norms = new Map(remaining.map((item) => [item.id, item.vector ? norm(item.vector) : 0]));
  const chosen: Ranked[] = [];
  while (remaining.length > 0) {
    let bestIndex = 0;
    let bestValue = -Infinity;
    remaining.forEach((item, index) => {
      const value = item.score - config.penalty * (item.redundancy ?? 0);
      if (value > bestValue) {
        bestValue = value;
        bestIndex = index;
      }
    });
    const [picked] = remaining.splice(bestIndex, 1) as [Ranked];
    chosen.push(picked);
    // Only the newly chosen item can raise the others' redundancy: O(n^2) overall, not O(n^3).
    const pickedNorm = norms.get(picked.id) ?? 0;
    if (!picked.vector || pickedNorm === 0) continue;
    for (const item of remaining) {
      const itemNorm = norms.get(item.id) ?? 0;
      if (!item.vector || itemNorm === 0) continue;
      const similarity = dot(item.vector, picked.vector) / (itemNorm * pickedNorm);
      const redundancy = (similarity - config.duplicateSimilarity) / (1 - config.duplicateSimilarity);
      if (redundancy > (item.redundancy ?? 0)) item.redundancy = redundancy;
    }
  }
  return chosen;
}
