/**
 * The bench's filtered round, old and new code in one process: on copies of a fixture
 * `npm run bench -- SIZE --reuse DIR` left, each side runs bench/run.ts's sequence on a fresh
 * connection (200 vector searches, 200 with the 10% metadata filter, the first round of 200 full
 * searches, the second round of 200 new questions, then the same 200 with `{ shard: 3 }`),
 * question by question alternating with the other side (which goes first alternates too), so the
 * shared machine's load falls on both alike. Prints each side's wall and CPU (`process.cpuUsage`,
 * every thread) p50 / p95 of the plain and filtered second rounds, their ratio, and the CPU of the
 * filtered round's first searches, where the first use of a filter shows. Figures, not assertions.
 *
 *   node --import tsx bench/ab-filtered-rounds.ts OLD_ROOT SIZE DIR
 *
 * OLD_ROOT: another checkout (e.g. a `git archive` of the base commit with node_modules linked).
 */
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseFilter } from '../src/core/filter.js';
import { Memory } from '../src/memory.js';
import { LocalEmbedder } from '../src/embedders/local/local-embedder.js';
import { SqliteStore } from '../src/stores/sqlite/sqlite-store.js';
import { loadCheckout } from './old-checkout.js';
import { benchFixtureDraws, benchFixturePath, benchRoundDraws, PrecomputedEmbedder } from './support.js';

const DIMENSIONS = 512;
const QUERIES = 200;
const USER = 'bench-user';
const FIRST = 12;
const [oldRoot, sizeArgument, directory] = process.argv.slice(2);
if (!oldRoot || !sizeArgument || !directory) throw new Error('usage: bench/ab-filtered-rounds.ts OLD_ROOT SIZE DIR');
const size = Number(sizeArgument);
const old = await loadCheckout(oldRoot);

// The same draws, in the same order, as bench/run.ts's benchSize.
const local = new LocalEmbedder();
const embedder = new PrecomputedEmbedder(local.info, local);
const { random, queries, queryVectors } = benchFixtureDraws(embedder, size, DIMENSIONS, QUERIES);
const { laterQueries } = benchRoundDraws(random, embedder, DIMENSIONS, QUERIES);

const copyOf = (name: string): string => {
  const copy = join(directory, `bench-${size}.${name}.db`);
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${copy}${suffix}`, { force: true });
  copyFileSync(benchFixturePath(directory, size), copy);
  return copy;
};
const oldStore = new old.SqliteStore({ path: copyOf('ab-old') });
const newStore = new SqliteStore({ path: copyOf('ab-new') });
const sides = {
  old: { store: oldStore, memory: await old.Memory.open({ store: oldStore, embedder, tenantId: 'bench' }) },
  new: { store: newStore, memory: await Memory.open({ store: newStore, embedder, tenantId: 'bench' }) },
};
type Side = keyof typeof sides;
const userQuery = { tenantId: 'bench', userId: USER, statuses: ['active' as const] };
/** Every search's clock (recency reads it), so both sides' answers can be compared. */
const NOW = new Date().toISOString();
const filter = { shard: 3 };

interface Times {
  wall: number[];
  cpu: number[];
}
async function round(run: (side: Side, index: number) => Promise<unknown>): Promise<Record<Side, Times>> {
  const times: Record<Side, Times> = { old: { wall: [], cpu: [] }, new: { wall: [], cpu: [] } };
  for (let index = 0; index < QUERIES; index += 1) {
    for (const side of index % 2 === 0 ? (['old', 'new'] as const) : (['new', 'old'] as const)) {
      const cpu = process.cpuUsage();
      const start = performance.now();
      await run(side, index);
      times[side].wall.push(performance.now() - start);
      const used = process.cpuUsage(cpu);
      times[side].cpu.push((used.user + used.system) / 1000);
    }
  }
  return times;
}

await round((side, index) => sides[side].store.vectorSearch(userQuery, queryVectors[index] as Float32Array, 10));
await round((side, index) => sides[side].store.vectorSearch({ ...userQuery, filter: parseFilter(filter) }, queryVectors[index] as Float32Array, 10));
await round((side, index) => sides[side].memory.search({ userId: USER, query: queries[index] as string, topK: 10, threshold: 0 }));
const plain = await round((side, index) => sides[side].memory.search({ userId: USER, query: laterQueries[index] as string, topK: 10, threshold: 0, now: NOW }));
const answers: Record<Side, string[]> = { old: [], new: [] };
const filtered = await round(async (side, index) => {
  const results = await sides[side].memory.search({ userId: USER, query: laterQueries[index] as string, topK: 10, threshold: 0, filter, now: NOW });
  // Everything but the access time, which the searches' own touches set.
  answers[side].push(JSON.stringify(results.map(({ lastAccessedAt: _at, ...rest }) => rest)));
});

const percentile = (values: number[], share: number): number => [...values].sort((left, right) => left - right)[Math.floor(share * (values.length - 1))] as number;
const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);
for (const side of ['old', 'new'] as const) {
  const line = (name: string, times: Times): string =>
    `${name} wall ${percentile(times.wall, 0.5).toFixed(2)} / ${percentile(times.wall, 0.95).toFixed(2)}, cpu ${percentile(times.cpu, 0.5).toFixed(2)} / ${percentile(times.cpu, 0.95).toFixed(2)}`;
  const ratio = (key: keyof Times): string => (percentile(filtered[side][key], 0.95) / percentile(plain[side][key], 0.95)).toFixed(2);
  console.log(`${side}: ${line('plain', plain[side])}; ${line('filtered', filtered[side])}; filtered/plain p95 wall ${ratio('wall')}x cpu ${ratio('cpu')}x`);
  console.log(`  filtered round, CPU ms of the first ${FIRST}: ${filtered[side].cpu.slice(0, FIRST).map((value) => value.toFixed(1)).join(' ')} (sum ${sum(filtered[side].cpu.slice(0, FIRST)).toFixed(1)})`);
}
console.log(`filtered answers that differ between the sides: ${answers.old.filter((answer, index) => answer !== answers.new[index]).length} of ${QUERIES}`);
for (const { memory } of Object.values(sides)) await memory.close();
await local.close();
