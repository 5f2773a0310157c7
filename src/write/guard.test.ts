import { describe, expect, it } from 'vitest';
import { checkSupport } from './guard.js';

const TIME = '2026-03-04T21:30:00+08:00';

describe('hallucination guard (seed 004: 简约风格 never becomes 蓝色)', () => {
  it('refuses "user likes blue" from "user likes a simple style", in Chinese and English', () => {
    const zh = checkSupport('用户喜欢蓝色。', ['我喜欢简约风格'], TIME);
    expect(zh).toMatchObject({ supported: false, reason: 'unsupported-terms' });
    expect(zh.missing).toContain('蓝色');
    expect(checkSupport('用户喜欢蓝色主题。', ['我喜欢简约风格'], TIME).supported).toBe(false);
    const en = checkSupport('The user likes blue.', ['I like a simple style'], TIME);
    expect(en).toMatchObject({ supported: false, missing: ['blue'] });
  });

  it('accepts a faithful rewording', () => {
    expect(checkSupport('用户喜欢简约风格。', ['我喜欢简约风格'], TIME).supported).toBe(true);
    expect(checkSupport('The user prefers a simple style.', ['I like a simple style'], TIME).supported).toBe(true);
    expect(checkSupport('用户的妻子爱喝拿铁。', ['我老婆特别爱喝拿铁'], TIME).supported).toBe(true);
  });

  it('refuses numbers the source does not contain, and accepts normalised ones', () => {
    expect(checkSupport('用户期望薪资是 40k。', ['我期望薪资是 35k'], TIME)).toMatchObject({ supported: false, reason: 'unsupported-numbers' });
    expect(checkSupport('The user pays $2100 a month.', ['New place is $2,100 a month'], TIME).supported).toBe(true);
    expect(checkSupport('用户每天喝 200 毫升手冲。', ['每天一小杯手冲，两百毫升左右'], TIME).supported).toBe(true);
  });

  it('accepts dates resolved from the source\'s relative words and refuses others', () => {
    expect(checkSupport('用户2026年3月9日那一周去北京。', ['我下周去北京'], TIME).supported).toBe(true);
    expect(checkSupport('用户2026年3月10日去北京。', ['我下周去北京'], TIME)).toMatchObject({ supported: false, reason: 'unsupported-dates' });
    expect(checkSupport('The user has a dentist appointment on March 13, 2026.', ['I have a dentist appointment next Friday'], '2026-03-04T09:00:00-05:00').supported).toBe(true);
  });

  it('refuses a memory that flips what the user said', () => {
    expect(checkSupport('用户讨厌简约风格。', ['我喜欢简约风格'], TIME)).toMatchObject({ supported: false, reason: 'polarity' });
    expect(checkSupport('用户喜欢喝咖啡。', ['我不喝咖啡，一喝就心慌'], TIME)).toMatchObject({ supported: false, reason: 'polarity' });
    expect(checkSupport('用户不喝咖啡。', ['我不喝咖啡，一喝就心慌'], TIME).supported).toBe(true);
  });

  it('refuses names and ids that are not in the source', () => {
    expect(checkSupport('用户的代码示例都用 Python。', ['以后给我的代码示例都用 TypeScript'], TIME).supported).toBe(false);
    expect(checkSupport('The user lives in Berkeley.', ['I live in Oakland'], TIME).supported).toBe(false);
  });

  it('refuses a memory in another language than the user\'s', () => {
    expect(checkSupport('The user does not drink coffee.', ['我不喝咖啡'], TIME, { language: 'zh' })).toMatchObject({ supported: false, reason: 'language' });
  });
});
