import { byScoreThenId } from '../../core/code-point-order.js';
import type { ScoredId } from '../../core/store.js';

/**
 * `hits.sort(byScoreThenId).slice(0, limit)` without sorting every match: common terms match
 * most of a user's memories, and a search wants a few. Ids are unique, so the order is total and
 * the answer is the same.
 */
export function topByScoreThenId(hits: ScoredId[], limit: number): ScoredId[] {
  if (hits.length <= limit * 4) return hits.sort(byScoreThenId).slice(0, limit);
  const best: ScoredId[] = [];
  for (const hit of hits) {
    if (best.length === limit && byScoreThenId(hit, best[limit - 1] as ScoredId) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (byScoreThenId(best[middle] as ScoredId, hit) < 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, hit);
    if (best.length > limit) best.pop();
  }
  return best;
}
