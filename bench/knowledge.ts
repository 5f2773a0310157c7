/**
 * `node --import tsx bench/knowledge.ts [files]`: knowledge ingest throughput with the local
 * embedder on a generated Markdown corpus (default 400 files, over 2,000 chunks), then the
 * time to re-sync after touching 1% of the files, and a re-sync with nothing changed.
 * Default SQLite store in a temp file. Figures, not assertions.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { MemoryEngine } from '../src/core/engine.js';
import { LocalEmbedder } from '../src/embedders/local/local-embedder.js';
import { ingestDocs, type IngestSummary } from '../src/knowledge/ingest.js';
import { SqliteStore } from '../src/stores/sqlite/sqlite-store.js';
import { mulberry32 } from './support.js';

const fileCount = Number(process.argv[2] ?? 400);
const sectionsPerFile = 6;

const chinese = [
  '浏览器侧只留最近二十条消息，再往上是浪费。',
  '服务端的会话历史在三十分钟不活跃后过期。',
  '删文章要同步删向量，否则会检索到幽灵文章。',
  '工作记忆是每次请求临时拼装的上下文。',
  '检索结果按相关度过滤后才进入上下文。',
  '知识记忆是共享的，不需要任何用户标识。',
  '向量库必须真的落盘，重启之后才不会丢。',
  '分块时标题路径会成为每个块的标题。',
];
const english = [
  'The vector store is the long-term memory of the assistant.',
  'Every chunk is hashed, so an unchanged file costs no embedding call.',
  'A renamed file keeps its vectors and loses its old path in one transaction.',
  'Recall is capped by top k and a distance threshold.',
  'Working memory is assembled for each request and then thrown away.',
  'Short-term history lives in the browser and on the server with a TTL.',
];

function section(random: () => number, file: number, index: number, revision = 0): string {
  const sentences: string[] = [];
  for (let count = 0; count < 9; count += 1) {
    const pool = random() < 0.6 ? chinese : english;
    sentences.push(pool[Math.floor(random() * pool.length)] as string);
  }
  return `## 第 ${index + 1} 节 Section ${index + 1}\n\n文章 ${file} 第 ${index + 1} 节（修订 ${revision}）。${sentences.join(' ')}`;
}

function article(file: number, revision: number[]): string {
  const random = mulberry32(file + 1);
  const sections = Array.from({ length: sectionsPerFile }, (_, index) => section(random, file, index, revision[index] ?? 0));
  return `---\ntitle: 文章 ${file}\ndate: 2024-01-${String(1 + (file % 28)).padStart(2, '0')}\ntags: [bench]\n---\n# 文章 ${file}\n\n${sections.join('\n\n')}\n`;
}

function writeArticle(dir: string, file: number, revision: number[] = []): void {
  const path = join(dir, `posts/${String(file % 20).padStart(2, '0')}/article-${file}.md`);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, article(file, revision));
}

function line(label: string, summary: IngestSummary, extra = ''): string {
  const seconds = summary.durationMs / 1000;
  return `${label.padEnd(34)} ${seconds.toFixed(2).padStart(8)} s   files +${summary.added} ~${summary.changed} -${summary.removed} =${summary.unchanged}   chunks embedded ${summary.chunks.embedded}${extra}`;
}

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'agent-memory-knowledge-bench-'));
  const docs = join(folder, 'docs');
  try {
    for (let file = 0; file < fileCount; file += 1) writeArticle(docs, file);
    const local = new LocalEmbedder();
    await local.embed(['warm up the model']);
    const engine = new MemoryEngine({ store: new SqliteStore({ path: join(folder, 'bench.db') }), embedder: local });
    await engine.init();

    const full = await ingestDocs(engine, { dir: docs });
    const chunksPerSecond = full.chunks.total / (full.durationMs / 1000);

    // Touch 1% of the files: one section of each is rewritten.
    const touched = Math.max(1, Math.round(fileCount / 100));
    for (let step = 0; step < touched; step += 1) {
      const file = Math.floor((step * fileCount) / touched);
      const revision: number[] = [];
      revision[step % sectionsPerFile] = 1;
      writeArticle(docs, file, revision);
    }
    const resync = await ingestDocs(engine, { dir: docs });
    const noop = await ingestDocs(engine, { dir: docs });

    console.log(`knowledge ingest: ${fileCount} Markdown files, ${full.chunks.total} chunks, model ${local.info.model}, SQLite store`);
    console.log(line('full ingest', full, `   → ${chunksPerSecond.toFixed(1)} chunks/s`));
    console.log(line(`re-sync after touching ${touched} files (1%)`, resync));
    console.log(line('re-sync with nothing changed', noop));
    await engine.close();
    console.log(`database file after close: ${(statSync(join(folder, 'bench.db')).size / 1024 / 1024).toFixed(1)} MiB`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
