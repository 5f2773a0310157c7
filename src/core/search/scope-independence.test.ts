import { describe, expect, it } from 'vitest';
import { SqliteStore } from '../../stores/sqlite/sqlite-store.js';
import { createTestEngine } from '../../testing/engine-fixtures.js';
import { seededRandom } from '../../testing/seeded-random.js';

/**
 * A user's search results and every score in them do not depend on anyone else's data: the same
 * user's memories searched alone, and searched beside random memories of other users and other
 * tenants, give identical answers (issue 11). Real SQLite store, hashing embedder, fixed clock.
 */
const WORDS = ['coffee', 'grinder', 'nurse', 'night', 'shift', 'peanuts', 'allergy', 'Berlin', 'sister', '咖啡', '夜班', '护士', '花生', '过敏', '柏林'];
const OWN = ['I work as a nurse on night shifts', 'My sister lives in Berlin', 'I am allergic to peanuts', '我每天早上喝咖啡', '我在医院上夜班'];
const QUESTIONS = ['nurse', 'what is my job', 'peanuts allergy', '咖啡', 'Berlin sister', '夜班护士'];

function sentence(random: () => number): string {
  return Array.from({ length: 3 + Math.floor(random() * 6) }, () => WORDS[Math.floor(random() * WORDS.length)] as string).join(' ');
}

async function answers(withNoise: boolean, seed: number): Promise<unknown[]> {
  const { engine, clock } = createTestEngine({ store: new SqliteStore({ path: ':memory:' }), start: '2026-03-01T00:00:00.000Z' });
  const random = seededRandom(seed);
  const noise = async (): Promise<void> => {
    if (!withNoise) return;
    for (let index = 0; index < 4; index += 1) {
      await engine.add({ userId: `other-${Math.floor(random() * 3)}`, text: sentence(random) });
      await engine.forTenant('tenant-b').add({ userId: 'alice', text: sentence(random) });
    }
  };
  await noise();
  for (const [index, text] of OWN.entries()) {
    await engine.add({ id: `own-${index}`, userId: 'alice', text });
    clock.advance(60_000);
    await noise();
  }
  const results: unknown[] = [];
  for (const query of QUESTIONS) {
    const found = await engine.search({ userId: 'alice', query, includeKnowledge: false });
    results.push(found.map((result) => ({ id: result.id, score: result.score, relevance: result.relevance, scores: result.scores })));
  }
  await engine.close();
  return results;
}

describe('a user\'s search does not depend on other users or tenants', () => {
  it('gives identical results and scores with random writes of others around it', async () => {
    const alone = await answers(false, 1);
    expect(alone.some((found) => (found as unknown[]).length > 0)).toBe(true);
    for (const seed of [1, 2, 3]) expect(await answers(true, seed)).toEqual(alone);
  });
});
