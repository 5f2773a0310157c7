import { describe, expect, it } from 'vitest';
import { createTestEngine } from '../testing/engine-fixtures.js';
import { rememberTurn } from '../turns/remember-turn.js';
import { evidenceTurns } from './evidence-turns.js';

describe('evidenceTurns', () => {
  it("resolves a memory's evidence to its own user's turn when another user has a session of the same name", async () => {
    const { engine } = createTestEngine();
    await rememberTurn(engine, { userId: 'u1', sessionId: 's1', turnId: '1', user: 'I am allergic to peanuts', assistant: 'Noted.' });
    await rememberTurn(engine, { userId: 'u2', sessionId: 's1', turnId: '1', user: 'I live in Oslo', assistant: 'Nice.' });
    const mine = await engine.add({ userId: 'u2', kind: 'semantic', text: 'The user lives in Oslo.', evidence: ['s1:1'] });
    const theirs = await engine.add({ userId: 'u1', kind: 'semantic', text: 'The user is allergic to peanuts.', evidence: ['s1:1'] });
    expect((await evidenceTurns(engine, mine)).map((turn) => [turn.id, turn.text])).toEqual([['s1_1@u2', 'User: I live in Oslo\nAssistant: Nice.']]);
    expect((await evidenceTurns(engine, theirs)).map((turn) => [turn.id, turn.text])).toEqual([['s1_1', 'User: I am allergic to peanuts\nAssistant: Noted.']]);
  });

  it('leaves evidence unresolved when the turn is gone, never showing another user\'s turn in its place', async () => {
    const { engine } = createTestEngine();
    await rememberTurn(engine, { userId: 'u1', sessionId: 's1', turnId: '1', user: 'I am allergic to peanuts', assistant: 'Noted.' });
    const orphan = await engine.add({ userId: 'u2', kind: 'semantic', text: 'The user lives in Oslo.', evidence: ['s1:1'] });
    expect(await evidenceTurns(engine, orphan)).toEqual([{ evidenceId: 's1:1', id: null, text: null, sessionId: 's1', time: null }]);
  });
});
