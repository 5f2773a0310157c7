import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openMemory } from '../cli/context.js';
import { readEnv } from '../config/env.js';
import { main } from '../cli/main.js';
import { manualClock } from '../core/clock.js';
import type { SearchResult } from '../core/types.js';
import { HashEmbedder } from '../embedders/hash/hash-embedder.js';
import { Memory } from '../memory.js';
import { InMemoryStore } from '../stores/in-memory/in-memory-store.js';
import { chatCompletionsHandler, errorReply, type FakeChatMessage } from '../testing/fake-openai-server.js';
import { useFakeOpenAIServer } from '../testing/use-fake-openai-server.js';
import { LlmRelevanceJudge } from './llm-relevance-judge.js';
import { OpenAIChatModel } from './openai-chat-model.js';
import { JUDGE_SYSTEM_PROMPTS } from './prompts/judge.js';
import { shownCandidates } from '../testing/prompt-candidates.js';

/** The judge against a real local HTTP server speaking the OpenAI chat-completions protocol. */
const CHAT = '/v1/chat/completions';
/** The memories the fake model says help, by their text. */
let helpful = new Set<string>();

const fake = useFakeOpenAIServer((server) => {
  helpful = new Set();
  server.route(
    'POST',
    CHAT,
    chatCompletionsHandler((messages: FakeChatMessage[]) => {
      const shown = shownCandidates(messages.at(-1)?.content ?? '');
      return JSON.stringify({ relevant: shown.filter((candidate) => helpful.has(candidate.text)).map((candidate) => candidate.id) });
    }),
  );
});

const open: Memory[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((memory) => memory.close()));
});

function chatModel(): OpenAIChatModel {
  return new OpenAIChatModel({ baseUrl: fake.server.baseUrl, model: 'fake-judge', maxRetries: 0 });
}

/** The hash embedder's cosines mean nothing, so relevance here follows the keyword context alone. */
const KEYWORD_RELEVANCE = { search: { relevance: { intercept: -3, dense: 0, context: 20, coverage: 0, han: 0, hanDense: 0, topic: 0, hanTopic: 0, instruction: 0, period: 0, pool: 0, cut: 0.5 } } };
const MEMORIES = ['My bike was stolen outside the library', 'I bought a heavier bike lock', 'We adopted a cat named Miso'];
const QUESTION = 'What colour was the stolen bike?';

async function bikeMemory(): Promise<Memory> {
  const memory = new Memory({ store: new InMemoryStore(), embedder: new HashEmbedder(64), clock: manualClock('2026-01-10T00:00:00.000Z'), config: KEYWORD_RELEVANCE });
  open.push(memory);
  await memory.addMany(MEMORIES.map((text) => ({ text, userId: 'u1' })));
  return memory;
}

const texts = (results: SearchResult[]): string[] => results.map((result) => result.text);

describe('LlmRelevanceJudge through memory.search', () => {
  it('shows what the model accepts among the results near the cut, and asks one JSON question', async () => {
    const memory = await bikeMemory();
    const local = texts(await memory.search({ userId: 'u1', query: QUESTION }));
    expect(local).toContain(MEMORIES[0]);
    // A band of 1 puts every result the gate could show in the judge's hands.
    memory.setRelevanceJudge(new LlmRelevanceJudge({ llm: chatModel() }), { band: 1 });

    expect(await memory.search({ userId: 'u1', query: QUESTION })).toEqual([]);
    helpful.add(MEMORIES[1] as string);
    memory.setRelevanceJudge(new LlmRelevanceJudge({ llm: chatModel() }), { band: 1 });
    const accepted = await memory.search({ userId: 'u1', query: QUESTION });

    expect(texts(accepted)).toEqual([MEMORIES[1]]);
    expect(accepted[0]?.scores.judged).toBe(1);
    const requests = fake.server.requestsTo(CHAT);
    expect(requests).toHaveLength(2);
    const body = requests[0]?.body as { messages: FakeChatMessage[]; response_format: unknown; temperature: number };
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(body.temperature).toBe(0);
    expect(body.messages[0]).toEqual({ role: 'system', content: JUDGE_SYSTEM_PROMPTS.en });
    expect(body.messages[1]?.content).toContain(`Question: ${QUESTION}`);
    expect(shownCandidates(body.messages[1]?.content ?? '').map((candidate) => candidate.text)).toEqual(local);
    expect(memory.judgeFailures).toBe(0);
  });

  it('is not asked for a search with a caller threshold, and configureRetrieval sets it only with judge: true', async () => {
    const memory = await bikeMemory();
    memory.setRelevanceJudge(new LlmRelevanceJudge({ llm: chatModel() }), { band: 1 });
    await memory.search({ userId: 'u1', query: QUESTION, threshold: 0.01 });
    expect(fake.server.requestsTo(CHAT)).toHaveLength(0);
    memory.configureRetrieval({ llm: chatModel(), rerank: false });
    expect(memory.relevanceJudge).toBeNull();
    memory.configureRetrieval({ llm: chatModel(), rerank: false, judge: true });
    expect(memory.relevanceJudge?.name).toBe('llm:fake-judge');
    memory.configureRetrieval({ llm: null });
    expect(memory.relevanceJudge).toBeNull();
  });

  it('keeps the local decision when the call fails or the answer is not the asked JSON, and asks again next time', async () => {
    const memory = await bikeMemory();
    const local = texts(await memory.search({ userId: 'u1', query: QUESTION }));
    memory.setRelevanceJudge(new LlmRelevanceJudge({ llm: chatModel(), timeoutMs: 500 }), { band: 1 });

    fake.server.enqueue('POST', CHAT, errorReply(500, 'the model is overloaded'));
    expect(texts(await memory.search({ userId: 'u1', query: QUESTION }))).toEqual(local);
    expect(memory.judgeFailures).toBe(1);
    expect(memory.lastJudgeFailure).toMatchObject({ judge: 'llm:fake-judge', code: 'PROVIDER_ERROR', message: expect.stringContaining('HTTP 500') });

    fake.server.route('POST', CHAT, chatCompletionsHandler(() => JSON.stringify({ relevant: ['first'] })));
    expect(texts(await memory.search({ userId: 'u1', query: QUESTION }))).toEqual(local);
    expect(memory.judgeFailures).toBe(2);
    expect(fake.server.requestsTo(CHAT)).toHaveLength(2);
  });

  it('asks in Chinese for a Chinese question', async () => {
    const candidates = [{ id: 'a', text: '用户：打算在屋顶装光伏板，报价四万二', kind: 'semantic', createdAt: '2026-01-02T10:00:00.000Z' }] as unknown as SearchResult[];
    helpful.add('用户：打算在屋顶装光伏板，报价四万二');
    expect(await new LlmRelevanceJudge({ llm: chatModel() }).judge('我家的光伏板是哪个牌子的？', candidates)).toEqual([true]);
    const body = fake.server.requestsTo(CHAT)[0]?.body as { messages: FakeChatMessage[] };
    expect(body.messages[0]?.content).toBe(JUDGE_SYSTEM_PROMPTS.zh);
    expect(body.messages[1]?.content.startsWith('问题：我家的光伏板是哪个牌子的？')).toBe(true);
  });
});

describe('AGENT_MEMORY_LLM_JUDGE', () => {
  it('turns the judge on in the CLI and server only when asked for and an LLM is configured, beside the other stages', async () => {
    expect(readEnv({ AGENT_MEMORY_LLM_JUDGE: '1' }).AGENT_MEMORY_LLM_JUDGE).toBe(true);
    expect(() => readEnv({ AGENT_MEMORY_LLM_JUDGE: 'on' })).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    const folder = await mkdtemp(join(tmpdir(), 'agent-memory-judge-'));
    try {
      const io = (env: Record<string, string>) => ({ out: () => {}, err: () => {}, env: { AGENT_MEMORY_EMBEDDER: 'hash', ...env } });
      const llmEnv = { AGENT_MEMORY_LLM_URL: fake.server.baseUrl, AGENT_MEMORY_LLM_MODEL: 'fake-judge' };
      const cases: [Record<string, string>, { judge: string | null; reranker: string | null }][] = [
        [{ ...llmEnv, AGENT_MEMORY_LLM_JUDGE: '1' }, { judge: 'llm:fake-judge', reranker: null }],
        [{ ...llmEnv, AGENT_MEMORY_LLM_JUDGE: '1', AGENT_MEMORY_LLM_RERANK: '1' }, { judge: 'llm:fake-judge', reranker: 'llm:fake-judge' }],
        [{ ...llmEnv, AGENT_MEMORY_LLM_RERANK: '1' }, { judge: null, reranker: 'llm:fake-judge' }],
        [{ AGENT_MEMORY_LLM_JUDGE: 'true' }, { judge: null, reranker: null }],
      ];
      for (const [index, [env, expected]] of cases.entries()) {
        const memory = await openMemory({ db: join(folder, `${index}.db`) }, io(env));
        open.push(memory);
        expect({ judge: memory.relevanceJudge?.name ?? null, reranker: memory.reranker?.name ?? null }).toEqual(expected);
        expect(memory.relevanceJudgeBand.band).toBe(0.25);
      }

      // AGENT_MEMORY_LLM_JUDGE_BAND=1: every result the gate could show goes to the judge, so a
      // memory holding the question's exact words is left out when the model finds it no help.
      const narrow = await openMemory({ db: join(folder, 'narrow.db') }, io({ ...llmEnv, AGENT_MEMORY_LLM_JUDGE: '1' }));
      open.push(narrow);
      await narrow.add({ userId: 'u1', text: MEMORIES[0] as string });
      expect(texts(await narrow.search({ userId: 'u1', query: 'stolen bike library' }))).toEqual([MEMORIES[0]]);
      expect(fake.server.requestsTo(CHAT)).toHaveLength(0);
      const wide = await openMemory({ db: join(folder, 'wide.db') }, io({ ...llmEnv, AGENT_MEMORY_LLM_JUDGE: '1', AGENT_MEMORY_LLM_JUDGE_BAND: '1' }));
      open.push(wide);
      expect(wide.relevanceJudgeBand).toEqual({ band: 1, limit: 5 });
      await wide.add({ userId: 'u1', text: MEMORIES[0] as string });
      expect(await wide.search({ userId: 'u1', query: 'stolen bike library' })).toEqual([]);
      expect(fake.server.requestsTo(CHAT)).toHaveLength(1);
      helpful.add(MEMORIES[0] as string);
      expect(texts(await wide.search({ userId: 'u1', query: 'where was my bike stolen' }))).toEqual([MEMORIES[0]]);
      expect(fake.server.requestsTo(CHAT)).toHaveLength(2);

      for (const bad of ['2', '-0.1', 'wide']) {
        expect(() => readEnv({ AGENT_MEMORY_LLM_JUDGE_BAND: bad })).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
      }
    } finally {
      await Promise.all(open.splice(0).map((memory) => memory.close()));
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('agent-memory eval --llm', () => {
  const slice = fileURLToPath(new URL('../eval/fixtures/memory-dev-slice.json', import.meta.url));
  async function evalWith(env: Record<string, string>, args: string[]): Promise<{ code: number; err: string }> {
    const err: string[] = [];
    const code = await main(['eval', '--dataset', slice, '--json', '--no-progress', '--no-cache', '--store', 'memory', ...args], { out: () => {}, err: (line) => err.push(line), env: { AGENT_MEMORY_EMBEDDER: 'hash', ...env } });
    return { code, err: err.join('\n') };
  }

  it('asks the judge in the questions phase only when --llm is given, and refuses --llm without an LLM stage configured', async () => {
    const llmEnv = { AGENT_MEMORY_LLM_URL: fake.server.baseUrl, AGENT_MEMORY_LLM_MODEL: 'fake-judge', AGENT_MEMORY_LLM_JUDGE: '1' };
    expect((await evalWith(llmEnv, [])).code).toBe(0);
    expect(fake.server.requestsTo(CHAT)).toHaveLength(0);

    const judged = await evalWith(llmEnv, ['--llm']);
    expect(judged.err).toBe('');
    expect(judged.code).toBe(0);
    const requests = fake.server.requestsTo(CHAT);
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) expect((request.body as { messages: FakeChatMessage[] }).messages[0]?.content).toMatch(/^(?:You decide which memories|你判断哪些)/u);

    const refused = await evalWith({ AGENT_MEMORY_LLM_URL: fake.server.baseUrl, AGENT_MEMORY_LLM_MODEL: 'fake-judge' }, ['--llm']);
    expect(refused.code).not.toBe(0);
    expect(refused.err).toContain('--llm needs');
  });
});
