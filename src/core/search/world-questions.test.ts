import { describe, expect, it } from 'vitest';
import { asksAboutTheWorld } from './world-questions.js';

describe('asksAboutTheWorld', () => {
  it.each([
    '感冒一般几天能好？',
    '为什么秋天树叶会变黄？',
    '什么是通货膨胀？',
    '“内卷”是什么意思？',
    '绿茶和红茶有什么区别？',
    '空调制冷的原理是什么？',
    'How long do house cats usually live?',
    'What does APY mean on a savings account?',
    "What's the difference between baking soda and baking powder?",
    'Why do onions make people cry?',
    'How does a heat pump work?',
  ])('reads %s as a question about the world', (question) => {
    expect(asksAboutTheWorld(question)).toBe(true);
  });

  it.each([
    // About the user: a pronoun, a relative, or a name the question holds.
    '我一般几点睡觉？',
    '我为什么总是失眠？',
    '女儿一般几点放学？',
    'How long do I usually run on Sundays?',
    'Why does Dad usually call on Sundays?',
    'What does Biscuit usually eat?',
    'Why are flowers important to Melanie?',
    // No generic marker: a request for advice, or a question about the user's own things.
    "What's a good stretch for lower back pain?",
    'What is a good place for dogs to run around?',
    '推荐一部电影',
    '客厅的瓷砖是什么规格？',
    'Where is the hive placed?',
  ])('does not read %s as a question about the world', (question) => {
    expect(asksAboutTheWorld(question)).toBe(false);
  });
});
