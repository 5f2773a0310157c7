/**
 * What the slowest searches of the bench's 10% filtered round spend: on a copy of a fixture
 * `npm run bench -- SIZE --reuse DIR` left, one process runs bench/run.ts's sequence (200 vector
 * searches, 200 with the filter, the first round of 200 full searches, the second round of 200 new
 * questions, then those 200 with `{ shard: 3 }`), with each store call's synchronous part timed in
 * CPU ms of the process (`process.cpuUsage`, which a loaded machine does not stretch as it does
 * wall time; it counts V8's parallel GC threads too) through a proxy around the store, and garbage
 * collection (`gc` performance entries, wall) per search. Prints the p50 / p95 (wall and CPU) of the
 * plain and filtered second rounds and the searches of each with the most CPU, with their position
 * in the round and their largest parts. Figures, not assertions.
 *
 *   node --import tsx bench/filtered-phases.ts COPY_OF_bench-SIZE.db [SIZE] [PROFILE_FIRST OUT.cpuprofile]
 *
 * With PROFILE_FIRST and a file, a CPU profile of the filtered round's first PROFILE_FIRST searches
 * is written there (bench/summarize-profile.mjs reads it).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { PerformanceObserver } from 'node:perf_hooks';
import { parseFilter } from '../src/core/filter.js';
import { LocalEmbedder } from '../src/embedders/local/local-embedder.js';
import { Memory } from '../src/memory.js';
import { SqliteStore } from '../src/stores/sqlite/sqlite-store.js';
import { benchFixtureDraws, benchRoundDraws, PrecomputedEmbedder } from './support.js';
import { processCpuMs, timeStoreCalls } from './store-call-timing.js';

const DIMENSIONS = 512;
const QUERIES = 200;
const USER = 'bench-user';
const [path, sizeArgument, profileFirstArgument, profilePath] = process.argv.slice(2);
const profileFirst = Number(profileFirstArgument ?? 0);
if (!path) throw new Error('usage: bench/filtered-phases.ts COPY_OF_bench-SIZE.db [SIZE]');
const size = Number(sizeArgument ?? 10_000);

// The same draws, in the same order, as bench/run.ts's benchSize.
const local = new LocalEmbedder();
const embedder = new PrecomputedEmbedder(local.info, local);
const { random, queries, queryVectors } = benchFixtureDraws(embedder, size, DIMENSIONS, QUERIES);
const { laterQueries } = benchRoundDraws(random, embedder, DIMENSIONS, QUERIES);

let phases = new Map<string, number>();
const add = (phase: string, ms: number): void => void phases.set(phase, (phases.get(phase) ?? 0) + ms);
// The bench's rounds never yield to timers (every await settles at once), so its access-count
// flush waits for the end; this script yields between searches (for the GC entries), which would
// let the flush run inside the rounds.
const store = new SqliteStore({ path, accessFlushMs: 3_600_000 });
const timed = timeStoreCalls(store, (method, ms) => add(`store.${method}`, ms));
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) add('gc', entry.duration);
}).observe({ entryTypes: ['gc'] });
const memory = await Memory.open({ store: timed, embedder, tenantId: 'bench' });
const userQuery = { tenantId: 'bench', userId: USER, statuses: ['active' as const] };
const filter = { shard: 3 };

interface Sample {
  index: number;
  wall: number;
  cpu: number;
  phases: Map<string, number>;
}
const profiler = new Session();
async function round(run: (index: number) => Promise<unknown>, profiled = 0): Promise<Sample[]> {
  const samples: Sample[] = [];
  if (profiled > 0) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.setSamplingInterval', { interval: 100 });
    await profiler.post('Profiler.start');
  }
  for (let index = 0; index < QUERIES; index += 1) {
    if (profiled > 0 && index === profiled) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(profilePath ?? 'filtered.cpuprofile', JSON.stringify(profile));
    }
    // GC entries arrive after the search that met them: let them land before reading the phases.
    await new Promise((resolve) => setImmediate(resolve));
    phases = new Map();
    const start = performance.now();
    const cpuStart = processCpuMs();
    await run(index);
    const cpu = processCpuMs() - cpuStart;
    const wall = performance.now() - start;
    await new Promise((resolve) => setImmediate(resolve));
    samples.push({ index, wall, cpu, phases });
  }
  return samples;
}
await round((index) => store.vectorSearch(userQuery, queryVectors[index] as Float32Array, 10));
await round((index) => store.vectorSearch({ ...userQuery, filter: parseFilter(filter) }, queryVectors[index] as Float32Array, 10));
await round((index) => memory.search({ userId: USER, query: queries[index] as string, topK: 10, threshold: 0 }));
const plain = await round((index) => memory.search({ userId: USER, query: laterQueries[index] as string, topK: 10, threshold: 0 }));
const filtered = await round((index) => memory.search({ userId: USER, query: laterQueries[index] as string, topK: 10, threshold: 0, filter }), profileFirst);

const percentile = (samples: Sample[], key: 'wall' | 'cpu', share: number): string =>
  ([...samples].sort((left, right) => left[key] - right[key])[Math.floor(share * (samples.length - 1))] as Sample)[key].toFixed(2);
const figures = (samples: Sample[]): string =>
  `wall ${percentile(samples, 'wall', 0.5)} / ${percentile(samples, 'wall', 0.95)}, CPU ${percentile(samples, 'cpu', 0.5)} / ${percentile(samples, 'cpu', 0.95)} ms`;
console.log(`p50 / p95: plain ${figures(plain)}; filtered ${figures(filtered)}`);
const describe = (sample: Sample): string => {
  const parts = [...sample.phases].sort((left, right) => right[1] - left[1]).slice(0, 6).map(([phase, ms]) => `${phase} ${ms.toFixed(1)}`);
  return `#${sample.index} CPU ${sample.cpu.toFixed(1)} (wall ${sample.wall.toFixed(1)}) ms: ${parts.join(', ')}`;
};
for (const [name, samples] of [['plain', plain], ['filtered', filtered]] as const) {
  console.log(`slowest ${name}:`);
  for (const sample of [...samples].sort((left, right) => right.cpu - left.cpu).slice(0, 12)) console.log(`  ${describe(sample)}`);
}
await memory.close();
await local.close();
