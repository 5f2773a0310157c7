import { describe, expect, it } from 'vitest';
import { PackedStrings } from './packed-strings.js';
import { PackedIdIndex } from './packed-id-index.js';
import { CodedStrings } from './coded-strings.js';
import { compareCodePoints } from '../../core/code-point-order.js';

/** A deterministic stream in [0, 1). */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value ^= value + Math.imul(value ^ (value >>> 7), 61 | value);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** Ids that stress the column: empty, lone surrogates, astral characters, long texts, shared prefixes. */
function randomText(random: () => number): string {
  const pick = random();
  if (pick < 0.05) return '';
  if (pick < 0.1) return '\ud800x';
  if (pick < 0.15) return `😀${Math.floor(random() * 50)}`;
  if (pick < 0.2) return 'long-'.repeat(300 + Math.floor(random() * 10));
  return `id-${Math.floor(random() * 400)}`;
}

describe('packed string columns', () => {
  it('hold, compare and find what an array and a Map would, through sets, swap-removes and compaction', () => {
    const random = seeded(7);
    const ids = new PackedStrings(2, 4);
    const index = new PackedIdIndex(ids);
    const times = new CodedStrings(2);
    const expected: string[] = [];
    const expectedTimes: string[] = [];
    for (let step = 0; step < 4000; step += 1) {
      const id = randomText(random);
      const at = expected.indexOf(id);
      if (random() < 0.35 && expected.length > 0) {
        // Remove a row as the partition does: the last row moves into the hole.
        const hole = Math.floor(random() * expected.length);
        const last = expected.length - 1;
        index.remove(hole);
        if (hole !== last) {
          index.relocate(last, hole);
          ids.move(last, hole);
          times.move(last, hole);
          expected[hole] = expected[last] as string;
          expectedTimes[hole] = expectedTimes[last] as string;
        }
        ids.truncate(last);
        times.truncate(last);
        expected.length = last;
        expectedTimes.length = last;
      } else if (at < 0) {
        const time = `2024-01-${10 + Math.floor(random() * 5)}`;
        ids.set(expected.length, id);
        times.set(expected.length, time);
        index.add(expected.length);
        expected.push(id);
        expectedTimes.push(time);
      }
      if (step % 97 === 0 || step === 3999) {
        expect(ids.size).toBe(expected.length);
        expected.forEach((text, row) => {
          expect(ids.at(row)).toBe(text);
          expect(ids.equals(row, text)).toBe(true);
          expect(index.rowOf(text)).toBe(row);
          expect(times.at(row)).toBe(expectedTimes[row]);
        });
        for (let probe = 0; probe < 20; probe += 1) {
          const text = randomText(random);
          expect(index.rowOf(text)).toBe(expected.indexOf(text));
        }
      }
    }
  });

  it('orders a row against a text as JavaScript string order does', () => {
    const texts = ['', 'a', 'ab', 'b', '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00Z', '\ud800', '\ue000', 'Z'];
    const column = PackedStrings.from(texts);
    texts.forEach((left, row) => {
      for (const right of texts) expect(Math.sign(column.compare(row, right))).toBe(left < right ? -1 : left > right ? 1 : 0);
    });
  });

  it('orders two rows as compareCodePoints orders their strings, surrogates included', () => {
    const texts = ['', 'a', 'ab', 'b', '\ud83d\ude00', '\uffff', '\ue000x', '\ud800', 'a\ud83d\ude00', 'a\uffff'];
    const column = PackedStrings.from(texts);
    texts.forEach((left, a) => {
      texts.forEach((right, b) => expect(Math.sign(column.compareRows(a, b))).toBe(Math.sign(compareCodePoints(left, right))));
    });
  });

  it('keep a coded column its distinct values once, renumbered when unused ones pile up', () => {
    const column = CodedStrings.from<number>(['{}', '{"a":1}', '{}']);
    expect(column.distinct).toBe(2);
    expect(column.codeAt(0)).toBe(column.codeAt(2));
    let parses = 0;
    const parse = (text: string): number => {
      parses += 1;
      return text.length;
    };
    expect([0, 1, 2].map((row) => column.derived(row, parse))).toEqual([2, 7, 2]);
    expect(parses).toBe(2);
    for (let round = 0; round < 100; round += 1) column.set(1, `{"b":${round}}`);
    expect(column.distinct).toBeLessThanOrEqual(2 * column.size + 17);
    expect([0, 1, 2].map((row) => column.at(row))).toEqual(['{}', '{"b":99}', '{}']);
    expect(column.derived(1, parse)).toBe(8);
    expect(column.codeOf('{"b":99}')).toBe(column.codeAt(1));
  });
});
