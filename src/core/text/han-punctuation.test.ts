import { afterAll, describe, expect, it } from 'vitest';
import { withHanPunctuation } from './han-punctuation.js';
import { createDefaultEmbedder } from '../../embedders/default-embedder.js';
import { Memory } from '../../memory.js';
import { SqliteStore } from '../../stores/sqlite/sqlite-store.js';

describe('Chinese typed with Latin punctuation', () => {
  it('reads marks beside Chinese as Chinese marks, and leaves numbers and Latin text alone', () => {
    expect(withHanPunctuation('我们搬到了车公庙附近一个两居室,月租6800,两个人平摊.6月28号搬的.')).toBe('我们搬到了车公庙附近一个两居室，月租6800，两个人平摊。6月28号搬的。');
    expect(withHanPunctuation('终于突破平台期了,现在59.8!')).toBe('终于突破平台期了，现在59.8！');
    expect(withHanPunctuation('体重从68.5降到59.8,目标58')).toBe('体重从68.5降到59.8，目标58');
    expect(withHanPunctuation('I paid 1,400, ok.')).toBe('I paid 1,400, ok.');
    expect(withHanPunctuation('我用的是iPhone 15 Pro,很好用')).toBe('我用的是iPhone 15 Pro，很好用');
  });

  it('finds the same memories in the same order whichever marks the user typed', async () => {
    const embedder = createDefaultEmbedder();
    const memories: Memory[] = [];
    afterAll(async () => {
      for (const memory of memories) await memory.close();
    });
    const facts = ['我们搬到了车公庙附近一个两居室，月租6800，两个人平摊。', '体重卡在62快三周了，平台期好烦！', '科目一考了96分，一次过！4月3号考的。'];
    const ranked = async (latin: boolean): Promise<string[]> => {
      const memory = new Memory({ store: new SqliteStore({ path: ':memory:' }), embedder });
      memories.push(memory);
      await memory.init();
      const typed = (text: string): string => (latin ? text.replace(/，/gu, ',').replace(/。/gu, '.').replace(/！/gu, '!').replace(/？/gu, '?') : text);
      const ids = new Map<string, number>();
      for (const [index, fact] of facts.entries()) ids.set((await memory.add({ userId: 'u', text: typed(fact) })).id, index);
      const found: string[] = [];
      for (const question of ['我现在房租多少？', '我现在体重多少？', '科目一考了多少分？']) {
        const results = await memory.search({ userId: 'u', query: typed(question) });
        found.push(results.map((result) => `${ids.get(result.id)}:${result.relevance?.toFixed(3)}`).join(' '));
      }
      return found;
    };
    const full = await ranked(false);
    expect(full.every((line) => line.length > 0)).toBe(true);
    expect(await ranked(true)).toEqual(full);
  });
});
