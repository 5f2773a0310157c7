/**
 * Where a user's later searches spend their time, old checkout against this one, in one process:
 * as bench/ab-warm-starts.ts (fresh copies of the warm-start file, user by user the first search
 * and ten later ones on both sides, alternating which goes first), with each store call's
 * synchronous part timed in CPU ms of the process (`process.cpuUsage`: a loaded machine stretches
 * wall time, not CPU; V8's parallel GC threads count too) through a proxy around the store (SQLite
 * runs there), and the
 * memories rows each side read from the file rather than its record cache. Prints, per side and per
 * later-search repeat (1 = the user's first later search), the mean wall and CPU, the store calls'
 * CPU, and the later searches' p50 / p95 wall and CPU. Figures, not assertions.
 *
 *   node --import tsx bench/ab-warm-phases.ts OLD_ROOT DIR [USERS]
 */
import { copyFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { MemoryStore } from '../src/core/store.js';
import { LocalEmbedder } from '../src/embedders/local/local-embedder.js';
import { Memory } from '../src/memory.js';
import { SqliteStore } from '../src/stores/sqlite/sqlite-store.js';
import { loadCheckout } from './old-checkout.js';
import { drawnVectorEmbedder, mulberry32, percentile, PrecomputedEmbedder, randomText, randomUnitVector } from './support.js';
import { processCpuMs, timeStoreCalls } from './store-call-timing.js';

const [oldRoot, directory, usersArgument] = process.argv.slice(2);
if (!oldRoot || !directory) throw new Error('usage: bench/ab-warm-phases.ts OLD_ROOT DIR [USERS]');
const path = join(directory, 'bench-warm-100.db');
if (!existsSync(path)) throw new Error(`no warm-start file at ${path}: run \`npm run bench -- 1000 --reuse ${directory}\` first`);
const USERS = Number(usersArgument ?? 100);
const LATER = 10;
const PHASES = ['readMany', 'list', 'getVectors', 'keywordSample', 'keywordSearch', 'vectorSearch', 'keywordTermCounts', 'touch'] as const;

const old = await loadCheckout(oldRoot);
const local = new LocalEmbedder();
const random = mulberry32(USERS);
const embedder = new PrecomputedEmbedder(local.info, drawnVectorEmbedder(local.info, 512));

type SideName = 'old' | 'new';
/** CPU ms per store call of the search running now. */
let phases = new Map<string, number>();
const timed = (store: MemoryStore): MemoryStore => timeStoreCalls(store, (method, ms) => phases.set(method, (phases.get(method) ?? 0) + ms));
const copyOf = (name: SideName): string => {
  const copy = join(directory, `bench-warm-100.phases-${name}.db`);
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${copy}${suffix}`, { force: true });
  copyFileSync(path, copy);
  return copy;
};
const stores = { old: new old.SqliteStore({ path: copyOf('old') }), new: new SqliteStore({ path: copyOf('new') }) };
const sides = {
  old: await old.Memory.open({ store: timed(stores.old), embedder, tenantId: 'bench' }),
  new: await Memory.open({ store: timed(stores.new), embedder, tenantId: 'bench' }),
};
interface Sample {
  wall: number;
  cpu: number;
  phases: Map<string, number>;
  rowsRead: number;
}
const samples: Record<SideName, Sample[][]> = { old: [], new: [] };
let asked = 0;
for (let user = 0; user < USERS; user += 1) {
  const order: SideName[] = user % 2 === 0 ? ['old', 'new'] : ['new', 'old'];
  for (let search = 0; search <= LATER; search += 1) {
    const query = `${randomText(random, 6)} ?${(asked += 1)}`;
    embedder.register(query, randomUnitVector(random, 512));
    for (const name of order) {
      const rowsBefore = stores[name].recordRowsRead();
      phases = new Map();
      const start = performance.now();
      const cpuStart = processCpuMs();
      await sides[name].search({ userId: `warm-user-${user}`, query, topK: 10, threshold: 0 });
      const sample = { wall: performance.now() - start, cpu: processCpuMs() - cpuStart, phases, rowsRead: stores[name].recordRowsRead() - rowsBefore };
      (samples[name][search] ??= []).push(sample);
    }
  }
}
const mean = (values: number[]): number => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
for (const name of ['old', 'new'] as const) {
  console.log(`${name}:`);
  for (let search = 0; search <= LATER; search += 1) {
    const round = samples[name][search] ?? [];
    const parts = PHASES.map((phase) => `${phase} ${mean(round.map((sample) => sample.phases.get(phase) ?? 0)).toFixed(2)}`).join(', ');
    const sortedCpu = round.map((sample) => sample.cpu).sort((left, right) => left - right);
    console.log(`  ${search === 0 ? 'first' : `later #${search}`}: CPU p95 ${percentile(sortedCpu, 0.95).toFixed(1)}, wall ${mean(round.map((sample) => sample.wall)).toFixed(2)}, CPU ${mean(round.map((sample) => sample.cpu)).toFixed(2)}, rows read ${mean(round.map((sample) => sample.rowsRead)).toFixed(0)}; ${parts}`);
  }
  const later = samples[name].slice(1).flat();
  const sorted = (key: 'wall' | 'cpu'): number[] => later.map((sample) => sample[key]).sort((left, right) => left - right);
  const figure = (key: 'wall' | 'cpu'): string => `p50 ${percentile(sorted(key), 0.5).toFixed(1)} / p95 ${percentile(sorted(key), 0.95).toFixed(1)}`;
  const parts = PHASES.map((phase) => `${phase} ${mean(later.map((sample) => sample.phases.get(phase) ?? 0)).toFixed(2)}`).join(', ');
  console.log(`  all later: wall ${figure('wall')}, CPU ${figure('cpu')} ms; CPU means: ${parts}`);
}
for (const side of Object.values(sides)) await side.close();
for (const name of ['old', 'new'] as const) for (const suffix of ['', '-wal', '-shm']) rmSync(`${join(directory, `bench-warm-100.phases-${name}.db`)}${suffix}`, { force: true });
await local.close();
