import { knowledgeStatus } from './status.js';
import { chmodSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MemoryEngine } from '../core/engine.js';
import { MemoryError } from '../core/errors.js';
import type { MemoryRecord } from '../core/types.js';
import { analyze } from '../core/text/analyzer.js';
import type { HashEmbedder } from '../embedders/hash/hash-embedder.js';
import { createTestEngine } from '../testing/engine-fixtures.js';
import { ingestDocs } from './ingest.js';
import { formatKnowledgeSource } from './source-label.js';
import { createTestFolder, storeFactories, type TestFolder } from '../testing/knowledge-test-folder.js';

async function knowledge(engine: MemoryEngine, collection?: string): Promise<MemoryRecord[]> {
  const ids = await engine.store.listIds({
    tenantId: engine.tenantId,
    sharedOnly: true,
    kinds: ['knowledge'],
    statuses: ['active', 'archived', 'deleted'],
  });
  const records = await engine.store.getMany(engine.tenantId, ids);
  return records.filter((record) => collection === undefined || record.metadata.collection === collection);
}

function sections(titles: string[]): string {
  return titles.map((title) => `## ${title}\n\n关于${title}的说明。${title} is explained here.`).join('\n\n');
}

describe.each(storeFactories)('knowledge ingest on the %s store', (_name, createStore) => {
  let folder: TestFolder;
  let engine: MemoryEngine;
  let embedder: HashEmbedder;
  let clock: ReturnType<typeof createTestEngine>['clock'];

  beforeEach(() => {
    folder = createTestFolder();
    ({ engine, embedder, clock } = createTestEngine({ store: createStore() }));
  });
  afterEach(async () => {
    folder.cleanup();
    await engine.close();
  });

  it('reports ingest status per collection, following syncs and deletions', async () => {
    folder.write('a.md', sections(['甲', '乙']));
    folder.write('b.md', sections(['丙']));
    const summary = await ingestDocs(engine, { dir: folder.dir, collection: 'blog' });
    let status = await knowledgeStatus(engine);
    expect(status.collections).toEqual([{ collection: 'blog', files: 2, chunks: summary.chunks.total, archivedChunks: 0, lastChangedAt: expect.any(String) }]);
    folder.remove('b.md');
    await ingestDocs(engine, { dir: folder.dir, collection: 'blog' });
    status = await knowledgeStatus(engine, { collection: 'blog' });
    expect(status.collections[0]?.files).toBe(1);
    expect((await knowledgeStatus(engine, { collection: 'other' })).collections).toEqual([]);
  });

  it('indexes Markdown, text and HTML as shared knowledge with path, heading, date and hashes', async () => {
    folder.write('posts/memory.md', `---\ntitle: 记忆\ndate: 2024-05-01\ntags: [agent]\n---\n# 记忆\n\n## 第一层\n\n浏览器侧只留最近 20 条。`);
    folder.write('notes.txt', 'Plain notes about vectors.');
    folder.write('page.html', '<html><body><h1>Page</h1><p>HTML prose here.</p></body></html>');
    const summary = await ingestDocs(engine, { dir: folder.dir });
    expect(summary).toMatchObject({ added: 3, changed: 0, removed: 0, unchanged: 0, collection: 'default' });
    expect(summary.files.added).toEqual(['notes.txt', 'page.html', 'posts/memory.md']);
    expect(summary.chunks).toEqual({ total: 3, embedded: 3, reused: 0, removed: 0 });

    const records = await knowledge(engine);
    expect(records).toHaveLength(3);
    for (const record of records) {
      expect(record.kind).toBe('knowledge');
      expect(record.scope.userId).toBeUndefined();
      expect(record.source.documentHash).toMatch(/^[0-9a-f]{64}$/);
      expect(record.source.chunkHash).toMatch(/^[0-9a-f]{64}$/);
    }
    const post = records.find((record) => record.metadata.path === 'posts/memory.md') as MemoryRecord;
    expect(post.metadata).toMatchObject({ collection: 'default', heading: '记忆 > 第一层', headingPath: ['记忆', '第一层'], date: '2024-05-01', title: '记忆' });
    expect(post.tags).toEqual(['agent']);
    expect(post.eventTime).toBe('2024-05-01T00:00:00.000Z');
    expect(formatKnowledgeSource(post)).toBe('posts/memory.md › 记忆 > 第一层 (2024-05-01)');
  });

  it('costs no embedding call for unchanged files and rewrites nothing', async () => {
    folder.write('a.md', sections(['持久化', '检索', '分块']));
    folder.write('b.md', sections(['会话', '工作记忆']));
    await ingestDocs(engine, { dir: folder.dir });
    const before = await knowledge(engine);
    const calls = embedder.calls.length;
    clock.advance(60_000);

    const summary = await ingestDocs(engine, { dir: folder.dir });
    expect(embedder.calls.length).toBe(calls);
    expect(summary).toMatchObject({ added: 0, changed: 0, removed: 0, unchanged: 2 });
    expect(summary.chunks).toEqual({ total: 5, embedded: 0, reused: 0, removed: 0 });
    const after = await knowledge(engine);
    expect(after.map((record) => [record.id, record.updatedAt]).sort()).toEqual(before.map((record) => [record.id, record.updatedAt]).sort());
  });

  it('re-embeds only the changed chunks of a changed file and keeps the others (ids and vectors)', async () => {
    folder.write('a.md', sections(['持久化', '检索', '分块', '召回']));
    await ingestDocs(engine, { dir: folder.dir });
    const before = new Map((await knowledge(engine)).map((record) => [record.metadata.heading, record]));
    const calls = embedder.calls.length;

    // One section edited, one inserted at the top (which shifts every position), none removed.
    folder.write('a.md', `## 新章节\n\n全新的内容。\n\n${sections(['持久化', '检索', '分块', '召回']).replace('关于检索的说明。', '关于检索的新说明。')}`);
    const summary = await ingestDocs(engine, { dir: folder.dir });

    const embedded = embedder.calls.slice(calls).flat();
    expect(embedded).toHaveLength(2);
    expect(embedded.some((text) => text.includes('全新的内容。'))).toBe(true);
    expect(embedded.some((text) => text.includes('关于检索的新说明。'))).toBe(true);
    expect(summary).toMatchObject({ changed: 1, unchanged: 0 });
    expect(summary.chunks).toEqual({ total: 5, embedded: 2, reused: 3, removed: 1 });

    const after = new Map((await knowledge(engine)).map((record) => [record.metadata.heading, record]));
    expect([...after.keys()].sort()).toEqual(['分块', '召回', '持久化', '新章节', '检索'].sort());
    for (const heading of ['持久化', '分块', '召回']) {
      expect(after.get(heading)?.id).toBe(before.get(heading)?.id);
      expect(after.get(heading)?.metadata.chunkIndex).toBe((before.get(heading)?.metadata.chunkIndex as number) + 1);
      expect(after.get(heading)?.source.documentHash).not.toBe(before.get(heading)?.source.documentHash);
    }
    expect(await engine.store.hasTraces(engine.tenantId, [before.get('检索')?.id as string])).toBe(false);
  });

  it('removes every chunk of a deleted file, leaving no trace in records, vectors, keywords or history', async () => {
    folder.write('keep.md', sections(['保留']));
    folder.write('gone.md', sections(['幽灵文章', 'zebracorn']));
    await ingestDocs(engine, { dir: folder.dir });
    const ghostIds = (await knowledge(engine)).filter((record) => record.metadata.path === 'gone.md').map((record) => record.id);
    expect(ghostIds).toHaveLength(2);

    folder.remove('gone.md');
    const summary = await ingestDocs(engine, { dir: folder.dir });
    expect(summary).toMatchObject({ removed: 1, unchanged: 1 });
    expect(summary.files.removed).toEqual(['gone.md']);
    expect(summary.chunks.removed).toBe(2);
    expect(await engine.store.hasTraces(engine.tenantId, ghostIds)).toBe(false);
    expect((await knowledge(engine)).map((record) => record.metadata.path)).toEqual(['keep.md']);
    const query = { tenantId: engine.tenantId, sharedOnly: true, statuses: ['active' as const] };
    const keywordHits = await engine.store.keywordSearch(query, analyze('zebracorn 幽灵文章'), 10);
    expect(keywordHits.filter((hit) => ghostIds.includes(hit.id))).toEqual([]);
    const [vector] = await embedder.embed(['zebracorn is explained here.']);
    const vectorHits = await engine.store.vectorSearch(query, vector as Float32Array, 10);
    expect(vectorHits.map((hit) => hit.id).filter((id) => ghostIds.includes(id))).toEqual([]);
  });

  it('moves a renamed file without embedding anything and leaves nothing at the old path', async () => {
    folder.write('drafts/post.md', sections(['部署', '配置', '运维']));
    await ingestDocs(engine, { dir: folder.dir });
    const oldIds = (await knowledge(engine)).map((record) => record.id);
    const calls = embedder.calls.length;

    folder.rename('drafts/post.md', 'published/post.md');
    const summary = await ingestDocs(engine, { dir: folder.dir });
    expect(embedder.calls.length).toBe(calls);
    expect(summary).toMatchObject({ added: 1, removed: 1 });
    expect(summary.chunks).toEqual({ total: 3, embedded: 0, reused: 3, removed: 3 });
    expect(await engine.store.hasTraces(engine.tenantId, oldIds)).toBe(false);
    const records = await knowledge(engine);
    expect(records.map((record) => record.metadata.path)).toEqual(['published/post.md', 'published/post.md', 'published/post.md']);
    const vectors = await engine.store.getVectors(engine.tenantId, records.map((record) => record.id));
    expect(vectors.size).toBe(3);
  });

  it('reports binary, oversize and empty files, skips them, and indexes the rest', async () => {
    folder.write('good.md', sections(['正常']));
    folder.write('binary.md', new Uint8Array([0x23, 0x20, 0x00, 0xff, 0x10]));
    folder.write('latin1.txt', new Uint8Array([0x63, 0x61, 0x66, 0xe9])); // "café" in Latin-1: not UTF-8
    folder.write('huge.txt', 'x'.repeat(5000));
    folder.write('empty.md', '   \n\n');
    folder.write('image.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    folder.write('.hidden/secret.md', 'hidden text.');
    const summary = await ingestDocs(engine, { dir: folder.dir, maxFileBytes: 4096 });
    expect(summary.added).toBe(1);
    expect(summary.skipped.map((file) => [file.path, file.reason])).toEqual([
      ['binary.md', 'binary'],
      ['empty.md', 'empty'],
      ['huge.txt', 'too-large'],
      ['latin1.txt', 'binary'],
    ]);
    expect(summary.ignored).toBe(2);
    expect((await knowledge(engine)).map((record) => record.metadata.path)).toEqual(['good.md']);
  });

  it.skipIf(process.getuid?.() === 0)('reports an unreadable file and goes on (needs a non-root user: root reads anything)', async () => {
    folder.write('good.md', sections(['正常']));
    folder.write('locked.md', sections(['锁住']));
    chmodSync(join(folder.dir, 'locked.md'), 0o000);
    const summary = await ingestDocs(engine, { dir: folder.dir });
    expect(summary.skipped.map((file) => [file.path, file.reason])).toEqual([['locked.md', 'unreadable']]);
    expect(summary.added).toBe(1);
  });

  it('removes the chunks of a file that became binary or too large, as a fresh index would not have them', async () => {
    folder.write('a.md', sections(['甲']));
    folder.write('b.md', sections(['乙']));
    await ingestDocs(engine, { dir: folder.dir });
    folder.write('b.md', `${sections(['乙'])}\u0000`);
    const summary = await ingestDocs(engine, { dir: folder.dir });
    expect(summary.files.removed).toEqual(['b.md']);
    expect(summary.skipped.map((file) => file.path)).toEqual(['b.md']);
    expect((await knowledge(engine)).map((record) => record.metadata.path)).toEqual(['a.md']);
  });

  it('restores a chunk deleted or edited through the engine, so the index matches the folder again', async () => {
    folder.write('a.md', sections(['甲', '乙']));
    await ingestDocs(engine, { dir: folder.dir });
    const [first, second] = (await knowledge(engine)).sort((left, right) => (left.metadata.chunkIndex as number) - (right.metadata.chunkIndex as number));
    await engine.delete((first as MemoryRecord).id);
    await engine.update((second as MemoryRecord).id, { text: 'vandalised' });

    const summary = await ingestDocs(engine, { dir: folder.dir });
    expect(summary.changed).toBe(1);
    const restored = await knowledge(engine);
    expect(restored.map((record) => record.text).sort()).toEqual([(first as MemoryRecord).text, (second as MemoryRecord).text].sort());
    expect(restored.map((record) => record.id).sort()).toEqual([(first as MemoryRecord).id, (second as MemoryRecord).id].sort());
  });

  it('re-chunks unchanged files when the chunk size changes', async () => {
    folder.write('long.txt', Array.from({ length: 30 }, (_, index) => `第${index}句话讲记忆系统的设计。`).join(''));
    const small = await ingestDocs(engine, { dir: folder.dir, chunkTokens: 40, overlapTokens: 0 });
    const large = await ingestDocs(engine, { dir: folder.dir, chunkTokens: 400, overlapTokens: 0 });
    expect(small.chunks.total).toBeGreaterThan(3);
    expect(large).toMatchObject({ changed: 1, unchanged: 0 });
    expect(large.chunks.total).toBe(1);
    expect(await knowledge(engine)).toHaveLength(1);
  });

  it('keeps collections apart: syncing one never touches another', async () => {
    const other = createTestFolder();
    try {
      folder.write('a.md', sections(['甲']));
      other.write('b.md', sections(['乙']));
      await ingestDocs(engine, { dir: folder.dir, collection: 'blog' });
      await ingestDocs(engine, { dir: other.dir, collection: 'manual' });
      folder.remove('a.md');
      const summary = await ingestDocs(engine, { dir: folder.dir, collection: 'blog' });
      expect(summary.removed).toBe(1);
      expect(await knowledge(engine, 'blog')).toHaveLength(0);
      expect((await knowledge(engine, 'manual')).map((record) => record.metadata.path)).toEqual(['b.md']);
    } finally {
      other.cleanup();
    }
  });

  it('refuses bad input with a MemoryError and leaves the stored knowledge unchanged', async () => {
    folder.write('a.md', sections(['甲', '乙']));
    await ingestDocs(engine, { dir: folder.dir });
    const before = await knowledge(engine);
    const attempts = [
      { dir: folder.dir, collection: 'bad name!' },
      { dir: join(folder.dir, 'missing') },
      { dir: join(folder.dir, 'a.md') },
      { dir: folder.dir, chunkTokens: 4 },
      { dir: folder.dir, chunkTokens: 100, overlapTokens: 100 },
      { dir: '' },
    ];
    for (const options of attempts) {
      const error: unknown = await ingestDocs(engine, options).catch((caught: unknown) => caught);
      expect(MemoryError.isInstance(error), JSON.stringify(options)).toBe(true);
      expect((error as MemoryError).code).toBe('INVALID_INPUT');
    }
    expect(await knowledge(engine)).toEqual(before);
  });

  it('is found by a user\'s search by default, labelled with its source, and left out on request', async () => {
    folder.write('posts/chroma.md', `---\ndate: 2024-03-02\n---\n# ChromaDB\n\n## 持久化\n\nChromaDB must persist its data to disk, otherwise a restart loses everything.`);
    await ingestDocs(engine, { dir: folder.dir });
    await engine.add({ userId: 'alice', text: 'Alice prefers short answers.' });

    const results = await engine.search({ userId: 'alice', query: 'persist data to disk restart', threshold: 0 });
    const hit = results.find((result) => result.kind === 'knowledge');
    expect(hit).toBeDefined();
    expect(formatKnowledgeSource(hit as MemoryRecord)).toBe('posts/chroma.md › ChromaDB > 持久化 (2024-03-02)');
    const without = await engine.search({ userId: 'alice', query: 'persist data to disk restart', threshold: 0, includeKnowledge: false });
    expect(without.some((result) => result.kind === 'knowledge')).toBe(false);
  });
});
