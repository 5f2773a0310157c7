import { describe, expect, it } from 'vitest';
import type { MemoryRecord } from '../types.js';
import { buildRecord } from '../../testing/records.js';
import { splitSourceCopies } from './source-copies.js';

interface Ranked {
  record: MemoryRecord;
  relevance: number;
  score: number;
}

function memory(id: string, evidence: string[], score: number, relevance = 0.5, metadata: MemoryRecord['metadata'] = {}): Ranked {
  return { record: buildRecord(id, { evidence, metadata }), relevance, score };
}

const recordOf = (item: Ranked): MemoryRecord => item.record;
const takePlace = (representative: Ranked, first: Ranked): void => {
  representative.score = first.score;
};
const ids = (items: Ranked[]): string[] => items.map((item) => item.record.id);

describe('splitSourceCopies', () => {
  it('keeps one memory per source, at the place of its first, and moves the others to the copies in their order', () => {
    const ranked = [memory('fact', ['s1:1'], 0.9), memory('other', ['s2:1'], 0.8), memory('turn', [], 0.7, 0.5, { sessionId: 's1', turnId: '1' }), memory('second fact', ['s1:1'], 0.6, 0.4)];
    const { distinct, copies } = splitSourceCopies(ranked, recordOf, takePlace);
    expect(ids(distinct)).toEqual(['fact', 'other']);
    expect(ids(copies)).toEqual(['turn', 'second fact']);
    expect(distinct.map((item) => item.score)).toEqual([0.9, 0.8]);
  });

  it("fills the source's place with its most relevant memory, which takes the first one's score", () => {
    const ranked = [memory('fact', ['s1:1'], 0.9, 0.1), memory('other', ['s2:1'], 0.8), memory('turn', ['s1:1'], 0.7, 0.6), memory('second fact', ['s1:1'], 0.6, 0.6)];
    const { distinct, copies } = splitSourceCopies(ranked, recordOf, takePlace);
    expect(ids(distinct)).toEqual(['turn', 'other']);
    expect(distinct[0]?.score).toBe(0.9);
    // The first on ties: 'second fact' is as relevant as 'turn' and ranked below it.
    expect(ids(copies)).toEqual(['fact', 'second fact']);
  });

  it('leaves a memory drawn from more turns, or from none, where it is', () => {
    const ranked = [memory('turn', ['s1:1'], 0.9), memory('merged fact', ['s1:1', 's3:2'], 0.8, 0.9), memory('added', [], 0.7), memory('added too', [], 0.6)];
    const { distinct, copies } = splitSourceCopies(ranked, recordOf, takePlace);
    expect(ids(distinct)).toEqual(['turn', 'merged fact', 'added', 'added too']);
    expect(copies).toEqual([]);
  });

  it('reads the sources in any order and counts each once', () => {
    const { copies } = splitSourceCopies([memory('a', ['s1:2', 's1:1'], 0.9), memory('b', ['s1:1', 's1:2', 's1:1'], 0.8)], recordOf, takePlace);
    expect(ids(copies)).toEqual(['b']);
  });
});
