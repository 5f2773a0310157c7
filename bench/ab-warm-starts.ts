/**
 * Warm starts of two checkouts in one process: OLD_ROOT (e.g. a `git worktree` of the base
 * commit with node_modules linked) and this one each open a fresh connection to their own copy of
 * the warm-start file (`npm run bench -- … --reuse DIR` leaves `bench-warm-100.db` there); then,
 * user by user, the first full search and ten later ones run on both sides, alternating which goes
 * first, so a shared machine's load falls on both alike. Wall times and the process's CPU time per
 * search (which a loaded machine does not stretch). Figures, not assertions.
 *
 *   node --import tsx bench/ab-warm-starts.ts OLD_ROOT DIR [TENANT]
 */
import { copyFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Memory } from '../src/memory.js';
import { LocalEmbedder } from '../src/embedders/local/local-embedder.js';
import { SqliteStore } from '../src/stores/sqlite/sqlite-store.js';
import { drawnVectorEmbedder, mulberry32, percentile, PrecomputedEmbedder, randomText, randomUnitVector } from './support.js';
import { loadCheckout } from './old-checkout.js';
import { processCpuMs } from './store-call-timing.js';

const [oldRoot, directory, tenantId = 'bench'] = process.argv.slice(2);
if (!oldRoot || !directory) throw new Error('usage: bench/ab-warm-starts.ts OLD_ROOT DIR [TENANT]');
const path = join(directory, 'bench-warm-100.db');
if (!existsSync(path)) throw new Error(`no warm-start file at ${path}: run \`npm run bench -- 1000 --reuse ${directory}\` first`);
const USERS = 100;
const LATER = 10;

const old = await loadCheckout(oldRoot);

const local = new LocalEmbedder();
const random = mulberry32(USERS);
// Texts the bench did not register (the category topics' descriptions) get a random vector, the same for both sides.
const embedder = new PrecomputedEmbedder(local.info, drawnVectorEmbedder(local.info, 512));
const copies = { old: join(directory, 'bench-warm-100.old.db'), new: join(directory, 'bench-warm-100.new.db') };
for (const copy of Object.values(copies)) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${copy}${suffix}`, { force: true });
  copyFileSync(path, copy);
}
const sides = {
  old: await old.Memory.open({ store: new old.SqliteStore({ path: copies.old }), embedder, tenantId }),
  new: await Memory.open({ store: new SqliteStore({ path: copies.new }), embedder, tenantId }),
};
const times = { old: { first: [] as number[], later: [] as number[] }, new: { first: [] as number[], later: [] as number[] } };
/** CPU ms of the process (user + system, every thread) per search: what a loaded machine does not stretch as it does wall time. */
const cpu = { old: { first: [] as number[], later: [] as number[] }, new: { first: [] as number[], later: [] as number[] } };
let asked = 0;
const ask = (): string => {
  const query = `${randomText(random, 6)} ?${(asked += 1)}`;
  embedder.register(query, randomUnitVector(random, 512));
  return query;
};
for (let user = 0; user < USERS; user += 1) {
  const order = user % 2 === 0 ? (['old', 'new'] as const) : (['new', 'old'] as const);
  for (let search = 0; search <= LATER; search += 1) {
    const query = ask();
    for (const name of order) {
      const start = performance.now();
      const cpuStart = processCpuMs();
      await sides[name].search({ userId: `warm-user-${user}`, query, topK: 10, threshold: 0 });
      cpu[name][search === 0 ? 'first' : 'later'].push(processCpuMs() - cpuStart);
      times[name][search === 0 ? 'first' : 'later'].push(performance.now() - start);
    }
  }
}
const figure = (samples: number[]): string => {
  const sorted = [...samples].sort((left, right) => left - right);
  return `p50 ${percentile(sorted, 0.5).toFixed(1)} / p95 ${percentile(sorted, 0.95).toFixed(1)} ms`;
};
const mean = (samples: number[]): string => (samples.reduce((sum, value) => sum + value, 0) / samples.length).toFixed(1);
for (const name of ['old', 'new'] as const) {
  console.log(`warm starts ${name}: first search ${figure(times[name].first)}, later ${figure(times[name].later)}`);
  console.log(`  CPU: first search ${figure(cpu[name].first)} (mean ${mean(cpu[name].first)}), later ${figure(cpu[name].later)} (mean ${mean(cpu[name].later)})`);
}
for (const side of Object.values(sides)) await side.close();
for (const copy of Object.values(copies)) for (const suffix of ['', '-wal', '-shm']) rmSync(`${copy}${suffix}`, { force: true });
await local.close();
