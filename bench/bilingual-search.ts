/**
 * LoCoMo search latency, bge-small-zh alone against `local-bilingual`, paired in one process:
 * the first CONVERSATIONS conversations are ingested into one store per embedder (as `eval`
 * does), then every question is asked of both, back to back, the order alternating question by
 * question, so both see the same moment of a shared machine. Prints p50 / p95 of the whole search
 * and of the question's embedding alone.
 * `node --import tsx bench/bilingual-search.ts [CONVERSATIONS] [DATASET]` (default 2, ../shared/eval/locomo10.json)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { manualClock } from '../src/core/clock.js';
import type { Embedder } from '../src/core/embedder.js';
import { sequentialIds } from '../src/core/ids.js';
import { createBilingualLocalEmbedder } from '../src/embedders/composite/local-bilingual.js';
import { LocalEmbedder } from '../src/embedders/local/local-embedder.js';
import { loadDataset } from '../src/eval/index.js';
import { ingestDataset } from '../src/eval/ingest.js';
import { Memory } from '../src/memory.js';

const conversations = Number(process.argv[2] ?? 2);
const dataset = await loadDataset(process.argv[3] ?? '../shared/eval/locomo10.json');
const subset = { ...dataset, conversations: dataset.conversations.slice(0, conversations) };
const users = new Set(subset.conversations.map((conversation) => conversation.userId));
const questions = dataset.questions.filter((question) => users.has(question.userId));

const folder = mkdtempSync(join(tmpdir(), 'agent-memory-bilingual-search-'));

async function open(name: string, embedder: Embedder): Promise<{ name: string; memory: Memory; embedder: Embedder }> {
  const clock = manualClock('2000-01-01T00:00:00Z');
  const memory = await Memory.open({ embedder, clock, dbPath: join(folder, `${name}.db`), ids: sequentialIds() });
  const started = performance.now();
  await ingestDataset(memory, subset, null, clock);
  process.stdout.write(`${name}: ingested ${subset.conversations.length} conversations in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  return { name, memory, embedder };
}

const runs = [await open('bge', new LocalEmbedder()), await open('bilingual', createBilingualLocalEmbedder())];
const searchMs = new Map<string, number[]>(runs.map((run) => [run.name, []]));
const embedMs = new Map<string, number[]>(runs.map((run) => [run.name, []]));
try {
  for (const [index, question] of questions.entries()) {
    const order = index % 2 === 0 ? runs : [...runs].reverse();
    for (const run of order) {
      let started = performance.now();
      await run.embedder.embed([question.query]);
      embedMs.get(run.name)?.push(performance.now() - started);
      started = performance.now();
      await run.memory.search({ userId: question.userId, query: question.query, topK: 20, ...(question.time ? { now: question.time } : {}) });
      searchMs.get(run.name)?.push(performance.now() - started);
    }
  }
  // PROFILE=DIR: a V8 CPU profile of each embedder's searches alone (bench/summarize-profile.mjs reads them).
  const profileDirectory = process.env.PROFILE;
  if (profileDirectory !== undefined) {
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    for (const run of runs) {
      await session.post('Profiler.start');
      // A suffix keeps the result cache from answering: these are new questions to it.
      for (let pass = 0; pass < 3; pass += 1) {
        for (const question of questions) await run.memory.search({ userId: question.userId, query: `${question.query} ${pass}`, topK: 20, ...(question.time ? { now: question.time } : {}) });
      }
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(join(profileDirectory, `${run.name}.cpuprofile`), JSON.stringify(profile));
    }
    session.disconnect();
  }
  const percentile = (values: number[], fraction: number): string => ([...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(fraction * values.length) - 1)] as number).toFixed(1);
  for (const run of runs) {
    const search = searchMs.get(run.name) ?? [];
    const embed = embedMs.get(run.name) ?? [];
    process.stdout.write(`${run.name}: search p50 ${percentile(search, 0.5)} / p95 ${percentile(search, 0.95)} ms; question embedding alone p50 ${percentile(embed, 0.5)} / p95 ${percentile(embed, 0.95)} ms (${search.length} questions)\n`);
  }
} finally {
  for (const run of runs) await run.memory.close();
  rmSync(folder, { recursive: true, force: true });
}
