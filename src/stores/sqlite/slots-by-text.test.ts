import { describe, expect, it } from 'vitest';
import { seededRandom } from '../contract/fixtures.js';
import { SlotsByText } from './slots-by-text.js';
import { TextColumn } from './text-column.js';

describe('TextColumn and SlotsByText', () => {
  it('reads packed and loose texts back, compares them as JavaScript strings do, and finds rows by text as a Map would through adds, changes, removals and packs', () => {
    const random = seededRandom(31);
    const column = new TextColumn();
    // A small table from the start: many collisions, rehashes and backward shifts.
    const index = new SlotsByText(column, 0);
    const expected = new Map<string, number>();
    const texts: string[] = [];
    const pool = Array.from({ length: 300 }, (_, at) => (at % 7 === 0 ? `é-${at}` : at % 11 === 0 ? '' : `id-${at}-${'x'.repeat(at % 5)}`));
    const bounds = ['', 'id-1', 'id-150', 'id-2', 'é', 'z', 'id-10-x', 'id-10-xxx'];
    for (let step = 0; step < 3000; step += 1) {
      const roll = random();
      if (roll < 0.45) {
        // A new row under a text no live row holds.
        const text = pool[Math.floor(random() * pool.length)] as string;
        if (expected.has(text)) continue;
        const row = texts.length;
        texts.push(text);
        column.set(row, text);
        index.set(row);
        expected.set(text, row);
      } else if (roll < 0.75 && expected.size > 0) {
        const [text, row] = [...expected][Math.floor(random() * expected.size)] as [string, number];
        index.delete(text, row + 1);
        expect(index.get(text)).toBe(row);
        index.delete(text, row);
        expected.delete(text);
      } else if (roll < 0.9 && expected.size > 0) {
        // A row's text changes: out of the table before the column changes.
        const [text, row] = [...expected][Math.floor(random() * expected.size)] as [string, number];
        const next = pool[Math.floor(random() * pool.length)] as string;
        if (expected.has(next)) continue;
        index.delete(text, row);
        expected.delete(text);
        column.set(row, next);
        texts[row] = next;
        index.set(row);
        expected.set(next, row);
      } else {
        column.pack(Math.floor(random() * (texts.length + 1)));
      }
      expect(index.size).toBe(expected.size);
    }
    for (const text of pool) expect(index.get(text)).toBe(expected.get(text) ?? -1);
    column.pack(texts.length);
    texts.forEach((text, row) => {
      expect(column.get(row)).toBe(text);
      expect(column.equals(row, text)).toBe(true);
      expect(column.equals(row, `${text}!`)).toBe(false);
      for (const bound of bounds) expect(column.isBefore(row, bound)).toBe(text < bound);
    });
    for (const text of pool) expect(index.get(text)).toBe(expected.get(text) ?? -1);
  });
});
