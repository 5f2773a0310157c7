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
  // Norms once per item, by position in the ranking: the loop below is the hot part of a search
  // with a large top k. Chosen items are marked, not spliced out, and the rest are read in order,
  // so ties go to the same item as before (a map, a closure per round and spliced arrays were
  // garbage of their own).
  const norms = new Float64Array(remaining.length);
  remaining.forEach((item, index) => (norms[index] = item.vector ? norm(item.vector) : 0));
  const taken = new Uint8Array(remaining.length);
  const chosen: Ranked[] = [];
  while (chosen.length < remaining.length) {
    let bestIndex = -1;
    let bestValue = -Infinity;
    for (let index = 0; index < remaining.length; index += 1) {
      if (taken[index] === 1) continue;
      const item = remaining[index] as Ranked;
      const value = item.score - config.penalty * (item.redundancy ?? 0);
      // The first item still in the running, unless a later one beats it (as the spliced list's index 0 was).
      if (bestIndex === -1) bestIndex = index;
      if (value > bestValue) {
        bestValue = value;
        bestIndex = index;
      }
    }
    taken[bestIndex] = 1;
    const picked = remaining[bestIndex] as Ranked;
    chosen.push(picked);
    // Only the newly chosen item can raise the others' redundancy: O(n^2) overall, not O(n^3).
    const pickedNorm = norms[bestIndex] as number;
    if (!picked.vector || pickedNorm === 0) continue;
    for (let index = 0; index < remaining.length; index += 1) {
      const item = remaining[index] as Ranked;
      const itemNorm = norms[index] as number;
      if (taken[index] === 1 || !item.vector || itemNorm === 0) continue;
      const similarity = dot(item.vector, picked.vector) / (itemNorm * pickedNorm);
      const redundancy = (similarity - config.duplicateSimilarity) / (1 - config.duplicateSimilarity);
      if (redundancy > (item.redundancy ?? 0)) item.redundancy = redundancy;
    }
  }
  return chosen;
}
