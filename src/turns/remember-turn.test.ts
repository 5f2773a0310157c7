import { describe, expect, it } from 'vitest';
import { MemoryError } from '../core/errors.js';
import { createTestEngine } from '../testing/engine-fixtures.js';
import { rememberTurn } from './remember-turn.js';
import { listTurnRecords } from './turn-record.js';

async function codeOf(promise: Promise<unknown>): Promise<string | null> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  return MemoryError.isInstance(error) ? error.code : String(error);
}

describe('rememberTurn', () => {
  it('stores a turn as the episodic memory <session>_<turn> with session, turn and time', async () => {
    const { engine } = createTestEngine();
    const { record, outcome } = await rememberTurn(engine, {
      userId: 'u1',
      sessionId: 's1',
      turnId: '3',
      user: '我住在南方，经常下雨',
      assistant: '出门注意防滑。',
      time: '2026-03-02T09:00:00+08:00',
    });
    expect(outcome).toBe('created');
    expect(record.id).toBe('s1_3');
    expect(record.kind).toBe('episodic');
    expect(record.scope).toEqual({ userId: 'u1', sessionId: 's1' });
    expect(record.text).toBe('用户：我住在南方，经常下雨\n助手：出门注意防滑。');
    expect(record.eventTime).toBe('2026-03-02T01:00:00.000Z');
    expect(record.metadata).toMatchObject({ layer: 'turn', sessionId: 's1', turnId: '3', turnNumber: 3 });
    expect(record.evidence).toEqual(['s1:3']);
    const english = await rememberTurn(engine, { userId: 'u1', sessionId: 's1', turnId: '4', user: 'I walk to work', assistant: 'Nice.' });
    expect(english.record.text).toBe('User: I walk to work\nAssistant: Nice.');
    expect(english.record.eventTime).toBe(engine.now());
  });

  it('remembering the same turn again replaces it, never duplicates it, and keeps history', async () => {
    const { engine } = createTestEngine();
    const turn = { userId: 'u1', sessionId: 's1', turnId: '1', user: 'What is 2+2?', assistant: 'five', time: '2026-03-02T09:00:00Z' };
    await rememberTurn(engine, turn);
    const again = await rememberTurn(engine, turn);
    expect(again.outcome).toBe('unchanged');
    const regenerated = await rememberTurn(engine, { ...turn, assistant: 'four' });
    expect(regenerated.outcome).toBe('replaced');
    expect(regenerated.record.id).toBe('s1_1');

    const turns = await listTurnRecords(engine, { userId: 'u1' });
    expect(turns.map((record) => [record.id, record.text])).toEqual([['s1_1', 'User: What is 2+2?\nAssistant: four']]);
    const history = await engine.history('s1_1');
    expect(history.map((entry) => entry.event)).toEqual(['create', 'update']);
    expect(history[1]?.before?.text).toContain('five');
    const results = await engine.search({ userId: 'u1', query: 'What is 2+2', threshold: 0 });
    expect(results.filter((result) => result.id === 's1_1')).toHaveLength(1);
  });

  it("reopens a closed turn when the user's words are replaced, and keeps it closed when only the reply is", async () => {
    const { engine } = createTestEngine();
    const turn = { userId: 'u1', sessionId: 's1', turnId: '1', user: 'I drive an old Honda Civic', assistant: 'Nice.', time: '2026-03-02T09:00:00Z' };
    await rememberTurn(engine, turn);
    // As a later "I sold my Civic" closes it (write/rules/retraction.ts).
    await engine.update('s1_1', { validTo: '2026-06-01T00:00:00.000Z', supersededBy: 'later-fact' });
    const reply = await rememberTurn(engine, { ...turn, assistant: 'Noted.' });
    expect([reply.outcome, reply.record.validTo, reply.record.supersededBy]).toEqual(['replaced', '2026-06-01T00:00:00.000Z', 'later-fact']);
    const words = await rememberTurn(engine, { ...turn, user: 'I drive a white Toyota Corolla' });
    expect([words.outcome, words.record.validTo, words.record.supersededBy]).toEqual(['replaced', null, null]);
  });

  it('refuses bad turns and leaves the store unchanged', async () => {
    const { engine } = createTestEngine();
    await rememberTurn(engine, { userId: 'u1', sessionId: 's1', turnId: '1', user: 'kept', assistant: 'yes' });
    expect(await codeOf(rememberTurn(engine, { userId: '', sessionId: 's1', turnId: '2', user: 'x' }))).toBe('INVALID_INPUT');
    expect(await codeOf(rememberTurn(engine, { userId: 'u1', sessionId: 'bad session', turnId: '2', user: 'x' }))).toBe('INVALID_INPUT');
    expect(await codeOf(rememberTurn(engine, { userId: 'u1', sessionId: 's1', turnId: '2', user: '   ' }))).toBe('INVALID_INPUT');
    expect(await codeOf(rememberTurn(engine, { userId: 'u1', sessionId: 's1', turnId: '2', user: 'x', time: 'yesterday' }))).toBe('INVALID_INPUT');
    expect(await codeOf(rememberTurn(engine, { userId: 'u1', sessionId: 's1', turnId: '2', user: 'x'.repeat(20_000) }))).toBe('TEXT_TOO_LONG');
    const turns = await listTurnRecords(engine, { userId: 'u1' });
    expect(turns.map((record) => record.text)).toEqual(['User: kept\nAssistant: yes']);
  });

  it("gives another user's turn of the same session and turn id its own record, and never touches the first user's", async () => {
    const { engine } = createTestEngine();
    await rememberTurn(engine, { userId: 'u1', sessionId: 's1', turnId: '1', user: 'I am allergic to peanuts', assistant: 'Noted.' });
    const second = await rememberTurn(engine, { userId: 'u2', sessionId: 's1', turnId: '1', user: 'I live in Oslo', assistant: 'Nice.' });
    expect([second.outcome, second.record.id, second.record.scope.userId]).toEqual(['created', 's1_1@u2', 'u2']);
    // The same turn again lands on the same record for each user.
    const again = await rememberTurn(engine, { userId: 'u2', sessionId: 's1', turnId: '1', user: 'I live in Bergen', assistant: 'Nice.' });
    expect([again.outcome, again.record.id]).toEqual(['replaced', 's1_1@u2']);
    expect((await listTurnRecords(engine, { userId: 'u1' })).map((record) => [record.id, record.text])).toEqual([['s1_1', 'User: I am allergic to peanuts\nAssistant: Noted.']]);
    expect((await listTurnRecords(engine, { userId: 'u2' })).map((record) => [record.id, record.text])).toEqual([['s1_1@u2', 'User: I live in Bergen\nAssistant: Nice.']]);
    // With the first user's turn gone, the second user's is still found under its own id: no second record.
    await engine.delete('s1_1', { userId: 'u1' });
    const later = await rememberTurn(engine, { userId: 'u2', sessionId: 's1', turnId: '1', user: 'I live in Bergen', assistant: 'Nice.' });
    expect([later.outcome, later.record.id]).toEqual(['unchanged', 's1_1@u2']);
    expect((await listTurnRecords(engine, { userId: 'u2' })).map((record) => record.id)).toEqual(['s1_1@u2']);
  });

  it('keeps a turn of the longest session, turn and user ids within the id limit, the same record each time', async () => {
    const { engine } = createTestEngine();
    const sessionId = 's'.repeat(200);
    const turnId = '7'.repeat(55);
    const first = await rememberTurn(engine, { userId: 'u1', sessionId, turnId, user: 'I live in Oslo', assistant: 'Nice.' });
    const other = await rememberTurn(engine, { userId: 'u'.repeat(256), sessionId, turnId, user: 'I live in Lima', assistant: 'Nice.' });
    expect(first.record.id).toBe(`${sessionId}_${turnId}`);
    // The second user's qualified id would pass 256 characters: its beginning and a digest of the whole.
    expect(other.record.id).toMatch(/^s{200}_7{22}:[0-9a-f]{32}$/);
    expect(other.record.id).toHaveLength(256);
    const again = await rememberTurn(engine, { userId: 'u'.repeat(256), sessionId, turnId, user: 'I live in Cusco', assistant: 'Nice.' });
    expect([again.outcome, again.record.id]).toEqual(['replaced', other.record.id]);
    expect((await listTurnRecords(engine, { userId: 'u'.repeat(256) })).map((record) => record.text)).toEqual(['User: I live in Cusco\nAssistant: Nice.']);
    // A session and turn id too long to name the turn together are refused up front, with the reason.
    const refused = await rememberTurn(engine, { userId: 'u1', sessionId, turnId: '7'.repeat(56), user: 'x' }).catch((error: unknown) => error);
    expect(MemoryError.isInstance(refused) && refused.code).toBe('INVALID_INPUT');
    expect(String((refused as Error).message)).toContain('sessionId and turnId together');
  });

  it('never replaces a memory of another kind that holds the id: the turn takes the qualified id', async () => {
    const { engine } = createTestEngine();
    await engine.add({ id: 's1_1', userId: 'u1', kind: 'semantic', text: 'User prefers tea' });
    const turn = await rememberTurn(engine, { userId: 'u1', sessionId: 's1', turnId: '1', user: 'I like green tea', assistant: 'Noted.' });
    expect(turn.record.id).toBe('s1_1@u1');
    expect((await engine.get('s1_1', { userId: 'u1' })).text).toBe('User prefers tea');
  });
});
