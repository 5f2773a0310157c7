import { StringCodeTable } from './string-code-table.js';

/**
 * A column of strings with few distinct values (a partition's agent ids, session ids, metadata
 * texts) as a code per row in a typed array and one string per distinct value: no array slot per
 * row on the JavaScript heap, and a row's value is that shared string. The values and their codes
 * are a `StringCodeTable`, whose value → code map is made only while rows are being set (a load,
 * a write being applied) and dropped by `seal` when that is done: a copy that is only searched
 * keeps the values and codes alone.
 *
 * Values no row uses any more (rows set again, moved over or dropped) stay until they outnumber the
 * rows in use, then the values are renumbered.
 *
 * Codes take a byte a row while there are at most 256 values, two bytes up to 65,536, then four:
 * most columns (statuses, a user's agents, its metadata texts) never leave a byte.
 */
export class CodedStrings<Derived = never> {
  private codes: Uint8Array | Uint16Array | Uint32Array;
  private values = new StringCodeTable();
  /** `derived`'s results by code (a metadata text's parsed object, say): one per distinct value, not per row. */
  private derivations: (Derived | undefined)[] = [];
  private rows = 0;

  constructor(rowCapacity = 16) {
    this.codes = new Uint8Array(Math.max(1, rowCapacity));
  }

  /** A sealed column of these rows. */
  static from<Derived = never>(texts: readonly string[]): CodedStrings<Derived> {
    const coded = new CodedStrings<Derived>(texts.length);
    texts.forEach((text, row) => coded.set(row, text));
    coded.seal();
    return coded;
  }

  get size(): number {
    return this.rows;
  }

  /** Distinct values kept (some may be unused). */
  get distinct(): number {
    return this.values.size;
  }

  /** Bytes of the codes (the values are shared strings, counted by no one). */
  get bytes(): number {
    return this.codes.byteLength + this.values.size * 8;
  }

  /** Row `row`'s value, the column's one string for it. */
  at(row: number): string {
    return this.values.stringOf(this.codes[row] as number);
  }

  /** Row `row`'s code: rows with equal values have equal codes. */
  codeAt(row: number): number {
    return this.codes[row] as number;
  }

  /** `derive(value)` of row `row`'s value, made once per distinct value and kept (the caller passes one derivation throughout). */
  derived(row: number, derive: (text: string) => Derived): Derived {
    const code = this.codes[row] as number;
    let result = this.derivations[code];
    if (result === undefined) {
      result = derive(this.values.stringOf(code));
      this.derivations[code] = result;
    }
    return result;
  }

  /**
   * The code of `text`, or -1 when no row has had that value since the last renumbering. A sealed
   * column scans its values rather than make the map again: a search asks for a value or two (a
   * filter's agent, its statuses), and a map per searched copy would stay on the heap with it.
   */
  codeOf(text: string): number {
    return this.values.find(text);
  }

  /** A byte per code, 1 for the codes of `values`: the per-row check of a filter on this column (statuses, kinds). */
  allowed(values: readonly string[]): Uint8Array {
    return this.values.allowed(values);
  }

  /** Sets row `row` (at most `size`: a row past the end is appended). */
  set(row: number, text: string): void {
    if (row > this.rows) throw new RangeError(`coded strings: row ${row} past the end (${this.rows})`);
    if (this.values.size > 2 * this.rows + 16) this.renumber();
    if (row === this.rows) {
      if (row >= this.codes.length) this.growRows(row + 1);
      this.rows += 1;
    }
    const code = this.values.codeOf(text);
    // Only a value new to the table can need a wider code (checked for it alone: a load sets every row).
    if (code === this.values.size - 1 && code > maxCode(this.codes)) this.codes = wider(this.codes, this.codes.length);
    this.codes[row] = code;
  }

  move(from: number, to: number): void {
    this.codes[to] = this.codes[from] as number;
  }

  truncate(size: number): void {
    this.rows = Math.min(this.rows, size);
  }

  /** Drops the value → code map until `set` needs it again (a load or a write is done). */
  seal(): void {
    this.values.seal();
  }

  private growRows(wanted: number): void {
    const codes = sameWidth(this.codes, Math.max(wanted, this.codes.length * 2));
    codes.set(this.codes.subarray(0, this.rows));
    this.codes = codes;
  }

  /** Keeps only the values rows use, renumbered. */
  private renumber(): void {
    // Distinct codes hold distinct values, so numbering the values again renumbers the codes.
    const values = new StringCodeTable();
    for (let row = 0; row < this.rows; row += 1) this.codes[row] = values.codeOf(this.values.stringOf(this.codes[row] as number));
    this.values = values;
    this.derivations = [];
  }
}

type Codes = Uint8Array | Uint16Array | Uint32Array;

/** The largest code these codes can hold. */
function maxCode(codes: Codes): number {
  return codes instanceof Uint8Array ? 0xff : codes instanceof Uint16Array ? 0xffff : 0xffffffff;
}

/** An empty array of codes as wide as `codes`, `length` long. */
function sameWidth(codes: Codes, length: number): Codes {
  return codes instanceof Uint8Array ? new Uint8Array(length) : codes instanceof Uint16Array ? new Uint16Array(length) : new Uint32Array(length);
}

/** `codes` copied into the next wider array, `length` long. */
function wider(codes: Codes, length: number): Codes {
  const widened = codes instanceof Uint8Array ? new Uint16Array(length) : new Uint32Array(length);
  widened.set(codes);
  return widened;
}
