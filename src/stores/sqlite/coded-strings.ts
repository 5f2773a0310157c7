/**
 * A column of strings with few distinct values (a partition's agent ids, session ids, metadata
 * texts) as a code per row in a typed array and one string per distinct value: no array slot per
 * row on the JavaScript heap, and a row's value is that shared string. The value → code map is
 * made only while rows are being set (a load, a write), and dropped by `seal` once a load is done:
 * a copy that is only searched keeps the values and codes alone.
 *
 * Values no row uses any more (rows set again, moved over or dropped) stay until they outnumber the
 * rows in use, then the values are renumbered.
 *
 * Codes take a byte a row while there are at most 256 values, two bytes up to 65,536, then four:
 * most columns (statuses, a user's agents, its metadata texts) never leave a byte.
 */
export class CodedStrings<Derived = never> {
  private codes: Uint8Array | Uint16Array | Uint32Array;
  private values: string[] = [];
  /** `derived`'s results by code (a metadata text's parsed object, say): one per distinct value, not per row. */
  private derivations: (Derived | undefined)[] = [];
  private codeByValue: Map<string, number> | null = new Map();
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
    return this.values.length;
  }

  /** Bytes of the codes (the values are shared strings, counted by no one). */
  get bytes(): number {
    return this.codes.byteLength + this.values.length * 8;
  }

  /** Row `row`'s value, the column's one string for it. */
  at(row: number): string {
    return this.values[this.codes[row] as number] as string;
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
      result = derive(this.values[code] as string);
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
    return this.codeByValue ? (this.codeByValue.get(text) ?? -1) : this.values.indexOf(text);
  }

  /** Sets row `row` (at most `size`: a row past the end is appended). */
  set(row: number, text: string): void {
    if (row > this.rows) throw new RangeError(`coded strings: row ${row} past the end (${this.rows})`);
    if (this.values.length > 2 * this.rows + 16) this.renumber();
    if (row === this.rows) {
      if (row >= this.codes.length) this.growRows(row + 1);
      this.rows += 1;
    }
    const map = this.lookup();
    let code = map.get(text);
    if (code === undefined) {
      code = this.values.length;
      if (code > maxCode(this.codes)) this.codes = wider(this.codes, this.codes.length);
      this.values.push(text);
      map.set(text, code);
    }
    this.codes[row] = code;
  }

  move(from: number, to: number): void {
    this.codes[to] = this.codes[from] as number;
  }

  truncate(size: number): void {
    this.rows = Math.min(this.rows, size);
  }

  /** Drops the value → code map until the next `set` needs it again (a load is done). */
  seal(): void {
    this.codeByValue = null;
  }

  private lookup(): Map<string, number> {
    if (!this.codeByValue) this.codeByValue = new Map(this.values.map((value, code) => [value, code]));
    return this.codeByValue;
  }

  private growRows(wanted: number): void {
    const codes = sameWidth(this.codes, Math.max(wanted, this.codes.length * 2));
    codes.set(this.codes.subarray(0, this.rows));
    this.codes = codes;
  }

  /** Keeps only the values rows use, renumbered. */
  private renumber(): void {
    const renumbered = new Map<number, number>();
    const values: string[] = [];
    for (let row = 0; row < this.rows; row += 1) {
      const old = this.codes[row] as number;
      let code = renumbered.get(old);
      if (code === undefined) {
        code = values.length;
        values.push(this.values[old] as string);
        renumbered.set(old, code);
      }
      this.codes[row] = code;
    }
    this.values = values;
    this.derivations = [];
    this.codeByValue = null;
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
