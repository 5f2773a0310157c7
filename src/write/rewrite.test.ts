import { describe, expect, it } from 'vitest';
import { toStandaloneSentence, trimSentence } from './rewrite.js';

const instruction = (said: string): string => toStandaloneSentence(trimSentence(said, true), { instruction: true });

/** [what the user said, words the rewrite must keep] */
const chinese: [string, string[]][] = [
  ['以后回答我都用简短的要点', ['回答', '简短的要点']],
  ['以后给我写代码都用TypeScript', ['写代码', 'TypeScript']],
  ['从现在开始跟我说话用中文', ['说话用中文']],
  ['记住，以后叫我小王', ['小王']],
  ['以后回复我的时候先说结论', ['回复的时候先说结论']],
  ['请以后别给我推荐辣的菜', ['别推荐辣的菜']],
  ['以后解释概念的时候多举例子', ['解释概念的时候多举例子']],
  ['从今天起你回答我要简洁一点', ['简洁一点']],
  ['以后帮我写邮件都署名老王', ['写邮件', '署名老王']],
  ['以后提醒我每天喝水', ['提醒用户每天喝水']],
  ['今后给我的建议都控制在三条以内', ['建议都控制在三条以内']],
  ['以后对我说话正式一点', ['说话正式一点']],
  ['以后回答我的问题时先列出处', ['回答用户的问题时先列出处']],
];

const english: [string, string[]][] = [
  ['From now on, answer me in short bullet points', ['answer the user in short bullet points']],
  ['Please always reply to me in English', ['always reply to the user in English']],
  ['From now on call me Sam', ['call the user Sam']],
  ['Going forward, keep your answers under 100 words', ['keep your answers under 100 words']],
  ['Remember to sign my emails with just "Tom"', ['sign the user\'s emails with just "Tom"']],
  ['From now on, give me code examples in Python', ['give the user code examples in Python']],
  ['Please stop using tables in your answers to me', ['stop using tables']],
  ['In the future, explain things to me like I am a beginner', ['like the user is a beginner']],
  ['From now on, when I ask for recipes, list the ingredients first', ['when the user asks for recipes']],
  ['Please remind me to drink water every day', ['remind the user to drink water every day']],
  ['Going forward, use a formal tone with me', ['use a formal tone with the user']],
  ['From now on, always cite sources in APA for me', ['always cite sources in APA']],
];

describe('standing instructions read naturally', () => {
  it.each(chinese)('zh: %s', (said, kept) => {
    const text = instruction(said);
    expect(text).toMatch(/^用户要求：[^：]+。$/u);
    for (const words of kept) expect(text).toContain(words);
    // The label names the user once; "answer the user / for the user" after it reads twice over.
    expect(text).not.toMatch(/(?:回答|回复|答复|给|跟|对|帮|替|为|向)用户(?!的问题)/u);
    expect(text).not.toMatch(/以后|今后|从现在|从今天|记住|请/u);
  });

  it.each(english)('en: %s', (said, kept) => {
    const text = instruction(said);
    expect(text).toMatch(/^User instruction: [a-z]/);
    expect(text).toMatch(/[.!?]$/);
    for (const words of kept) expect(text).toContain(words);
    expect(text).not.toMatch(/\b(?:me|my|I)\b|^User instruction: to\b|from now on|going forward|please/i);
  });

  it('leaves facts, which are about the user, written about the user', () => {
    expect(toStandaloneSentence('我住在南方，经常下雨', { instruction: false })).toBe('用户住在南方，经常下雨。');
    // A preamble to the news is not part of it ("跟你说下，" left "下，用户…搬到杭州了").
    expect(toStandaloneSentence(trimSentence('跟你说下，我上个月搬到杭州了', false), { instruction: false })).toBe('用户上个月搬到杭州了。');
    expect(toStandaloneSentence(trimSentence('告诉你一下，我换工作了', false), { instruction: false })).toBe('用户换工作了。');
    expect(toStandaloneSentence('I live in Oakland', { instruction: false })).toBe('The user lives in Oakland.');
    // An irregular past stays past: not "The user grews up".
    expect(toStandaloneSentence('I grew up in Ohio', { instruction: false })).toBe('The user grew up in Ohio.');
    expect(toStandaloneSentence('I taught piano for ten years', { instruction: false })).toBe('The user taught piano for ten years.');
    // A coordinated subject keeps its plural verb ("ares" before session 15).
    expect(toStandaloneSentence('My partner and I are saving for a house deposit', { instruction: false })).toBe("The user's partner and the user are saving for a house deposit.");
    expect(toStandaloneSentence('Tom and I go climbing on Sundays', { instruction: false })).toBe('Tom and the user go climbing on Sundays.');
  });
});
