import { describe, expect, it } from 'vitest';
import type { MemoryRecord } from '../types.js';
import { buildRecord } from '../../testing/records.js';
import { splitSourceCopies } from './source-copies.js';

function memory(id: string, evidence: string[], metadata: MemoryRecord['metadata'] = {}): MemoryRecord {
  return buildRecord(id, { evidence, metadata });
}

const byItself = (record: MemoryRecord): MemoryRecord => record;

describe('splitSourceCopies', () => {
  it('keeps the first memory of each source and moves the others to the copies, in their order', () => {
    const ranked = [
      memory('fact', ['s1:1']),
      memory('other', ['s2:1']),
      memory('turn', [], { sessionId: 's1', turnId: '1' }),
      memory('second fact', ['s1:1']),
    ];
    const { distinct, copies } = splitSourceCopies(ranked, byItself);
    expect(distinct.map((record) => record.id)).toEqual(['fact', 'other']);
    expect(copies.map((record) => record.id)).toEqual(['turn', 'second fact']);
  });

  it('leaves a memory drawn from more turns, or from none, where it is', () => {
    const ranked = [memory('turn', ['s1:1']), memory('merged fact', ['s1:1', 's3:2']), memory('added', []), memory('added too', [])];
    const { distinct, copies } = splitSourceCopies(ranked, byItself);
    expect(distinct.map((record) => record.id)).toEqual(['turn', 'merged fact', 'added', 'added too']);
    expect(copies).toEqual([]);
  });

  it('reads the sources in any order and counts each once', () => {
    const { copies } = splitSourceCopies([memory('a', ['s1:2', 's1:1']), memory('b', ['s1:1', 's1:2', 's1:1'])], byItself);
    expect(copies.map((record) => record.id)).toEqual(['b']);
  });
});
