/** A value bound to a numbered placeholder. Values only ever travel as parameters, never in SQL text. */
/** A Buffer travels in binary format (node-pg's rule): vectors in pgvector's binary form. */
export type SqlValue = string | number | boolean | null | string[] | Buffer;

/**
 * Collects parameters for one statement and hands out their `$n` placeholders, so fragments
 * built by different modules (scope, filter, keyword terms) can be joined into one query.
 */
export class SqlParams {
  readonly values: SqlValue[] = [];

  add(value: SqlValue): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
