import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.js';
import { LocalEmbedder } from '../../embedders/local/local-embedder.js';
import { Memory } from '../../memory.js';
import { SqliteStore } from '../../stores/sqlite/sqlite-store.js';
import { AskerOffsets, askerOffsetMinutes } from './asker-offset.js';

/**
 * Without `now`, a question's days are the asker's: those of the offset their latest turn was told
 * in. At 22:00 on March 11 in New York (03:00 UTC on March 12) "yesterday" is March 10, where UTC's
 * reading would give March 11, the day of the later memory, which recency favours as well. Real
 * parts: SQLite and the local model.
 */
const store = new SqliteStore({ path: ':memory:' });
const clock = manualClock('2026-01-01T00:00:00Z');
const memory = new Memory({ store, embedder: new LocalEmbedder(), clock });

async function tell(userId: string, time: string, user: string): Promise<void> {
  clock.set(time);
  await memory.remember({ userId, sessionId: `${userId}-${time.slice(0, 10)}`, turnId: '1', user, assistant: '好的。', time });
}

beforeAll(async () => {
  await memory.init();
  await tell('shanghai', '2026-03-10T20:00:00+08:00', '今天去爬了香山，腿都软了');
  await tell('shanghai', '2026-03-11T20:00:00+08:00', '今天去看了牙医，补了一颗牙');
  await tell('new-york', '2026-03-10T18:00:00-05:00', 'Went to the dentist today, one filling.');
  await tell('new-york', '2026-03-11T18:00:00-05:00', 'Climbed Bear Mountain today, my legs are jelly.');
  await memory.add({ userId: 'no-turns', text: 'I like tea.' });
});
afterAll(() => memory.close());

describe('askerOffsetMinutes', () => {
  it('takes the offset `now` is written with', async () => {
    expect(await askerOffsetMinutes(store, 'default', { userId: 'shanghai' }, '2026-03-12T07:30:00-05:00')).toBe(-300);
  });

  it("without `now`, takes the offset of the asker's own latest turn, and UTC when none has one", async () => {
    expect(await askerOffsetMinutes(store, 'default', { userId: 'shanghai' }, undefined)).toBe(480);
    expect(await askerOffsetMinutes(store, 'default', { userId: 'new-york' }, undefined)).toBe(-300);
    expect(await askerOffsetMinutes(store, 'default', { userId: 'no-turns' }, undefined)).toBe(0);
    expect(await askerOffsetMinutes(store, 'other-tenant', { userId: 'shanghai' }, undefined)).toBe(0);
    expect(await askerOffsetMinutes(store, 'default', {}, undefined)).toBe(0);
  });
});

describe('a question without `now`', () => {
  it("reads yesterday in the asker's calendar", async () => {
    clock.set('2026-03-12T03:00:00Z');
    const results = await memory.search({ userId: 'new-york', query: 'What did I do yesterday?', threshold: 0 });
    expect(results[0]?.text).toContain('dentist');
  });

  it('reads 昨天 in the asker\'s calendar', async () => {
    clock.set('2026-03-11T23:30:00Z');
    const results = await memory.search({ userId: 'shanghai', query: '我昨天干什么了？', threshold: 0 });
    expect(results[0]?.text).toContain('牙医');
  });
});

describe('AskerOffsets', () => {
  it("keeps each user's offset until a write in that user's scope", async () => {
    const offsets = new AskerOffsets();
    expect(await offsets.of(store, 'default', { userId: 'new-york' }, undefined)).toBe(-300);
    await tell('new-york', '2026-03-13T09:00:00+01:00', 'Landed in Paris this morning.');
    const latestOf = async (userId: string) => (await store.list({ tenantId: 'default', userId, statuses: ['active'] }, { limit: 1, offset: 0 }, { by: 'createdAt', direction: 'desc' })).items[0];
    const shanghai = await latestOf('shanghai');
    const newYork = await latestOf('new-york');
    if (!shanghai || !newYork) throw new Error('the users told turns');
    offsets.invalidate({ tenantId: 'default', upserts: [{ record: shanghai }] });
    expect(await offsets.of(store, 'default', { userId: 'new-york' }, undefined)).toBe(-300);
    offsets.invalidate({ tenantId: 'default', upserts: [{ record: newYork }] });
    expect(await offsets.of(store, 'default', { userId: 'new-york' }, undefined)).toBe(60);
  });
});
