import { useFakeOpenAIServer } from '../testing/use-fake-openai-server.js';
import { describe, expect, it } from 'vitest';
import { OpenAIChatModel } from '../llm/openai-chat-model.js';
import { createTestEngine } from '../testing/engine-fixtures.js';
import { chatCompletionsHandler, errorReply, type FakeChatMessage } from '../testing/fake-openai-server.js';
import { rememberTurn } from '../turns/remember-turn.js';
import { summarizeSession, summaryMemoryId } from './session-summary.js';

const PATH = '/v1/chat/completions';
const seen: FakeChatMessage[][] = [];

const fake = useFakeOpenAIServer((server) => {
  seen.length = 0;
  server.route(
    'POST',
    PATH,
    chatCompletionsHandler((messages) => {
      seen.push(messages);
      return JSON.stringify({ summary: '- 用户住在南方，常下雨\n- 用户对花生过敏' });
    }),
  );
});

const llm = () => new OpenAIChatModel({ baseUrl: fake.server.baseUrl, model: 'fake-chat', maxRetries: 0 });

async function sessionEngine() {
  const fixture = createTestEngine();
  const turns = [
    ['1', '早上好', '早上好！'],
    ['2', '我住在南方，经常下雨', '出门注意防滑。'],
    ['3', '嗯', '还有什么需要帮忙的吗？'],
    ['4', '我对花生过敏', '记住了，会避开花生。'],
  ] as const;
  for (const [turnId, user, assistant] of turns) {
    await rememberTurn(fixture.engine, { userId: 'u1', sessionId: 'monday', turnId, user, assistant, time: `2026-03-02T09:0${turnId}:00Z` });
  }
  return fixture;
}

describe('summarizeSession', () => {
  it('summarises a session whose id is too long for the summary id as is', async () => {
    const { engine } = createTestEngine();
    const sessionId = 's'.repeat(250);
    await rememberTurn(engine, { userId: 'u1', sessionId, turnId: '1', user: '我住在南方，经常下雨', assistant: '出门注意防滑。' });
    const first = await summarizeSession(engine, { userId: 'u1', sessionId });
    expect(first.record?.id).toBe(summaryMemoryId(sessionId));
    expect(first.record?.id.length).toBeLessThanOrEqual(256);
    expect((await summarizeSession(engine, { userId: 'u1', sessionId })).record?.id).toBe(first.record?.id);
  });

  it("summarises another user's session of the same name into that user's own summary", async () => {
    const { engine } = await sessionEngine();
    await rememberTurn(engine, { userId: 'u2', sessionId: 'monday', turnId: '1', user: 'I moved to Oslo last month', assistant: 'Welcome to Norway!', time: '2026-03-02T10:00:00Z' });
    const first = await summarizeSession(engine, { userId: 'u1', sessionId: 'monday' });
    const second = await summarizeSession(engine, { userId: 'u2', sessionId: 'monday' });
    expect([first.record?.id, second.record?.id]).toEqual(['summary:monday', 'summary:monday@u2']);
    expect(second.record?.text).toContain('Oslo');
    expect(second.record?.text).not.toContain('花生');
    // Summarising again refreshes each user's own record.
    expect((await summarizeSession(engine, { userId: 'u2', sessionId: 'monday' })).record?.id).toBe('summary:monday@u2');
    expect((await engine.get('summary:monday', { userId: 'u1' })).text).toContain('花生');
  });

  it('writes an extractive summary memory in the user scope, with time range and source session', async () => {
    const { engine } = await sessionEngine();
    const result = await summarizeSession(engine, { userId: 'u1', sessionId: 'monday' });
    expect(result.method).toBe('extractive');
    expect(result.turnCount).toBe(4);
    const record = result.record;
    expect(record?.id).toBe(summaryMemoryId('monday'));
    expect(record?.kind).toBe('summary');
    expect(record?.scope).toEqual({ userId: 'u1' });
    expect(record?.source.sessionId).toBe('monday');
    expect(record?.metadata).toMatchObject({ sessionId: 'monday', from: '2026-03-02T09:01:00.000Z', to: '2026-03-02T09:04:00.000Z', turnCount: 4, method: 'extractive' });
    expect(record?.evidence).toEqual(['1', '2', '3', '4']);
    expect(record?.text).toContain('我住在南方，经常下雨');
    expect(record?.text).toContain('我对花生过敏');
    expect(record?.text).not.toMatch(/^- (早上好|嗯)$/m);
    // Found from another session, since it lives in the user's scope.
    const found = await engine.search({ userId: 'u1', query: '花生过敏', kinds: ['summary'], threshold: 0 });
    expect(found.map((hit) => hit.id)).toContain('summary:monday');
  });

  it('writes the summary with the LLM when one is configured', async () => {
    const { engine } = await sessionEngine();
    const result = await summarizeSession(engine, { userId: 'u1', sessionId: 'monday' }, llm());
    expect(result.method).toBe('llm');
    expect(result.record?.text).toBe('- 用户住在南方，常下雨\n- 用户对花生过敏');
    const request = fake.server.requestsTo(PATH)[0];
    expect(request?.body).toMatchObject({ model: 'fake-chat', response_format: { type: 'json_object' } });
    const transcript = seen[0]?.at(-1)?.content ?? '';
    expect(transcript).toContain('我住在南方，经常下雨');
    expect(transcript).toContain('我对花生过敏');
    expect(seen[0]?.[0]?.content).toContain('Chinese');
  });

  it('falls back to the extractive summary when the LLM fails, and says why', async () => {
    const { engine } = await sessionEngine();
    fake.server.enqueue('POST', PATH, errorReply(500, 'upstream down'));
    const result = await summarizeSession(engine, { userId: 'u1', sessionId: 'monday' }, llm());
    expect(result.method).toBe('extractive');
    expect(result.llmError).toContain('upstream down');
    expect(result.record?.text).toContain('我对花生过敏');
  });

  it('refreshes the one summary of a session as it grows, keeping history', async () => {
    const { engine } = await sessionEngine();
    await summarizeSession(engine, { userId: 'u1', sessionId: 'monday' });
    await rememberTurn(engine, { userId: 'u1', sessionId: 'monday', turnId: '5', user: '我的预算在五百元以内', assistant: '明白', time: '2026-03-02T09:05:00Z' });
    const refreshed = await summarizeSession(engine, { userId: 'u1', sessionId: 'monday' });
    expect(refreshed.record?.metadata.to).toBe('2026-03-02T09:05:00.000Z');
    expect(refreshed.record?.evidence).toEqual(['1', '2', '3', '4', '5']);
    expect(refreshed.record?.text).toContain('五百元');
    const summaries = await engine.getAll({ userId: 'u1', kinds: ['summary'] });
    expect(summaries.total).toBe(1);
    expect((await engine.history('summary:monday')).map((entry) => entry.event)).toEqual(['create', 'update']);
    const hits = await engine.search({ userId: 'u1', query: '预算五百元', kinds: ['summary'], threshold: 0 });
    expect(hits.map((hit) => hit.id)).toEqual(['summary:monday']);
  });

  it('writes nothing for an empty or all-filler session', async () => {
    const { engine } = createTestEngine();
    expect((await summarizeSession(engine, { userId: 'u1', sessionId: 'none' })).record).toBeNull();
    await rememberTurn(engine, { userId: 'u1', sessionId: 'chit', turnId: '1', user: '哈哈好的', assistant: '😊' });
    const result = await summarizeSession(engine, { userId: 'u1', sessionId: 'chit' });
    expect(result.record).toBeNull();
    expect(result.turnCount).toBe(1);
    expect((await engine.getAll({ userId: 'u1', kinds: ['summary'] })).total).toBe(0);
  });
});
