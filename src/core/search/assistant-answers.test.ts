import { describe, expect, it } from 'vitest';
import { HashEmbedder } from '../../embedders/hash/hash-embedder.js';
import { InMemoryStore } from '../../stores/in-memory/in-memory-store.js';
import { rememberTurn } from '../../turns/remember-turn.js';
import { manualClock } from '../clock.js';
import { MemoryEngine } from '../engine.js';

/**
 * Only what the user said tells of the user's life (session 53): a turn memory's assistant reply
 * ("betta fish usually live two to three years", 六桌大概能坐六十人) answers no question about it,
 * so the search marks the memory as stating nothing of the asked type, as it would without the reply.
 */
describe('an answer the assistant alone gives', () => {
  it('leaves the turn memory missing the asked type, while the user’s own words still answer', async () => {
    const engine = new MemoryEngine({ store: new InMemoryStore(), embedder: new HashEmbedder(64), clock: manualClock('2026-03-25T12:00:00Z') });
    try {
      await rememberTurn(engine, { userId: 'u1', sessionId: 's1', turnId: '1', user: 'We set up a 20-gallon tank for our two hermit crabs.', assistant: 'Lovely! Keep it between 75 and 85 degrees.' });
      await rememberTurn(engine, { userId: 'u1', sessionId: 's1', turnId: '2', user: 'The crab tank heater is set to 80 degrees now.', assistant: 'Perfect.' });
      await rememberTurn(engine, { userId: 'u2', sessionId: 's1', turnId: '1', user: '搬新家了，在小区对面的酒楼订了六桌。', assistant: '六桌大概能坐六十人左右，名单最好早点定。' });
      const crabs = await engine.searchUncut({ userId: 'u1', query: 'What temperature do I keep the crab tank at?', topK: 5 });
      expect(crabs.find((result) => result.text.includes('20-gallon'))?.scores.missingAnswer).toBe(1);
      expect(crabs.find((result) => result.text.includes('heater'))?.scores.missingAnswer).toBeUndefined();
      const guests = await engine.searchUncut({ userId: 'u2', query: '乔迁酒一共请了多少人？', topK: 5 });
      expect(guests.find((result) => result.text.includes('六桌'))?.scores.missingAnswer).toBe(1);
    } finally {
      await engine.close();
    }
  });
});
