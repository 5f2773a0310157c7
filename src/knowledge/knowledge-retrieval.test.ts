import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryEngine } from '../core/engine.js';
import { LocalEmbedder } from '../embedders/local/local-embedder.js';
import { SqliteStore } from '../stores/sqlite/sqlite-store.js';
import { ingestDocs } from './ingest.js';
import { formatKnowledgeSource } from './source-label.js';
import { createTestFolder, type TestFolder } from '../testing/knowledge-test-folder.js';

// Real retrieval with the real model and store: the seed's blog, asked in the reader's words.
describe('knowledge retrieval with the local model', () => {
  let folder: TestFolder;
  let engine: MemoryEngine;

  beforeAll(async () => {
    folder = createTestFolder();
    folder.write('posts/memory.md', `---\ntitle: Agent 的记忆怎么做\ndate: 2024-05-01\n---\n# Agent 的记忆怎么做\n\n## 第一层：会话短期记忆\n\n浏览器侧用 localStorage 只存最近 20 条消息。服务端的会话历史 30 分钟不活跃就过期，后台每 5 分钟清扫一次。\n\n## 第二层：知识长期记忆\n\n所有博客文章分块、Embedding 后存进 ChromaDB，写入一次，永久可查，重启不丢。删文章要同步删向量，否则会检索到幽灵文章。`);
    folder.write('posts/deploy.md', `---\ndate: 2024-06-10\n---\n# Deploying on a small server\n\n## Memory limits\n\nThe server has only 2 GB of RAM, so the embedding model is loaded once and shared by every worker.\n\n## TLS\n\nCertificates are renewed by a cron job every sixty days.`);
    engine = new MemoryEngine({ store: new SqliteStore({ path: ':memory:' }), embedder: new LocalEmbedder() });
    await ingestDocs(engine, { dir: folder.dir });
    await engine.add({ userId: 'reader', text: '我喜欢简短的回答。' });
  });
  afterAll(async () => {
    await engine.close();
    folder.cleanup();
  });

  it.each([
    ['会话历史多久会过期？', 'posts/memory.md › Agent 的记忆怎么做 > 第一层：会话短期记忆 (2024-05-01)'],
    ['删除文章以后向量怎么处理', 'posts/memory.md › Agent 的记忆怎么做 > 第二层：知识长期记忆 (2024-05-01)'],
    ['how much RAM does the server have?', 'posts/deploy.md › Deploying on a small server > Memory limits (2024-06-10)'],
  ])('answers %s from the right section, labelled with its source', async (query, label) => {
    const results = await engine.search({ userId: 'reader', query });
    const top = results.find((result) => result.kind === 'knowledge');
    expect(top).toBeDefined();
    expect(results[0]?.kind).toBe('knowledge');
    expect(formatKnowledgeSource(top as NonNullable<typeof top>)).toBe(label);
  });
});
