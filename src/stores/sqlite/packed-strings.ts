/**
 * A column of strings kept as UTF-16 code units in one typed array, with each row's start and
 * length: no string object per row. A vector partition copy lives as long as the process keeps
 * its user, and a string per row (a memory id, a creation time) was a thousand long-lived objects
 * per 1k-memory user that the young-generation collector copied before it promoted them. Typed
 * arrays this size keep their contents off the JavaScript heap, so the collector does not even
 * scan them.
 *
 * Rows are read back as strings only where one is handed out (`at`: a search's hits); checks
 * compare code units in place (`equals`, `compare`). Code units are kept as they are, lone
 * surrogates included, so `at` returns exactly the string stored. While every unit set is below
 * 256 (ids and ISO times are ASCII) they take a byte each, as V8's one-byte strings do; the first
 * wider unit widens the column to two bytes a unit.
 *
 * A row set again (`set`) gets fresh units at the end; its old units, and those of rows dropped or
 * moved over (`move`, `truncate`), are garbage, compacted once they outweigh the live units.
 */
export class PackedStrings {
  /** A byte a unit while `narrow`, else two. */
  private units: Uint8Array | Uint16Array;
  private narrow = true;
  /** `units`' bytes as a Buffer, which makes a row's string straight from them (`at`). */
  private unitBytes: Buffer;
  private used = 0;
  /** Code units of the rows in use (`used` minus garbage). */
  private live = 0;
  private starts: Uint32Array;
  private lengths: Uint32Array;
  private rows = 0;

  constructor(rowCapacity = 16, unitCapacity = rowCapacity * 24) {
    this.units = new Uint8Array(Math.max(16, unitCapacity));
    this.unitBytes = Buffer.from(this.units.buffer);
    this.starts = new Uint32Array(Math.max(1, rowCapacity));
    this.lengths = new Uint32Array(Math.max(1, rowCapacity));
  }

  static from(texts: readonly string[]): PackedStrings {
    const packed = new PackedStrings(texts.length, texts.reduce((sum, text) => sum + text.length, 0));
    texts.forEach((text, row) => packed.set(row, text));
    return packed;
  }

  /** Rows in use. */
  get size(): number {
    return this.rows;
  }

  /** Bytes held (typed arrays' capacity). */
  get bytes(): number {
    return this.units.byteLength + this.starts.byteLength + this.lengths.byteLength;
  }

  /** Sets row `row` (at most `size`: a row past the end is appended). */
  set(row: number, text: string): void {
    if (row > this.rows) throw new RangeError(`packed strings: row ${row} past the end (${this.rows})`);
    if (row === this.rows) {
      if (row >= this.starts.length) this.growRows(row + 1);
      this.rows += 1;
    } else {
      this.live -= this.lengths[row] as number;
    }
    if (this.used + text.length > this.units.length) this.makeRoom(text.length);
    const start = this.used;
    for (let index = 0; index < text.length; index += 1) {
      const unit = text.charCodeAt(index);
      if (unit > 0xff && this.narrow) this.widen();
      this.units[start + index] = unit;
    }
    this.used += text.length;
    this.live += text.length;
    this.starts[row] = start;
    this.lengths[row] = text.length;
  }

  /** Row `to` becomes a copy of row `from` (its old text becomes garbage). */
  move(from: number, to: number): void {
    this.live -= this.lengths[to] as number;
    this.live += this.lengths[from] as number;
    this.starts[to] = this.starts[from] as number;
    this.lengths[to] = this.lengths[from] as number;
  }

  /** Keeps the first `size` rows. */
  truncate(size: number): void {
    for (let row = size; row < this.rows; row += 1) this.live -= this.lengths[row] as number;
    this.rows = Math.min(this.rows, size);
  }

  /**
   * Row `row` as a string of its own (not a slice of a larger one, so it keeps nothing else
   * alive). Latin-1 decoding of bytes and UTF-16LE decoding of unit pairs copy the code units as
   * they are, lone surrogates included, and make nothing but the string (`String.fromCharCode`
   * over a subarray made a view and an argument list per row: ~270 bytes of garbage a hit).
   */
  at(row: number): string {
    const start = this.starts[row] as number;
    const length = this.lengths[row] as number;
    if (this.narrow) return this.unitBytes.toString('latin1', start, start + length);
    return this.unitBytes.toString('utf16le', start * 2, (start + length) * 2);
  }

  /** Whether row `row` is exactly `text`. */
  equals(row: number, text: string): boolean {
    const length = this.lengths[row] as number;
    if (length !== text.length) return false;
    const start = this.starts[row] as number;
    for (let index = 0; index < length; index += 1) if (this.units[start + index] !== text.charCodeAt(index)) return false;
    return true;
  }

  /** Row `row` against `text` in JavaScript's string order (code units): negative, 0 or positive, as `<`, `===` and `>` would say. */
  compare(row: number, text: string): number {
    const start = this.starts[row] as number;
    const length = this.lengths[row] as number;
    const shorter = Math.min(length, text.length);
    for (let index = 0; index < shorter; index += 1) {
      const difference = (this.units[start + index] as number) - text.charCodeAt(index);
      if (difference !== 0) return difference;
    }
    return length - text.length;
  }

  /** Row `a` against row `b` in code point order, as `compareCodePoints` (code-point-order.ts) orders their strings. */
  compareRows(a: number, b: number): number {
    const startA = this.starts[a] as number;
    const startB = this.starts[b] as number;
    const lengthA = this.lengths[a] as number;
    const lengthB = this.lengths[b] as number;
    const shorter = Math.min(lengthA, lengthB);
    for (let index = 0; index < shorter; index += 1) {
      const unitA = this.units[startA + index] as number;
      const unitB = this.units[startB + index] as number;
      if (unitA !== unitB) return codePointRank(unitA) - codePointRank(unitB);
    }
    return lengthA - lengthB;
  }

  /** `hashText` of row `row`. */
  hash(row: number): number {
    const start = this.starts[row] as number;
    let hash = FNV_OFFSET;
    for (let index = start; index < start + (this.lengths[row] as number); index += 1) hash = Math.imul(hash ^ (this.units[index] as number), FNV_PRIME);
    return hash >>> 0;
  }

  /** Two bytes a unit from now on (a unit above 255 is being set). */
  private widen(): void {
    const units = new Uint16Array(this.units.length);
    // Whole, with the units of a text being set past `used`.
    units.set(this.units);
    this.units = units;
    this.unitBytes = Buffer.from(units.buffer);
    this.narrow = false;
  }

  private growRows(wanted: number): void {
    const capacity = Math.max(wanted, this.starts.length * 2);
    const starts = new Uint32Array(capacity);
    starts.set(this.starts.subarray(0, this.rows));
    const lengths = new Uint32Array(capacity);
    lengths.set(this.lengths.subarray(0, this.rows));
    this.starts = starts;
    this.lengths = lengths;
  }

  /** Room for `wanted` more units: garbage compacted away when it is most of the array, else a larger array. */
  private makeRoom(wanted: number): void {
    const needed = this.live + wanted;
    const capacity = needed * 2 <= this.units.length ? this.units.length : Math.max(needed * 2, this.units.length * 2);
    const units = this.narrow ? new Uint8Array(capacity) : new Uint16Array(capacity);
    let used = 0;
    for (let row = 0; row < this.rows; row += 1) {
      const start = this.starts[row] as number;
      const length = this.lengths[row] as number;
      units.set(this.units.subarray(start, start + length), used);
      this.starts[row] = used;
      used += length;
    }
    this.units = units;
    this.unitBytes = Buffer.from(units.buffer);
    this.used = used;
  }
}

/** As code-point-order.ts: surrogates (D800..DFFF) above E000..FFFF, so unit order becomes code point order. */
function codePointRank(unit: number): number {
  if (unit < 0xd800) return unit;
  return unit < 0xe000 ? unit + 0x2000 : unit - 0x800;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over a string's code units (as `PackedStrings.hash` over a row's). */
export function hashText(text: string): number {
  let hash = FNV_OFFSET;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), FNV_PRIME);
  return hash >>> 0;
}
