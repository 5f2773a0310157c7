/**
 * How often a full search meets a scavenge (V8's young-generation GC) in steady use: the share
 * of searches that do sets the 10k p95 (docs/search-speed.md, session 10). Searches the bench's
 * one-user store with no forced GC in between, after a warm-up round, and counts the scavenges
 * (`gc` performance entries of the minor kind) that began inside each search, and the searches
 * that met one. Old code against this code, each in a process of its own, gives the comparison:
 *
 *   node --import tsx bench/search-scavenges.ts SIZE DIR [ROOT] [ROUNDS]
 *
 * DIR holds `npm run bench -- SIZE --reuse DIR`'s file, which each run searches a copy of;
 * ROOT is the checkout whose code searches (default: this one). Counts, not timings, so a
 * loaded machine does not move them; figures, not assertions.
 */
import { copyFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { constants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { LocalEmbedder } from '../src/embedders/local/local-embedder.js';
import { loadCheckout } from './old-checkout.js';
import { benchFixturePath, PrecomputedEmbedder, registerBenchDraws } from './support.js';

const DIMENSIONS = 512;
const QUERIES = 200;
const USER = 'bench-user';
const NOW = '2026-12-02T00:00:00.000Z';
const [sizeArgument, directory, rootArgument, roundsArgument] = process.argv.slice(2);
if (!sizeArgument || !directory) throw new Error('usage: bench/search-scavenges.ts SIZE DIR [ROOT] [ROUNDS]');
const size = Number(sizeArgument);
const rounds = Number(roundsArgument ?? 3);
const root = resolve(rootArgument ?? '.');
const copy = join(directory, `bench-${size}.scavenges.db`);
for (const suffix of ['', '-wal', '-shm']) rmSync(`${copy}${suffix}`, { force: true });
copyFileSync(benchFixturePath(directory, size), copy);

const local = new LocalEmbedder();
const embedder = new PrecomputedEmbedder(local.info, local);
const variant = registerBenchDraws(embedder, size, DIMENSIONS, QUERIES, Array.from({ length: rounds + 1 }, (_, round) => round - 1));
const checkout = await loadCheckout(root);
const memory = await checkout.Memory.open({ store: new checkout.SqliteStore({ path: copy }), embedder, tenantId: 'bench' });

// Scavenge start times; each search's span is checked against them at the end (entries arrive late).
const scavenges: number[] = [];
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if ((entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) scavenges.push(entry.startTime);
  }
});
observer.observe({ entryTypes: ['gc'] });
const spans: [number, number][] = [];
// Round -1 warms up (terms loaded, code optimized) and is not counted.
for (let round = -1; round < rounds; round += 1) {
  for (let index = 0; index < QUERIES; index += 1) {
    const start = performance.now();
    await memory.search({ userId: USER, query: variant(round, index), topK: 10, threshold: 0, now: NOW });
    if (round >= 0) spans.push([start, performance.now()]);
  }
}
await new Promise((done) => setTimeout(done, 100));
observer.disconnect();
const first = spans[0]?.[0] ?? 0;
const last = spans.at(-1)?.[1] ?? 0;
const during = scavenges.filter((at) => at >= first && at <= last).length;
const met = spans.filter(([start, end]) => scavenges.some((at) => at >= start && at <= end)).length;
process.stdout.write(`${root}: ${spans.length} searches, ${during} scavenges (${((100 * during) / spans.length).toFixed(1)} per 100 searches), ${met} searches met one (${((100 * met) / spans.length).toFixed(1)}%)\n`);
await memory.close();
await local.close();
for (const suffix of ['', '-wal', '-shm']) rmSync(`${copy}${suffix}`, { force: true });
