/**
 * Strings numbered 0, 1, 2, … in the order first added: the values of a coded column
 * (coded-strings.ts, a table per column of a cached partition) and the status and kind codes
 * every vector copy shares (partition-cache.ts, one table each per process, both enums).
 *
 * The string → code map is kept only while strings are being added (a load, a write being
 * applied) and dropped by `seal`, so a copy that is only searched keeps the strings alone: a
 * search asks for a value or two (a filter's statuses, its agent) and scans for them. A sealed
 * table adds by scanning too, for the first few strings after `seal`, then makes the map again:
 * a write of one row scans once instead of building a map as large as the table, and a large
 * write pays for one map at most.
 */
export class StringCodeTable {
  private readonly strings: string[] = [];
  private codeByString: Map<string, number> | null = new Map();
  /** Strings added by scanning since the last `seal`. */
  private scans = 0;

  /** `limit`: codes at most (256 for byte codes); adding a string past it throws, as the codes' arrays could not hold its code. */
  constructor(private readonly limit = Number.POSITIVE_INFINITY) {}

  get size(): number {
    return this.strings.length;
  }

  /** Whether the string → code map is kept now (a diagnostic for tests: a sealed, only searched table keeps none). */
  get mapped(): boolean {
    return this.codeByString !== null;
  }

  /** The string numbered `code`. */
  stringOf(code: number): string {
    return this.strings[code] as string;
  }

  /** The code of `text`, or -1 when it has none. */
  find(text: string): number {
    return this.codeByString ? (this.codeByString.get(text) ?? -1) : this.strings.indexOf(text);
  }

  /** The code of `text`, numbered now if it has none. */
  codeOf(text: string): number {
    if (this.codeByString === null) {
      if (this.scans >= SCANS_BEFORE_MAP) this.codeByString = new Map(this.strings.map((string, code) => [string, code]));
      else this.scans += 1;
    }
    const known = this.find(text);
    if (known >= 0) return known;
    const code = this.strings.length;
    // Validated records carry only the enums' values; this guards the typed arrays' range, not input.
    if (code >= this.limit) throw new RangeError(`string codes: more than ${this.limit} distinct strings`);
    this.strings.push(text);
    this.codeByString?.set(text, code);
    return code;
  }

  /** Drops the string → code map until adding needs it again (a load or a write is done). */
  seal(): void {
    this.codeByString = null;
    this.scans = 0;
  }

  /**
   * A byte per code, 1 for the codes of `values` (a value with no code is on no row): the per-row
   * check of a filter on a coded column. As long as the table (a few codes for an enum): a typed
   * array this small lives on the heap, not behind an ArrayBuffer.
   */
  allowed(values: readonly string[]): Uint8Array {
    const allowed = new Uint8Array(this.strings.length);
    for (const value of values) {
      const code = this.find(value);
      if (code >= 0) allowed[code] = 1;
    }
    return allowed;
  }
}

/**
 * Strings a sealed table adds by scanning before it makes its map again. Making the map costs
 * about as much as 30 scans of the table (Map inserts against string compares, measured at 1k
 * and 10k texts), so a write of a few rows only scans, and a large one pays for at most one map.
 */
const SCANS_BEFORE_MAP = 16;
