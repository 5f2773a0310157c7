/**
 * Old and new code in one process on the same fixture: for each query, a full search by another
 * checkout (OLD_ROOT, e.g. a `git worktree` of the base commit with node_modules linked), one by
 * this checkout and the tight scan, in alternating order, so a shared machine's load falls on
 * both alike. Figures, not assertions.
 *
 *   node --import tsx bench/ab-checkouts.ts OLD_ROOT SIZE DIR
 *
 * DIR holds `npm run bench -- SIZE --reuse DIR`'s file. Prints p50/p95 of each side and the
 * ratios to the scan, for full searches and for searches with the bench's 10% metadata filter.
 * The old side searches a copy of the file (`bench-SIZE.old.db`, made afresh each run): on one
 * shared file each side's access-count updates would be the other's foreign commits, which drop
 * per-connection caches as another process's writes do, and neither side would run as it does alone.
 */
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Memory } from '../src/memory.js';
import { LocalEmbedder } from '../src/embedders/local/local-embedder.js';
import { SqliteStore } from '../src/stores/sqlite/sqlite-store.js';
import { benchFixtureDraws, benchFixturePath, PrecomputedEmbedder, randomUnitVector } from './support.js';
import { loadCheckout } from './old-checkout.js';
import { TightScan } from './tight-scan.js';

const DIMENSIONS = 512;
const QUERIES = 200;
const USER = 'bench-user';
const [oldRoot, sizeArgument, directory] = process.argv.slice(2);
if (!oldRoot || !sizeArgument || !directory) throw new Error('usage: bench/ab-checkouts.ts OLD_ROOT SIZE DIR');
const size = Number(sizeArgument);
const path = benchFixturePath(directory, size);

const old = await loadCheckout(oldRoot);

// The same draws, in the same order, as bench/run.ts's benchSize.
const local = new LocalEmbedder();
const embedder = new PrecomputedEmbedder(local.info, local);
const { random, vectors, queries, queryVectors } = benchFixtureDraws(embedder, size, DIMENSIONS, QUERIES);

const oldPath = join(directory, `bench-${size}.old.db`);
for (const suffix of ['', '-wal', '-shm']) rmSync(`${oldPath}${suffix}`, { force: true });
copyFileSync(path, oldPath);
const sides = {
  old: await old.Memory.open({ store: new old.SqliteStore({ path: oldPath }), embedder, tenantId: 'bench' }),
  new: await Memory.open({ store: new SqliteStore({ path }), embedder, tenantId: 'bench' }),
};
const scan = new TightScan(vectors, DIMENSIONS);
const warmUp = queries.slice(0, 20).map((query) => `${query} warm`);
warmUp.forEach((query) => embedder.register(query, randomUnitVector(random, DIMENSIONS)));
for (const query of warmUp) for (const side of Object.values(sides)) await side.search({ userId: USER, query, topK: 10, threshold: 0 });

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] as number;
}

for (const filtered of [false, true]) {
  const times = { old: [] as number[], new: [] as number[], scan: [] as number[] };
  for (let index = 0; index < QUERIES; index += 1) {
    // Searches are cached by their input: the filtered round asks its own variant of each question.
    const query = filtered ? `${queries[index]} filtered` : (queries[index] as string);
    if (filtered) embedder.register(query, queryVectors[index] as Float32Array);
    const order = index % 2 === 0 ? (['old', 'new', 'scan'] as const) : (['new', 'old', 'scan'] as const);
    for (const name of order) {
      const start = performance.now();
      if (name === 'scan') scan.topK(queryVectors[index] as Float32Array, 10);
      else await sides[name].search({ userId: USER, query, topK: 10, threshold: 0, ...(filtered ? { filter: { shard: 3 } } : {}) });
      times[name].push(performance.now() - start);
    }
  }
  const figure = (name: keyof typeof times): string => `${name} p50 ${percentile(times[name], 0.5).toFixed(2)} / p95 ${percentile(times[name], 0.95).toFixed(2)} ms`;
  const ratio = (name: 'old' | 'new', share: number): string => (percentile(times[name], share) / percentile(times.scan, share)).toFixed(3);
  console.log(
    `${size} ${filtered ? 'filtered' : 'full'}: ${figure('old')}, ${figure('new')}, ${figure('scan')}; ` +
      `vs scan p50 old ${ratio('old', 0.5)}x new ${ratio('new', 0.5)}x, p95 old ${ratio('old', 0.95)}x new ${ratio('new', 0.95)}x`,
  );
}
for (const side of Object.values(sides)) await side.close();
await local.close();
