/**
 * Where a user's first full search spends its time, against its later ones: each store call
 * timed (a proxy around the store), garbage collection timed (`gc` performance entries), and the
 * rest (the pipeline's own work). Same fixture and queries as the bench's warm starts. Phases are
 * timed in CPU time of the process (`process.cpuUsage`, user + system), which a loaded machine
 * does not stretch as it does wall time; each search's wall time is printed beside it.
 *
 *   node --import tsx bench/warm-start-phases.ts DIR [USERS]
 *
 * DIR holds `npm run bench -- --reuse DIR`'s `bench-warm-USERS.db` (default 100 users x 1,000
 * memories). Prints, for the first searches and for the later ones, the mean and the p95 search
 * with its breakdown, then how many met a GC and the heap each of the others grew by (counts,
 * which load does not move). Figures, not assertions.
 */
import { existsSync } from 'node:fs';
import { getHeapStatistics } from 'node:v8';
import { join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { LocalEmbedder } from '../src/embedders/local/local-embedder.js';
import { Memory } from '../src/memory.js';
import { storeFromLocation } from '../src/stores/store-location.js';
import { mulberry32, PrecomputedEmbedder, randomText, randomUnitVector } from './support.js';
import { processCpuMs, timeStoreCalls } from './store-call-timing.js';

const DIMENSIONS = 512;
const SAMPLED_USERS = 25;
const LATER_SEARCHES = 10;
const [directory, usersArgument] = process.argv.slice(2);
if (!directory) throw new Error('usage: bench/warm-start-phases.ts DIR [USERS]');
const users = Number(usersArgument ?? 100);
const path = join(directory, `bench-warm-${users}.db`);
if (!existsSync(path)) throw new Error(`no fixture at ${path}: run \`npm run bench -- 1000 --reuse ${directory}\` first`);

const local = new LocalEmbedder();
const random = mulberry32(users * 1000 + 1);
const embedder = new PrecomputedEmbedder(local.info, { info: local.info, maxBatchSize: 1000, embed: async (texts) => texts.map(() => randomUnitVector(random, DIMENSIONS)) });

/** Milliseconds per phase in the current search. */
let phases = new Map<string, number>();
const add = (phase: string, ms: number): void => void phases.set(phase, (phases.get(phase) ?? 0) + ms);
const inner = storeFromLocation(path);
const timed = timeStoreCalls(inner, (method, ms) => add(`store.${method}`, ms));
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) add('gc', entry.duration);
}).observe({ entryTypes: ['gc'] });

const reader = await Memory.open({ store: timed, embedder, tenantId: 'bench' });
interface Sample {
  /** Heap growth over the search in bytes: what it allocated and kept, when no GC ran in it. */
  heap: number;
  /** CPU ms. */
  total: number;
  wall: number;
  phases: Map<string, number>;
}
const search = async (user: number): Promise<Sample> => {
  // GC entries arrive after the search that met them: let them land before reading the phases.
  await new Promise((resolve) => setImmediate(resolve));
  phases = new Map();
  const heapBefore = getHeapStatistics().used_heap_size;
  const start = processCpuMs();
  const begun = performance.now();
  await reader.search({ userId: `warm-user-${user}`, query: `${randomText(random, 6)} ?`, topK: 10, threshold: 0 });
  const wall = performance.now() - begun;
  const total = processCpuMs() - start;
  const heap = getHeapStatistics().used_heap_size - heapBefore;
  await new Promise((resolve) => setImmediate(resolve));
  return { heap, total, wall, phases };
};
const first: Sample[] = [];
const later: Sample[] = [];
const step = Math.max(1, Math.floor(users / SAMPLED_USERS));
for (let user = 0; user < users; user += step) {
  first.push(await search(user));
  for (let repeat = 0; repeat < LATER_SEARCHES; repeat += 1) later.push(await search(user));
}
await reader.close();
await local.close();

function report(name: string, samples: Sample[]): void {
  const sorted = [...samples].sort((left, right) => left.total - right.total);
  const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] as Sample;
  const mean = new Map<string, number>();
  for (const sample of samples) for (const [phase, ms] of sample.phases) mean.set(phase, (mean.get(phase) ?? 0) + ms / samples.length);
  const describe = (values: Map<string, number>, total: number): string => {
    const known = [...values.values()].reduce((sum, ms) => sum + ms, 0);
    return [...[...values].sort((left, right) => right[1] - left[1]).map(([phase, ms]) => `${phase} ${ms.toFixed(1)}`), `rest ${(total - known).toFixed(1)}`].join(', ');
  };
  const meanTotal = samples.reduce((sum, sample) => sum + sample.total, 0) / samples.length;
  const meanWall = samples.reduce((sum, sample) => sum + sample.wall, 0) / samples.length;
  process.stdout.write(`${name} (${samples.length}): mean CPU ${meanTotal.toFixed(1)} ms (wall ${meanWall.toFixed(1)}): ${describe(mean, meanTotal)}\n`);
  process.stdout.write(`  p95 search by CPU ${p95.total.toFixed(1)} ms (wall ${p95.wall.toFixed(1)}): ${describe(p95.phases, p95.total)}\n`);
  process.stdout.write(`  slowest by CPU: ${sorted.slice(-4).map((sample) => `${sample.total.toFixed(1)} (wall ${sample.wall.toFixed(1)})`).join(', ')} ms\n`);
}
report('first searches', first);
report('later searches', later);
// Load-independent figures: how many searches a GC interrupted (a scavenge makes a later search's
// p95), and the heap each search without one grew by (docs/search-speed.md, session 10).
for (const [name, samples] of [['first searches', first], ['later searches', later]] as const) {
  const met = samples.filter((sample) => (sample.phases.get('gc') ?? 0) > 0).length;
  const clean = samples.filter((sample) => (sample.phases.get('gc') ?? 0) === 0).map((sample) => sample.heap);
  const mean = clean.reduce((sum, value) => sum + value, 0) / Math.max(1, clean.length);
  process.stdout.write(`${name}: ${met} of ${samples.length} met a GC; heap growth per search without one ${(mean / 1024).toFixed(1)} KB\n`);
}
