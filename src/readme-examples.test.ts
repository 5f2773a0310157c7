import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from './cli/main.js';
import type { Embedder } from './core/embedder.js';
import { createDefaultEmbedder, createLocalEmbedder } from './embedders/default-embedder.js';
import { Memory } from './memory.js';
import { startHttpServer } from './server/http-server.js';
import { SqliteStore } from './stores/sqlite/sqlite-store.js';
import { createServerFixture } from './testing/server-fixture.js';

/**
 * The `add` + `search` and `remember` + `recall` pairs the README shows (and the nurse
 * example), on a fresh store with nothing else in it and the embedder a new store gets
 * (`defaultEmbedderKind`), through the library, the CLI, HTTP and MCP: the intended memory comes
 * back first. Through the library they are checked with both local embedders, the default and
 * the one a store may have recorded instead. These are the first
 * things a new user tries. The allergy pairs share no word with their question: they are found
 * through the question's domain (food, by zero-shot classification over general life domains)
 * and the memory's write-time category (safety), src/core/search/category-topics.ts. An
 * unrelated question on a store holding only such a memory still returns nothing.
 */
const SEARCH_EXAMPLES = [
  { text: '我住在南方，经常下雨，路面湿滑', query: '推荐一下适合我通勤的鞋子' },
  { text: 'I work as a nurse on night shifts', query: 'what is my job' },
  { text: 'I am allergic to peanuts', query: 'what should I avoid eating' },
  { text: '我对花生过敏', query: '晚饭吃什么' },
];
const RECALL_EXAMPLES = [
  { user: '我住在南方，经常下雨，路面湿滑', assistant: '南方雨水多，出门要注意防滑。', question: '推荐一下适合我通勤的鞋子' },
  { user: '我对花生过敏', assistant: '记住了', question: '晚饭吃什么' },
];
/** Questions about something else: a store holding only an allergy must answer them with nothing. */
const UNRELATED = ["what's the weather like", '推荐一部电影', 'recommend a movie', '今天天气怎么样'];

const embedder = createDefaultEmbedder();
const folder = mkdtempSync(join(tmpdir(), 'agent-memory-readme-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const libraryEmbedders: Array<[string, Embedder]> = [
  ['local: bge-small-zh alone', createLocalEmbedder('local')],
  ['local-bilingual: bge-small-zh + USE-lite', createLocalEmbedder('local-bilingual')],
];

describe.each(libraryEmbedders)('README examples through the library (%s)', (_label, embedder) => {
  async function freshMemory(): Promise<Memory> {
    const memory = new Memory({ store: new SqliteStore({ path: ':memory:' }), embedder });
    await memory.init();
    return memory;
  }

  for (const example of SEARCH_EXAMPLES) {
    it(`search "${example.query}" finds "${example.text}" first, with a relevance in 0..1`, async () => {
      const memory = await freshMemory();
      const added = await memory.add({ userId: 'alice', text: example.text });
      const results = await memory.search({ userId: 'alice', query: example.query });
      expect(results[0]?.id).toBe(added.id);
      expect(results[0]?.relevance).toBeGreaterThan(0);
      expect(results[0]?.relevance).toBeLessThanOrEqual(1);
      expect(results[0]?.scores.relevance).toBe(results[0]?.relevance);
      await memory.close();
    });
  }

  for (const example of RECALL_EXAMPLES) {
    it(`recall "${example.question}" returns the turn "${example.user}"`, async () => {
      const memory = await freshMemory();
      await memory.remember({ userId: 'alice', sessionId: 's1', turnId: '1', user: example.user, assistant: example.assistant });
      const { turns } = await memory.recall({ userId: 'alice', question: example.question });
      expect(turns[0]?.text).toContain(example.user);
      await memory.close();
    });
  }

  it('a store holding only an allergy answers unrelated questions with nothing (search and recall)', async () => {
    for (const text of ['I am allergic to peanuts', '我对花生过敏']) {
      const memory = await freshMemory();
      await memory.add({ userId: 'alice', text });
      await memory.remember({ userId: 'alice', sessionId: 's1', turnId: '1', user: text, assistant: 'Noted.' });
      for (const query of UNRELATED) {
        expect(await memory.search({ userId: 'alice', query }), `${text} / ${query}`).toEqual([]);
        expect((await memory.recall({ userId: 'alice', question: query })).turns, `${text} / ${query}`).toEqual([]);
      }
      await memory.close();
    }
  });

  it('an exact word of the only memory finds it: "nurse" and "what is my job"', async () => {
    const memory = await freshMemory();
    const added = await memory.add({ userId: 'alice', text: 'I work as a nurse on night shifts' });
    for (const query of ['nurse', 'what is my job']) expect((await memory.search({ userId: 'alice', query }))[0]?.id, query).toBe(added.id);
    await memory.close();
  });
});

describe('README examples through the CLI', () => {
  async function cli(db: string, ...argv: string[]): Promise<string> {
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(argv, { out: (line) => out.push(line), err: (line) => err.push(line), env: { AGENT_MEMORY_DB: db } });
    expect(code, err.join('\n')).toBe(0);
    return out.join('\n');
  }

  it('add "I work as a nurse on night shifts", then search "nurse" and "what is my job"', async () => {
    const db = join(folder, 'cli-search.db');
    const id = (await cli(db, 'add', 'I work as a nurse on night shifts', '--user', 'alice', '--metadata', '{"topic":"work"}')).trim();
    for (const query of ['nurse', 'what is my job']) {
      const found = JSON.parse(await cli(db, 'search', query, '--user', 'alice', '--json')) as { results: { id: string; relevance: number }[] };
      expect(found.results[0]?.id, query).toBe(id);
    }
  });

  it('remember the rain turn, then recall 推荐一下适合我通勤的鞋子', async () => {
    const db = join(folder, 'cli-recall.db');
    await cli(db, 'remember', '--user', 'alice', '--session', 's1', '--turn', '2', '--user-text', '我住在南方，经常下雨，路面湿滑', '--assistant-text', '南方雨水多，出门要注意防滑。');
    const recalled = JSON.parse(await cli(db, 'recall', '推荐一下适合我通勤的鞋子', '--user', 'alice', '--json')) as { turns: { text: string }[] };
    expect(recalled.turns[0]?.text).toContain('我住在南方');
  });

  it('README: add "I am allergic to peanuts", then search "can I eat peanut butter"', async () => {
    const db = join(folder, 'cli-allergy.db');
    const id = (await cli(db, 'add', 'I am allergic to peanuts', '--user', 'alice', '--metadata', '{"topic":"health"}')).trim();
    const found = JSON.parse(await cli(db, 'search', 'can I eat peanut butter', '--user', 'alice', '--json')) as { results: { id: string }[] };
    expect(found.results.map((result) => result.id)).toEqual([id]);
  });

  it('README: remember 我对花生过敏, then recall 我能吃花生吗', async () => {
    const db = join(folder, 'cli-allergy-turn.db');
    await cli(db, 'remember', '--user', 'alice', '--session', 's1', '--turn', '1', '--user-text', '我对花生过敏', '--assistant-text', '记住了');
    const recalled = JSON.parse(await cli(db, 'recall', '我能吃花生吗', '--user', 'alice', '--json')) as { turns: { text: string }[] };
    expect(recalled.turns[0]?.text).toContain('我对花生过敏');
  });

  it('README: add "I am allergic to peanuts", then search "what should I avoid eating" (no common word); "what\'s the weather like" finds nothing', async () => {
    const db = join(folder, 'cli-allergy-paraphrase.db');
    const id = (await cli(db, 'add', 'I am allergic to peanuts', '--user', 'alice')).trim();
    const found = JSON.parse(await cli(db, 'search', 'what should I avoid eating', '--user', 'alice', '--json')) as { results: { id: string }[] };
    expect(found.results[0]?.id).toBe(id);
    const unrelated = JSON.parse(await cli(db, 'search', "what's the weather like", '--user', 'alice', '--json')) as { results: { id: string }[] };
    expect(unrelated.results).toEqual([]);
  });

  it('README: remember 我对花生过敏, then recall 晚饭吃什么 (no common word); 推荐一部电影 recalls nothing', async () => {
    const db = join(folder, 'cli-allergy-dinner.db');
    await cli(db, 'remember', '--user', 'alice', '--session', 's1', '--turn', '1', '--user-text', '我对花生过敏', '--assistant-text', '记住了');
    const recalled = JSON.parse(await cli(db, 'recall', '晚饭吃什么', '--user', 'alice', '--json')) as { turns: { text: string; score: number; relevance: number }[] };
    expect(recalled.turns[0]?.text).toContain('我对花生过敏');
    // Found through its topic alone: no score, yet relevant; the human output leads with the relevance that decided.
    expect(recalled.turns[0]?.score).toBeCloseTo(0, 3);
    const relevance = recalled.turns[0]?.relevance ?? 0;
    expect(relevance).toBeGreaterThan(0.3);
    expect(await cli(db, 'recall', '晚饭吃什么', '--user', 'alice')).toContain(`relevance ${relevance.toFixed(2)}  score 0.000`);
    const unrelated = JSON.parse(await cli(db, 'recall', '推荐一部电影', '--user', 'alice', '--json')) as { turns: { text: string }[] };
    expect(unrelated.turns).toEqual([]);
  });
});

describe('README examples over HTTP and MCP', () => {
  it('POST /v1/memories + /v1/search, /v1/remember + /v1/recall', async () => {
    for (const [index, example] of SEARCH_EXAMPLES.entries()) {
      const fixture = await createServerFixture({ embedder });
      const added = (await (await fixture.request('POST', '/v1/memories', { body: { userId: `u${index}`, text: example.text } })).json()) as { id: string };
      const found = (await (await fixture.request('POST', '/v1/search', { body: { userId: `u${index}`, query: example.query } })).json()) as { results: { id: string; relevance: number }[] };
      expect(found.results[0]?.id, example.query).toBe(added.id);
      expect(found.results[0]?.relevance).toBeGreaterThan(0);
      await fixture.memory.close();
    }
    for (const example of RECALL_EXAMPLES) {
      const fixture = await createServerFixture({ embedder });
      await fixture.request('POST', '/v1/remember', { body: { userId: 'alice', sessionId: 's1', turnId: 1, user: example.user, assistant: example.assistant } });
      const recalled = (await (await fixture.request('POST', '/v1/recall', { body: { userId: 'alice', question: example.question } })).json()) as { turns: { text: string }[] };
      expect(recalled.turns[0]?.text, example.question).toContain(example.user);
      await fixture.memory.close();
    }
  });

  it('MCP add_memory + search_memory', async () => {
    for (const example of SEARCH_EXAMPLES) {
      const fixture = await createServerFixture({ embedder });
      const server = await startHttpServer({ memory: fixture.memory, auth: { keys: fixture.keys }, clock: fixture.clock, port: 0, host: '127.0.0.1' });
      const transport = new StreamableHTTPClientTransport(new URL('/mcp', server.url), { requestInit: { headers: { authorization: `Bearer ${fixture.acme.key}` } } });
      const client = new Client({ name: 'readme-test', version: '1.0.0' });
      await client.connect(transport);
      const added = (await client.callTool({ name: 'add_memory', arguments: { text: example.text, userId: 'alice' } })) as { structuredContent?: { memory?: { id: string } } };
      const found = (await client.callTool({ name: 'search_memory', arguments: { query: example.query, userId: 'alice' } })) as { structuredContent?: { results?: { id: string; relevance: number }[] } };
      expect(found.structuredContent?.results?.[0]?.id, example.query).toBe(added.structuredContent?.memory?.id);
      expect(found.structuredContent?.results?.[0]?.relevance).toBeGreaterThan(0);
      await client.close();
      await server.close();
      await fixture.memory.close();
    }
  });
});
