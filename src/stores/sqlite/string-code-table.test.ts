import { describe, expect, it } from 'vitest';
import { StringCodeTable } from './string-code-table.js';

describe('StringCodeTable', () => {
  it('numbers strings in the order first added, once each', () => {
    const table = new StringCodeTable();
    expect(['active', 'archived', 'active', '', 'deleted'].map((text) => table.codeOf(text))).toEqual([0, 1, 0, 2, 3]);
    expect(table.size).toBe(4);
    expect(table.stringOf(2)).toBe('');
    expect(table.find('archived')).toBe(1);
    expect(table.find('missing')).toBe(-1);
  });

  it('gives a sealed table the same codes, adding by scan for a few strings and then through its map again', () => {
    const table = new StringCodeTable();
    for (let index = 0; index < 100; index += 1) table.codeOf(`text-${index}`);
    table.seal();
    expect(table.mapped).toBe(false);
    expect(table.find('text-42')).toBe(42);
    expect(table.find('text-100')).toBe(-1);
    const added: number[] = [];
    for (let index = 0; index < 40; index += 1) {
      // A known string and a new one each round: neither way of adding may number a string twice.
      expect(table.codeOf(`text-${index}`)).toBe(index);
      added.push(table.codeOf(`new-${index}`));
      if (index < 7) expect(table.mapped).toBe(false);
    }
    expect(table.mapped).toBe(true);
    expect(added).toEqual(Array.from({ length: 40 }, (_, index) => 100 + index));
    expect(table.size).toBe(140);
    table.seal();
    expect(table.codeOf('new-39')).toBe(139);
    expect(table.size).toBe(140);
  });

  it('refuses a string past its limit rather than give a code its arrays cannot hold', () => {
    const table = new StringCodeTable(3);
    ['a', 'b', 'c'].forEach((text) => table.codeOf(text));
    expect(table.codeOf('b')).toBe(1);
    expect(() => table.codeOf('d')).toThrow(RangeError);
    expect(table.size).toBe(3);
  });

  it('allows exactly the codes of the values asked for, and no code for a value it lacks', () => {
    const table = new StringCodeTable();
    ['active', 'archived', 'deleted'].forEach((text) => table.codeOf(text));
    table.seal();
    expect([...table.allowed(['deleted', 'active', 'superseded'])]).toEqual([1, 0, 1]);
    expect([...table.allowed([])]).toEqual([0, 0, 0]);
  });
});
