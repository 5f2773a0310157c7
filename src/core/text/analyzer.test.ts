import { describe, expect, it } from 'vitest';
import { analyze, loadUserDictionary, loadUserDictionaryFile } from './analyzer.js';

describe('analyzer', () => {
  it('segments Chinese with jieba and drops stop words', () => {
    const terms = analyze('我住在南方，经常下雨，路面湿滑');
    expect(terms).toEqual(expect.arrayContaining(['南方', '下雨', '路面', '湿滑']));
    expect(terms).not.toContain('我');
    expect(terms).not.toContain('，');
  });

  it('lowercases, stems and drops English stop words', () => {
    const terms = analyze('The Runners were RUNNING to the stations');
    expect(terms).toEqual(['runner', 'run', 'station']);
  });

  it('handles mixed text and keeps numbers', () => {
    const terms = analyze('订单 A1024 花了 300 dollars 在 Shenzhen');
    expect(terms).toEqual(expect.arrayContaining(['订单', 'a1024', '300', 'dollar', 'shenzhen']));
  });

  it('ends a number run at Han script, keeping a number with its unit as the question writes it', () => {
    // A rewritten memory puts a date before the words: they must stay findable.
    const terms = analyze('用户2026年3月1日前后在搞生酮饮食');
    expect(terms).toEqual(expect.arrayContaining(['2026年', '3月', '1日', '生酮', '饮食']));
    expect(analyze('我5月4日分享了什么？')).toEqual(expect.arrayContaining(['5月', '4日']));
    expect(analyze('iPhone13手机')).toEqual(['iphone13', '手机']);
  });

  it('index and query terms line up for paraphrased plurals', () => {
    expect(analyze('shoes')).toEqual(analyze('shoe'));
  });

  it('accepts a user dictionary for domain words', () => {
    expect(analyze('我在用向量数据库帆船库')).not.toContain('帆船库');
    loadUserDictionary(['帆船库 100 n']);
    expect(analyze('我在用向量数据库帆船库')).toContain('帆船库');
  });

  it('yields nothing for filler', () => {
    expect(analyze('嗯 好的 哈哈 ok thanks')).toEqual([]);
  });
});

describe('analyzer stop words and user dictionary files', () => {
  it('drops question and request words in both languages, but keeps content words', () => {
    expect(analyze('帮我推荐一下多少钱的耳机比较好？')).toEqual(expect.arrayContaining(['钱', '耳机']));
    expect(analyze('帮我推荐一下多少钱的耳机比较好？')).not.toEqual(expect.arrayContaining(['帮我', '推荐', '多少', '比较']));
    expect(analyze('Can you recommend a good sci-fi series?')).toEqual(['sci', 'fi', 'seri']);
    // Stop-worded after stemming too, and "May" the month survives.
    expect(analyze('suggestions for May')).toEqual(['mai']);
  });

  it('loads a dictionary file, skipping comments and blank lines, and refuses a missing file', async () => {
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const folder = mkdtempSync(join(tmpdir(), 'analyzer-dict-'));
    try {
      const file = join(folder, 'words.txt');
      writeFileSync(file, '# agent words\n\n智能体 100 n\n');
      expect(analyze('用智能体记忆引擎')).not.toContain('智能体');
      expect(loadUserDictionaryFile(file)).toBe(1);
      expect(analyze('用智能体记忆引擎')).toContain('智能体');
      expect(() => loadUserDictionaryFile(join(folder, 'missing.txt'))).toThrow(/cannot read user dictionary/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
