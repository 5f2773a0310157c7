import { useFakeOpenAIServer } from '../testing/use-fake-openai-server.js';
import { caughtMemoryError } from '../testing/memory-error.js';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../config/env.js';
import { MemoryError } from '../core/errors.js';
import { chatCompletionsHandler, errorReply } from '../testing/fake-openai-server.js';
import { OpenAIChatModel } from './openai-chat-model.js';

const PATH = '/v1/chat/completions';
const fake = useFakeOpenAIServer((server) => server.route('POST', PATH, chatCompletionsHandler((messages) => `echo: ${messages.at(-1)?.content ?? ''}`)));

function model(options: Partial<ConstructorParameters<typeof OpenAIChatModel>[0]> = {}, waits: number[] = []) {
  return new OpenAIChatModel({
    baseUrl: fake.server.baseUrl,
    model: 'deepseek-chat',
    apiKey: 'sk-test',
    sleep: async (milliseconds) => {
      waits.push(milliseconds);
    },
    ...options,
  });
}

describe('OpenAIChatModel', () => {
  it('sends an OpenAI chat-completions request and returns the message content', async () => {
    const answer = await model().complete({ messages: [{ role: 'system', content: 'be brief' }, { role: 'user', content: '你好' }], maxTokens: 50 });
    expect(answer).toBe('echo: 你好');
    const [request] = fake.server.requestsTo(PATH);
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body).toEqual({
      model: 'deepseek-chat',
      messages: [
        { role: 'system', content: 'be brief' },
        { role: 'user', content: '你好' },
      ],
      temperature: 0.2,
      max_tokens: 50,
      stream: false,
    });
  });

  it('asks for JSON mode when requested', async () => {
    await model().complete({ messages: [{ role: 'user', content: 'json please' }], json: true, temperature: 0 });
    expect(fake.server.requestsTo(PATH)[0]?.body).toMatchObject({ response_format: { type: 'json_object' }, temperature: 0 });
  });

  it('retries 429 as Retry-After asks, and 5xx with backoff', async () => {
    fake.server.enqueue('POST', PATH, errorReply(429, 'slow down', { 'retry-after': '2' }), errorReply(503, 'overloaded'));
    const waits: number[] = [];
    const answer = await model({ retryBaseDelayMs: 100 }, waits).complete({ messages: [{ role: 'user', content: 'hi' }] });
    expect(answer).toBe('echo: hi');
    expect(fake.server.requestsTo(PATH)).toHaveLength(3);
    expect(waits[0]).toBe(2000);
    // Second retry: base 100 doubled once, with equal jitter, so between 100 and 200 ms.
    expect(waits[1]).toBeGreaterThanOrEqual(100);
    expect(waits[1]).toBeLessThanOrEqual(200);
  });

  it('gives up after maxRetries with a retryable PROVIDER_ERROR, and fails at once on 400', async () => {
    fake.server.enqueue('POST', PATH, ...Array.from({ length: 4 }, () => errorReply(500, 'boom')));
    const exhausted = await caughtMemoryError(model({ maxRetries: 3 }).complete({ messages: [{ role: 'user', content: 'hi' }] }));
    expect(exhausted.code).toBe('PROVIDER_ERROR');
    expect(exhausted.isRetryable).toBe(true);
    expect(fake.server.requestsTo(PATH)).toHaveLength(4);

    fake.server.reset();
    fake.server.enqueue('POST', PATH, errorReply(400, 'model not found'));
    const rejected = await caughtMemoryError(model().complete({ messages: [{ role: 'user', content: 'hi' }] }));
    expect(rejected.code).toBe('PROVIDER_ERROR');
    expect(rejected.message).toContain('model not found');
    expect(fake.server.requestsTo(PATH)).toHaveLength(1);
  });

  it('times out a request that never answers', async () => {
    fake.server.enqueue('POST', PATH, { hang: true });
    const error = await caughtMemoryError(model({ timeoutMs: 200, maxRetries: 0 }).complete({ messages: [{ role: 'user', content: 'hi' }] }));
    expect(error.code).toBe('TIMEOUT');
  });

  it('refuses a response that is not a chat completion, or an empty one', async () => {
    fake.server.enqueue('POST', PATH, { json: { choices: [] } }, { json: { choices: [{ message: { content: '' } }] } });
    expect((await caughtMemoryError(model().complete({ messages: [{ role: 'user', content: 'hi' }] }))).code).toBe('PROVIDER_ERROR');
    expect((await caughtMemoryError(model().complete({ messages: [{ role: 'user', content: 'hi' }] }))).code).toBe('PROVIDER_ERROR');
  });

  it('refuses bad options and empty requests', async () => {
    expect(() => new OpenAIChatModel({ baseUrl: 'not a url', model: 'm' })).toThrow(MemoryError);
    expect(() => new OpenAIChatModel({ baseUrl: fake.server.baseUrl, model: '' })).toThrow(MemoryError);
    expect((await caughtMemoryError(model().complete({ messages: [] }))).code).toBe('INVALID_INPUT');
    expect(fake.server.requestsTo(PATH)).toHaveLength(0);
  });

  it('is configured from AGENT_MEMORY_LLM_* and absent without them', () => {
    expect(OpenAIChatModel.fromEnv(readEnv({}))).toBeNull();
    const configured = OpenAIChatModel.fromEnv(readEnv({ AGENT_MEMORY_LLM_URL: fake.server.baseUrl, AGENT_MEMORY_LLM_MODEL: 'qwen2.5' }));
    expect(configured?.model).toBe('qwen2.5');
    expect(() => OpenAIChatModel.fromEnv(readEnv({ AGENT_MEMORY_LLM_MODEL: 'qwen2.5' }))).toThrow(MemoryError);
  });
});
