import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.js';
import { LocalEmbedder } from '../../embedders/local/local-embedder.js';
import { Memory } from '../../memory.js';
import { SqliteStore } from '../../stores/sqlite/sqlite-store.js';

/**
 * A question naming a day is answered by what the user told of that day, said days later
 * (told-days.ts): "Dad got stuck on the motorway on Tuesday", said on Sunday June 21, is the
 * answer to "What happened to my dad on June 16?". The real parts: the local model, SQLite,
 * `remember` at each session's time in +08:00. Around the day, other sessions speak of the same
 * person on the days nearest it, so by the time of telling alone one of them would lead (the first
 * two cases fail without told days; the 三天前 case is carried by its own words as well, and checks
 * that a resolved relative day keeps it first).
 */
const SESSIONS: Record<string, [string, string][]> = {
  en: [
    ['2026-06-15T20:00:00+08:00', "Dad started physio at the clinic today, his knee's been bad since spring."],
    ['2026-06-18T20:00:00+08:00', 'We took Dad out for his birthday dinner at the Thai place, he loved it.'],
    ['2026-06-21T22:30:00+08:00', 'Rough week. Dad got stuck on the motorway on Tuesday, the car died and he waited three hours for a tow.'],
  ],
  zh: [
    ['2026-03-03T20:00:00+08:00', '今天带猫去打了疫苗，它全程都在叫'],
    ['2026-03-06T20:00:00+08:00', '给猫买了个新猫爬架，它一直不肯上去'],
    ['2026-03-08T21:00:00+08:00', '这周真够呛，周三猫从阳台跳下去了，送去医院缝了三针'],
    ['2026-04-06T20:00:00+08:00', '手机出了点毛病，最近老是卡，打算换个新的'],
    ['2026-04-08T20:00:00+08:00', '手机的事烦死了，看了几款新的，还没想好买哪个'],
    ['2026-04-10T20:00:00+08:00', '三天前把手机摔了，屏幕全碎了，只能先用旧的'],
  ],
};
const NOW = '2026-11-30T20:00:00+08:00';

const embedder = new LocalEmbedder();
const clock = manualClock('2026-01-01T00:00:00Z');
const memory = new Memory({ store: new SqliteStore({ path: ':memory:' }), embedder, clock });

beforeAll(async () => {
  await memory.init();
  for (const [userId, sessions] of Object.entries(SESSIONS)) {
    for (const [index, [time, user]] of sessions.entries()) {
      clock.set(time);
      await memory.remember({ userId, sessionId: `${userId}-s${index + 1}`, turnId: '1', user, assistant: userId === 'zh' ? '好的，记下了。' : 'Noted.', time });
    }
  }
});
afterAll(() => memory.close());

async function firstText(userId: string, query: string): Promise<string | undefined> {
  const results = await memory.search({ userId, query, threshold: 0, now: NOW });
  return results[0]?.text;
}

describe('a question naming a day finds what was told of that day later', () => {
  const cases: [string, string, string][] = [
    ['en', 'What happened to my dad on June 16?', 'stuck on the motorway'],
    ['zh', '3月4号我家猫怎么了？', '阳台跳下去'],
    ['zh', '4月7日我的手机出了什么事？', '屏幕全碎'],
  ];
  for (const [userId, query, told] of cases) {
    it(`${query} → "${told}"`, async () => {
      expect(await firstText(userId, query)).toContain(told);
    });
  }

  it('a day nothing was told of still goes to the nearest day a memory is from', async () => {
    // June 14: nothing tells of it, the physio session of June 15 is nearest.
    expect(await firstText('en', 'What did Dad do on June 14?')).toContain('physio');
  });
});
