import { seededRandom } from '../testing/seeded-random.js';
import { describe, expect, it } from 'vitest';
import type { MemoryEngine } from '../core/engine.js';
import type { RecordQuery } from '../core/store.js';
import { analyze } from '../core/text/analyzer.js';
import type { MemoryRecord } from '../core/types.js';
import { createTestEngine } from '../testing/engine-fixtures.js';
import { ingestDocs, type IngestOptions } from './ingest.js';
import { canonicalJson } from './records.js';
import { createTestFolder, storeFactories, type TestFolder } from '../testing/knowledge-test-folder.js';


const sentences = [
  '记忆不是一个功能，是一组关于生命周期的决定。',
  '浏览器侧只留最近 20 条消息！',
  '服务端的会话 30 分钟不活跃即过期；',
  '删文章要同步删向量，否则检索到幽灵文章。',
  '工作记忆每次请求临时拼装？',
  'LLMs are stateless. ',
  'The vector store is the long-term memory. ',
  'Chunks are hashed, then embedded once! ',
  'Does a renamed file cost an embedding? ',
  'Knowledge is shared by every visitor. ',
];
const headings = ['持久化', '检索', 'Chunking', 'Sync', '会话记忆', 'Watch mode'];

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)] as T;
}

function paragraph(next: () => number): string {
  return Array.from({ length: 1 + Math.floor(next() * 4) }, () => pick(next, sentences)).join('');
}

function markdown(next: () => number): string {
  const parts: string[] = [];
  if (next() < 0.4) parts.push(`---\ntitle: ${pick(next, headings)}\ndate: 2024-0${1 + Math.floor(next() * 9)}-1${Math.floor(next() * 9)}\ntags: [${pick(next, headings)}]\n---`);
  const sectionCount = 1 + Math.floor(next() * 4);
  for (let section = 0; section < sectionCount; section += 1) {
    if (next() < 0.8) parts.push(`${'#'.repeat(1 + Math.floor(next() * 3))} ${pick(next, headings)}`);
    const blocks = 1 + Math.floor(next() * 3);
    for (let block = 0; block < blocks; block += 1) {
      const roll = next();
      if (roll < 0.1) parts.push('```sh\nchroma run --path ./data\n\n# a comment, not a heading\n```');
      else if (roll < 0.2) parts.push('| 层 | 生命周期 |\n|---|---|\n| 会话 | 30 分钟 |\n| 知识 | 永久 |');
      else parts.push(paragraph(next));
    }
  }
  return parts.join('\n\n');
}

function document(next: () => number): { extension: string; content: string } {
  const roll = next();
  if (roll < 0.7) return { extension: 'md', content: markdown(next) };
  if (roll < 0.85) return { extension: 'txt', content: `${paragraph(next)}\n\n${paragraph(next)}` };
  return { extension: 'html', content: `<html><head><title>${pick(next, headings)}</title></head><body><h1>${pick(next, headings)}</h1><p>${paragraph(next)}</p></body></html>` };
}

/** One random edit to the folder; returns a description for the failure message. */
function edit(next: () => number, folder: TestFolder, files: Map<string, string>, counter: { value: number }): string {
  const paths = [...files.keys()];
  const roll = next();
  const target = paths.length > 0 ? pick(next, paths) : undefined;
  if (target === undefined || roll < 0.3) {
    const { extension, content } = document(next);
    const path = `${pick(next, ['', 'posts/', 'posts/2024/'])}doc-${(counter.value += 1)}.${extension}`;
    folder.write(path, content);
    files.set(path, content);
    return `add ${path}`;
  }
  if (roll < 0.55) {
    const content = files.get(target) as string;
    const paragraphs = content.split('\n\n');
    const at = Math.floor(next() * paragraphs.length);
    const change = next();
    if (change < 0.4) paragraphs[at] = paragraph(next);
    else if (change < 0.7) paragraphs.splice(at, 0, `## ${pick(next, headings)}`, paragraph(next));
    else if (paragraphs.length > 1) paragraphs.splice(at, 1);
    else paragraphs.push(paragraph(next));
    const updated = paragraphs.join('\n\n');
    folder.write(target, updated);
    files.set(target, updated);
    return `modify ${target}`;
  }
  if (roll < 0.7) {
    folder.remove(target);
    files.delete(target);
    return `delete ${target}`;
  }
  if (roll < 0.85) {
    const extension = target.slice(target.lastIndexOf('.'));
    const destination = `${pick(next, ['', 'moved/', 'posts/'])}renamed-${(counter.value += 1)}${extension}`;
    folder.rename(target, destination);
    files.set(destination, files.get(target) as string);
    files.delete(target);
    return `rename ${target} -> ${destination}`;
  }
  if (roll < 0.93) {
    // Same bytes at a second path: identical chunks in two files.
    const destination = `copy-${(counter.value += 1)}${target.slice(target.lastIndexOf('.'))}`;
    folder.write(destination, files.get(target) as string);
    files.set(destination, files.get(target) as string);
    return `copy ${target} -> ${destination}`;
  }
  const spoiled = next() < 0.5 ? '' : `${files.get(target) as string}\u0000`;
  folder.write(target, spoiled);
  files.set(target, spoiled);
  return `${spoiled === '' ? 'empty' : 'binary'} ${target}`;
}

const everything = (engine: MemoryEngine): RecordQuery => ({ tenantId: engine.tenantId, sharedOnly: true, statuses: ['active', 'archived'] });

async function snapshot(engine: MemoryEngine): Promise<Map<string, { content: string; vector: number[] }>> {
  const ids = await engine.store.listIds(everything(engine));
  const records = await engine.store.getMany(engine.tenantId, ids);
  const vectors = await engine.store.getVectors(engine.tenantId, ids);
  return new Map(
    records.map((record: MemoryRecord) => {
      const { id, kind, scope, text, metadata, tags, eventTime, source } = record;
      return [id, { content: canonicalJson({ kind, scope, text, metadata, tags, eventTime, source }), vector: [...(vectors.get(id) ?? [])] }];
    }),
  );
}

const options = (dir: string): IngestOptions => ({ dir, chunkTokens: 40, overlapTokens: 10, maxFileBytes: 64 * 1024, batchChunks: 5 });

describe.each(storeFactories)('incremental sync equals a fresh full index (%s store)', (name, createStore) => {
  const sequences = name === 'in-memory' ? 40 : 20;

  it(`holds over ${sequences} random edit sequences`, async () => {
    for (let seed = 1; seed <= sequences; seed += 1) {
      const next = seededRandom(seed * 7919);
      const folder = createTestFolder();
      const { engine } = createTestEngine({ store: createStore() });
      const files = new Map<string, string>();
      const counter = { value: 0 };
      const everSeen = new Set<string>();
      const log: string[] = [];
      try {
        for (let step = 0; step < 8; step += 1) {
          const edits = 1 + Math.floor(next() * 3);
          for (let index = 0; index < edits; index += 1) log.push(edit(next, folder, files, counter));
          const summary = await ingestDocs(engine, options(folder.dir));
          log.push('sync');
          const context = `seed ${seed}: ${log.join(', ')}`;

          const fresh = createTestEngine({ store: createStore() }).engine;
          try {
            const freshSummary = await ingestDocs(fresh, options(folder.dir));
            const synced = await snapshot(engine);
            const expected = await snapshot(fresh);
            expect([...synced.keys()].sort(), context).toEqual([...expected.keys()].sort());
            for (const [id, value] of expected) expect(synced.get(id), `${context}: ${id}`).toEqual(value);
            expect(summary.chunks.total, context).toBe(expected.size);
            expect(freshSummary.chunks.total, context).toBe(expected.size);

            // Nothing removed is still findable, by vectors or by keywords, or leaves any trace.
            for (const id of synced.keys()) everSeen.add(id);
            const removed = [...everSeen].filter((id) => !synced.has(id));
            expect(await engine.store.hasTraces(engine.tenantId, removed), context).toBe(false);
            const [probe] = await engine.embedder.embed([pick(next, sentences)]);
            const vectorHits = await engine.store.vectorSearch(everything(engine), probe as Float32Array, 10_000);
            expect(vectorHits.map((hit) => hit.id).sort(), context).toEqual([...synced.keys()].sort());
            const keywordHits = await engine.store.keywordSearch(everything(engine), analyze(sentences.join(' ')), 10_000);
            expect(keywordHits.every((hit) => synced.has(hit.id)), context).toBe(true);
          } finally {
            await fresh.close();
          }
        }
      } finally {
        folder.cleanup();
        await engine.close();
      }
    }
  });
});
