/**
 * `node --import tsx bench/write-turn.ts [turns]`: latency of writing one turn through the
 * long-term write pipeline without an LLM (issue 7 target: p95 <= 30 ms), including the
 * embedding by the local model, the near-duplicate and conflict lookups and the SQLite
 * transaction. The turns are the user messages of the eval dev set, replayed for several
 * users so the store grows as the run goes (default 600 turns after 30 warm-up turns).
 * It runs once with bge-small-zh alone (stores made before session 6) and once with the
 * default for new stores (`local-bilingual`), twice each, alternated, in one process, so both
 * see the same machine. Figures, not assertions.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { MemoryEngine } from '../src/core/engine.js';
import type { Embedder } from '../src/core/embedder.js';
import { createDefaultEmbedder } from '../src/embedders/default-embedder.js';
import { LocalEmbedder } from '../src/embedders/local/local-embedder.js';
import { SqliteStore } from '../src/stores/sqlite/sqlite-store.js';
import { processTurn } from '../src/write/process-turn.js';

interface Case {
  sessions: { id: string; time: string; turns: { id: string; content: string }[] }[];
}

const measured = Number(process.argv[2] ?? 600);
const warmup = 30;
const datasetPath = process.env.AGENT_MEMORY_EVAL_DATA ?? new URL('../src/write/fixtures/update-cases.json', import.meta.url);
const dataset = JSON.parse(readFileSync(datasetPath, 'utf8')) as { cases: Case[] };
const turns = dataset.cases.flatMap((evalCase) => evalCase.sessions.flatMap((session) => session.turns.map((turn) => ({ session, turn }))));

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] as number;
}

async function run(label: string, embedder: Embedder): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'agent-memory-bench-write-'));
  const engine = new MemoryEngine({ store: new SqliteStore({ path: join(folder, 'bench.db') }), embedder });
  try {
    await engine.init();
    const timings: number[] = [];
    let written = 0;
    let filler = 0;
    for (let index = 0; index < warmup + measured; index += 1) {
      const { session, turn } = turns[index % turns.length] as (typeof turns)[number];
      const round = Math.floor(index / turns.length);
      const started = performance.now();
      const report = await processTurn(engine, { userId: `user-${round % 5}`, sessionId: `${session.id}-r${round}`, turnId: turn.id, user: turn.content, time: session.time });
      const elapsed = performance.now() - started;
      if (index < warmup) continue;
      timings.push(elapsed);
      written += report.created.length + report.merged.length;
      if (report.filler) filler += 1;
    }
    const sorted = [...timings].sort((left, right) => left - right);
    const mean = timings.reduce((sum, value) => sum + value, 0) / timings.length;
    const p95 = percentile(sorted, 0.95);
    console.log(`write one turn, rules only, ${label}, SQLite file (${timings.length} turns, ${filler} filler, ${written} memories written or merged)`);
    console.log(`  p50 ${percentile(sorted, 0.5).toFixed(1)} ms   p95 ${p95.toFixed(1)} ms   p99 ${percentile(sorted, 0.99).toFixed(1)} ms   mean ${mean.toFixed(1)} ms   max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`);
    console.log(`  target p95 <= 30 ms: ${p95 <= 30 ? 'met' : 'MISSED'}`);
  } finally {
    await engine.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

for (let round = 0; round < 2; round += 1) {
  await run('bge-small-zh alone', new LocalEmbedder());
  await run('local-bilingual (the default for new stores)', createDefaultEmbedder());
}
