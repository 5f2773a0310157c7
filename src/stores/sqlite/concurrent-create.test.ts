import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HashEmbedder } from '../../embedders/hash/hash-embedder.js';
import { Memory } from '../../memory.js';
import { SqliteStore } from './sqlite-store.js';

/**
 * Issue 12, defect 2: creation used to check that an id was free, embed, then upsert, so two
 * writers could both be acknowledged for one id and one write was silently lost. Two engines on
 * two connections to one file race here on every id; the insert-if-absent in the write
 * transaction must let exactly one win.
 */
describe('concurrent creates of one id on one file', () => {
  let directory = '';
  const opened: Memory[] = [];

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'agent-memory-race-'));
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((memory) => memory.close()));
    rmSync(directory, { recursive: true, force: true });
  });

  async function open(): Promise<Memory> {
    const memory = await Memory.open({ store: new SqliteStore({ path: join(directory, 'race.db') }), embedder: new HashEmbedder(32) });
    opened.push(memory);
    return memory;
  }

  it('acknowledges exactly one writer per id, gives the other a typed CONFLICT, and stores the winner', async () => {
    const [first, second] = [await open(), await open()];
    const ids = Array.from({ length: 60 }, (_, index) => `explicit-${index}`);
    const outcomes = await Promise.all(
      ids.flatMap((id) =>
        [first, second].map(async (memory, writer) => {
          try {
            await memory.add({ id, userId: 'alice', text: `writer ${writer} wrote ${id}` });
            return { id, writer, ok: true as const };
          } catch (error: unknown) {
            return { id, writer, ok: false as const, code: (error as { code?: unknown }).code };
          }
        }),
      ),
    );
    for (const id of ids) {
      const mine = outcomes.filter((outcome) => outcome.id === id);
      const winners = mine.filter((outcome) => outcome.ok);
      expect(winners, id).toHaveLength(1);
      expect(mine.filter((outcome) => !outcome.ok).map((outcome) => outcome.code)).toEqual(['CONFLICT']);
      const stored = await first.get(id, { userId: 'alice' });
      expect(stored.text).toBe(`writer ${winners[0]?.writer} wrote ${id}`);
      expect((await second.history(id, { userId: 'alice' })).map((entry) => entry.event)).toEqual(['create']);
    }
  });
});
