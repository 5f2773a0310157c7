import { hashText, type TextColumn } from './text-column.js';

/**
 * Rows of a text column by their text (a keyword partition's documents by memory id): an
 * open-addressing hash table of row numbers in one typed array, whose keys are the column's own
 * texts, so it holds no string and no entry object. A Map from id to row kept every id as a string
 * of its own (about 48 bytes for a UUID) and an entry (about 16) per document for as long as the
 * process keeps the user. Each key's row must hold that text in the column while the key is in
 * the table: remove a key before its row's text changes.
 */
export class SlotsByText {
  /** Row + 1 per cell, 0 for an empty cell; the length is a power of two, at least twice the keys. */
  private cells: Int32Array;
  private keys = 0;

  constructor(
    private readonly texts: TextColumn,
    expected = 0,
  ) {
    this.cells = new Int32Array(tableSize(expected));
  }

  get size(): number {
    return this.keys;
  }

  /** The row holding this text as a key, or -1. */
  get(text: string): number {
    const mask = this.cells.length - 1;
    for (let cell = hashOfText(text) & mask; ; cell = (cell + 1) & mask) {
      const held = this.cells[cell] as number;
      if (held === 0) return -1;
      if (this.texts.equals(held - 1, text)) return held - 1;
    }
  }

  /** Makes `row` (whose text in the column is the key) the row of its text, replacing the one held before. */
  set(row: number): void {
    if ((this.keys + 1) * 2 > this.cells.length) this.rehash(this.cells.length * 2);
    const mask = this.cells.length - 1;
    const hash = this.texts.hashOf(row);
    const text = this.texts.get(row);
    for (let cell = hash & mask; ; cell = (cell + 1) & mask) {
      const held = this.cells[cell] as number;
      if (held === 0) {
        this.cells[cell] = row + 1;
        this.keys += 1;
        return;
      }
      if (this.texts.equals(held - 1, text)) {
        this.cells[cell] = row + 1;
        return;
      }
    }
  }

  /** Removes the key of this text if `row` holds it. */
  delete(text: string, row: number): void {
    const mask = this.cells.length - 1;
    let cell = hashOfText(text) & mask;
    for (; ; cell = (cell + 1) & mask) {
      const held = this.cells[cell] as number;
      if (held === 0) return;
      if (this.texts.equals(held - 1, text)) {
        if (held - 1 !== row) return;
        break;
      }
    }
    // Backward-shift deletion (linear probing): later cells of the run move up if their home allows, so no tombstones.
    let hole = cell;
    for (let next = (hole + 1) & mask; ; next = (next + 1) & mask) {
      const held = this.cells[next] as number;
      if (held === 0) break;
      const home = this.texts.hashOf(held - 1) & mask;
      // The entry at `next` may fill the hole unless its home lies cyclically in (hole, next].
      const stays = hole <= next ? hole < home && home <= next : hole < home || home <= next;
      if (stays) continue;
      this.cells[hole] = held;
      hole = next;
    }
    this.cells[hole] = 0;
    this.keys -= 1;
  }

  private rehash(size: number): void {
    const old = this.cells;
    this.cells = new Int32Array(size);
    const mask = size - 1;
    for (const held of old) {
      if (held === 0) continue;
      let cell = this.texts.hashOf(held - 1) & mask;
      while (this.cells[cell] !== 0) cell = (cell + 1) & mask;
      this.cells[cell] = held;
    }
  }
}

function hashOfText(text: string): number {
  return hashText(text, 0, text.length);
}

function tableSize(expected: number): number {
  let size = 16;
  while (size < expected * 2) size *= 2;
  return size;
}
