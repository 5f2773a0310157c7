/**
 * Search's ranking order: higher score first, ties by `localeCompare` of the ids (what search
 * has always sorted by; the stores' own order, code-point-order.ts, differs only in that tie-break).
 * Answers -1, 0 or 1, not the scores' difference: a difference is a fresh heap number on every
 * comparison of a sort. A NaN or equal pair falls through to the ids, as `difference || ids` did.
 */
export function byScoreThenLocaleId(left: { id: string; score: number }, right: { id: string; score: number }): number {
  if (right.score > left.score) return 1;
  if (right.score < left.score) return -1;
  return left.id.localeCompare(right.id);
}
