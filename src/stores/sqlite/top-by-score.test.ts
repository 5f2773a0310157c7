import { describe, expect, it } from 'vitest';
import { byScoreThenId } from '../../core/code-point-order.js';
import { seededRandom } from '../contract/fixtures.js';
import { topByScoreThenId } from './top-by-score.js';

describe('topByScoreThenId', () => {
  it('returns what a full sort would, ties on score included', () => {
    const random = seededRandom(5);
    for (let round = 0; round < 200; round += 1) {
      const size = Math.floor(random() * 300);
      const hits = Array.from({ length: size }, (_, index) => ({ id: `id-${Math.floor(random() * 1e6)}-${index}`, score: Math.floor(random() * 20) / 4 }));
      const limit = 1 + Math.floor(random() * 40);
      const expected = [...hits].sort(byScoreThenId).slice(0, limit);
      expect(topByScoreThenId([...hits], limit)).toEqual(expected);
    }
  });
});
