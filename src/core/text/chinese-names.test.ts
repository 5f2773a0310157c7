import { describe, expect, it } from 'vitest';
import { isCommonSurname, isSurname, looksLikeChineseName, surnameAfterXing, surnameEnding } from './chinese-names.js';

describe('the form of a Chinese name', () => {
  it('opens with a common surname, a two-character surname, or is a familiar form', () => {
    for (const word of ['王芳', '李建国', '欧阳娜娜', '司马光', '小雨', '阿杰', '老王']) expect(looksLikeChineseName(word), word).toBe(true);
  });

  it('leaves out the common words jieba tags as names, single characters and long words', () => {
    for (const word of ['明白', '滑雪', '左耳', '矫正', '康复训练', '周', '王小明同学']) expect(looksLikeChineseName(word), word).toBe(false);
  });

  it('reads a common surname alone as one (王 in 王医生), and no other single character', () => {
    expect(isCommonSurname('王')).toBe(true);
    expect(isCommonSurname('明')).toBe(false);
    expect(isCommonSurname('王芳')).toBe(false);
  });
});

describe('a surname after 姓', () => {
  it('reads a common one, and since session 51 any character standing alone before a pause, 的 or the end', () => {
    expect(surnameAfterXing('刘，人挺好')).toBe('刘');
    expect(surnameAfterXing('邬，干这行二十多年了')).toBe('邬');
    expect(surnameAfterXing('霍的老太太')).toBe('霍');
    expect(surnameAfterXing('钭。')).toBe('钭');
  });

  it('reads no interrogative, nor an uncommon character running on into a word', () => {
    expect(surnameAfterXing('什么？')).toBeUndefined();
    expect(surnameAfterXing('啥')).toBeUndefined();
    expect(surnameAfterXing('邬家')).toBeUndefined();
  });
});

describe('a surname on its own (session 61)', () => {
  it('reads a common surname or a two-character one whole, and the one a text ends with', () => {
    expect(isSurname('王')).toBe(true);
    expect(isSurname('欧阳')).toBe(true);
    expect(isSurname('欧')).toBe(false);
    expect(isSurname('老师')).toBe(false);
    expect(surnameEnding('带我们的是欧阳')).toBe('欧阳');
    expect(surnameEnding('带我们的是张')).toBe('张');
    expect(surnameEnding('带我们的是')).toBeUndefined();
  });
});
