import { describe, expect, it } from 'vitest';
import { defaultImportancePolicy } from './importance.js';
import { hasHan } from './language.js';
import { findRelativeTimeWords } from './relative-time.js';
import { extractByRules, type TurnContext } from './rule-extractor.js';

const TIME = '2026-03-04T21:30:00+08:00';

function extract(user: string, extra: Partial<TurnContext> = {}) {
  return extractByRules({ evidenceId: 's1:7', turnTime: TIME, user, ...extra }, defaultImportancePolicy);
}

function only(user: string) {
  const { proposals } = extract(user);
  expect(proposals).toHaveLength(1);
  return proposals[0] as NonNullable<(typeof proposals)[number]>;
}

describe('filler is never written', () => {
  it.each(['嗯', '好的', '哈哈哈', '嗯嗯，好的！', 'ok', 'thanks', 'Thank you!', 'ok thanks', '在吗', 'haha 好的', '不用了，谢谢'])('%s', (text) => {
    const result = extract(text);
    expect(result.filler).toBe(true);
    expect(result.proposals).toEqual([]);
  });

  it('drops filler sentences but keeps the fact next to them', () => {
    const memory = only('哈哈好的。我住在杭州');
    expect(memory.text).toBe('用户住在杭州。');
  });
});

describe('rules in Chinese', () => {
  it('keeps explicit preferences as semantic memories in Chinese', () => {
    const memory = only('我不吃香菜，闻到那个味儿就想吐');
    expect(memory).toMatchObject({ kind: 'semantic', category: 'preference', language: 'zh', evidence: ['s1:7'] });
    expect(memory.text).toBe('用户不吃香菜，闻到那个味儿就想吐。');
  });

  it('keeps a budget the user sets as a preference (it bears on every recommendation), not someone else\'s budget', () => {
    expect(only('我的预算一般在五百元以内')).toMatchObject({ kind: 'semantic', category: 'preference' });
    expect(only('我买手机预算两千左右')).toMatchObject({ category: 'preference' });
    expect(only('婚宴大概 28 桌，预算 25 万')).toMatchObject({ category: 'entity' });
  });

  it('keeps standing instructions as procedural memories without the "from now on" marker', () => {
    const memory = only('以后回复都短一点，别超过三句话');
    expect(memory).toMatchObject({ kind: 'procedural', category: 'instruction' });
    expect(memory.text).toBe('用户要求：回复都短一点，别超过三句话。');
  });

  it('keeps facts about the user: residence, job, family, pets, allergies', () => {
    expect(only('我住在上海').category).toBe('fact');
    expect(only('我是一名后端工程师').category).toBe('fact');
    expect(only('我老婆在医院上班').category).toBe('fact');
    expect(only('我家养了一只橘猫').category).toBe('fact');
    expect(only('我对花生过敏').category).toBe('safety');
  });

  it('keeps entities: dates, amounts, order ids', () => {
    const order = only('订单号 285016643917，降噪耳机');
    expect(order.category).toBe('task');
    expect(order.text).toContain('285016643917');
    expect(only('私教 coach 叫 Kevin，12 节课 4800').category).toBe('entity');
  });

  it('keeps task results and task state', () => {
    const memory = only('第三章的回归做完了，下周开始写第四章');
    expect(memory.category).toBe('task');
    expect(memory.slots.map((slot) => slot.attribute)).toContain('task:thesis');
    expect(memory.text).toBe('用户：第三章的回归做完了，2026年3月9日那一周开始写第四章。');
    expect(memory.eventDate).toBe('2026-03-09');
  });

  it('keeps a task result the assistant confirms with an id', () => {
    const { proposals } = extract('帮我下单吧', { assistant: '好的，订单已提交，订单号是 A12345678。' });
    expect(proposals.map((proposal) => proposal.text)).toEqual(['任务结果：订单已提交，订单号是 A12345678。']);
  });

  it('skips questions and chatter', () => {
    expect(extract('北京明天降温吗').proposals).toEqual([]);
    expect(extract('今天好累，不想学了').proposals).toEqual([]);
  });
});

describe('rules in English', () => {
  it('rewrites to a standalone sentence about the user, conjugating the verb', () => {
    const memory = only('I really hate cilantro');
    expect(memory).toMatchObject({ category: 'preference', language: 'en' });
    expect(memory.text).toBe('The user really hates cilantro.');
  });

  it('keeps a budget the user sets as a preference', () => {
    expect(only('My budget for a new laptop is about $1200')).toMatchObject({ category: 'preference', language: 'en' });
    expect(only('The company budget for the offsite is $20,000')).toMatchObject({ category: 'entity' });
  });

  it('keeps instructions as procedural', () => {
    const memory = only('From now on, please answer me in bullet points');
    expect(memory.kind).toBe('procedural');
    expect(memory.text).toBe('User instruction: answer the user in bullet points.');
  });

  it('keeps facts and amounts with their slots', () => {
    const memory = only('My rent is $1,850 a month for a one-bedroom in Oakland');
    expect(memory.text).toBe("The user's rent is $1,850 a month for a one-bedroom in Oakland.");
    expect(memory.slots.map((slot) => `${slot.attribute}=${slot.value}`).sort()).toEqual(['rent=1850', 'residence=oakland']);
  });

  it('resolves relative times so no dangling words remain', () => {
    const memory = only('I have a dentist appointment next Friday');
    expect(memory.text).toBe('The user has a dentist appointment on Friday, March 13, 2026.');
    expect(findRelativeTimeWords(memory.text)).toEqual([]);
  });
});

describe('mixed Chinese and English turns', () => {
  it('writes Chinese, keeping the English terms', () => {
    const memory = only('以后给我的代码示例都用 TypeScript，别给 JS 了');
    expect(memory.kind).toBe('procedural');
    expect(hasHan(memory.text)).toBe(true);
    expect(memory.text).toContain('TypeScript');
    expect(memory.slots).toEqual([{ subject: 'user', attribute: 'code:language', value: 'typescript', mode: 'single' }]);
  });

  it('keeps code-switched task state with its ids', () => {
    const memory = only('Pinia 的 PR #497 也 merged 了，现在就剩 e2e tests 在 CI 上挂着');
    expect(memory.category).toBe('task');
    expect(memory.text).toContain('PR #497');
    expect(memory.text).not.toContain('现在');
  });
});

describe('importance from rules', () => {
  it('ranks safety above instructions above preferences above plain entities', () => {
    const safety = only('我对青霉素过敏').importance;
    const instruction = only('以后回复都用中文').importance;
    const preference = only('我喜欢简约风格').importance;
    const entity = only('私教 coach 叫 Kevin，12 节课 4800').importance;
    expect(safety).toBeGreaterThan(instruction);
    expect(instruction).toBeGreaterThan(preference);
    expect(preference).toBeGreaterThan(entity);
  });

  it('raises strong preferences and explicit "remember"', () => {
    expect(only('我特别讨厌香菜').importance).toBeGreaterThan(only('我不吃香菜').importance);
    expect(only('记住，我女儿叫朵朵').importance).toBeGreaterThanOrEqual(defaultImportancePolicy.explicitRememberFloor);
  });
});
