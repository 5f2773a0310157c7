import { describe, expect, it } from 'vitest';
import { splitLongSentence, splitSentences } from './sentences.js';
import { countTokens } from './tokens.js';

describe('splitSentences', () => {
  it('splits Chinese at 。！？； with no space needed, keeping closing quotes with the sentence', () => {
    expect(splitSentences('记忆分三层。你知道吗？太好了！先存；再取。他说：“好的。”然后走了。')).toEqual([
      '记忆分三层。',
      '你知道吗？',
      '太好了！',
      '先存；',
      '再取。',
      '他说：“好的。”',
      '然后走了。',
    ]);
  });

  it('does not split Chinese at commas or colons', () => {
    expect(splitSentences('第一，第二：第三、第四')).toEqual(['第一，第二：第三、第四']);
  });

  it('splits English at sentence ends followed by a space and a non-lowercase start', () => {
    expect(splitSentences('LLMs are stateless. Memory is engineered! Is it? Yes.')).toEqual([
      'LLMs are stateless. ',
      'Memory is engineered! ',
      'Is it? ',
      'Yes.',
    ]);
  });

  it('keeps abbreviations, initials, decimals and file names inside the sentence', () => {
    expect(splitSentences('Dr. Li uses node.js 3.14 times a day, e.g. Mondays. J. K. Rowling agrees.')).toEqual([
      'Dr. Li uses node.js 3.14 times a day, e.g. Mondays. ',
      'J. K. Rowling agrees.',
    ]);
  });

  it('handles mixed Chinese and English and is lossless', () => {
    const text = '用 ChromaDB 存向量。It persists to disk. 但要注意落盘！\nNext line here.';
    const pieces = splitSentences(text);
    expect(pieces).toEqual(['用 ChromaDB 存向量。', 'It persists to disk. ', '但要注意落盘！\n', 'Next line here.']);
    expect(pieces.join('')).toBe(text);
  });
});

describe('splitLongSentence', () => {
  it('cuts an over-long sentence at clause marks into pieces within the budget, losslessly', () => {
    const sentence = Array.from({ length: 40 }, (_, index) => `第${index}个子句讲向量库的持久化`).join('，') + '。';
    const pieces = splitLongSentence(sentence, 30, countTokens);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(sentence);
    for (const piece of pieces) expect(countTokens(piece)).toBeLessThanOrEqual(30);
    // Every cut but the last falls right after a comma.
    for (const piece of pieces.slice(0, -1)) expect(piece.endsWith('，')).toBe(true);
  });

  it('cuts text with no clause marks at a character position, still within the budget', () => {
    const sentence = '向'.repeat(500);
    const pieces = splitLongSentence(sentence, 40, countTokens);
    expect(pieces.join('')).toBe(sentence);
    for (const piece of pieces) expect(countTokens(piece)).toBeLessThanOrEqual(40);
  });

  it('returns a sentence within the budget unchanged', () => {
    expect(splitLongSentence('short one.', 40, countTokens)).toEqual(['short one.']);
  });
});
