import { describe, expect, it } from 'vitest';
import { hashText, PackedStrings } from './packed-strings.js';
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

  it('find rows by id as a Map would while rows are set again and ids leave the index with their text kept (a keyword partition\'s documents), and compare rows with bounds as `<` does', () => {
    const random = seeded(31);
    // Small arrays from the start: many collisions, rehashes, backward shifts and compactions.
    const ids = new PackedStrings(1, 1);
    const index = new PackedIdIndex(ids, 4);
    const expected = new Map<string, number>();
    const texts: string[] = [];
    const pool = Array.from({ length: 300 }, (_, at) => (at % 7 === 0 ? `é-${at}` : at % 11 === 0 ? '' : at % 13 === 0 ? `\ud800${at}` : `id-${at}-${'x'.repeat(at % 5)}`));
    const bounds = ['', 'id-1', 'id-150', 'id-2', 'é', 'z', 'id-10-x', 'id-10-xxx', '\ud800', '\ue000'];
    for (let step = 0; step < 3000; step += 1) {
      const roll = random();
      const text = pool[Math.floor(random() * pool.length)] as string;
      if (roll < 0.45) {
        // A new row under a text no indexed row holds.
        if (expected.has(text)) continue;
        ids.set(texts.length, text);
        index.add(texts.length);
        expected.set(text, texts.length);
        texts.push(text);
      } else if (roll < 0.75 && expected.size > 0) {
        // A row leaves the index; its text stays in the column (a document that left keeps its slot).
        const [gone, row] = [...expected][Math.floor(random() * expected.size)] as [string, number];
        index.remove(row);
        expected.delete(gone);
      } else if (expected.size > 0) {
        // An indexed row's text changes: out of the index, set again, back in.
        const [old, row] = [...expected][Math.floor(random() * expected.size)] as [string, number];
        if (expected.has(text)) continue;
        index.remove(row);
        expected.delete(old);
        ids.set(row, text);
        texts[row] = text;
        index.add(row);
        expected.set(text, row);
      }
      expect(index.size).toBe(expected.size);
    }
    for (const text of pool) expect(index.rowOf(text)).toBe(expected.get(text) ?? -1);
    expect(ids.size).toBe(texts.length);
    texts.forEach((text, row) => {
      expect(ids.at(row)).toBe(text);
      expect(ids.equals(row, text)).toBe(true);
      expect(ids.equals(row, `${text}!`)).toBe(false);
      for (const bound of bounds) expect(ids.compare(row, bound) < 0).toBe(text < bound);
    });
  });

  it('keep Latin-1 texts a byte a unit and widen at the first wider unit, mid-text and after compaction, reading, hashing and comparing the same', () => {
    const texts = ['id-1', 'é-2', '', '\u00ff', 'abc\u0100def', 'x'.repeat(40), '\ud800', '😀', 'tail'];
    for (const first of [0, 2, 4]) {
      const column = new PackedStrings(1, 1);
      const narrow = texts.filter((text) => [...text].every((character) => character.charCodeAt(0) < 256 && character.length === 1));
      // Latin-1 rows first (set again, so compaction runs narrow), then the rest.
      narrow.forEach((text, row) => column.set(row, `${text}-old`));
      narrow.forEach((text, row) => column.set(row, text));
      const narrowBytes = column.bytes;
      const order = [...narrow, ...texts.filter((text) => !narrow.includes(text))].slice(first).concat([...narrow, ...texts.filter((text) => !narrow.includes(text))].slice(0, first));
      order.forEach((text, row) => column.set(row, text));
      expect(column.bytes).toBeGreaterThan(narrowBytes);
      order.forEach((text, row) => {
        expect(column.at(row)).toBe(text);
        expect(column.hash(row)).toBe(hashText(text));
        for (const other of texts) {
          expect(column.equals(row, other)).toBe(text === other);
          expect(Math.sign(column.compare(row, other))).toBe(text < other ? -1 : text > other ? 1 : 0);
        }
      });
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

  it('widen a coded column\'s codes from a byte to two and four as distinct values pass 256 and 65,536, keeping every row\'s value', () => {
    const column = new CodedStrings(4);
    const expected: string[] = [];
    const codeBytes: number[] = [];
    for (let row = 0; row < 80000; row += 1) {
      // A few repeats among new values, so codes and rows part ways.
      const text = row % 10 === 0 ? 'again' : `v${row}`;
      column.set(row, text);
      expected.push(text);
      if (row === 200 || row === 1000 || row === 79999) codeBytes.push(column.bytes - column.distinct * 8);
    }
    expect(column.distinct).toBe(72001);
    for (let row = 0; row < expected.length; row += 1) if (column.at(row) !== expected[row]) expect(column.at(row)).toBe(expected[row]);
    expect(column.codeAt(0)).toBe(column.codeAt(79990));
    expect(column.codeOf('v79999')).toBe(72000);
    // Room for 256, 1,024 and 131,072 rows: a byte a code, then two, then four.
    expect(codeBytes).toEqual([256, 2048, 524288]);
  });

  it('keep each value once in a coded column sealed after every write, as copies are after each committed write', () => {
    const column = CodedStrings.from(['agent-0', 'agent-1', 'agent-0']);
    const expected = ['agent-0', 'agent-1', 'agent-0'];
    for (let write = 0; write < 60; write += 1) {
      // One row a write and a seal after it (the table scans), then a batch of 20 rows (past 16 it maps again).
      const batch = write % 10 === 9 ? 20 : 1;
      for (let index = 0; index < batch; index += 1) {
        const text = `agent-${(write + index) % 4}`;
        column.set(column.size, text);
        expected.push(text);
      }
      column.seal();
    }
    expect(column.distinct).toBe(4);
    expect(expected.every((text, row) => column.at(row) === text)).toBe(true);
    expect(['agent-0', 'agent-1', 'agent-2', 'agent-3'].map((text) => column.codeOf(text))).toEqual([0, 1, 2, 3]);
  });

  it('give a sealed coded column\'s codes as the unsealed one does, and -1 for a value no row had', () => {
    const column = CodedStrings.from(['a', 'b', 'a', '']);
    expect(column.codeOf('a')).toBe(column.codeAt(0));
    expect(column.codeOf('')).toBe(column.codeAt(3));
    expect(column.codeOf('c')).toBe(-1);
    column.set(1, 'c');
    const unsealed = ['a', 'b', 'c', '', 'd'].map((text) => column.codeOf(text));
    column.seal();
    expect(['a', 'b', 'c', '', 'd'].map((text) => column.codeOf(text))).toEqual(unsealed);
    expect(column.codeOf('c')).toBe(column.codeAt(1));
    expect(column.codeOf('d')).toBe(-1);
  });
});
