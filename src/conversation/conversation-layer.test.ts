import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../core/clock.js';
import { HashEmbedder } from '../embedders/hash/hash-embedder.js';
import { OpenAIChatModel } from '../llm/openai-chat-model.js';
import { Memory } from '../memory.js';
import { InMemoryStore } from '../stores/in-memory/in-memory-store.js';
import { chatCompletionsHandler, FakeOpenAIServer } from '../testing/fake-openai-server.js';
import { manualScheduler } from './scheduler.js';

const MINUTE = 60_000;
let server: FakeOpenAIServer;

beforeAll(async () => {
  server = await FakeOpenAIServer.start();
  server.route('POST', '/v1/chat/completions', chatCompletionsHandler(() => JSON.stringify({ summary: '- LLM summary of the session' })));
});
afterAll(async () => {
  await server.close();
});

async function openMemory() {
  const clock = manualClock('2026-03-02T09:00:00.000Z');
  // Dense-only scores keep recall assertions independent of the default retrieval weights.
  const memory = await Memory.open({ store: new InMemoryStore(), embedder: new HashEmbedder(64), clock, config: { search: { weights: { dense: 1, keyword: 0 }, denseFloor: 0, denseCeiling: 1 } } });
  return { memory, clock };
}

describe('Memory conversation verbs', () => {
  it('summarises a session every N turns (default 10), once per block, not on replays', async () => {
    const { memory } = await openMemory();
    const summaries: (string | null)[] = [];
    for (let turn = 1; turn <= 21; turn += 1) {
      const result = await memory.remember({ userId: 'u1', sessionId: 's1', turnId: String(turn), user: `fact number ${turn}: my locker code is ${1000 + turn}`, assistant: 'noted' });
      summaries.push(result.summary?.record?.id ?? null);
    }
    expect(summaries.map((id, index) => (id ? index + 1 : null)).filter((turn) => turn !== null)).toEqual([10, 20]);
    const replay = await memory.remember({ userId: 'u1', sessionId: 's1', turnId: '20', user: 'fact number 20: my locker code is 1020', assistant: 'noted' });
    expect(replay.outcome).toBe('unchanged');
    expect(replay.summary).toBeNull();
    const summary = await memory.get('summary:s1', { userId: 'u1' });
    expect(summary.metadata).toMatchObject({ turnCount: 20, trigger: 'every-n-turns', method: 'extractive' });
    await memory.close();
  });

  it('uses the configured LLM for summaries and a configured cadence', async () => {
    const { memory } = await openMemory();
    await memory.configureConversation({ summarizeEvery: 2, llm: new OpenAIChatModel({ baseUrl: server.baseUrl, model: 'fake', maxRetries: 0 }) });
    await memory.remember({ userId: 'u1', sessionId: 's1', turnId: '1', user: 'I live in Shenzhen', assistant: 'ok' });
    const second = await memory.remember({ userId: 'u1', sessionId: 's1', turnId: '2', user: 'I work as a nurse', assistant: 'ok' });
    expect(second.summary?.method).toBe('llm');
    expect(second.summary?.record?.text).toBe('- LLM summary of the session');
    await memory.close();
  });

  it('summarises at session end, explicitly or when the sweeper expires the conversation', async () => {
    const { memory, clock } = await openMemory();
    const scheduler = manualScheduler(clock);
    await memory.configureConversation({ history: { scheduler } });
    await memory.remember({ userId: 'u1', sessionId: 'conv_0123456789ab', turnId: '1', user: 'My passport number is E1234567', assistant: 'Saved.' });
    await memory.conversations.append('conv_0123456789ab', [{ role: 'user', content: 'My passport number is E1234567' }, { role: 'assistant', content: 'Saved.' }], { userId: 'u1' });
    memory.conversations.startSweeper();
    await scheduler.advance(30 * MINUTE);
    expect(await memory.conversations.get('conv_0123456789ab')).toBeNull();
    const summary = await memory.get('summary:conv_0123456789ab', { userId: 'u1' });
    expect(summary.text).toContain('E1234567');
    expect(summary.metadata.trigger).toBe('session-end');

    await memory.remember({ userId: 'u1', sessionId: 's2', turnId: '1', user: 'My cat is called Mimi', assistant: 'Cute.' });
    await memory.conversations.append('s2', { role: 'user', content: 'My cat is called Mimi' }, { userId: 'u1' });
    const ended = await memory.endSession({ userId: 'u1', sessionId: 's2' });
    expect(ended.historyEnded).toBe(true);
    expect(ended.summary.record?.text).toContain('Mimi');
    expect(await memory.conversations.get('s2')).toBeNull();
    await memory.close();
    expect(scheduler.active).toBe(0);
  });

  it('buildContext takes the stored history of the session when none is given', async () => {
    const { memory } = await openMemory();
    await memory.conversations.append('s1', [
      { role: 'user', content: 'I am planning a trip to Kyoto' },
      { role: 'assistant', content: 'Nice, when?' },
      { role: 'assistant', content: 'Too many requests', notice: 'rate-limit' },
    ], { userId: 'u1' });
    const { messages, report } = await memory.buildContext({ scope: { userId: 'u1', sessionId: 's1' }, question: 'What should I pack?' });
    expect(messages.map((message) => message.content)).toContain('I am planning a trip to Kyoto');
    expect(messages.map((message) => message.content)).not.toContain('Too many requests');
    expect(report.dropped.find((item) => item.text === 'Too many requests')?.reason).toBe('notice');
    await memory.close();
  });

  it('recall and cleanupTurns work through Memory', async () => {
    const { memory } = await openMemory();
    await memory.remember({ userId: 'u1', sessionId: 's1', turnId: '1', user: 'espresso coffee beans', assistant: 'ok' });
    const recalled = await memory.recall({ userId: 'u1', sessionId: 's1', question: 'espresso coffee beans' });
    expect(recalled.turns.map((turn) => turn.label)).toEqual(['[turn 1]']);
    const cleaned = await memory.cleanupTurns({ userId: 'u1', keepLast: 0 });
    expect(cleaned.deleted).toEqual(['s1_1']);
    expect((await memory.recall({ userId: 'u1', question: 'espresso coffee beans' })).turns).toEqual([]);
    await memory.close();
  });
});
