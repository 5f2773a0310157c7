import { describe, expect, it } from 'vitest';
import { summarizeExtractively } from './extractive-summarizer.js';
import { isFiller } from './filler.js';
import { splitSentences } from './sentences.js';

describe('isFiller', () => {
  it('recognises Chinese and English filler, alone or combined, with punctuation and emoji', () => {
    for (const filler of ['嗯', '嗯嗯。', '好的！', '哈哈好的', '哈哈哈', '好的，谢谢', 'thanks!', 'Thank you.', 'ok', 'OK 👍', 'haha', 'got it, thanks', '😊', '早上好', '...']) {
      expect(isFiller(filler), filler).toBe(true);
    }
  });

  it('keeps sentences with content', () => {
    for (const sentence of ['我对花生过敏', '好的，我住在南方', 'thanks, my order id is 8812', 'I live in Shenzhen', '预算五百元']) {
      expect(isFiller(sentence), sentence).toBe(false);
    }
  });
});

describe('splitSentences', () => {
  it('splits Chinese and English sentences and keeps decimals whole', () => {
    expect(splitSentences('我住在南方。经常下雨！你呢？')).toEqual(['我住在南方。', '经常下雨！', '你呢？']);
    expect(splitSentences('Version 3.5 is out. I tried it.\nOk')).toEqual(['Version 3.5 is out.', 'I tried it.', 'Ok']);
  });
});

describe('summarizeExtractively', () => {
  it('picks the informative sentences and skips filler such as 嗯, 好的, 哈哈, thanks', () => {
    const summary = summarizeExtractively([
      { user: '早上好', assistant: '早上好！今天想聊点什么？' },
      { user: '嗯', assistant: '还有什么需要帮忙的吗？' },
      { user: '我住在南方，经常下雨，路面湿滑', assistant: '南方雨水多，出门要注意防滑。' },
      { user: '哈哈好的', assistant: '😊' },
      { user: '我对花生过敏，吃了会起疹子', assistant: '好的' },
      { user: 'thanks', assistant: 'You are welcome' },
      { user: '我的预算一般在五百元以内', assistant: '明白。' },
    ]);
    const lines = summary.split('\n');
    expect(summary).toContain('我住在南方，经常下雨，路面湿滑');
    expect(summary).toContain('我对花生过敏，吃了会起疹子');
    expect(summary).toContain('我的预算一般在五百元以内');
    for (const filler of ['嗯', '好的', '哈哈', 'thanks', '早上好', '😊']) {
      expect(lines.some((line) => line.replace(/^- (助手：)?/, '').trim() === filler)).toBe(false);
    }
    // Said order is kept: the rain sentence came before the allergy one.
    expect(summary.indexOf('南方')).toBeLessThan(summary.indexOf('花生'));
  });

  it('limits the number of sentences and drops near-duplicates', () => {
    const turns = Array.from({ length: 10 }, (_, index) => ({ user: `我喜欢第${index + 1}种口味的冰淇淋，尤其是抹茶和草莓`, assistant: null }));
    const summary = summarizeExtractively(turns, { maxSentences: 3 });
    expect(summary.split('\n').length).toBeLessThanOrEqual(3);
    expect(summarizeExtractively([{ user: '我住在深圳', assistant: null }, { user: '我住在深圳', assistant: null }])).toBe('- 我住在深圳');
  });

  it('is made of what the user said in every session, never of assistant replies', () => {
    const sessions = [
      [
        { user: '我住在南方，经常下雨，路面湿滑', assistant: '南方雨水多，出门要注意防滑，建议选择鞋底有深纹路的鞋子。' },
        { user: '我每天骑共享单车去地铁站', assistant: '骑车加地铁，通勤挺灵活的。' },
      ],
      [
        { user: '我对花生过敏，吃了会起疹子', assistant: '记住了，推荐食物时会避开花生和花生油。' },
        { user: 'I usually run 5 km before work', assistant: 'Running 5 km every morning is a great habit for your health and focus.' },
      ],
    ];
    for (const turns of sessions) {
      const lines = summarizeExtractively(turns).split('\n');
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(turns.some((turn) => turn.user.includes(line.replace(/^- /, '')))).toBe(true);
      expect(lines.some((line) => /助手|Assistant/.test(line))).toBe(false);
    }
  });

  it('returns an empty summary when everything is filler', () => {
    expect(summarizeExtractively([{ user: '嗯', assistant: '好的' }, { user: 'ok thanks', assistant: 'haha' }])).toBe('');
  });
});
