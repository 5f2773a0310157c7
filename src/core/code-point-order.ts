/**
 * Orders strings by Unicode code point, which is what SQLite's BINARY collation does (it
 * compares UTF-8 bytes). JavaScript's `<` compares UTF-16 code units instead, and the two
 * disagree only when a surrogate pair (U+10000 and up) meets a unit in U+E000..U+FFFF.
 * Every store sorts ids with this, so ties break the same way everywhere.
 */
export function compareCodePoints(left: string, right: string): number {
  const length = Math.min(left.length, right.length);
  for (let index = 0; index < length; index += 1) {
    const leftUnit = left.charCodeAt(index);
    const rightUnit = right.charCodeAt(index);
    if (leftUnit !== rightUnit) return codePointRank(leftUnit) - codePointRank(rightUnit);
  }
  return left.length - right.length;
}

/** Moves surrogates (D800..DFFF) above E000..FFFF, so unit order becomes code point order. */
function codePointRank(unit: number): number {
  if (unit < 0xd800) return unit;
  return unit < 0xe000 ? unit + 0x2000 : unit - 0x800;
}

/**
 * Higher score first, then id in code point order: the one ranking order every store returns.
 * Answers -1, 0 or 1 rather than the scores' difference: a difference is a fresh heap number on
 * every comparison of a sort (measured: 18 KB of garbage per 10k search, docs/search-speed.md).
 * A NaN or equal pair falls through to the ids, as `difference || ids` did.
 */
export function byScoreThenId(left: { id: string; score: number }, right: { id: string; score: number }): number {
  if (right.score > left.score) return 1;
  if (right.score < left.score) return -1;
  return compareCodePoints(left.id, right.id);
}
