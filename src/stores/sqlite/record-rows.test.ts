import { describe, expect, it } from 'vitest';
import { MemoryError } from '../../core/errors.js';
import { seededRandom } from '../../testing/seeded-random.js';
import { rawRowToRecord, RECORD_COLUMNS, rowToRecord, rowToRecordBySchema } from './record-rows.js';

/** What a `memories` row read back may hold, including what the schema must refuse. */
function generatedRow(random: () => number): Record<string, unknown> {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  // Mostly valid fields, so that whole rows pass often enough to compare what they return.
  const usually = (good: readonly unknown[], bad: readonly unknown[]): unknown => (random() < 0.95 ? pick(good) : pick(bad));
  const json = (): unknown =>
    usually(['{}', '{"shard":3,"topic":"work"}', '{"nested":{"a":[1,2,{"b":null}],"c":true},"1":"x"}'], [
      '{"big":1e999}',
      '{"__proto__":{"polluted":true}}',
      '{"deep":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}',
      '[]',
      'null',
      '"text"',
      '{not json',
    ]);
  const list = (): unknown => usually(['[]', '["a","b"]'], ['[1]', '{}', '["x",null]', 'nope']);
  const source = (): unknown =>
    usually(['{}', '{"sessionId":"s1","messageIds":["m1","m2"]}', '{"x":1,"documentHash":"h","sessionId":"s"}', '{"documentPath":"/a","extra":{"k":[1,{"z":null}]}}'], [
      '{"messageIds":"m1"}',
      '{"sessionId":7}',
      '{"documentPath":"/a","extra":{"k":[1e999]}}',
      '{"__proto__":1}',
      '[]',
    ]);
  const nullableText = (): unknown => usually([null, '2026-01-01T00:00:00.000Z'], [5]);
  return {
    id: usually(['m1', 'm2'], [3]),
    tenant_id: usually(['t'], [null]),
    user_id: usually([null, 'u1'], [4]),
    agent_id: usually([null, 'a1'], [false]),
    session_id: usually([null, 's1'], [1]),
    kind: usually(['episodic', 'semantic', 'knowledge'], ['other']),
    status: usually(['active', 'archived'], ['gone']),
    text: usually(['hello', ''], [null]),
    metadata: json(),
    tags: list(),
    importance: usually([0.5, 0, 1], [Number.POSITIVE_INFINITY, Number.NaN, '0.5']),
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: usually(['2026-01-02T00:00:00.000Z'], [null]),
    last_accessed_at: nullableText(),
    access_count: usually([0, 3], [-1, 1.5, 2 ** 60]),
    event_time: nullableText(),
    valid_from: nullableText(),
    valid_to: nullableText(),
    superseded_by: usually([null, 'm9'], [2]),
    evidence: list(),
    source: source(),
  };
}

function outcome(read: () => unknown): { record: string } | { error: string } {
  try {
    // JSON text keeps key order, so "same record" here includes the order of every object's keys.
    return { record: JSON.stringify(read()) };
  } catch (error: unknown) {
    if (!(error instanceof MemoryError)) throw error;
    return { error: `${error.code}: ${error.message}` };
  }
}

describe('rowToRecord', () => {
  it('returns what the schema alone returns, or the same error, on generated rows', () => {
    const random = seededRandom(11);
    let accepted = 0;
    for (let round = 0; round < 3000; round += 1) {
      const row = generatedRow(random);
      const fast = outcome(() => rowToRecord(row));
      const bySchema = outcome(() => rowToRecordBySchema(row));
      expect(fast).toEqual(bySchema);
      // The same row as raw mode reads it: its values in the selected columns' order.
      const values = RECORD_COLUMNS.split(', ').map((column) => row[column.slice('m.'.length)]);
      expect(outcome(() => rawRowToRecord(values))).toEqual(bySchema);
      if ('record' in fast) accepted += 1;
    }
    // Both outcomes occur: the comparison covered accepted rows as well as refused ones.
    expect(accepted).toBeGreaterThan(300);
    expect(accepted).toBeLessThan(3000);
  });

  it('refuses a raw row that is not the selected columns', () => {
    expect(() => rawRowToRecord(['m1', 't'])).toThrow(MemoryError);
    expect(() => rawRowToRecord({ id: 'm1' })).toThrow(MemoryError);
  });

  it('keeps source fields in the order the schema gives them', () => {
    const row = generatedRow(seededRandom(1));
    const record = rowToRecord({ ...row, id: 'm1', tenant_id: 't', user_id: 'u1', kind: 'episodic', status: 'active', text: 'x', metadata: '{}', tags: '[]', importance: 0.5, updated_at: '2026', last_accessed_at: null, access_count: 0, event_time: null, valid_from: null, valid_to: null, evidence: '[]', source: '{"x":1,"messageIds":["m"],"sessionId":"s"}' });
    expect(Object.keys(record.source)).toEqual(['sessionId', 'messageIds', 'x']);
  });
});
