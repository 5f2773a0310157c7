import { describe, expect, it } from 'vitest';
import { factSlots } from './fact-slots.js';
import { instructionSlots } from './instruction-slots.js';
import { slotKey } from './slot.js';
import { subjectOf } from './subject.js';
import { taskSlots } from './task-slots.js';

const keys = (slots: { subject: string; attribute: string; value: string }[]): string[] => slots.map((slot) => `${slotKey(slot)}=${slot.value}`);

describe('subjects: whose fact it is', () => {
  it.each([
    ['我老婆特别爱喝拿铁', 'spouse'],
    ['我同事说香菜是全世界最好吃的东西', 'colleague'],
    ['我朋友家也在装修', 'friend'],
    ['导师说第二章要重写', 'user'],
    ['My wife loves lattes', 'spouse'],
    ["Leo's allergic to tree nuts", 'leo'],
    ['I live in Oakland', 'user'],
    // The write pipeline's own wording of a fact names the speaker 用户 / "the user".
    ['用户老婆特别爱喝拿铁', 'spouse'],
    ["The user's husband ditched his Fitbit", 'spouse'],
    ['用户每周打三次羽毛球', 'user'],
    // Relatives and friends beyond the household.
    ['我表哥调到北京总部了', 'relative'],
    ['我哥们把他那辆奥迪卖了', 'friend'],
    // A sentence opening on an adverb and "got" is the user's; a name and "got" is that person's.
    ['Finally got promoted to senior engineer', 'user'],
    ['Just got back from Lisbon', 'user'],
    ['Sally got a job at Google', 'sally'],
  ])('%s → %s', (sentence, subject) => {
    expect(subjectOf(sentence)).toBe(subject);
  });
});

describe('fact slots', () => {
  it.each([
    ['I work as a barista at a café downtown.', 'barista'],
    ["I'm now a junior web developer at a small agency.", 'junior web developer'],
    ['I work as a software engineer at Google', 'software engineer'],
    ['我在一家游戏公司当测试，天天加班。', '测试'],
    ['我辞职了，现在去一家新能源车企做产品经理。', '产品经理'],
    // A sentence opening on an adverb stays the user's (it was read as a person called "Finally").
    ["Finally got promoted, I'm now a senior data scientist.", 'senior data scientist'],
  ])('reads a job from the construction that states it, listed or not: %s → %s', (sentence, job) => {
    expect(keys(factSlots(sentence))).toContain(`user|occupation=${job}`);
  });

  it.each(['I worked as a waiter in college', '当时我在公司加班', 'I work at home on Fridays'])('reads no current job from %s', (sentence) => {
    expect(keys(factSlots(sentence)).filter((key) => key.startsWith('user|occupation'))).toEqual([]);
  });

  it.each([
    ['I work nights at the hospital', 'user|workplace=hospital'],
    ['I work at the local library part-time', 'user|workplace=local library'],
    ['My wife works for a small startup', 'spouse|workplace=small startup'],
    ['I work at Google', 'user|workplace=google'],
  ])('reads a workplace named by a common noun or a name: %s', (sentence, key) => {
    expect(keys(factSlots(sentence))).toContain(key);
  });

  it.each(['I work at the weekend', 'I work at the moment on a novel', 'I work for a living', 'I work at home on Fridays', 'We work in the same building'])(
    'reads no workplace from a time or a manner: %s',
    (sentence) => {
      expect(keys(factSlots(sentence)).filter((key) => key.includes('workplace'))).toEqual([]);
    },
  );

  it('reads a whole diet as one attribute, so a new diet supersedes the old', () => {
    expect(keys(factSlots('I went fully vegan last autumn, so no meat, fish, dairy or eggs'))).toContain('user|consume:diet=vegan');
    expect(keys(factSlots('我现在吃素了'))).toEqual(['user|consume:diet=vegetarian']);
    expect(keys(factSlots('My sister is pescatarian'))).toContain('sibling|consume:diet=pescatarian');
    expect(keys(factSlots('I like jazz')).some((key) => key.includes('diet'))).toBe(false);
  });

  it('reads coffee with its polarity, whatever the wording', () => {
    expect(keys(factSlots('我不喝咖啡，一喝就心慌'))).toEqual(['user|consume:coffee=avoids']);
    expect(keys(factSlots('我最近开始喝手冲了，居然一点都不心慌'))).toEqual(['user|consume:coffee=likes']);
    expect(keys(factSlots('我老婆特别爱喝拿铁'))).toEqual(['spouse|consume:coffee=likes']);
    expect(keys(factSlots("I don't drink coffee"))).toEqual(['user|consume:coffee=avoids']);
  });

  it('takes a reaction in the next clause into account ("辣的也不行，一吃就胃疼")', () => {
    expect(keys(factSlots('辣的也不行，一吃就胃疼'))).toEqual(['user|consume:spicy=avoids']);
    expect(keys(factSlots('我现在居然能吃辣了，越辣越爽，胃也没事'))).toEqual(['user|consume:spicy=likes']);
  });

  it('reads residence in both languages, the destination of a move winning', () => {
    expect(keys(factSlots('我住在上海'))).toEqual(['user|residence=上海']);
    expect(keys(factSlots('我从上海搬到深圳了'))).toEqual(['user|residence=深圳']);
    expect(keys(factSlots('I moved from Shanghai to Shenzhen'))).toEqual(['user|residence=shenzhen']);
    expect(keys(factSlots('我现在住的地方太远了'))).toEqual([]);
  });

  it('ties each amount to the nearest keyword', () => {
    expect(keys(factSlots("Because of the higher rent I'm cutting my savings to $300 a month"))).toEqual(['user|savings=300']);
    expect(keys(factSlots('我期望薪资是 35k，现在是 28k'))).toEqual(['user|expected-salary=35000']);
    expect(keys(factSlots('房租我最多能接受六千'))).toEqual([]);
    expect(keys(factSlots('房租每月 6000 元'))).toEqual(['user|rent=6000']);
  });

  it('reads weekly schedules as a set of weekdays', () => {
    expect(keys(factSlots('每周一三五晚上去 gym'))).toEqual(['user|schedule:gym=135']);
    expect(keys(factSlots('公司周一周三老开会，所以健身改成周二周四晚上了，周六上午再加一次'))).toEqual(['user|schedule:gym=246']);
  });

  it('reads allergies, also to things outside the word lists', () => {
    expect(keys(factSlots('我女儿花生严重过敏'))).toEqual(['child|allergy:peanut=yes']);
    expect(keys(factSlots('护士说我是头孢过敏'))).toEqual(['user|allergy:头孢=yes']);
  });
});

describe('instruction slots', () => {
  it('takes the last value that is not negated', () => {
    expect(keys(instructionSlots('以后回复都短一点，别超过三句话'))).toEqual(['user|response:length=short']);
    expect(keys(instructionSlots('when you draft emails for me, write normal paragraphs, no bullets'))).toEqual(['user|response:format@email=paragraphs']);
    expect(keys(instructionSlots('please answer me in bullet points'))).toEqual(['user|response:format=bullets']);
  });

  it('qualifies an instruction by its domain, so a code-only exception does not replace the general rule', () => {
    expect(keys(instructionSlots('之前说回复要短，写代码相关的就别限制了，可以详细点'))).toEqual(['user|response:length@code=long']);
  });
});

describe('task slots', () => {
  it('names the task, so the latest state of the same task replaces the previous one', () => {
    expect(taskSlots('水电今天验收了，明天木工进场').map((slot) => slot.attribute)).toEqual(['task:renovation']);
    expect(taskSlots('GPU finally arrived and drivers are done').map((slot) => slot.attribute)).toEqual(['task:pc-build']);
    expect(taskSlots('瓷砖选好了吗').map((slot) => slot.attribute)).toEqual([]);
  });

  it('tracks orders by id', () => {
    expect(taskSlots('订单号 285016643917 已发货').map((slot) => slot.attribute)).toEqual(['order:285016643917']);
  });
});
