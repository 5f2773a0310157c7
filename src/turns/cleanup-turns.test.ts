import { describe, expect, it } from 'vitest';
import { MemoryError } from '../core/errors.js';
import { createTestEngine } from '../testing/engine-fixtures.js';
import { cleanupTurns } from './cleanup-turns.js';
import { rememberTurn } from './remember-turn.js';
import { listTurnRecords } from './turn-record.js';

const DAY = 86_400_000;

async function seeded() {
  const fixture = createTestEngine({ start: '2026-03-10T00:00:00.000Z' });
  const { engine } = fixture;
  const at = (daysAgo: number) => new Date(Date.parse('2026-03-10T00:00:00.000Z') - daysAgo * DAY).toISOString();
  for (const [userId, sessionId] of [
    ['u1', 'a'],
    ['u1', 'b'],
    ['u2', 'c'],
  ] as const) {
    for (let turn = 1; turn <= 4; turn += 1) {
      // Turns 1 to 4 are 10, 8, 3 and 1 days old.
      await rememberTurn(engine, { userId, sessionId, turnId: String(turn), user: `${sessionId} message ${turn}`, time: at([10, 8, 3, 1][turn - 1] as number) });
    }
  }
  await engine.add({ userId: 'u1', text: 'a fact that is not a turn', kind: 'semantic' });
  return fixture;
}

const ids = async (engine: Awaited<ReturnType<typeof seeded>>['engine'], userId: string) => (await listTurnRecords(engine, { userId })).map((record) => record.id);

describe('cleanupTurns', () => {
  it('deletes turns older than a duration, only in the named user scope', async () => {
    const { engine } = await seeded();
    const result = await cleanupTurns(engine, { userId: 'u1', olderThan: '7d' });
    expect(result.deleted.sort()).toEqual(['a_1', 'a_2', 'b_1', 'b_2']);
    expect(result.cutoff).toBe('2026-03-03T00:00:00.000Z');
    expect(await ids(engine, 'u1')).toEqual(['a_3', 'b_3', 'a_4', 'b_4']);
    expect(await ids(engine, 'u2')).toEqual(['c_1', 'c_2', 'c_3', 'c_4']);
    expect((await engine.getAll({ userId: 'u1', kinds: ['semantic'] })).total).toBe(1);
    expect((await engine.history('a_1')).at(-1)?.event).toBe('delete');
  });

  it('keeps the newest N turns of each session, or of one session', async () => {
    const { engine } = await seeded();
    expect((await cleanupTurns(engine, { userId: 'u1', sessionId: 'a', keepLast: 1 })).deleted).toEqual(['a_1', 'a_2', 'a_3']);
    expect((await ids(engine, 'u1')).sort()).toEqual(['a_4', 'b_1', 'b_2', 'b_3', 'b_4']);
    const result = await cleanupTurns(engine, { userId: 'u1', keepLast: 2 });
    expect(result.deleted.sort()).toEqual(['b_1', 'b_2']);
    expect((await ids(engine, 'u1')).sort()).toEqual(['a_4', 'b_3', 'b_4']);
    expect(await ids(engine, 'u2')).toEqual(['c_1', 'c_2', 'c_3', 'c_4']);
  });

  it('combines both policies and supports a dry run', async () => {
    const { engine } = await seeded();
    const preview = await cleanupTurns(engine, { userId: 'u2', olderThan: '2026-03-05T00:00:00Z', keepLast: 3, dryRun: true });
    expect(preview.reasons).toEqual({ c_1: 'older-than', c_2: 'older-than' });
    expect(await ids(engine, 'u2')).toHaveLength(4);
    const twoLeft = await cleanupTurns(engine, { userId: 'u2', olderThan: '2026-03-01T00:00:00Z', keepLast: 2 });
    expect(twoLeft.reasons).toEqual({ c_1: 'older-than', c_2: 'keep-last' });
  });

  it('is refused without a user, or without a policy, and then deletes nothing', async () => {
    const { engine } = await seeded();
    for (const input of [{ olderThan: '1d' }, { userId: '', keepLast: 1 }, { userId: 'u1' }, { userId: 'u1', olderThan: 'last week' }, { userId: 'u1', keepLast: -1 }]) {
      const error = await cleanupTurns(engine, input as Parameters<typeof cleanupTurns>[1]).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(MemoryError.isInstance(error)).toBe(true);
      expect(['SCOPE_REQUIRED', 'INVALID_INPUT']).toContain(MemoryError.isInstance(error) ? error.code : '');
    }
    const missingUser = await cleanupTurns(engine, { olderThan: '1d' } as Parameters<typeof cleanupTurns>[1]).catch((caught: unknown) => caught);
    expect(MemoryError.isInstance(missingUser) && missingUser.code).toBe('SCOPE_REQUIRED');
    expect(await ids(engine, 'u1')).toHaveLength(8);
    expect(await ids(engine, 'u2')).toHaveLength(4);
  });
});
