import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../core/clock.js';
import { HashEmbedder } from '../../embedders/hash/hash-embedder.js';
import { Memory } from '../../memory.js';
import { createApp } from '../../server/app.js';
import { SqliteKeyStore } from '../../server/auth/sqlite-key-store.js';
import { SqliteStore } from '../../stores/sqlite/sqlite-store.js';
import { errorReply } from '../../testing/fake-openai-server.js';
import { useFakeOpenAIServer } from '../../testing/use-fake-openai-server.js';
import { registerBlogChat, type BlogChatOptions } from './blog-chat.js';
import { registerBlogPages } from './blog-pages.js';
import { loadPosts } from './blog-posts.js';

const POSTS = fileURLToPath(new URL('../../web/public/demo-posts', import.meta.url));

interface ChatEvent {
  event: string;
  data: Record<string, unknown>;
}

function parseEvents(text: string): ChatEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim().length > 0)
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? '{}';
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

async function blogApp(options: Partial<Omit<BlogChatOptions, 'memory'>> = {}) {
  const clock = manualClock('2026-04-01T00:00:00.000Z');
  const store = new SqliteStore({ path: ':memory:' });
  const memory = new Memory({ store, embedder: new HashEmbedder(64), clock });
  await memory.init();
  await memory.ingestDocs({ dir: POSTS, collection: 'blog' });
  const keys = new SqliteKeyStore(store.database, clock);
  const app = createApp({
    memory,
    auth: { keys },
    clock,
    extraRoutes: (target) => {
      registerBlogPages(target, loadPosts(POSTS));
      registerBlogChat(target, { memory, llm: null, clock, ...options });
    },
  });
  const chat = async (body: Record<string, unknown>) => {
    const response = await app.request('/demo/api/chat', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { response, events: response.ok ? parseEvents(await response.text()) : [] };
  };
  return { app, memory, chat, clock };
}

describe('blog demo chat (seed 002)', () => {
  const fake = useFakeOpenAIServer();

  it('makes a conv_ id only when the browser sends none, and keeps the one it sends', async () => {
    const { chat } = await blogApp();
    const none = await chat({ visitorId: 'visitor-one', question: 'What is hybrid search?' });
    expect(none.events[0]).toMatchObject({ event: 'meta', data: { generated: true } });
    expect(none.events[0]?.data.conversationId).toMatch(/^conv_[0-9a-f]{12}$/);
    const sent = await chat({ conversationId: '0b7c3c1e-8f5e-4d0a-9c53-3f0a4f0e9a11', visitorId: 'visitor-one', question: 'What is hybrid search?' });
    expect(sent.events[0]?.data).toMatchObject({ conversationId: '0b7c3c1e-8f5e-4d0a-9c53-3f0a4f0e9a11', generated: false });
  });

  it('without an LLM answers with the assembled context and sources linked to the posts', async () => {
    const { chat, app } = await blogApp();
    const { events } = await chat({ visitorId: 'visitor-one', question: '向量库重启以后数据丢了怎么办', history: [] });
    expect(events.map((event) => event.event)).toEqual(['meta', 'context', 'done']);
    expect(events[0]?.data.mode).toBe('offline');
    const sources = events[0]?.data.sources as { url: string }[];
    expect(sources.map((source) => source.url)).toContain('/demo/posts/chroma-persistence');
    expect(JSON.stringify(events[1]?.data.messages)).toContain('数据目录没有挂载');
    expect(events[2]?.data).toEqual({ answer: null });
    const page = await app.request('/demo/posts/chroma-persistence');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<script src="/widget.js"');
  });

  it('streams the answer from the LLM with the last 5 real pairs as history', async () => {
    fake.server.route('POST', '/v1/chat/completions', () => ({ events: ['Mount ', 'the data ', 'volume.'].map((content) => ({ choices: [{ index: 0, delta: { content } }] })) }));
    const { chat, memory } = await blogApp({ llm: { baseUrl: fake.server.baseUrl, model: 'fake-chat' } });
    const history = Array.from({ length: 7 }, (_, index) => ({ question: `question ${index}`, answer: `answer ${index}` }));
    const { events } = await chat({ conversationId: 'c-1', visitorId: 'visitor-one', question: 'How do I keep the index after a restart?', history });
    expect(events.filter((event) => event.event === 'delta').map((event) => event.data.text)).toEqual(['Mount ', 'the data ', 'volume.']);
    expect(events.at(-1)).toEqual({ event: 'done', data: { answer: 'Mount the data volume.' } });
    const [request] = fake.server.requestsTo('/v1/chat/completions');
    const body = request?.body as { stream: boolean; messages: { role: string; content: string }[] };
    expect(body.stream).toBe(true);
    const answers = body.messages.filter((message) => message.role === 'assistant').map((message) => message.content);
    expect(answers).toEqual(['answer 2', 'answer 3', 'answer 4', 'answer 5', 'answer 6']);
    const stored = await memory.conversations.get('c-1', { userId: 'visitor-one' });
    expect(stored?.messages.map((message) => message.content)).toEqual(['How do I keep the index after a restart?', 'Mount the data volume.']);
  });

  it('turns a failing LLM into a fallback notice, not an answer', async () => {
    fake.server.route('POST', '/v1/chat/completions', () => errorReply(503, 'overloaded'));
    const { chat } = await blogApp({ llm: { baseUrl: fake.server.baseUrl, model: 'fake-chat' } });
    const { events } = await chat({ visitorId: 'visitor-one', question: 'Anything about shoes?' });
    expect(events.find((event) => event.event === 'notice')?.data).toMatchObject({ kind: 'fallback' });
    expect(events.at(-1)).toEqual({ event: 'done', data: { answer: null } });
  });

  it('rate-limits each visitor on their own, with Retry-After', async () => {
    const { chat } = await blogApp({ rate: { burst: 1, perSecond: 0.01 } });
    expect((await chat({ visitorId: 'visitor-one', question: 'first' })).response.status).toBe(200);
    const limited = await chat({ visitorId: 'visitor-one', question: 'second' });
    expect(limited.response.status).toBe(429);
    expect(limited.response.headers.get('retry-after')).toBe('100');
    expect(((await limited.response.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    expect((await chat({ visitorId: 'visitor-two', question: 'first' })).response.status).toBe(200);
  });

  it("keeps a visitor's facts in that visitor's memory only; the posts are shared", async () => {
    const { chat, memory } = await blogApp();
    await chat({ visitorId: 'visitor-one', question: '我对花生过敏，推荐点零食' });
    const own = await memory.getAll({ userId: 'visitor-one', limit: 100 });
    expect(own.items.some((record) => record.text.includes('花生'))).toBe(true);
    expect((await memory.getAll({ userId: 'visitor-two', limit: 100 })).items).toEqual([]);
    const other = await chat({ visitorId: 'visitor-two', question: '推荐点零食，我有什么过敏吗' });
    const context = JSON.stringify(other.events.find((event) => event.event === 'context')?.data);
    expect(context).not.toContain('花生');
  });

  it('answers a widget embedded on another origin (CORS preflight)', async () => {
    const { app } = await blogApp();
    const preflight = await app.request('/demo/api/chat', { method: 'OPTIONS', headers: { origin: 'https://someone-elses-blog.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuses a bad request with a typed error', async () => {
    const { chat } = await blogApp();
    const response = (await chat({ visitorId: 'bad id with spaces', question: 'hi' })).response;
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('INVALID_INPUT');
  });
});
