import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openMemory } from '../cli/context.js';
import { readEnv } from '../config/env.js';
import { manualClock } from '../core/clock.js';
import type { DeepPartial, EngineConfig } from '../core/config.js';
import { extraTermsFrom, MAX_EXTRA_TERMS } from '../core/search/rewrite-stage.js';
import { analyze } from '../core/text/analyzer.js';
import type { AddInput, SearchResult } from '../core/types.js';
import { HashEmbedder } from '../embedders/hash/hash-embedder.js';
import { Memory } from '../memory.js';
import { InMemoryStore } from '../stores/in-memory/in-memory-store.js';
import { chatCompletionsHandler, errorReply, type FakeChatMessage } from '../testing/fake-openai-server.js';
import { useFakeOpenAIServer } from '../testing/use-fake-openai-server.js';
import { LlmQueryRewriter, MAX_REWRITE_CHARACTERS, MAX_REWRITES } from './llm-query-rewriter.js';
import { OpenAIChatModel } from './openai-chat-model.js';
import { RERANK_SYSTEM_PROMPTS } from './prompts/rerank.js';
import { REWRITE_SYSTEM_PROMPTS } from './prompts/rewrite.js';

/** The query rewriter against a real local HTTP server speaking the OpenAI chat-completions protocol. */
const CHAT = '/v1/chat/completions';
/** What the fake model answers to a rewrite request; a rerank request gets an empty ranking. */
let rewrites: string[] = [];
const isRerank = (messages: FakeChatMessage[]): boolean => Object.values(RERANK_SYSTEM_PROMPTS).includes(messages[0]?.content ?? '');

const fake = useFakeOpenAIServer((server) => {
  rewrites = [];
  server.route(
    'POST',
    CHAT,
    chatCompletionsHandler((messages) => (isRerank(messages) ? JSON.stringify({ ranking: [] }) : JSON.stringify({ rewrites }))),
  );
});

const rewriteRequests = (): { messages: FakeChatMessage[]; response_format: unknown; temperature: number }[] =>
  fake.server
    .requestsTo(CHAT)
    .map((request) => request.body as { messages: FakeChatMessage[]; response_format: unknown; temperature: number })
    .filter((body) => !isRerank(body.messages));

const open: Memory[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((memory) => memory.close()));
});

function chatModel(): OpenAIChatModel {
  return new OpenAIChatModel({ baseUrl: fake.server.baseUrl, model: 'fake-rewriter', maxRetries: 0 });
}

function rewriter(timeoutMs?: number): LlmQueryRewriter {
  return new LlmQueryRewriter({ llm: chatModel(), ...(timeoutMs !== undefined ? { timeoutMs } : {}) });
}

/** Only the keyword side scores, so which memories come back follows from shared terms alone. */
const KEYWORD_ONLY: DeepPartial<EngineConfig> = { search: { weights: { dense: 0, keyword: 1, importance: 0, recency: 0 } } };
/** Any keyword evidence passes, none does not (it replaces the top-score gate too). */
const ANY_EVIDENCE = 0.01;

async function memoryWith(texts: string[], config: DeepPartial<EngineConfig> = KEYWORD_ONLY, extra: AddInput[] = []): Promise<Memory> {
  const memory = new Memory({ store: new InMemoryStore(), embedder: new HashEmbedder(64), clock: manualClock('2026-01-10T00:00:00.000Z'), config });
  open.push(memory);
  await memory.addMany([...texts.map((text) => ({ text, userId: 'u1' })), ...extra]);
  return memory;
}

const GPU = 'The GPU finally arrived: an RTX 4070 Super';
const CARDS = 'Card games night with the neighbours on Friday';
const CAT = 'We adopted a cat named Miso';
const QUESTION = 'Which graphics card did I get?';
/** Keyword IDF needs a few documents: a term in one of two memories weighs nothing (BM25). */
const OTHERS = [CAT, 'The dentist appointment moved to Tuesday', 'I water the tomatoes every morning'];

const texts = (results: SearchResult[]): string[] => results.map((result) => result.text);
const ask = (memory: Memory, query = QUESTION): Promise<SearchResult[]> => memory.search({ userId: 'u1', query, threshold: ANY_EVIDENCE });

describe('LlmQueryRewriter through memory.search', () => {
  it('finds a memory sharing no word with the question once the rewrite supplies its word, asking for JSON with the question', async () => {
    expect(analyze(GPU).filter((term) => analyze(QUESTION).includes(term))).toEqual([]);
    const memory = await memoryWith([GPU, CARDS, ...OTHERS]);
    expect(texts(await ask(memory))).toEqual([CARDS]);

    rewrites = ['GPU', 'video card RTX'];
    memory.setRewriter(rewriter());
    const results = await ask(memory);

    expect(texts(results)).toContain(GPU);
    expect(texts(results)).not.toContain(CAT);
    // Coverage counts the question's own terms only: none of them is in the GPU memory.
    expect(results.find((result) => result.text === GPU)?.scores.coverage).toBe(0);
    const requests = rewriteRequests();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.response_format).toEqual({ type: 'json_object' });
    expect(requests[0]?.temperature).toBe(0);
    expect(requests[0]?.messages[0]).toEqual({ role: 'system', content: REWRITE_SYSTEM_PROMPTS.en });
    expect(requests[0]?.messages[1]?.content).toBe(`Question: ${QUESTION}`);
    // A rewritten result is cached like any other.
    expect(texts(await ask(memory))).toEqual(texts(results));
    expect(rewriteRequests()).toHaveLength(1);
    expect(memory.rewriteFailures).toBe(0);
  });

  it('asks in Chinese for a Chinese question', async () => {
    const memory = await memoryWith(['GPU 到了，是 RTX 4070 Super', ...OTHERS]);
    const question = '显卡是哪一款？';
    expect(await ask(memory, question)).toEqual([]);
    rewrites = ['GPU 型号', 'RTX'];
    memory.setRewriter(rewriter());
    expect(texts(await ask(memory, question))).toEqual(['GPU 到了，是 RTX 4070 Super']);
    const request = rewriteRequests()[0];
    expect(request?.messages[0]?.content).toBe(REWRITE_SYSTEM_PROMPTS.zh);
    expect(request?.messages[1]?.content).toBe(`问题：${question}`);
  });

  it('uses at most 5 rewrites of at most 200 characters, and stops when the caller cancels', async () => {
    rewrites = ['one', ' two  words ', '', 'three', 'four', 'five', 'six', `${'长'.repeat(250)}`];
    expect(await rewriter().rewrite('anything?')).toEqual(['one', 'two words', 'three', 'four', 'five']);
    rewrites = ['长'.repeat(250)];
    expect(await rewriter().rewrite('anything?')).toEqual(['长'.repeat(MAX_REWRITE_CHARACTERS)]);
    expect(MAX_REWRITES).toBe(5);

    fake.server.route('POST', CHAT, () => ({ hang: true }));
    const controller = new AbortController();
    const pending = rewriter().rewrite('which card?', controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'PROVIDER_ERROR', details: { rewriter: 'llm:fake-rewriter', reason: 'cancelled' } });
  });
});

describe('rewrites never lower the bar', () => {
  it('leaves an off-topic question with nothing when its rewrites share no word with any memory (default thresholds)', async () => {
    // A task memory whose topic words name the rewrite's word, not its text: profile topics
    // follow the question's own terms, so the rewrite cannot pull it in at the profile floor.
    const task: AddInput = { text: 'Waiting on the last parts for the build', userId: 'u1', metadata: { category: 'task', topicTerms: ['显卡', 'gpu'] } };
    const memory = await memoryWith([GPU, CARDS, ...OTHERS], {}, [task]);
    const question = 'What is the capital of Australia?';
    expect(await memory.search({ userId: 'u1', query: question })).toEqual([]);
    expect(texts(await memory.search({ userId: 'u1', query: 'which gpu' }))).toContain(task.text);

    rewrites = ['capital city of Australia Canberra', '澳大利亚 首都 堪培拉', '显卡'];
    memory.setRewriter(rewriter());
    expect(await memory.search({ userId: 'u1', query: question })).toEqual([]);
    expect(rewriteRequests()).toHaveLength(1);
    expect(memory.rewriteFailures).toBe(0);
  });
});

describe('when the rewriter fails, search answers with the question’s own terms', () => {
  it('counts an HTTP 500, an answer that is not the asked JSON, and a model that hangs past the timeout, and caches none of them', async () => {
    const memory = await memoryWith([GPU, CARDS, ...OTHERS]);
    const local = texts(await ask(memory));
    memory.setRewriter(rewriter(200));

    fake.server.route('POST', CHAT, () => errorReply(500, 'the model is overloaded'));
    expect(texts(await ask(memory))).toEqual(local);
    expect(memory.rewriteFailures).toBe(1);
    expect(memory.lastRewriteFailure).toMatchObject({ rewriter: 'llm:fake-rewriter', code: 'PROVIDER_ERROR', message: expect.stringContaining('HTTP 500') });
    expect(texts(await ask(memory))).toEqual(local);
    expect(memory.rewriteFailures).toBe(2);
    expect(fake.server.requestsTo(CHAT)).toHaveLength(2);

    fake.server.route('POST', CHAT, chatCompletionsHandler(() => 'You probably mean your GPU.'));
    expect(texts(await ask(memory))).toEqual(local);
    expect(texts(await ask(memory))).toEqual(local);
    expect(memory.rewriteFailures).toBe(4);
    expect(memory.lastRewriteFailure).toMatchObject({ code: 'PROVIDER_ERROR', message: expect.stringContaining('JSON') });
    expect(fake.server.requestsTo(CHAT)).toHaveLength(4);

    fake.server.route('POST', CHAT, () => ({ hang: true }));
    expect(texts(await ask(memory))).toEqual(local);
    expect(memory.rewriteFailures).toBe(5);
    expect(memory.lastRewriteFailure).toMatchObject({ code: 'TIMEOUT', message: expect.stringContaining('200 ms') });
    expect(texts(await ask(memory))).toEqual(local);
    expect(memory.rewriteFailures).toBe(6);
    expect(fake.server.requestsTo(CHAT)).toHaveLength(6);
  });

  it('counts a rewriter that throws or returns something other than strings', async () => {
    const memory = await memoryWith([GPU, CARDS, ...OTHERS]);
    memory.setRewriter({ name: 'broken', rewrite: () => Promise.reject(new Error('no')) });
    expect(texts(await ask(memory))).toEqual([CARDS]);
    expect(memory.lastRewriteFailure).toMatchObject({ rewriter: 'broken', code: 'INTERNAL', message: 'no' });
    memory.setRewriter({ name: 'odd', rewrite: () => Promise.resolve([42] as unknown as string[]) });
    expect(texts(await ask(memory))).toEqual([CARDS]);
    expect(memory.lastRewriteFailure).toMatchObject({ rewriter: 'odd', code: 'PROVIDER_ERROR' });
    expect(memory.rewriteFailures).toBe(2);
  });
});

describe('the rewriter is optional', () => {
  it('sends nothing without a rewriter, nor after clearing it, and serves nothing rewritten from the cache once cleared', async () => {
    const memory = await memoryWith([GPU, CARDS, ...OTHERS]);
    expect(memory.rewriter).toBeNull();
    expect(texts(await ask(memory))).toEqual([CARDS]);
    expect(fake.server.requests).toHaveLength(0);

    rewrites = ['GPU'];
    memory.setRewriter(rewriter());
    expect(texts(await ask(memory))).toContain(GPU);
    memory.setRewriter(null);
    expect(texts(await ask(memory))).toEqual([CARDS]);
    expect(fake.server.requests).toHaveLength(1);

    memory.configureRetrieval({ llm: chatModel(), rerank: false, rewrite: true });
    expect(memory.reranker).toBeNull();
    expect(memory.rewriter).not.toBeNull();
    memory.configureRetrieval({ llm: chatModel(), rewrite: true });
    memory.configureRetrieval({ llm: null });
    expect(memory.rewriter).toBeNull();
    expect(memory.reranker).toBeNull();
    expect(texts(await ask(memory, 'graphics card'))).toEqual([CARDS]);
    expect(fake.server.requests).toHaveLength(1);
  });

  it('is set beside the reranker only with rewrite: true, and shared with forTenant views', async () => {
    const memory = await memoryWith([GPU, CARDS, ...OTHERS]);
    memory.configureRetrieval({ llm: chatModel() });
    expect(memory.reranker?.name).toBe('llm:fake-rewriter');
    expect(memory.rewriter).toBeNull();
    memory.configureRetrieval({ llm: chatModel(), rewrite: true, timeoutMs: 500 });
    expect(memory.rewriter?.name).toBe('llm:fake-rewriter');

    const tenant = memory.forTenant('acme');
    await tenant.addMany([GPU, CARDS, ...OTHERS].map((text) => ({ text, userId: 'u1' })));
    expect(tenant.rewriter).toBe(memory.rewriter);
    rewrites = ['GPU'];
    expect(texts(await ask(tenant))).toContain(GPU);
    fake.server.route('POST', CHAT, () => errorReply(500, 'down'));
    await ask(tenant, 'graphics');
    expect(memory.rewriteFailures).toBe(1);
    expect(() => new LlmQueryRewriter({ llm: chatModel(), timeoutMs: -1 })).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });
});

describe('the cap on extra terms', () => {
  const WORDS = ['alpha', 'bravo', 'delta', 'falcon', 'guitar', 'harbor', 'igloo', 'jungle', 'kettle', 'lemon', 'mango', 'nickel', 'oyster', 'pepper', 'quartz', 'rocket'];

  it('takes the first 12 new terms of the rewrites, in order, without the question’s own or repeats', () => {
    expect(extraTermsFrom(['lemon mango', 'mango kettle', 'alpha'], analyze('alpha'))).toEqual(['lemon', 'mango', 'kettl']);
    const extra = extraTermsFrom([WORDS.slice(0, 8).join(' '), WORDS.slice(4).join(' ')], []);
    expect(MAX_EXTRA_TERMS).toBe(12);
    expect(extra).toEqual(WORDS.slice(0, 12).flatMap((word) => analyze(word)));
  });

  it('holds through search: a chatty rewrite reaches only the memories of its first 12 words', async () => {
    const memory = await memoryWith(WORDS);
    rewrites = [WORDS.slice(0, 8).join(' '), WORDS.slice(8).join(' ')];
    memory.setRewriter(rewriter());
    const found = texts(await memory.search({ userId: 'u1', query: 'everything I said', threshold: ANY_EVIDENCE, topK: 20 }));
    expect([...found].sort()).toEqual(WORDS.slice(0, 12));
  });
});

describe('AGENT_MEMORY_LLM_REWRITE', () => {
  it('reads 1/true as on, 0/false as off, and refuses anything else', () => {
    expect(readEnv({ AGENT_MEMORY_LLM_REWRITE: '1' }).AGENT_MEMORY_LLM_REWRITE).toBe(true);
    expect(readEnv({ AGENT_MEMORY_LLM_REWRITE: 'true' }).AGENT_MEMORY_LLM_REWRITE).toBe(true);
    expect(readEnv({ AGENT_MEMORY_LLM_REWRITE: '0' }).AGENT_MEMORY_LLM_REWRITE).toBe(false);
    expect(readEnv({}).AGENT_MEMORY_LLM_REWRITE).toBeUndefined();
    expect(() => readEnv({ AGENT_MEMORY_LLM_REWRITE: 'on' })).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });

  it('turns the LLM rewriter on in the CLI and server only when asked for and an LLM is configured, with or without the reranker', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'agent-memory-rewrite-'));
    try {
      const io = (env: Record<string, string>) => ({ out: () => {}, err: () => {}, env: { AGENT_MEMORY_EMBEDDER: 'hash', ...env } });
      const llmEnv = { AGENT_MEMORY_LLM_URL: fake.server.baseUrl, AGENT_MEMORY_LLM_MODEL: 'fake-rewriter' };
      const cases: [Record<string, string>, { rewriter: string | null; reranker: string | null }][] = [
        [{ ...llmEnv, AGENT_MEMORY_LLM_REWRITE: '1' }, { rewriter: 'llm:fake-rewriter', reranker: null }],
        [{ ...llmEnv, AGENT_MEMORY_LLM_REWRITE: '1', AGENT_MEMORY_LLM_RERANK: '1' }, { rewriter: 'llm:fake-rewriter', reranker: 'llm:fake-rewriter' }],
        [{ ...llmEnv, AGENT_MEMORY_LLM_RERANK: '1' }, { rewriter: null, reranker: 'llm:fake-rewriter' }],
        [llmEnv, { rewriter: null, reranker: null }],
        [{ AGENT_MEMORY_LLM_REWRITE: 'true' }, { rewriter: null, reranker: null }],
      ];
      for (const [index, [env, expected]] of cases.entries()) {
        const memory = await openMemory({ db: join(folder, `${index}.db`) }, io(env));
        open.push(memory);
        expect({ rewriter: memory.rewriter?.name ?? null, reranker: memory.reranker?.name ?? null }).toEqual(expected);
      }
    } finally {
      await Promise.all(open.splice(0).map((memory) => memory.close()));
      await rm(folder, { recursive: true, force: true });
    }
  });
});
