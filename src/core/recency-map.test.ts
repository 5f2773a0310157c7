import { describe, expect, it } from 'vitest';
import { seededRandom } from '../testing/seeded-random.js';
import { RecencyMap } from './recency-map.js';

/** The plain way (a fresh iterator per eviction), which RecencyMap must agree with. */
class PlainRecencyMap<K, V> {
  readonly entries = new Map<K, V>();
  constructor(private readonly capacity: number) {}
  use(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
  }
}

describe('RecencyMap', () => {
  it('evicts the least recently set or used entry first', () => {
    const map = new RecencyMap<string, number>(3);
    map.set('a', 1);
    map.set('b', 2);
    map.set('c', 3);
    expect(map.use('a')).toBe(1);
    map.set('d', 4);
    expect([...map.keys()]).toEqual(['c', 'a', 'd']);
    map.set('c', 30);
    map.set('e', 5);
    expect([...map.keys()]).toEqual(['d', 'c', 'e']);
    expect(map.use('a')).toBeUndefined();
    expect(map.size).toBe(3);
  });

  it('get reads without moving the entry, so a cache read through it evicts the oldest set first', () => {
    const map = new RecencyMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    expect([...map.keys()]).toEqual(['b', 'c']);
    expect(map.get('a')).toBeUndefined();
  });

  it('getOrSet computes and keeps a missing value once, and reads a kept one without computing or moving it', () => {
    const map = new RecencyMap<string, number>(2);
    let computed = 0;
    const compute = (value: number) => () => {
      computed += 1;
      return value;
    };
    expect(map.getOrSet('a', compute(1))).toBe(1);
    expect(map.getOrSet('a', compute(9))).toBe(1);
    expect(computed).toBe(1);
    map.set('b', 2);
    map.getOrSet('a', compute(9));
    map.set('c', 3);
    // 'a' was read, not moved: it was the oldest set, so it went first.
    expect([...map.keys()]).toEqual(['b', 'c']);
  });

  it('keeps evicting in order after deletes, a clear and its eviction iterator running out', () => {
    const map = new RecencyMap<number, number>(2);
    map.set(1, 1);
    map.set(2, 2);
    map.set(3, 3);
    map.delete(2);
    map.set(4, 4);
    map.set(5, 5);
    expect([...map.keys()]).toEqual([4, 5]);
    map.clear();
    expect(map.size).toBe(0);
    map.set(6, 6);
    map.set(7, 7);
    map.set(8, 8);
    expect([...map.keys()]).toEqual([7, 8]);
  });

  it('agrees with evicting through a fresh iterator each time, over 20,000 random sets, uses and deletes', () => {
    const random = seededRandom(11);
    const map = new RecencyMap<number, number>(500);
    const plain = new PlainRecencyMap<number, number>(500);
    for (let step = 0; step < 20_000; step += 1) {
      const key = Math.floor(random() * 2_000);
      const action = random();
      if (action < 0.5) {
        map.set(key, step);
        plain.set(key, step);
      } else if (action < 0.9) {
        expect(map.use(key)).toBe(plain.use(key));
      } else if (action < 0.999) {
        map.delete(key);
        plain.entries.delete(key);
      } else {
        map.clear();
        plain.entries.clear();
      }
    }
    expect([...map.keys()]).toEqual([...plain.entries.keys()]);
  });
});
