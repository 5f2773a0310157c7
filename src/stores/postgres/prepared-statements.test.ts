import { describe, expect, it } from 'vitest';
import { PreparedStatements } from './prepared-statements.js';

describe('PreparedStatements', () => {
  it('gives one text one stable name, and distinct texts distinct names', () => {
    const statements = new PreparedStatements();
    const first = statements.config('SELECT $1::int', [1]);
    const again = statements.config('SELECT $1::int', [2]);
    const other = statements.config('SELECT $1::text', ['a']);
    expect(first.name).toMatch(/^agent_memory_[0-9a-f]{24}$/);
    expect(again).toEqual({ name: first.name, text: 'SELECT $1::int', values: [2] });
    expect(other.name).not.toBe(first.name);
    // The name is a function of the text alone, so another store names it the same.
    expect(new PreparedStatements().config('SELECT $1::int', []).name).toBe(first.name);
  });

  it('names only the first texts up to its capacity, and plans later shapes per call', () => {
    const statements = new PreparedStatements(2);
    const named = ['SELECT 1', 'SELECT 2'].map((text) => statements.config(text, []).name);
    expect(named.every((name) => typeof name === 'string')).toBe(true);
    expect(statements.config('SELECT 3', [])).toEqual({ text: 'SELECT 3', values: [] });
    expect(statements.config('SELECT 1', []).name).toBe(named[0]);
  });
});
