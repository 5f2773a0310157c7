/**
 * Where the bench's filtered 10k tail comes from: on a fixture `npm run bench -- 10000 --reuse DIR`
 * left (pass a copy of its file: searches write access counts), one process asks the bench's first
 * round, then four rounds of 200 new questions: unfiltered, filtered (shard 3), filtered with the
 * same shape again, and another shape (shard 5), printing p50 / p95 and each round's first searches.
 * Figures, not assertions.
 *
 *   node --import tsx bench/filtered-rounds.ts COPY_OF_bench-10000.db
 */
import { Memory } from '../src/memory.js';
import { LocalEmbedder } from '../src/embedders/local/local-embedder.js';
import { SqliteStore } from '../src/stores/sqlite/sqlite-store.js';
import { benchFixtureDraws, PrecomputedEmbedder, randomText, randomUnitVector } from './support.js';
const size = 10000, D = 512, Q = 200, USER = 'bench-user';
const local = new LocalEmbedder();
const embedder = new PrecomputedEmbedder(local.info, local);
const { random, queries } = benchFixtureDraws(embedder, size, D, Q);
Array.from({ length: 500 }, (_, index) => embedder.register(`${randomText(random)} other ${index}`, randomUnitVector(random, D)));
const rounds = Array.from({ length: 4 }, (_, r) => Array.from({ length: Q }, (_, index) => `${randomText(random, 6)} !${r}-${index}`));
rounds.flat().forEach((q) => embedder.register(q, randomUnitVector(random, D)));
const path = process.argv[2];
if (!path) throw new Error('usage: bench/filtered-rounds.ts COPY_OF_bench-10000.db');
const memory = await Memory.open({ store: new SqliteStore({ path }), embedder, tenantId: 'bench' });
const time = async (qs: string[], filter?: Record<string, number>) => { const t: number[] = []; for (const q of qs) { const s = performance.now(); await memory.search({ userId: USER, query: q, topK: 10, threshold: 0, ...(filter ? { filter } : {}) }); t.push(performance.now() - s); } return t; };
const p = (a: number[], q: number) => [...a].sort((x, y) => x - y)[Math.floor(q * (a.length - 1))]!.toFixed(2);
await time(queries);
for (const [name, qs, filter] of [['plain', rounds[0], undefined], ['filtered shard 3', rounds[1], { shard: 3 }], ['filtered shard 3 again', rounds[2], { shard: 3 }], ['filtered shard 5 (new shape)', rounds[3], { shard: 5 }]] as const) {
  const t = await time(qs as string[], filter);
  console.log(name, 'p50/p95', p(t, 0.5), p(t, 0.95), 'first 8', t.slice(0, 8).map((x) => x.toFixed(1)).join(' '));
}
await memory.close();
