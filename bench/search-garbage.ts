/**
 * Heap allocated per full search, old code against this code in one process on the same fixture:
 * the young-generation garbage that sets how often scavenges interrupt searches (the 10k p95).
 *
 *   node --expose-gc --min-semi-space-size=256 --max-semi-space-size=256 --import tsx \
 *     bench/search-garbage.ts SIZE DIR [OLD_ROOT] [ROUNDS]
 *
 * DIR holds `npm run bench -- SIZE --reuse DIR`'s file; OLD_ROOT is another checkout (a `git
 * worktree` with node_modules linked), whose side searches its own copy of the file. Each block
 * of 20 searches starts right after a full GC; with a semi-space that large no scavenge runs
 * inside a block (checked: a block that met one is reported and left out), so the heap's growth
 * over the block is what its searches allocated. Blocks alternate between the sides and ask
 * each side the same questions. With OLD_ROOT it also compares every search's results between the
 * sides (ids, order, scores and breakdowns; access times aside), and prints how many differed.
 */
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import type { SearchResult } from '../src/core/types.js';
import { Memory } from '../src/memory.js';
import { LocalEmbedder } from '../src/embedders/local/local-embedder.js';
import { SqliteStore } from '../src/stores/sqlite/sqlite-store.js';
import { benchFixturePath, median, PrecomputedEmbedder, registerBenchDraws } from './support.js';
import { loadCheckout } from './old-checkout.js';

const DIMENSIONS = 512;
const QUERIES = 200;
const BLOCK = 20;
/** Every search's clock (recency reads it), so both sides' scores can be compared. */
const NOW = '2026-12-02T00:00:00.000Z';
const USER = 'bench-user';
const [sizeArgument, directory, oldRoot, roundsArgument] = process.argv.slice(2);
if (!sizeArgument || !directory) throw new Error('usage: bench/search-garbage.ts SIZE DIR [OLD_ROOT] [ROUNDS]');
const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('run with --expose-gc');
const size = Number(sizeArgument);
const rounds = Number(roundsArgument ?? 2);
const path = benchFixturePath(directory, size);

const local = new LocalEmbedder();
const embedder = new PrecomputedEmbedder(local.info, local);
const variant = registerBenchDraws(embedder, size, DIMENSIONS, QUERIES, Array.from({ length: rounds + 1 }, (_, round) => round - 1));

interface Block {
  start: number;
  end: number;
  bytes: number;
}
interface Side {
  name: string;
  memory: Pick<Memory, 'search' | 'close'>;
  blocks: Block[];
  /** Each counted search's results as JSON, by round and question. */
  answers: Map<string, string>;
}
/** A result as compared: everything but the access time, which the clock sets. */
const comparable = (results: SearchResult[]): string => JSON.stringify(results.map(({ lastAccessedAt: _at, ...rest }) => rest));
const sides: Side[] = [{ name: 'new', memory: await Memory.open({ store: new SqliteStore({ path }), embedder, tenantId: 'bench' }), blocks: [], answers: new Map() }];
if (oldRoot) {
  const old = await loadCheckout(oldRoot);
  const oldPath = join(directory, `bench-${size}.garbage-old.db`);
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${oldPath}${suffix}`, { force: true });
  copyFileSync(path, oldPath);
  sides.unshift({ name: 'old', memory: await old.Memory.open({ store: new old.SqliteStore({ path: oldPath }), embedder, tenantId: 'bench' }), blocks: [], answers: new Map() });
}

// GC entries arrive late, so each block's time span is kept and checked against them at the end.
const collections: number[] = [];
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) collections.push(entry.startTime);
});
observer.observe({ entryTypes: ['gc'] });

// Round -1 warms every side up (terms loaded, caches filled) and is not counted.
for (let round = -1; round < rounds; round += 1) {
  for (let start = 0; start < QUERIES; start += BLOCK) {
    for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
      collect();
      const heapBefore = getHeapStatistics().used_heap_size;
      const begun = performance.now();
      // Kept as they are during the block, turned into JSON after it (outside the measured span).
      const answers: SearchResult[][] = [];
      for (let index = start; index < start + BLOCK; index += 1) answers.push(await side.memory.search({ userId: USER, query: variant(round, index), topK: 10, threshold: 0, now: NOW }));
      const bytes = (getHeapStatistics().used_heap_size - heapBefore) / BLOCK;
      answers.forEach((results, offset) => side.answers.set(`${round}/${start + offset}`, comparable(results)));
      if (round >= 0) side.blocks.push({ start: begun, end: performance.now(), bytes });
    }
  }
}
await new Promise((resolve) => setTimeout(resolve, 100));
observer.disconnect();
let skipped = 0;
const clean = (side: Side): number[] => {
  const kept = side.blocks.filter((block) => !collections.some((at) => at >= block.start && at <= block.end));
  skipped += side.blocks.length - kept.length;
  return kept.map((block) => block.bytes);
};
for (const side of sides) {
  const bytes = clean(side);
  const mean = bytes.reduce((sum, value) => sum + value, 0) / bytes.length;
  process.stdout.write(`${side.name}: ${(mean / 1024).toFixed(1)} KB per search (mean of ${bytes.length} blocks; median ${(median(bytes) / 1024).toFixed(1)} KB)\n`);
}
const [first, second] = sides;
if (first && second) {
  const differing = [...first.answers].filter(([key, answer]) => second.answers.get(key) !== answer).length;
  process.stdout.write(`results compared: ${first.answers.size} searches, ${differing} differed\n`);
  const example = [...first.answers].find(([key, answer]) => second.answers.get(key) !== answer);
  if (example) {
    const [key, answer] = example;
    const other = second.answers.get(key) ?? '';
    let at = 0;
    while (at < answer.length && answer[at] === other[at]) at += 1;
    process.stdout.write(`first difference (${key}): ${first.name} …${answer.slice(Math.max(0, at - 120), at + 80)}… ${second.name} …${other.slice(Math.max(0, at - 120), at + 80)}…\n`);
  }
}
if (skipped > 0) process.stdout.write(`${skipped} blocks met a GC and were left out\n`);
for (const side of sides) await side.memory.close();
await local.close();
