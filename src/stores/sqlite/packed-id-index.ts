import { hashText, type PackedStrings } from './packed-strings.js';

/**
 * Rows by id over a `PackedStrings` column of unique ids: an open-addressing table (linear
 * probing) of row numbers in one typed array, with each row's hash kept beside it, in place of a
 * `Map<string, number>` with an entry per row. A lookup hashes the asked id and compares code units
 * in place, so nothing is allocated and the partition keeps no per-row objects.
 *
 * The caller keeps the table in step with the column: `add` after a row is set, `remove` before a
 * row's id goes, `relocate` before a row is moved to another row number.
 */
export class PackedIdIndex {
  /** Row + 1 per slot, 0 for an empty slot; its length is a power of two, at least twice the rows held. */
  private slots: Int32Array;
  /** Each row's hash, so probing and rebuilding never hash an id twice. */
  private hashes: Uint32Array;
  private count = 0;

  /** Indexes the column's rows; `expectedRows`: room for that many without growing (a load about to add them one by one). */
  constructor(
    private readonly ids: PackedStrings,
    expectedRows = ids.size,
  ) {
    const rows = Math.max(ids.size, expectedRows);
    this.slots = new Int32Array(slotCapacity(rows));
    this.hashes = new Uint32Array(Math.max(16, rows));
    for (let row = 0; row < ids.size; row += 1) this.add(row);
  }

  /** Bytes held. */
  get bytes(): number {
    return this.slots.byteLength + this.hashes.byteLength;
  }

  /** Rows indexed. */
  get size(): number {
    return this.count;
  }

  /** The row holding `id`, or -1; `hash` is `hashText(id)`, for a caller asking several tables about one id. */
  rowOf(id: string, hash = hashText(id)): number {
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot] as number;
      if (entry === 0) return -1;
      if (this.ids.equals(entry - 1, id)) return entry - 1;
    }
  }

  /** Indexes row `row`, whose id the column now holds and no other row does. */
  add(row: number): void {
    if (row >= this.hashes.length) {
      const hashes = new Uint32Array(Math.max(row + 1, this.hashes.length * 2));
      hashes.set(this.hashes);
      this.hashes = hashes;
    }
    if ((this.count + 1) * 2 > this.slots.length) this.rehash(slotCapacity(this.count + 1));
    const hash = this.ids.hash(row);
    this.hashes[row] = hash;
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
    this.slots[slot] = row + 1;
    this.count += 1;
  }

  /** Drops row `row` from the table (backward-shift deletion: later entries of its probe run move up, so no tombstones). */
  remove(row: number): void {
    const mask = this.slots.length - 1;
    let hole = this.slotOf(row);
    for (let next = (hole + 1) & mask; ; next = (next + 1) & mask) {
      const entry = this.slots[next] as number;
      if (entry === 0) break;
      const home = (this.hashes[entry - 1] as number) & mask;
      // The entry may fill the hole unless its home lies cyclically in (hole, next].
      const homeAfterHole = hole <= next ? home > hole && home <= next : home > hole || home <= next;
      if (!homeAfterHole) {
        this.slots[hole] = entry;
        hole = next;
      }
    }
    this.slots[hole] = 0;
    this.count -= 1;
  }

  /** Row `from` is about to become row `to` (which holds no indexed id): its slot follows. */
  relocate(from: number, to: number): void {
    this.slots[this.slotOf(from)] = to + 1;
    if (to >= this.hashes.length) {
      const hashes = new Uint32Array(Math.max(to + 1, this.hashes.length * 2));
      hashes.set(this.hashes);
      this.hashes = hashes;
    }
    this.hashes[to] = this.hashes[from] as number;
  }

  private slotOf(row: number): number {
    const mask = this.slots.length - 1;
    for (let slot = (this.hashes[row] as number) & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot] as number;
      if (entry === row + 1) return slot;
      if (entry === 0) throw new Error(`packed id index: row ${row} is not indexed`);
    }
  }

  private rehash(capacity: number): void {
    const old = this.slots;
    this.slots = new Int32Array(capacity);
    const mask = capacity - 1;
    for (const entry of old) {
      if (entry === 0) continue;
      let slot = (this.hashes[entry - 1] as number) & mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
      this.slots[slot] = entry;
    }
  }
}

/** The smallest power of two at least twice `rows` (and at least 16). */
function slotCapacity(rows: number): number {
  let capacity = 16;
  while (capacity < rows * 2) capacity *= 2;
  return capacity;
}
