/**
 * What the slow searches of `npm run bench`'s size row are: the same sequence as bench/run.ts
 * (a fresh connection; 200 vector searches, 200 filtered vector searches, then the 200 timed
 * full searches) on a fixture it left, with each search's wall time in order, the garbage
 * collections that fell inside it (`gc` performance entries) and the synchronous time of each
 * store call (a proxy around the store). Figures, not assertions.
 *
 *   node --import tsx bench/search-tail.ts SIZE DIR [ROUNDS] [OLD_ROOT]
 *
 * DIR holds `npm run bench -- SIZE --reuse DIR`'s file; each side searches its own fresh copy of
 * it (`bench-SIZE.tail-new.db`, `.tail-old.db`). ROUNDS > 1 repeats the 200 searches with fresh
 * variants of the questions (searches are cached by their input), so a later round shows what a
 * warm process does. With OLD_ROOT (another checkout, e.g. a `git archive` of the base commit with
 * node_modules linked), its code runs the same sequence in the same process, question by question
 * alternating with this code (which goes first alternates too), so both meet the same load.
 * Environment: FRESH=1 makes later rounds ask new questions (new words and vectors: warm code,
 * cold data); PROFILE=PREFIX writes each round's CPU profile to PREFIX-roundN.cpuprofile (the
 * process's first search left out), for `node bench/summarize-profile.mjs`.
 */
import { copyFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import type { MemoryStore } from '../src/core/store.js';
import { parseFilter } from '../src/core/filter.js';
import { Memory } from '../src/memory.js';
import { LocalEmbedder } from '../src/embedders/local/local-embedder.js';
import { SqliteStore } from '../src/stores/sqlite/sqlite-store.js';
import { loadCheckout, type Checkout } from './old-checkout.js';
import { benchFixtureDraws, benchFixturePath, percentile, PrecomputedEmbedder, randomText, randomUnitVector } from './support.js';
import { processCpuMs, timeStoreCalls } from './store-call-timing.js';

const DIMENSIONS = 512;
const QUERIES = 200;
const USER = 'bench-user';
const [sizeArgument, directory, roundsArgument, oldRoot] = process.argv.slice(2);
if (!sizeArgument || !directory) throw new Error('usage: bench/search-tail.ts SIZE DIR [ROUNDS] [OLD_ROOT]');
const size = Number(sizeArgument);
const rounds = Number(roundsArgument ?? 1);
const path = benchFixturePath(directory, size);

// The same draws, in the same order, as bench/run.ts's benchSize.
const local = new LocalEmbedder();
const embedder = new PrecomputedEmbedder(local.info, local);
const { random, queries, queryVectors } = benchFixtureDraws(embedder, size, DIMENSIONS, QUERIES);
// With FRESH=1 in the environment, later rounds ask new questions (new words, new vectors), so
// only the code is warm, not the postings, records or terms the first round read.
const fresh = process.env.FRESH === '1';
const laterQuestions = Array.from({ length: rounds }, (_, round) =>
  round === 0 ? queries : fresh ? Array.from({ length: QUERIES }, (_, index) => `${randomText(random, 6)} ?${round}.${index}`) : queries.map((query) => `${query} ${round}`),
);
const variant = (round: number, index: number): string => laterQuestions[round]?.[index] as string;
for (let round = 1; round < rounds; round += 1) laterQuestions[round]?.forEach((query, index) => embedder.register(query, fresh ? randomUnitVector(random, DIMENSIONS) : (queryVectors[index] as Float32Array)));

/** Synchronous ms per store method in the current search. */
let calls = new Map<string, number>();
function timed(inner: MemoryStore): MemoryStore {
  return timeStoreCalls(inner, (method, ms) => calls.set(method, (calls.get(method) ?? 0) + ms), () => performance.now());
}
const collections: { start: number; duration: number; kind: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) collections.push({ start: entry.startTime, duration: entry.duration, kind: (entry as unknown as { detail?: { kind?: number } }).detail?.kind ?? 0 });
}).observe({ entryTypes: ['gc'] });

interface Sample {
  round: number;
  index: number;
  start: number;
  end: number;
  /** CPU ms of the process over the search (user + system, every thread): what load on a shared machine does not stretch. */
  cpu: number;
  calls: Map<string, number>;
}
interface Side {
  name: string;
  memory: Pick<Memory, 'search' | 'close'>;
  store: MemoryStore;
  samples: Sample[];
}
async function openSide(name: string, code: Checkout | null): Promise<Side> {
  const copy = join(directory as string, `bench-${size}.tail-${name}.db`);
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${copy}${suffix}`, { force: true });
  copyFileSync(path, copy);
  const store = timed(code ? new code.SqliteStore({ path: copy }) : new SqliteStore({ path: copy }));
  const memory = code ? await code.Memory.open({ store, embedder, tenantId: 'bench' }) : await Memory.open({ store, embedder, tenantId: 'bench' });
  return { name, memory, store, samples: [] };
}

// As bench/run.ts does: the model is loaded before anything is timed (texts no bench draw
// registered, such as the category topics' descriptions, are embedded by it).
await local.embed(['warm up']);
const load = loadavg()[0] ?? 0;
const sides = [await openSide('new', null)];
if (oldRoot) sides.unshift(await openSide('old', await loadCheckout(oldRoot)));
// As bench/run.ts does before its timed searches: the store's vector search, plain and filtered.
const userQuery = { tenantId: 'bench', userId: USER, statuses: ['active' as const] };
for (const side of sides) {
  for (const vector of queryVectors) await side.store.vectorSearch(userQuery, vector, 10);
  for (const vector of queryVectors) await side.store.vectorSearch({ ...userQuery, filter: parseFilter({ shard: 3 }) }, vector, 10);
}
// With PROFILE=PREFIX in the environment, each round is CPU-profiled into PREFIX-roundN.cpuprofile.
const profilePrefix = process.env.PROFILE;
const session = new Session();
if (profilePrefix) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
}
for (let round = 0; round < rounds; round += 1) {
  // The process's first search (loads the segmenter's dictionary, among other one-time costs) is left out of the profile.
  if (profilePrefix && round > 0) await session.post('Profiler.start');
  for (let index = 0; index < QUERIES; index += 1) {
    if (profilePrefix && round === 0 && index === 1) await session.post('Profiler.start');
    for (const side of index % 2 === 0 ? sides : [...sides].reverse()) {
      calls = new Map();
      const cpuStart = processCpuMs();
      const start = performance.now();
      await side.memory.search({ userId: USER, query: variant(round, index), topK: 10, threshold: 0 });
      side.samples.push({ round, index, start, end: performance.now(), cpu: processCpuMs() - cpuStart, calls });
    }
  }
  if (profilePrefix) writeFileSync(`${profilePrefix}-round${round}.cpuprofile`, JSON.stringify((await session.post('Profiler.stop')).profile));
}
await new Promise((resolve) => setTimeout(resolve, 100));
for (const side of sides) await side.memory.close();
await local.close();

/** Node's `gc` performance entry kinds (perf_hooks constants NODE_PERFORMANCE_GC_*). */
const GC_KINDS: Record<number, string> = { 1: 'scavenge', 2: 'mark-compact', 4: 'incremental marking', 8: 'weak callbacks' };
const gcIn = (sample: Sample): number => collections.filter((gc) => gc.start >= sample.start && gc.start <= sample.end).reduce((sum, gc) => sum + gc.duration, 0);
const ms = (value: number): string => value.toFixed(2);
process.stdout.write(`load average ${load.toFixed(2)} at start, ${(loadavg()[0] ?? 0).toFixed(2)} at end\n`);
for (let round = 0; round < rounds; round += 1) {
  for (const side of sides) {
    const own = side.samples.filter((sample) => sample.round === round);
    const wall = own.map((sample) => sample.end - sample.start).sort((left, right) => left - right);
    const noGc = own.map((sample) => sample.end - sample.start - gcIn(sample)).sort((left, right) => left - right);
    const gcTotal = own.reduce((sum, sample) => sum + gcIn(sample), 0);
    const cpu = own.map((sample) => sample.cpu).sort((left, right) => left - right);
    const halves = [own.slice(0, QUERIES / 2), own.slice(QUERIES / 2)].map((half) => half.map((sample) => sample.cpu).sort((left, right) => left - right));
    process.stdout.write(
      `${side.name} round ${round}: wall p50 ${ms(percentile(wall, 0.5))} p95 ${ms(percentile(wall, 0.95))} ms; CPU p50 ${ms(percentile(cpu, 0.5))} p95 ${ms(percentile(cpu, 0.95))} mean ${ms(cpu.reduce((sum, value) => sum + value, 0) / cpu.length)}; wall without GC p50 ${ms(percentile(noGc, 0.5))} p95 ${ms(percentile(noGc, 0.95))}; GC ${ms(gcTotal)} ms in ${own.filter((sample) => gcIn(sample) > 0).length} searches; CPU p95 first half ${ms(percentile(halves[0] as number[], 0.95))}, second half ${ms(percentile(halves[1] as number[], 0.95))}\n`,
    );
    // Which collections: scavenges grow with what survives the young generation, mark-compacts with the whole live heap.
    const byKind = new Map<string, { count: number; total: number; longest: number }>();
    for (const gc of collections) {
      if (!own.some((sample) => gc.start >= sample.start && gc.start <= sample.end)) continue;
      const name = GC_KINDS[gc.kind] ?? `kind ${gc.kind}`;
      const kind = byKind.get(name) ?? { count: 0, total: 0, longest: 0 };
      kind.count += 1;
      kind.total += gc.duration;
      kind.longest = Math.max(kind.longest, gc.duration);
      byKind.set(name, kind);
    }
    process.stdout.write(`  GC inside searches by kind: ${[...byKind].map(([name, kind]) => `${name} ${kind.count}x, ${ms(kind.total)} ms, longest ${ms(kind.longest)}`).join('; ') || 'none'}\n`);
    const totals = new Map<string, number>();
    for (const sample of own) for (const [name, value] of sample.calls) totals.set(name, (totals.get(name) ?? 0) + value / own.length);
    const storeMean = [...totals.values()].reduce((sum, value) => sum + value, 0);
    const wallMean = own.reduce((sum, sample) => sum + sample.end - sample.start, 0) / own.length;
    process.stdout.write(
      `  mean wall ms per search by store call: ${[...totals].sort((left, right) => right[1] - left[1]).map(([name, value]) => `${name} ${ms(value)}`).join(', ')}; GC ${ms(gcTotal / own.length)}; the rest ${ms(wallMean - storeMean)}\n`,
    );
    const slowest = [...own].sort((left, right) => right.cpu - left.cpu).slice(0, 12);
    for (const sample of slowest) {
      const parts = [...sample.calls].filter(([, value]) => value >= 0.3).sort((left, right) => right[1] - left[1]).map(([name, value]) => `${name} ${ms(value)}`);
      process.stdout.write(`  #${sample.index}: CPU ${ms(sample.cpu)} ms, wall ${ms(sample.end - sample.start)}, gc ${ms(gcIn(sample))}; ${parts.join(', ')}\n`);
    }
    process.stdout.write(`  CPU in order: ${own.map((sample) => sample.cpu.toFixed(1)).join(' ')}\n`);
  }
}
