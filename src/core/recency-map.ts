/**
 * A map that keeps at most `capacity` entries and drops the least recently set or used first
 * (a Map's insertion order is the recency: `use` and `set` move an entry to the back).
 *
 * Why not `map.delete(map.keys().next().value)` per eviction: V8 leaves a deleted entry as a hole
 * in the Map's table until the table is rebuilt, and a fresh iterator walks every hole before the
 * first live entry. Evicting from the front leaves the holes exactly there, so once a cache is
 * full each eviction walked thousands of them: 10-40 µs per insert at 20,000 entries, 0.6-2.4 ms
 * for the 60 records a search adds to the record cache (docs/search-speed.md, session 10). One
 * iterator kept across evictions passes each hole once. It stays correct as the map changes: every
 * entry before its position has been evicted, so its next entry is the oldest one left, and
 * entries set or moved after it are met later, in order.
 *
 * The iterator is made by the first eviction, not with the map: an iterator keeps the table it
 * was made on, and V8 chains every table a growing map leaves behind to the next, so one made on
 * the empty map kept every table of the map's growth alive (30-38 KB a user of heap in the
 * warm-start bench, bench/warm-start-heap.ts). Evicting moves it to the current table.
 */
export class RecencyMap<K, V> {
  private readonly entries = new Map<K, V>();
  /** Where the next eviction looks (everything before it has been evicted); null until the first eviction. */
  private oldest: Iterator<K> | null = null;

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The value, leaving its place as it is (a cache that evicts the oldest set, not the least used). */
  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  /** The value, or else `compute`'s, kept as the most recent entry: a cache's read-through. */
  getOrSet(key: K, compute: () => V): V {
    const known = this.entries.get(key);
    if (known !== undefined) return known;
    const value = compute();
    this.set(key, value);
    return value;
  }

  /** The value, marking the entry most recently used. */
  use(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** Sets the entry as the most recent one, then evicts the oldest ones over capacity. */
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.capacity) {
      this.oldest ??= this.entries.keys();
      let next = this.oldest.next();
      if (next.done === true) {
        // A finished iterator stays finished (entries set since are not met): start again.
        this.oldest = this.entries.keys();
        next = this.oldest.next();
        if (next.done === true) break;
      }
      this.entries.delete(next.value);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.oldest = null;
  }

  /** Keys from least to most recently used. */
  keys(): IterableIterator<K> {
    return this.entries.keys();
  }
}
