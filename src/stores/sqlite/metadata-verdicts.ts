import { matchesFilter, type FilterNode } from '../../core/filter.js';
import type { JsonValue } from '../../core/types.js';

/**
 * Distinct metadata texts one check remembers verdicts for. Past it each text is parsed and
 * matched as before: rows that each carry metadata of their own gain nothing from a memo, which
 * would only grow.
 */
const REMEMBERED_TEXTS = 4096;

/**
 * A metadata filter's check for one pass over a partition's rows (a search's verdicts, a
 * partition's allowed rows), deciding each distinct stored metadata text once: the verdict of
 * `matchesFilter` depends on the text alone, and a user's memories share few texts (`{}`, a
 * source tag, a handful of labels). The first search with a new filter otherwise parsed and
 * matched the JSON of every row it met: in the bench's 10% filter at 10k memories, ~700 documents
 * a search over its first ten searches and every row of the vector partition, with the matcher's
 * code still cold. `parsedOf` is the caller's own per-row parse (kept on the row), used when a
 * text is met for the first time.
 */
export function metadataCheck<Row>(filter: FilterNode, textOf: (row: Row) => string, parsedOf: (row: Row) => Record<string, JsonValue>): (row: Row) => boolean {
  const verdicts = new Map<string, boolean>();
  return (row) => {
    const text = textOf(row);
    const known = verdicts.get(text);
    if (known !== undefined) return known;
    const verdict = matchesFilter(parsedOf(row), filter);
    if (verdicts.size < REMEMBERED_TEXTS) verdicts.set(text, verdict);
    return verdict;
  };
}
