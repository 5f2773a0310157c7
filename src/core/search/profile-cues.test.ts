import { describe, expect, it } from 'vitest';
import { LocalEmbedder } from '../../embedders/local/local-embedder.js';
import { InMemoryStore } from '../../stores/in-memory/in-memory-store.js';
import { buildRecord } from '../../testing/records.js';
import { MemoryEngine } from '../engine.js';
import { findProfileCues, matchesProfileCue } from './profile-cues.js';

describe('profile cues', () => {
  it('name the attributes a question asks about, in Chinese and English', () => {
    expect(findProfileCues('Which city do I live in?')?.slotPrefixes).toContain('user|residence');
    expect(findProfileCues('晚饭吃点什么好？')?.slotPrefixes).toContain('user|consume:');
    expect(findProfileCues('Suggest something I could cook for dinner')?.categories).toEqual(expect.arrayContaining(['safety', 'instruction']));
    expect(findProfileCues('新能源车和油车怎么选？')?.categories).toContain('instruction');
    // How the user wants replies bears on any request for advice or a draft, whatever its topic.
    expect(findProfileCues('周末带爸妈去哪玩比较好？')?.categories).toContain('instruction');
    expect(findProfileCues('Draft an email to my landlord')?.categories).toContain('instruction');
    expect(findProfileCues('What is the capital of Peru?')).toBeNull();
    expect(findProfileCues('我那辆车的保险几号到期？')).toBeNull();
    // Something to buy: the budget the user stated.
    expect(findProfileCues('下雨天路滑，推荐一双我通勤穿的鞋')?.slotPrefixes).toContain('user|budget');
    expect(findProfileCues('Which laptop should I buy?')?.slotPrefixes).toContain('user|budget');
  });

  it('match memories by the slot keys and category the write pipeline tagged', () => {
    const cue = findProfileCues('Can I order the salmon?');
    expect(cue).not.toBeNull();
    const tagged = buildRecord('a', { metadata: { slotKeys: ['user|consume:diet'], category: 'preference' } });
    const allergy = buildRecord('b', { metadata: { slotKeys: [], category: 'safety' } });
    const hobby = buildRecord('c', { metadata: { slotKeys: ['user|hobby'], category: 'preference' } });
    expect([tagged, allergy, hobby].filter((record) => matchesProfileCue(record, cue!)).map((record) => record.id)).toEqual(['a', 'b']);
  });

  it("let search find a standing diet that shares no word with the question, and still nothing for an off-topic one", async () => {
    const engine = new MemoryEngine({ store: new InMemoryStore(), embedder: new LocalEmbedder() });
    await engine.add({ userId: 'u1', text: 'The user went fully vegan in autumn 2025, so no meat, fish, dairy or eggs.', metadata: { category: 'preference', slotKeys: ['user|consume:diet'] } });
    await engine.add({ userId: 'u1', text: 'The user plays badminton on Thursdays.', metadata: { category: 'preference', slotKeys: ['user|hobby'] } });
    await engine.add({ userId: 'u1', text: 'The user is renovating the kitchen this spring.' });
    const answers = await engine.search({ userId: 'u1', query: 'Is the grilled salmon at the restaurant okay for me?' });
    expect(answers[0]?.text).toContain('vegan');
    expect(answers.some((result) => result.text.includes('badminton'))).toBe(false);
    expect(await engine.search({ userId: 'u1', query: 'How do I get a red wine stain out of a carpet?' })).toEqual([]);
    await engine.close();
  });
});

describe('domain cues', () => {
  it('match preferences and facts about the question\'s domain by their text, tagged or not', () => {
    const cue = findProfileCues('买新鞋的话选什么颜色好？');
    expect(cue).not.toBeNull();
    const wardrobe = buildRecord('a', { text: '用户衣柜里基本都是黑白灰，花里胡哨的用户穿不出去。', metadata: { category: 'preference' } });
    const residence = buildRecord('b', { text: '用户住广州，一年大半时间都在下雨。', metadata: { category: 'fact', slotKeys: ['user|residence'] } });
    const podcasts = buildRecord('c', { text: '用户平时都听相声。', metadata: { category: 'preference' } });
    const turn = buildRecord('d', { text: '用户：我衣柜里基本都是黑白灰' });
    expect([wardrobe, residence, podcasts, turn].filter((record) => matchesProfileCue(record, cue!)).map((record) => record.id)).toEqual(['a', 'b']);
    const hours = findProfileCues('My manager wants a 30-minute call, what time slot should I suggest?');
    const shifts = buildRecord('e', { text: 'The user is an ICU nurse on nights, 7pm to 7am.', metadata: { category: 'fact', slotKeys: ['user|occupation'] } });
    expect(matchesProfileCue(shifts, hours!)).toBe(true);
    expect(matchesProfileCue(shifts, findProfileCues('Recommend a sci-fi series to binge')!)).toBe(false);
  });

  it('let a gift question find what a parent may not eat, and an unrelated request still nothing', async () => {
    const engine = new MemoryEngine({ store: new InMemoryStore(), embedder: new LocalEmbedder() });
    await engine.add({ userId: 'u1', text: '用户爸天天要喝两口白酒，医生说他肝功能有点问题。', kind: 'semantic', metadata: { category: 'preference', slotKeys: ['father|consume:alcohol'] } });
    await engine.add({ userId: 'u1', text: '用户下个月要去杭州出差。', kind: 'semantic', metadata: { category: 'fact' } });
    const answers = await engine.search({ userId: 'u1', query: '这次回老家给爸妈各带点什么好？' });
    expect(answers[0]?.text).toContain('白酒');
    expect(await engine.search({ userId: 'u1', query: '帮我把这句翻成英文：明天的会议改到下午三点' })).toEqual([]);
    await engine.close();
  });
});

describe('task topics named by the question', () => {
  it('find the current state of a task the question names, above its stale states', async () => {
    const { Memory } = await import('../../memory.js');
    const memory = await Memory.open({ store: new InMemoryStore(), embedder: new LocalEmbedder() });
    const turns = [
      ['2026-01-10T20:00:00-08:00', 'Ordered all the parts for my first gaming PC: Ryzen 7 7800X3D, a B650 board and 32GB of DDR5'],
      ['2026-01-28T21:00:00-08:00', "Everything's assembled except the GPU, and it POSTs on the integrated graphics"],
      ['2026-02-12T22:30:00-08:00', "GPU finally arrived and it's in, Windows and drivers are done. Only snag: EXPO at 6000 won't boot"],
    ] as const;
    for (const [index, [time, user]] of turns.entries()) {
      await memory.remember({ userId: 'u1', sessionId: `s${index + 1}`, turnId: '1', user, assistant: 'Got it.', time });
    }
    const derived = (await memory.getAll({ userId: 'u1', kinds: ['semantic'] })).items;
    expect(derived.some((record) => Array.isArray(record.metadata.topicTerms) && record.metadata.topicTerms.includes('build'))).toBe(true);
    const results = await memory.search({ userId: 'u1', query: 'Where am I at with the PC build?', now: '2026-02-16T19:00:00-08:00' });
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]?.text).toMatch(/GPU finally arrived/);
    await memory.close();
  });
});
