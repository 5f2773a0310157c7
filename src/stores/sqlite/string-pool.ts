/**
 * One string object per distinct text, for copies a process keeps for long (cached records,
 * partition columns): a text read from SQLite is a fresh string per row, and thousands of equal
 * ones (a user's id, a session id, an empty metadata object) kept alive are thousands of objects
 * the young-generation collector copies before it promotes them.
 */
export class StringPool {
  private readonly known = new Map<string, string>();

  /** `capacity`: distinct texts kept at most; past it the pool starts afresh (sharing is an optimisation, never needed). */
  constructor(private readonly capacity = Number.POSITIVE_INFINITY) {}

  intern(text: string): string {
    const known = this.known.get(text);
    if (known !== undefined) return known;
    if (this.known.size >= this.capacity) this.known.clear();
    this.known.set(text, text);
    return text;
  }
}

/**
 * The enum's own constant string equal to `text` (a column's text, say): a kept copy then holds
 * no string of its own for it, and comparing two references to one string is immediate.
 */
export function enumString<T extends string>(values: readonly T[], text: string): T {
  return values.find((value) => value === text) ?? (text as T);
}

/**
 * Small integer codes for the texts of a column that repeat (a user's agent and session ids, a
 * status, a metadata text): a copy kept for long holds one code a row in a typed array and each
 * distinct text once. Code 0 is null. Codes are never reused while the codes object lives.
 */
export class StringCodes {
  /** The text of each code; `values[0]` is null. */
  readonly values: (string | null)[] = [null];
  private readonly codes = new Map<string, number>();

  /** The text's code, given one if it has none yet. */
  codeOf(text: string | null): number {
    if (text === null) return 0;
    const known = this.codes.get(text);
    if (known !== undefined) return known;
    const code = this.values.length;
    this.values.push(text);
    this.codes.set(text, code);
    return code;
  }

  /** The text's code, or -1 when no row was ever given it (so no row holds it). */
  find(text: string | null): number {
    if (text === null) return 0;
    return this.codes.get(text) ?? -1;
  }

  /** Distinct codes handed out, null's included. */
  get size(): number {
    return this.values.length;
  }
}
