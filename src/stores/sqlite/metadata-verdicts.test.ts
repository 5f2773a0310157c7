import { describe, expect, it } from 'vitest';
import { matchesFilter, parseFilter, type FilterNode } from '../../core/filter.js';
import type { JsonValue } from '../../core/types.js';
import { metadataCheck } from './metadata-verdicts.js';

interface Row {
  metadata: string;
  parsed?: Record<string, JsonValue>;
}

/** A check over rows that counts the parses it asks for. */
function countingCheck(filter: FilterNode): { check: (row: Row) => boolean; parses: () => number } {
  let parses = 0;
  const check = metadataCheck(filter, (row: Row) => row.metadata, (row) => {
    parses += 1;
    return (row.parsed ??= JSON.parse(row.metadata) as Record<string, JsonValue>);
  });
  return { check, parses: () => parses };
}

describe('metadataCheck', () => {
  const filter = parseFilter({ $or: [{ shard: 3 }, { tags: { $contains: 'x' } }] });

  it('gives matchesFilter\'s verdict on each row, parsing each distinct text once', () => {
    const texts = ['{"shard":3}', '{"shard":4}', '{}', '{"tags":["x","y"]}', '{"shard":"3"}', '{"tags":"xyz"}'];
    const rows: Row[] = Array.from({ length: 60 }, (_, index) => ({ metadata: texts[index % texts.length] as string }));
    const { check, parses } = countingCheck(filter);
    expect(rows.map(check)).toEqual(rows.map((row) => matchesFilter(JSON.parse(row.metadata) as Record<string, JsonValue>, filter)));
    expect(rows.map(check).filter(Boolean).length).toBe(30);
    expect(parses()).toBe(texts.length);
  });

  it('stays exact past the texts it remembers, parsing the rest row by row', () => {
    const rows: Row[] = Array.from({ length: 5_000 }, (_, index) => ({ metadata: JSON.stringify({ shard: index % 7, n: index }) }));
    const { check, parses } = countingCheck(filter);
    expect(rows.map(check)).toEqual(rows.map((row) => row.metadata.startsWith('{"shard":3,')));
    expect(rows.map(check).filter(Boolean).length).toBe(714);
    // 4,096 texts remembered; the other 904 rows go to the per-row parse again in the second pass.
    expect(parses()).toBe(5_000 + 904);
  });
});
