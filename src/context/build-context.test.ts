import { countTokens } from 'gpt-tokenizer/model/gpt-4o';
import { describe, expect, it } from 'vitest';
import { MemoryError } from '../core/errors.js';
import { manualClock } from '../core/clock.js';
import { MemoryEngine } from '../core/engine.js';
import { HashEmbedder } from '../embedders/hash/hash-embedder.js';
import { InMemoryStore } from '../stores/in-memory/in-memory-store.js';
import { createTestEngine } from '../testing/engine-fixtures.js';
import { textCategories } from '../write/text-categories.js';
import { rememberTurn } from '../turns/remember-turn.js';
import { buildContext } from './build-context.js';
import type { ContextHistoryMessage, ContextMessage } from './context-types.js';

const USER = 'u1';
const QUESTION = 'Which shoes should I buy for my rainy commute?';
/** Scores from the hash embedder's cosine alone, so these tests check assembly whatever the default retrieval weights become. */
const DENSE_ONLY = { search: { weights: { dense: 1, keyword: 0 }, denseFloor: 0, denseCeiling: 1 } };
const tokensOf = (messages: ContextMessage[]) => countTokens(messages.map(({ role, content }) => ({ role, content })));

async function engineWithMemories() {
  const fixture = createTestEngine({ start: '2026-03-10T00:00:00.000Z', config: DENSE_ONLY });
  const { engine } = fixture;
  await engine.add({ userId: USER, kind: 'procedural', text: 'Always answer in short bullet points', eventTime: '2026-03-01T10:00:00Z', importance: 0.9 });
  await engine.add({ userId: USER, kind: 'semantic', text: 'I prefer waterproof shoes', metadata: { category: 'preference' }, eventTime: '2026-03-01T11:00:00Z' });
  await engine.add({ userId: USER, kind: 'semantic', text: 'I am allergic to peanuts', metadata: { category: 'safety' }, eventTime: '2026-03-01T12:00:00Z' });
  await engine.add({ userId: USER, kind: 'semantic', text: 'Task: shortlist three pairs of shoes', metadata: { category: 'task' }, eventTime: '2026-03-09T11:00:00Z' });
  await engine.add({ id: 'rain', userId: USER, sessionId: 'monday', kind: 'semantic', text: 'My commute is rainy and the roads are slippery, I need shoes', eventTime: '2026-03-02T09:05:00Z' });
  await engine.add({ id: 'blue', userId: USER, kind: 'semantic', text: 'My favourite colour is blue', eventTime: '2026-03-03T09:00:00Z' });
  await engine.add({ userId: 'someone-else', kind: 'semantic', text: 'My rainy commute needs shoes too', eventTime: '2026-03-03T09:00:00Z' });
  return fixture;
}

const history: ContextHistoryMessage[] = [
  { role: 'user', content: 'hi' },
  { role: 'assistant', content: 'hello' },
  { role: 'user', content: 'I need new shoes' },
  { role: 'assistant', content: 'Sure, for what?' },
  { role: 'user', content: 'still there?' },
  { role: 'assistant', content: 'Rate limit exceeded, try again later', notice: 'rate-limit' },
];

describe('buildContext: blocks', () => {
  it('places instructions and preferences in the system message, history, task state, then facts right before the question', async () => {
    const { engine } = await engineWithMemories();
    // The hash embedder's relevance means nothing, so the score rules decide here (explain-search.test.ts checks the default gate).
    const threshold = engine.config.search.threshold;
    const { messages, report } = await buildContext(engine, { scope: { userId: USER }, question: QUESTION, history, taskState: 'Step 2 of 3: compare prices', system: 'You are a shoe shop assistant.', threshold });
    expect(messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user', 'assistant', 'system', 'system', 'user']);
    const [system, , , , , task, facts, question] = messages;
    expect(system?.content.startsWith('You are a shoe shop assistant.')).toBe(true);
    expect(system?.content).toContain('- [instruction · 2026-03-01 · memory] Always answer in short bullet points');
    expect(system?.content).toContain('- [preference · 2026-03-01 · memory] I prefer waterproof shoes');
    // Safety facts hold whatever the question, so they stand with the preferences.
    expect(system?.content).toContain('- [safety · 2026-03-01 · memory] I am allergic to peanuts');
    expect(messages.slice(1, 5).map((message) => message.content)).toEqual(['hi', 'hello', 'I need new shoes', 'Sure, for what?']);
    expect(task?.content).toContain('Step 2 of 3: compare prices');
    expect(task?.content).toContain('- [task · 2026-03-09 · memory] Task: shortlist three pairs of shoes');
    expect(facts?.content).toContain('- [fact · 2026-03-02 · session monday] My commute is rainy and the roads are slippery, I need shoes');
    expect(question).toEqual({ role: 'user', content: QUESTION });
    // Nothing of another user, and no notice, reaches the prompt.
    const all = messages.map((message) => message.content).join('\n');
    expect(all).not.toContain('My rainy commute needs shoes too');
    expect(all).not.toContain('Rate limit');
    expect(all).not.toContain('still there?');

    const byId = new Map(report.items.map((item) => [item.id, item]));
    expect(byId.get('rain')).toMatchObject({ block: 'facts', included: true, scoreBasis: 'relevance', source: 'session monday' });
    expect(byId.get('rain')?.score).toBeGreaterThan(0);
    expect(byId.get('blue')).toMatchObject({ included: false, reason: 'threshold' });
    expect(byId.get('blue')?.detail).toMatch(/score 0\.\d+ < /);
    expect(report.dropped.map((item) => item.reason)).toEqual(expect.arrayContaining(['threshold', 'notice', 'unpaired']));
    for (const item of report.items) expect(item.source.length).toBeGreaterThan(0);
    expect(report.usedTokens).toBe(tokensOf(messages));
  });

  it('uses Chinese headings for a Chinese question, and every line carries kind, date and source', async () => {
    const { engine } = createTestEngine({ start: '2026-03-10T00:00:00.000Z', config: DENSE_ONLY });
    await rememberTurn(engine, { userId: USER, sessionId: 'monday', turnId: '2', user: '我住在南方，经常下雨，路面湿滑', assistant: '出门注意防滑。', time: '2026-03-02T09:05:00Z' });
    const { messages } = await buildContext(engine, { scope: { userId: USER }, question: '我住在南方，下雨天穿什么鞋？', threshold: 0 });
    const facts = messages.at(-2)?.content ?? '';
    expect(facts).toContain('## 相关记忆');
    expect(facts).toContain('- [对话 · 2026-03-02 · session monday, turn 2] 用户：我住在南方，经常下雨，路面湿滑\n  助手：出门注意防滑。');
  });
});

describe('buildContext: conflicts', () => {
  async function movedEngine() {
    const { engine } = createTestEngine({ start: '2026-03-10T00:00:00.000Z', config: DENSE_ONLY });
    const old = await engine.add({ id: 'lived-shanghai', userId: USER, kind: 'semantic', text: 'I live in Shanghai near the river', eventTime: '2025-01-01T00:00:00Z' });
    const current = await engine.add({ id: 'lives-shenzhen', userId: USER, kind: 'semantic', text: 'I moved, now I live in Shenzhen', eventTime: '2026-03-05T00:00:00Z' });
    await engine.update(old.id, { validTo: '2026-03-05T00:00:00.000Z', supersededBy: current.id });
    await engine.add({ id: 'old-style', userId: USER, kind: 'procedural', text: 'Answer in long paragraphs', eventTime: '2025-01-01T00:00:00Z' });
    const style = await engine.add({ id: 'new-style', userId: USER, kind: 'procedural', text: 'Answer in short bullet points', eventTime: '2026-03-05T00:00:00Z' });
    await engine.update('old-style', { validTo: '2026-03-05T00:00:00.000Z', supersededBy: style.id });
    return engine;
  }

  it('presents the newer of two conflicting facts as current and the older as outdated, older first', async () => {
    const engine = await movedEngine();
    const { messages, report } = await buildContext(engine, { scope: { userId: USER }, question: 'Where do I live, Shanghai or Shenzhen?', threshold: 0.05 });
    const facts = messages.at(-2)?.content ?? '';
    expect(facts).toContain('- [fact · 2025-01-01 · memory · outdated 2026-03-05] I live in Shanghai near the river');
    expect(facts).toContain('- [fact · 2026-03-05 · memory · current] I moved, now I live in Shenzhen');
    expect(facts.indexOf('Shanghai near')).toBeLessThan(facts.indexOf('now I live in Shenzhen'));
    const byId = new Map(report.items.map((item) => [item.id, item]));
    expect(byId.get('lived-shanghai')).toMatchObject({ outdated: true, included: true });
    expect(byId.get('lives-shenzhen')).toMatchObject({ outdated: false, included: true });
  });

  it('brings in the current version when only the outdated one matched the question', async () => {
    const engine = await movedEngine();
    const { messages, report } = await buildContext(engine, { scope: { userId: USER }, question: 'Tell me about the river near Shanghai', threshold: 0.05 });
    const facts = messages.at(-2)?.content ?? '';
    expect(facts).toContain('I live in Shanghai near the river');
    expect(facts).toContain('· current] I moved, now I live in Shenzhen');
    expect(report.items.find((item) => item.id === 'lives-shenzhen')?.detail).toBe('current version of lived-shanghai');
  });

  it('never puts a superseded instruction in the system message', async () => {
    const engine = await movedEngine();
    const { messages, report } = await buildContext(engine, { scope: { userId: USER }, question: 'How should you answer me?' });
    expect(messages[0]?.content).toContain('Answer in short bullet points');
    expect(messages.map((message) => message.content).join('\n')).not.toContain('long paragraphs');
    expect(report.items.find((item) => item.id === 'old-style')).toMatchObject({ included: false, reason: 'superseded', detail: 'superseded by new-style on 2026-03-05' });
  });
});

// The hash embedder's scores are low and flat, so tests about assembly (not retrieval
// quality) pass a low threshold to let the candidates through.
describe('buildContext: budget', () => {
  async function busyEngine() {
    const { engine } = createTestEngine({ start: '2026-03-10T00:00:00.000Z', config: DENSE_ONLY });
    await engine.add({ userId: USER, kind: 'procedural', text: 'Always answer in short bullet points', importance: 0.9 });
    for (let index = 0; index < 12; index += 1) {
      await engine.add({ userId: USER, kind: 'semantic', text: `Rainy commute shoes note ${index}: ${'waterproof soles and grip matter on slippery roads. '.repeat(3)}`, eventTime: `2026-03-0${1 + (index % 9)}T09:00:00Z` });
    }
    return engine;
  }
  const longHistory: ContextHistoryMessage[] = Array.from({ length: 8 }, (_, index) => [
    { role: 'user' as const, content: `question ${index + 1} about shoes and rain` },
    { role: 'assistant' as const, content: `answer ${index + 1}: ${'consider grip and waterproofing. '.repeat(4)}` },
  ]).flat();

  it('always fits the budget, counted with gpt-tokenizer, and says what it dropped and why', async () => {
    const engine = await busyEngine();
    for (const budget of [120, 200, 350, 600, 1200, 5000]) {
      const { messages, report } = await buildContext(engine, { scope: { userId: USER }, question: QUESTION, history: longHistory, budgetTokens: budget, topK: 10, maxPairs: 5, threshold: 0.05 });
      const counted = tokensOf(messages);
      expect(counted, `budget ${budget}`).toBeLessThanOrEqual(budget);
      expect(report.usedTokens).toBe(counted);
      expect(report.budgetTokens).toBe(budget);
      const included = report.items.filter((item) => item.included);
      const budgetDrops = report.dropped.filter((item) => item.reason === 'budget');
      if (budget < 600) expect(budgetDrops.length).toBeGreaterThan(0);
      for (const item of budgetDrops) expect(item.detail).toMatch(/needs \d+ tokens, \d+ left|history stays contiguous/);
      // Included memories are really in the prompt; budget-dropped ones are not.
      const prompt = messages.map((message) => message.content).join('\n');
      for (const item of included.filter((entry) => entry.block === 'facts')) expect(prompt).toContain(item.text);
      for (const item of budgetDrops.filter((entry) => entry.block === 'facts')) expect(prompt).not.toContain(item.text);
      expect(report.dropped.filter((item) => item.reason === 'max-pairs')).toHaveLength(3);
    }
  });

  it('drops the oldest history pairs first and keeps history contiguous', async () => {
    const engine = await busyEngine();
    const { messages, report } = await buildContext(engine, { scope: { userId: USER }, question: QUESTION, history: longHistory, budgetTokens: 260, topK: 1, threshold: 0.05 });
    const questions = messages.filter((message) => message.role === 'user').map((message) => message.content);
    expect(questions.at(-1)).toBe(QUESTION);
    const kept = questions.slice(0, -1).map((content) => Number(/question (\d+)/.exec(content)?.[1]));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(5);
    // The newest pairs, consecutive, ending with the last one.
    expect(kept).toEqual(Array.from({ length: kept.length }, (_, index) => 8 - kept.length + 1 + index));
    expect(report.dropped.some((item) => item.block === 'history' && item.reason === 'budget')).toBe(true);
  });

  it('refuses a budget too small for the system prompt and question', async () => {
    const engine = await busyEngine();
    const error = await buildContext(engine, { scope: { userId: USER }, question: QUESTION, budgetTokens: 20 }).catch((caught: unknown) => caught);
    expect(MemoryError.isInstance(error) && error.code).toBe('INVALID_INPUT');
    expect(MemoryError.isInstance(error) && error.details.required).toBeGreaterThan(20);
  });
});

describe('buildContext: history and scope', () => {
  it('reports older pairs, notices and unanswered messages, and skips recalled turns already in the history', async () => {
    const { engine } = createTestEngine({ start: '2026-03-10T00:00:00.000Z', config: DENSE_ONLY });
    await rememberTurn(engine, { userId: USER, sessionId: 's1', turnId: '1', user: 'I need new rain shoes', assistant: 'Sure, for your commute?' });
    const { messages, report } = await buildContext(engine, {
      scope: { userId: USER, sessionId: 's1' },
      question: 'Which rain shoes for my commute?',
      history: [
        { role: 'user', content: 'I need new rain shoes' },
        { role: 'assistant', content: 'Sure, for your commute?' },
        { role: 'assistant', content: 'Service degraded: cached answer', notice: 'fallback' },
        { role: 'assistant', content: 'upstream error 502', notice: 'error' },
        { role: 'user', content: 'hello?' },
      ],
    });
    expect(messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    const reasons = Object.fromEntries(report.dropped.map((item) => [item.text, item.reason]));
    expect(reasons).toMatchObject({ 'Service degraded: cached answer': 'notice', 'upstream error 502': 'notice', 'hello?': 'unpaired' });
    expect(report.items.find((item) => item.id === 's1_1')).toMatchObject({ included: false, reason: 'duplicate' });
  });

  it('needs a user or agent scope and a question, and refuses bad input', async () => {
    const { engine } = createTestEngine({ config: DENSE_ONLY });
    const cases: [unknown, string][] = [
      [{ scope: {}, question: 'x' }, 'SCOPE_REQUIRED'],
      [{ scope: { userId: USER }, question: '  ' }, 'INVALID_INPUT'],
      [{ scope: { userId: USER }, question: 'x', budgetTokens: 0 }, 'INVALID_INPUT'],
      [{ scope: { userId: USER }, question: 'x', history: [{ role: 'robot', content: 'x' }] }, 'INVALID_INPUT'],
    ];
    for (const [input, code] of cases) {
      const error = await buildContext(engine, input as Parameters<typeof buildContext>[1]).catch((caught: unknown) => caught);
      expect(MemoryError.isInstance(error) && error.code).toBe(code);
    }
  });
});

describe('buildContext: one item per piece of information', () => {
  it('keeps one of a fact, the turn it was extracted from and the session summary, and reports the merge', async () => {
    const { processTurn } = await import('../write/process-turn.js');
    const { summarizeSession } = await import('../summaries/session-summary.js');
    const { engine } = createTestEngine({ start: '2026-03-10T00:00:00.000Z', config: DENSE_ONLY });
    const turns = [
      ['1', '我住在南方，经常下雨，路面湿滑', '南方雨水多，出门要注意防滑。'],
      ['2', '我每天骑共享单车去地铁站，然后坐地铁上班', '骑车加地铁，通勤挺灵活的。'],
    ] as const;
    for (const [turnId, user, assistant] of turns) {
      const turn = { userId: USER, sessionId: 'monday', turnId, user, assistant, time: `2026-03-02T09:0${turnId}:00Z` };
      await rememberTurn(engine, turn);
      await processTurn(engine, turn);
    }
    await summarizeSession(engine, { userId: USER, sessionId: 'monday', trigger: 'session-end' });
    const facts = (await engine.getAll({ userId: USER, kinds: ['semantic'] })).items;
    expect(facts.some((fact) => fact.evidence.includes('monday:1'))).toBe(true);

    const { messages, report } = await buildContext(engine, { scope: { userId: USER }, question: '下雨天路滑，推荐一双我骑共享单车通勤穿的鞋', threshold: 0, topK: 20 });
    const prompt = messages.map((message) => message.content).join('\n');
    // Each statement the user made reaches the prompt exactly once, in whichever form scored best.
    for (const words of ['经常下雨', '骑共享单车去地铁站']) {
      const included = report.items.filter((item) => item.included && item.text.includes(words));
      expect(included, words).toHaveLength(1);
      expect(prompt.split(words).length - 1, words).toBe(1);
    }
    const merged = report.items.filter((item) => item.reason === 'merged');
    expect(merged.length).toBeGreaterThanOrEqual(2);
    expect(merged.some((item) => item.kind === 'summary' && /already in the prompt/.test(item.detail ?? ''))).toBe(true);
    // Each merged item names what carries its information, and that item is in the prompt.
    const includedIds = report.items.filter((item) => item.included).map((item) => item.id);
    for (const item of merged.filter((entry) => entry.kind !== 'summary')) expect(includedIds.some((id) => item.detail?.includes(id))).toBe(true);
  });
});

describe('buildContext: memories added as is', () => {
  it('files an added instruction, safety fact or preference as remember would, so each stands in the system message', async () => {
    const engine = new MemoryEngine({ store: new InMemoryStore(), embedder: new HashEmbedder(64), clock: manualClock('2026-03-10T00:00:00.000Z'), config: DENSE_ONLY, textCategories });
    const instruction = await engine.add({ userId: USER, text: 'Always answer in bullet points' });
    const safety = await engine.add({ userId: USER, text: 'I am allergic to peanuts' });
    const preference = await engine.add({ userId: USER, text: 'My favourite colour is blue' });
    const plain = await engine.add({ userId: USER, text: 'I work as a nurse on night shifts' });
    // The caller's own kind or category stands: nothing is filed over it.
    const given = await engine.add({ userId: USER, kind: 'semantic', text: 'Reply in French from now on' });
    expect([instruction.kind, instruction.metadata]).toEqual(['procedural', { category: 'instruction' }]);
    expect([safety.kind, safety.metadata]).toEqual(['semantic', { category: 'safety' }]);
    expect([preference.kind, preference.metadata]).toEqual(['semantic', { category: 'preference' }]);
    expect([plain.kind, plain.metadata]).toEqual(['semantic', {}]);
    expect([given.kind, given.metadata]).toEqual(['semantic', {}]);
    // The text is stored as given, and the same text again is the same memory.
    expect(instruction.text).toBe('Always answer in bullet points');
    expect((await engine.add({ userId: USER, text: 'Always answer in bullet points' })).deduplicated).toBe(true);
    // A question nothing in the store is about still gets the standing ones.
    const { messages } = await buildContext(engine, { scope: { userId: USER }, question: 'What is the capital of Peru?' });
    expect(messages[0]?.content).toContain('- [instruction · 2026-03-10 · memory] Always answer in bullet points');
    expect(messages[0]?.content).toContain('- [safety · 2026-03-10 · memory] I am allergic to peanuts');
    expect(messages[0]?.content).toContain('- [preference · 2026-03-10 · memory] My favourite colour is blue');
    // A plain fact is no standing item: only search could bring it.
    expect(messages[0]?.content).not.toContain('night shifts');
  });

  it('marks a memory a later one partly changed, so the model reads the rest as current and the change from the later one', async () => {
    const { engine } = createTestEngine({ start: '2026-03-10T00:00:00.000Z', config: DENSE_ONLY });
    await engine.add({ userId: USER, text: 'The user is allergic to peanuts and shellfish.', metadata: { category: 'safety', changedSlots: ['user|allergy:seafood'] }, eventTime: '2026-03-01T10:00:00Z' });
    await engine.add({ userId: USER, text: 'The user is not allergic to shellfish anymore.', metadata: { category: 'safety' }, eventTime: '2026-03-05T10:00:00Z' });
    const { messages } = await buildContext(engine, { scope: { userId: USER }, question: 'What should I cook tonight?' });
    expect(messages[0]?.content).toContain('- [safety · 2026-03-01 · memory · partly changed 2026-03-10] The user is allergic to peanuts and shellfish.');
    expect(messages[0]?.content).toContain('- [safety · 2026-03-05 · memory] The user is not allergic to shellfish anymore.');
  });
});
