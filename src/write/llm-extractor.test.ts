import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TurnInput } from '../core/types.js';
import { OpenAIChatModel } from '../llm/openai-chat-model.js';
import { createTestEngine } from '../testing/engine-fixtures.js';
import { chatCompletionsHandler, errorReply, FakeOpenAIServer, type FakeChatMessage } from '../testing/fake-openai-server.js';
import { waitForWrite, writeStatus } from './jobs.js';
import { processTurn } from './process-turn.js';
import { EXTRACT_MEMORIES_SYSTEM_PROMPT } from './prompts/extract-memories.js';
import { findRelativeTimeWords } from './relative-time.js';

/** The LLM path against a real local HTTP server speaking the OpenAI chat-completions protocol. */
let server: FakeOpenAIServer;
let llm: OpenAIChatModel;
/** What the fake model answers, by the user's message; judge answers by default vouch for everything. */
let extractions: Map<string, unknown>;
let judgeVerdicts: ((memories: string[]) => { index: number; faithful: boolean; reason?: string }[]) | null;

beforeAll(async () => {
  server = await FakeOpenAIServer.start();
  llm = new OpenAIChatModel({ baseUrl: server.baseUrl, model: 'fake-extractor', maxRetries: 0 });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  extractions = new Map();
  judgeVerdicts = null;
  server.route(
    'POST',
    '/v1/chat/completions',
    chatCompletionsHandler((messages: FakeChatMessage[]) => {
      const prompt = messages.at(-1)?.content ?? '';
      if (messages[0]?.content === EXTRACT_MEMORIES_SYSTEM_PROMPT) {
        const user = /^User: (.*)$/m.exec(prompt)?.[1] ?? '';
        const answer = extractions.get(user);
        return typeof answer === 'string' ? answer : JSON.stringify(answer ?? { memories: [] });
      }
      const memories = [...prompt.matchAll(/^\d+\. (.*)$/gm)].map((match) => match[1] as string);
      return JSON.stringify({ verdicts: judgeVerdicts ? judgeVerdicts(memories) : memories.map((_memory, index) => ({ index, faithful: true })) });
    }),
  );
});

function turn(user: string, overrides: Partial<TurnInput> = {}): TurnInput {
  return { userId: 'u1', sessionId: 's1', turnId: '1', user, time: '2026-03-04T21:30:00+08:00', ...overrides };
}

describe('processTurn with an LLM extractor', () => {
  it('returns at once and writes in the background; writeStatus says when it is done', async () => {
    const { engine } = createTestEngine();
    extractions.set('我住在杭州，在阿里做前端', {
      memories: [{ text: '用户住在杭州。', category: 'fact', attribute: 'residence', value: '杭州', importance: 0.7 }, { text: '用户在阿里做前端。', category: 'fact' }],
    });
    const pending = await processTurn(engine, turn('我住在杭州，在阿里做前端'), { llm });
    expect(pending).toMatchObject({ status: 'pending', created: [], extractor: 'llm' });
    expect((await writeStatus(engine, pending.id)).status).toBe('pending');
    const done = await waitForWrite(engine, pending.id);
    expect(done.status).toBe('done');
    expect(done.created.map((record) => record.text)).toEqual(['用户住在杭州。', '用户在阿里做前端。']);
    expect(done.created[0]).toMatchObject({ evidence: ['s1:1'], importance: 0.7, metadata: { extractor: 'llm', slotKeys: ['user|residence'] } });
    expect(await writeStatus(engine, pending.id)).toEqual(done);
    const request = server.requestsTo('/v1/chat/completions')[0]?.body as { response_format?: unknown };
    expect(request.response_format).toEqual({ type: 'json_object' });
  });

  it('never writes "user likes blue" from "I like a simple style" (seed 004)', async () => {
    const { engine } = createTestEngine();
    extractions.set('我喜欢简约风格', { memories: [{ text: '用户喜欢蓝色。', category: 'preference' }, { text: '用户喜欢简约风格。', category: 'preference' }] });
    extractions.set('I like a simple style', { memories: [{ text: 'The user likes blue.', category: 'preference' }] });
    const zh = await processTurn(engine, turn('我喜欢简约风格'), { llm, background: false });
    expect(zh.created.map((record) => record.text)).toEqual(['用户喜欢简约风格。']);
    expect(zh.rejected).toEqual([{ text: '用户喜欢蓝色。', reason: 'unsupported-terms', missing: ['蓝色'], extractor: 'llm' }]);
    const en = await processTurn(engine, turn('I like a simple style', { turnId: '2' }), { llm, background: false });
    expect(en.created).toEqual([]);
    expect(en.rejected[0]).toMatchObject({ reason: 'unsupported-terms', missing: ['blue'] });
    expect((await engine.getAll({ userId: 'u1' })).items.map((record) => record.text)).toEqual(['用户喜欢简约风格。']);
  });

  it('refuses a Chinese turn turned into English', async () => {
    const { engine } = createTestEngine();
    extractions.set('我不吃香菜', { memories: [{ text: 'The user does not eat cilantro.', category: 'preference' }] });
    const report = await processTurn(engine, turn('我不吃香菜'), { llm, background: false });
    expect(report.created).toEqual([]);
    expect(report.rejected[0]?.reason).toBe('language');
  });

  it('resolves relative times the model left in its text', async () => {
    const { engine } = createTestEngine();
    extractions.set('我下周一去北京出差', { memories: [{ text: '用户下周一去北京出差。', category: 'entity' }] });
    const report = await processTurn(engine, turn('我下周一去北京出差'), { llm, background: false });
    expect(report.created[0]?.text).toBe('用户2026年3月9日（周一）去北京出差。');
    expect(report.created[0]?.eventTime).toBe('2026-03-08T16:00:00.000Z');
    expect(findRelativeTimeWords(report.created[0]?.text ?? '')).toEqual([]);
  });

  it('lets a model-written fact supersede a rule-written one', async () => {
    const { engine } = createTestEngine();
    const old = (await processTurn(engine, turn('我住在上海'))).created[0];
    extractions.set('我从上海搬到深圳了', { memories: [{ text: '用户从上海搬到深圳了。', category: 'fact', attribute: 'residence', value: '深圳' }] });
    const report = await processTurn(engine, turn('我从上海搬到深圳了', { turnId: '2', time: '2026-03-20T10:00:00+08:00' }), { llm, background: false });
    expect(report.superseded.map((entry) => entry.memory.id)).toEqual([old?.id]);
  });

  it('drops what the faithfulness judge does not vouch for', async () => {
    const { engine } = createTestEngine();
    extractions.set('我老婆爱喝拿铁', { memories: [{ text: '用户老婆爱喝拿铁。', category: 'fact' }, { text: '用户爱喝拿铁。', category: 'preference' }] });
    judgeVerdicts = (memories) => memories.map((memory, index) => ({ index, faithful: memory.includes('老婆'), reason: 'attributes the wife\'s habit to the user' }));
    const report = await processTurn(engine, turn('我老婆爱喝拿铁'), { llm, judge: true, background: false });
    expect(report.created.map((record) => record.text)).toEqual(['用户老婆爱喝拿铁。']);
    expect(report.rejected).toEqual([{ text: '用户爱喝拿铁。', reason: 'judge', missing: ["attributes the wife's habit to the user"], extractor: 'llm' }]);
  });

  it('makes no LLM call for filler', async () => {
    const { engine } = createTestEngine();
    const report = await processTurn(engine, turn('哈哈好的'), { llm, background: false });
    expect(report).toMatchObject({ filler: true, extractor: 'none', created: [] });
    expect(server.requestsTo('/v1/chat/completions')).toEqual([]);
  });

  it('falls back to the rules when the model answers with broken JSON', async () => {
    const { engine } = createTestEngine();
    extractions.set('我住在杭州', 'sure! here are the memories: [用户住在杭州');
    const report = await processTurn(engine, turn('我住在杭州'), { llm, background: false });
    expect(report.extractor).toBe('rules');
    expect(report.created.map((record) => record.text)).toEqual(['用户住在杭州。']);
    expect(report.warnings[0]).toMatch(/^LLM extraction failed, rules used instead: PROVIDER_ERROR/);
  });

  it('reports a failed background job when the fallback is off', async () => {
    const { engine } = createTestEngine();
    server.enqueue('POST', '/v1/chat/completions', errorReply(400, 'bad model'));
    const pending = await processTurn(engine, turn('我住在杭州'), { llm, fallbackToRules: false });
    const finished = await waitForWrite(engine, pending.id);
    expect(finished).toMatchObject({ status: 'failed', error: { code: 'PROVIDER_ERROR' }, created: [] });
    expect((await engine.getAll({ userId: 'u1' })).total).toBe(0);
  });
});
