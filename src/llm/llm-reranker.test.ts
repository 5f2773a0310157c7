import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openMemory } from '../cli/context.js';
import { readEnv } from '../config/env.js';
import { manualClock } from '../core/clock.js';
import type { SearchResult } from '../core/types.js';
import { HashEmbedder } from '../embedders/hash/hash-embedder.js';
import { Memory } from '../memory.js';
import { InMemoryStore } from '../stores/in-memory/in-memory-store.js';
import { chatCompletionsHandler, errorReply, type FakeChatMessage } from '../testing/fake-openai-server.js';
import { buildRecord } from '../testing/records.js';
import { useFakeOpenAIServer } from '../testing/use-fake-openai-server.js';
import { LlmReranker } from './llm-reranker.js';
import { OpenAIChatModel } from './openai-chat-model.js';
import { RERANK_SYSTEM_PROMPTS } from './prompts/rerank.js';
import { shownCandidates } from '../testing/prompt-candidates.js';

/** The reranker against a real local HTTP server speaking the OpenAI chat-completions protocol. */
const CHAT = '/v1/chat/completions';
/** What the fake model scores each memory, by its text; memories not in the map are left out of its answer. */
let scoresByText = new Map<string, number>();

const fake = useFakeOpenAIServer((server) => {
  scoresByText = new Map();
  server.route(
    'POST',
    CHAT,
    chatCompletionsHandler((messages: FakeChatMessage[]) => {
      const prompt = messages.at(-1)?.content ?? '';
      const ranking = shownCandidates(prompt)
        .filter((candidate) => scoresByText.has(candidate.text))
        .map((candidate) => ({ id: candidate.id, score: scoresByText.get(candidate.text) as number }))
        .sort((left, right) => right.score - left.score);
      return JSON.stringify({ ranking });
    }),
  );
});

const open: Memory[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((memory) => memory.close()));
});

function chatModel(): OpenAIChatModel {
  return new OpenAIChatModel({ baseUrl: fake.server.baseUrl, model: 'fake-reranker', maxRetries: 0 });
}

/**
 * Four memories pass the local relevance gate for QUESTION; the cat does not. The hash embedder's
 * cosines mean nothing, so relevance here follows the keyword context alone.
 */
const KEYWORD_RELEVANCE = { search: { relevance: { intercept: -3, dense: 0, context: 20, coverage: 0, han: 0, hanDense: 0, topic: 0, hanTopic: 0, instruction: 0, period: 0, cut: 0.5 } } };
const MEMORIES = [
  'My espresso grinder is a Niche Zero',
  'I clean the espresso grinder every Sunday',
  'The espresso grinder at the office is broken',
  'I want a quieter espresso grinder for the flat',
  'We adopted a cat named Miso',
];

async function grinderMemory(): Promise<Memory> {
  const memory = new Memory({ store: new InMemoryStore(), embedder: new HashEmbedder(64), clock: manualClock('2026-01-10T00:00:00.000Z'), config: KEYWORD_RELEVANCE });
  open.push(memory);
  await memory.addMany(MEMORIES.map((text) => ({ text, userId: 'u1' })));
  return memory;
}

const QUESTION = 'Which espresso grinder do I have?';
function result(id: string, overrides: Partial<SearchResult> = {}): SearchResult {
  return { ...buildRecord(id, overrides), score: 0.5, relevance: 0.5, scores: { dense: 0.5, keyword: 0.5, importance: 0.5, recency: 0.5, final: 0.5 } };
}

const texts = (results: SearchResult[]): string[] => results.map((result) => result.text);

/** The pipeline's own order for the question, searched with no reranker set. */
async function localOrder(memory: Memory, question = QUESTION): Promise<string[]> {
  const saved = memory.reranker;
  memory.setReranker(null);
  const results = texts(await memory.search({ userId: 'u1', query: question }));
  memory.setReranker(saved);
  return results;
}

describe('LlmReranker through memory.search', () => {
  it('returns the order the model gives, with scores.rerank, and sends the question and candidates as a JSON request', async () => {
    const memory = await grinderMemory();
    const local = await localOrder(memory);
    expect(local).toHaveLength(4);
    local.forEach((text, index) => scoresByText.set(text, index));
    memory.configureRetrieval({ llm: chatModel() });

    const results = await memory.search({ userId: 'u1', query: QUESTION });

    expect(texts(results)).toEqual([...local].reverse());
    expect(results.map((result) => result.scores.rerank)).toEqual([3, 2, 1, 0]);
    for (const result of results) expect(result.scores).toMatchObject({ dense: expect.any(Number), keyword: expect.any(Number), final: result.score });
    const requests = fake.server.requestsTo(CHAT);
    expect(requests).toHaveLength(1);
    const body = requests[0]?.body as { messages: FakeChatMessage[]; response_format: unknown; temperature: number };
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(body.temperature).toBe(0);
    expect(body.messages[0]).toEqual({ role: 'system', content: RERANK_SYSTEM_PROMPTS.en });
    const prompt = body.messages[1]?.content ?? '';
    expect(prompt).toContain(`Question: ${QUESTION}`);
    expect(shownCandidates(prompt).map((candidate) => candidate.text)).toEqual(local);
    expect(prompt).toContain('[1] (semantic, 2026-01-10) ');
    expect(memory.rerankFailures).toBe(0);
  });

  it('puts candidates scored 0 after every scored one and the omitted ones last, in local order', async () => {
    const memory = await grinderMemory();
    const [first, second, third, fourth] = (await localOrder(memory)) as [string, string, string, string];
    scoresByText.set(third, 0).set(fourth, 2).set(second, 2);
    memory.configureRetrieval({ llm: chatModel() });

    const results = await memory.search({ userId: 'u1', query: QUESTION });

    expect(texts(results)).toEqual([second, fourth, third, first]);
    expect(results.map((result) => result.scores.rerank)).toEqual([2, 2, 0, undefined]);
  });

  it('shows the model only the top `candidates`, and keeps the local order after them', async () => {
    const memory = await grinderMemory();
    const [first, second, third, fourth] = (await localOrder(memory)) as [string, string, string, string];
    scoresByText.set(first, 1).set(second, 3);
    memory.configureRetrieval({ llm: chatModel(), candidates: 2 });

    const results = await memory.search({ userId: 'u1', query: QUESTION });

    expect(texts(results)).toEqual([second, first, third, fourth]);
    const prompt = (fake.server.requestsTo(CHAT)[0]?.body as { messages: FakeChatMessage[] }).messages[1]?.content ?? '';
    expect(shownCandidates(prompt).map((candidate) => candidate.text)).toEqual([first, second]);
  });

  it('asks in Chinese for a Chinese question and cuts long memories to about 300 characters', async () => {
    const long = `我的磨豆机是一台很安静的意式磨豆机，${'每天早上都用它磨咖啡豆，'.repeat(30)}`;
    const candidates: SearchResult[] = [
      result('long', { text: long, eventTime: '2025-12-24T08:00:00.000Z' }),
      result('short', { text: '公司的\n磨豆机坏了', kind: 'episodic', createdAt: '2026-01-02T10:00:00.000Z' }),
    ];
    scoresByText.set('公司的 磨豆机坏了', 3);
    const reranked = await new LlmReranker({ llm: chatModel() }).rerank('我的磨豆机是哪一台？', candidates);

    expect(reranked.map((item) => [item.id, item.scores.rerank])).toEqual([['short', 3], ['long', undefined]]);
    const body = fake.server.requestsTo(CHAT)[0]?.body as { messages: FakeChatMessage[] };
    expect(body.messages[0]?.content).toBe(RERANK_SYSTEM_PROMPTS.zh);
    const prompt = body.messages[1]?.content ?? '';
    expect(prompt.startsWith('问题：我的磨豆机是哪一台？')).toBe(true);
    const shown = shownCandidates(prompt);
    expect(shown[0]?.text).toBe(`${Array.from(long).slice(0, 300).join('')}…`);
    expect(prompt).toContain('[1] (semantic, 2025-12-24) 我的磨豆机');
    expect(prompt).toContain('[2] (episodic, 2026-01-02) 公司的 磨豆机坏了');
  });

  it('stops when the caller cancels, whether or not the model answers', async () => {
    fake.server.route('POST', CHAT, () => ({ hang: true }));
    const controller = new AbortController();
    const pending = new LlmReranker({ llm: chatModel() }).rerank('which grinder?', [result('a'), result('b')], controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'PROVIDER_ERROR', details: { reason: 'cancelled' } });
  });
});

describe('when the reranker fails, search keeps the local ranking', () => {
  it('counts an HTTP 500, an answer that is not the asked JSON, and a model that hangs past the timeout', async () => {
    const memory = await grinderMemory();
    const local = await localOrder(memory);
    memory.configureRetrieval({ llm: chatModel(), timeoutMs: 200 });

    fake.server.enqueue('POST', CHAT, errorReply(500, 'the model is overloaded'));
    expect(texts(await memory.search({ userId: 'u1', query: QUESTION }))).toEqual(local);
    expect(memory.rerankFailures).toBe(1);
    expect(memory.lastRerankFailure).toMatchObject({ reranker: 'llm:fake-reranker', code: 'PROVIDER_ERROR', message: expect.stringContaining('HTTP 500') });

    fake.server.route('POST', CHAT, chatCompletionsHandler(() => 'I think the second one fits best.'));
    expect(texts(await memory.search({ userId: 'u1', query: QUESTION }))).toEqual(local);
    fake.server.route('POST', CHAT, chatCompletionsHandler(() => JSON.stringify({ ranking: [{ id: 1, score: 'high' }] })));
    const results = await memory.search({ userId: 'u1', query: QUESTION });
    expect(texts(results)).toEqual(local);
    expect(results.every((result) => result.scores.rerank === undefined)).toBe(true);
    expect(memory.rerankFailures).toBe(3);
    expect(memory.lastRerankFailure?.code).toBe('PROVIDER_ERROR');

    fake.server.route('POST', CHAT, () => ({ hang: true }));
    expect(texts(await memory.search({ userId: 'u1', query: QUESTION }))).toEqual(local);
    expect(memory.rerankFailures).toBe(4);
    expect(memory.lastRerankFailure).toMatchObject({ code: 'TIMEOUT', message: expect.stringContaining('200 ms') });
    // A fallback is not cached: every failed search asked the model again.
    expect(fake.server.requestsTo(CHAT)).toHaveLength(4);
  });

  it('refuses an answer that is not a permutation of the candidates, from any reranker', async () => {
    const memory = await grinderMemory();
    const local = await localOrder(memory);
    memory.setReranker({ name: 'duplicating', rerank: async (_question, candidates) => [...candidates, ...candidates] });
    expect(texts(await memory.search({ userId: 'u1', query: QUESTION }))).toEqual(local);
    expect(memory.lastRerankFailure).toMatchObject({ reranker: 'duplicating', code: 'PROVIDER_ERROR' });
  });
});

describe('the reranker is optional', () => {
  it('sends nothing to the model when no reranker is set', async () => {
    const memory = await grinderMemory();
    expect(memory.reranker).toBeNull();
    expect(await memory.search({ userId: 'u1', query: QUESTION })).toHaveLength(4);
    memory.configureRetrieval({ llm: chatModel() });
    memory.configureRetrieval({ llm: null });
    expect(await memory.search({ userId: 'u1', query: 'espresso grinder' })).not.toHaveLength(0);
    expect(fake.server.requests).toHaveLength(0);
  });

  it('never serves a reranked result from the cache once the reranker is cleared, nor a local one once it is set', async () => {
    const memory = await grinderMemory();
    const local = await localOrder(memory);
    local.forEach((text, index) => scoresByText.set(text, index));
    const reranked = [...local].reverse();
    memory.configureRetrieval({ llm: chatModel() });
    expect(texts(await memory.search({ userId: 'u1', query: QUESTION }))).toEqual(reranked);
    expect(texts(await memory.search({ userId: 'u1', query: QUESTION }))).toEqual(reranked);
    expect(fake.server.requestsTo(CHAT)).toHaveLength(1);

    memory.configureRetrieval({ llm: null });
    const cleared = await memory.search({ userId: 'u1', query: QUESTION });
    expect(texts(cleared)).toEqual(local);
    expect(cleared.every((result) => result.scores.rerank === undefined)).toBe(true);

    memory.configureRetrieval({ llm: chatModel() });
    expect(texts(await memory.search({ userId: 'u1', query: QUESTION }))).toEqual(reranked);
    expect(fake.server.requestsTo(CHAT)).toHaveLength(2);
  });

  it('is shared with forTenant views', async () => {
    const memory = await grinderMemory();
    const tenant = memory.forTenant('acme');
    await tenant.addMany(MEMORIES.map((text) => ({ text, userId: 'u1' })));
    const local = await localOrder(tenant);
    local.forEach((text, index) => scoresByText.set(text, index));
    memory.configureRetrieval({ llm: chatModel() });
    expect(tenant.reranker).toBe(memory.reranker);
    expect(texts(await tenant.search({ userId: 'u1', query: QUESTION }))).toEqual([...local].reverse());
    fake.server.enqueue('POST', CHAT, errorReply(500, 'down'));
    await tenant.search({ userId: 'u1', query: 'espresso grinder' });
    expect(memory.rerankFailures).toBe(1);
  });

  it('is refused with a bad candidates count or timeout', () => {
    expect(() => new LlmReranker({ llm: chatModel(), timeoutMs: 0 })).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    const memory = new Memory({ store: new InMemoryStore(), embedder: new HashEmbedder(64) });
    open.push(memory);
    expect(() => memory.configureRetrieval({ llm: chatModel(), candidates: 0 })).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    expect(memory.reranker).toBeNull();
  });
});

describe('AGENT_MEMORY_LLM_RERANK', () => {
  it('reads 1/true as on, 0/false as off, and refuses anything else', () => {
    expect(readEnv({ AGENT_MEMORY_LLM_RERANK: '1' }).AGENT_MEMORY_LLM_RERANK).toBe(true);
    expect(readEnv({ AGENT_MEMORY_LLM_RERANK: 'true' }).AGENT_MEMORY_LLM_RERANK).toBe(true);
    expect(readEnv({ AGENT_MEMORY_LLM_RERANK: 'false' }).AGENT_MEMORY_LLM_RERANK).toBe(false);
    expect(readEnv({}).AGENT_MEMORY_LLM_RERANK).toBeUndefined();
    expect(() => readEnv({ AGENT_MEMORY_LLM_RERANK: 'yes' })).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });

  it('turns the LLM reranker on in the CLI and server only when asked for and an LLM is configured', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'agent-memory-rerank-'));
    try {
      const io = (env: Record<string, string>) => ({ out: () => {}, err: () => {}, env: { AGENT_MEMORY_EMBEDDER: 'hash', ...env } });
      const llmEnv = { AGENT_MEMORY_LLM_URL: fake.server.baseUrl, AGENT_MEMORY_LLM_MODEL: 'fake-reranker' };
      const cases: [Record<string, string>, string | null][] = [
        [{ ...llmEnv, AGENT_MEMORY_LLM_RERANK: '1' }, 'llm:fake-reranker'],
        [llmEnv, null],
        [{ AGENT_MEMORY_LLM_RERANK: 'true' }, null],
      ];
      for (const [index, [env, expected]] of cases.entries()) {
        const memory = await openMemory({ db: join(folder, `${index}.db`) }, io(env));
        open.push(memory);
        expect(memory.reranker?.name ?? null).toBe(expected);
      }
    } finally {
      await Promise.all(open.splice(0).map((memory) => memory.close()));
      await rm(folder, { recursive: true, force: true });
    }
  });
});
