/**
 * Where the slow searches of `npm run bench`'s full-search row go: the same fixture, the same
 * questions in the same order and the same searches before them (vector, filtered vector), then
 * each full search timed alone with the time spent in each store call and in garbage collection,
 * and the keyword terms it met cold (postings not yet in process). A second pass asks the same
 * questions again (each as its own variant, so nothing is served from a search cache) with every
 * term warm.
 *
 *   node --import tsx bench/cold-terms.ts SIZE DIR [SLOWEST]
 *
 * DIR holds `npm run bench -- SIZE --reuse DIR`'s file (use a copy: the searches bump access counts).
 */
import { PerformanceObserver } from 'node:perf_hooks';
import { Memory } from '../src/memory.js';
import { LocalEmbedder } from '../src/embedders/local/local-embedder.js';
import { SqliteStore } from '../src/stores/sqlite/sqlite-store.js';
import { parseFilter } from '../src/core/filter.js';
import { analyze } from '../src/core/text/analyzer.js';
import { benchFixtureDraws, benchFixturePath, percentile, PrecomputedEmbedder } from './support.js';

const DIMENSIONS = 512;
const QUERIES = 200;
const K = 10;
const USER = 'bench-user';
const [sizeArgument, directory, slowestArgument] = process.argv.slice(2);
if (!sizeArgument || !directory) throw new Error('usage: bench/cold-terms.ts SIZE DIR [SLOWEST]');
const size = Number(sizeArgument);
const slowest = Number(slowestArgument ?? 15);
const path = benchFixturePath(directory, size);

// bench/run.ts's benchSize draws, in order.
const local = new LocalEmbedder();
const embedder = new PrecomputedEmbedder(local.info, local);
const { queries, queryVectors } = benchFixtureDraws(embedder, size, DIMENSIONS, QUERIES);
queries.forEach((query, index) => embedder.register(`${query} again`, queryVectors[index] as Float32Array));

const store = new SqliteStore({ path });
const memory = await Memory.open({ store, embedder, tenantId: 'bench' });

/** Time per store method within the current search. */
const spent = new Map<string, number>();
for (const method of ['vectorSearch', 'keywordSearch', 'keywordSample', 'getMany', 'getVectors', 'list'] as const) {
  const original = (store[method] as (...args: unknown[]) => Promise<unknown>).bind(store);
  (store as unknown as Record<string, unknown>)[method] = async (...args: unknown[]): Promise<unknown> => {
    const start = performance.now();
    try {
      return await original(...args);
    } finally {
      spent.set(method, (spent.get(method) ?? 0) + performance.now() - start);
    }
  };
}
let gcMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMs += entry.duration;
}).observe({ entryTypes: ['gc'] });

const userQuery = { tenantId: 'bench', userId: USER, statuses: ['active' as const] };
for (const vector of queryVectors) await store.vectorSearch(userQuery, vector, K);
for (const vector of queryVectors) await store.vectorSearch({ ...userQuery, filter: parseFilter({ shard: 3 }) }, vector, K);

const seenTerms = new Set<string>();
interface Sample {
  index: number;
  ms: number;
  gc: number;
  cold: number;
  calls: Map<string, number>;
  terms: string[];
}
async function pass(suffix: string): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let index = 0; index < QUERIES; index += 1) {
    const text = `${queries[index]}${suffix}`;
    const terms = analyze(text);
    const cold = terms.filter((term) => !seenTerms.has(term)).length;
    terms.forEach((term) => seenTerms.add(term));
    spent.clear();
    const gcBefore = gcMs;
    const start = performance.now();
    await memory.search({ userId: USER, query: text, topK: K, threshold: 0 });
    const ms = performance.now() - start;
    // GC entries are delivered asynchronously: let them arrive before reading.
    await new Promise((resolve) => setImmediate(resolve));
    samples.push({ index, ms, gc: gcMs - gcBefore, cold, calls: new Map(spent), terms });
  }
  return samples;
}

function report(name: string, samples: Sample[]): void {
  const sorted = samples.map((sample) => sample.ms).sort((left, right) => left - right);
  process.stdout.write(`${name}: p50 ${percentile(sorted, 0.5).toFixed(2)} ms, p95 ${percentile(sorted, 0.95).toFixed(2)} ms, mean ${(sorted.reduce((sum, value) => sum + value, 0) / sorted.length).toFixed(2)} ms\n`);
  const methods = ['vectorSearch', 'keywordSearch', 'keywordSample', 'getMany', 'getVectors', 'list'];
  const mean = (pick: (sample: Sample) => number): string => (samples.reduce((sum, sample) => sum + pick(sample), 0) / samples.length).toFixed(2);
  process.stdout.write(`  mean per call: ${methods.map((method) => `${method} ${mean((sample) => sample.calls.get(method) ?? 0)}`).join(', ')}, gc ${mean((sample) => sample.gc)}\n`);
  for (const sample of [...samples].sort((left, right) => right.ms - left.ms).slice(0, slowest)) {
    const calls = methods.map((method) => `${method.replace('keyword', 'kw').replace('vectorSearch', 'vec')} ${(sample.calls.get(method) ?? 0).toFixed(1)}`).join(' ');
    process.stdout.write(`  #${sample.index} ${sample.ms.toFixed(1)} ms gc ${sample.gc.toFixed(1)} cold ${sample.cold} | ${calls} | ${sample.terms.join(' ')}\n`);
  }
}

report('bench order (terms cold on first use)', await pass(''));
report('again (terms warm)', await pass(' again'));
await memory.close();
await local.close();
