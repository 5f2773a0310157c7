import { describe, expect, it } from 'vitest';
import { analyze, loadUserDictionary } from './analyzer.js';

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
