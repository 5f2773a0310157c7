import { describe, expect, it } from 'vitest';
import { asksForAdvice, asksForHelp } from './request-cues.js';

describe('requests', () => {
  it('reads a request for advice by modal verbs, verbs of recommending and evaluative words, in both languages', () => {
    for (const question of ['Which colour should I pick?', 'Recommend a brand of running shoes', 'Which bakery items are safe for me?', '买新鞋的话选什么颜色好？', '推荐一款适合老人的手机']) {
      expect(asksForAdvice(question), question).toBe(true);
    }
    expect(asksForAdvice('What colour is my car?')).toBe(false);
  });

  it('reads a request to act by the imperative and "can you" frames, and asking for tips or ideas', () => {
    for (const question of ['Can you plan my dinners for next week?', 'Plan out my Sunday morning', 'I need a new sofa. Any tips?', '帮我安排个每天学一小时英语的时间', '双十一想买点运动装备，给点建议']) {
      expect(asksForHelp(question), question).toBe(true);
    }
    for (const question of ['Which hospital do I work at?', '我住在哪个城市？', 'When is my dentist appointment?']) expect(asksForHelp(question), question).toBe(false);
  });

  it('reads "best" in a noun for a person ("best friend", "best man") as no evaluation (session 41)', () => {
    expect(asksForAdvice("What's the name of Naomi's best friend?")).toBe(false);
    expect(asksForAdvice('Who was the best man at our wedding?')).toBe(false);
    expect(asksForAdvice("What's the best way to store my sourdough starter?")).toBe(true);
    expect(asksForAdvice('What should I get my best friend for her birthday?')).toBe(true);
  });
});
