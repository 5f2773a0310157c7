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
