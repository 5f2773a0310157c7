/**
 * `npm run bench`: insert throughput and search latency for one user at 1k, 10k and 100k
 * memories on the default SQLite store, beside an exact brute-force scan in plain JS over
 * the same vectors, in one process run. Figures, not assertions.
 * Sizes can be narrowed: `npm run bench -- 1000 10000`. `--store postgres://…` runs the same on
 * the Postgres store (a fresh schema per size, dropped afterwards) instead of a SQLite file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryEngine } from '../src/core/engine.js';
import { LocalEmbedder } from '../src/embedders/local/local-embedder.js';
import { randomUUID } from 'node:crypto';
import type { MemoryStore } from '../src/core/store.js';
import { dropPostgresSchema } from '../src/stores/postgres/drop-schema.js';
import { PostgresStore } from '../src/stores/postgres/postgres-store.js';
import { SqliteStore } from '../src/stores/sqlite/sqlite-store.js';
import { bruteForceTopK, formatTable, mulberry32, PrecomputedEmbedder, randomText, randomUnitVector, timeEach } from './support.js';

const DIMENSIONS = 512;
const QUERIES = 200;
const BATCH = 1000;
const argv = process.argv.slice(2);
const storeFlag = argv.indexOf('--store');
const postgresUrl = storeFlag >= 0 ? argv[storeFlag + 1] : undefined;
if (storeFlag >= 0 && !/^postgres(ql)?:\/\//.test(postgresUrl ?? '')) throw new Error('--store takes a postgres:// URL (SQLite is the default)');
const sizes = argv.filter((_, index) => storeFlag < 0 || (index !== storeFlag && index !== storeFlag + 1)).map(Number).filter((size) => size > 0);

/** The store for one size: a SQLite file in the bench folder, or a fresh schema on the Postgres server. */
function benchStore(size: number, folder: string): { store: MemoryStore; cleanUp: () => Promise<void> } {
  if (!postgresUrl) return { store: new SqliteStore({ path: join(folder, `bench-${size}.db`) }), cleanUp: async () => undefined };
  const schema = `bench_${size}_${randomUUID().replaceAll('-', '').slice(0, 8)}`;
  return { store: new PostgresStore({ connectionString: postgresUrl, schema }), cleanUp: () => dropPostgresSchema(postgresUrl, schema) };
}
const scales = sizes.length > 0 ? sizes : [1_000, 10_000, 100_000];

async function benchScale(size: number, local: LocalEmbedder, folder: string): Promise<(string | number)[]> {
  const random = mulberry32(size);
  const precomputed = new PrecomputedEmbedder(local.info, local);
  const texts: string[] = [];
  const vectors: Float32Array[] = [];
  for (let index = 0; index < size; index += 1) {
    const text = `${randomText(random)} #${index}`;
    const vector = randomUnitVector(random, DIMENSIONS);
    texts.push(text);
    vectors.push(vector);
    precomputed.register(text, vector);
  }
  const queries = Array.from({ length: QUERIES }, (_, index) => `${randomText(random, 6)} ?${index}`);
  const queryVectors = queries.map(() => randomUnitVector(random, DIMENSIONS));
  queries.forEach((query, index) => precomputed.register(query, queryVectors[index] as Float32Array));

  const { store, cleanUp } = benchStore(size, folder);
  const engine = new MemoryEngine({ store, embedder: precomputed });
  await engine.init();
  const insertStart = performance.now();
  for (let start = 0; start < size; start += BATCH) {
    await engine.addMany(texts.slice(start, start + BATCH).map((text) => ({ userId: 'bench-user', text, kind: 'episodic' as const })));
  }
  const insertSeconds = (performance.now() - insertStart) / 1000;
  // Other users' data in the same file checks that partitioning keeps it out of the scan.
  await engine.addMany(Array.from({ length: 500 }, (_, index) => ({ userId: `other-${index % 5}`, text: `${randomText(random)} other ${index}` })).map((input) => {
    precomputed.register(input.text, randomUnitVector(random, DIMENSIONS));
    return input;
  }));

  const knn = await timeEach(QUERIES, (index) => store.vectorSearch({ tenantId: 'default', userId: 'bench-user', statuses: ['active'] }, queryVectors[index] as Float32Array, 10));
  const brute = await timeEach(QUERIES, (index) => bruteForceTopK(vectors, queryVectors[index] as Float32Array, 10));
  const search = await timeEach(QUERIES, (index) => engine.search({ userId: 'bench-user', query: queries[index] as string, topK: 10, threshold: 0 }));

  const localEngine = new MemoryEngine({ store, embedder: local });
  const freshQueries = Array.from({ length: 50 }, (_, index) => `推荐一下适合我通勤的鞋子 ${randomText(random, 3)} ${index}`);
  const withModel = await timeEach(freshQueries.length, (index) => localEngine.search({ userId: 'bench-user', query: freshQueries[index] as string, topK: 10, threshold: 0 }));
  await store.close();
  await cleanUp();

  return [
    size.toLocaleString('en-US'),
    Math.round(size / insertSeconds),
    knn.p50,
    knn.p95,
    brute.p50,
    brute.p95,
    `${(knn.p95 / brute.p95).toFixed(2)}x`,
    search.p50,
    search.p95,
    withModel.p50,
    withModel.p95,
  ];
}

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'agent-memory-bench-'));
  const local = new LocalEmbedder();
  await local.embed(['warm up']);
  const rows: (string | number)[][] = [];
  try {
    for (const size of scales) {
      process.stderr.write(`bench: ${size} memories...\n`);
      rows.push(await benchScale(size, local, folder));
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await local.close();
  }
  console.log(`\nagent-memory bench, ${postgresUrl ? 'Postgres store' : 'SQLite store'} (${DIMENSIONS} dims, one user, ${QUERIES} queries each; latencies in ms)\n`);
  console.log(
    formatTable(
      ['memories', 'insert/s', 'vector p50', 'vector p95', 'JS brute p50', 'JS brute p95', 'vector/brute p95', 'search p50', 'search p95', 'search+embed p50', 'search+embed p95'],
      rows,
    ),
  );
  console.log('\nvector = the store\'s exact k-NN in the user partition (SQLite: partition cache, else sqlite-vec; Postgres: pgvector candidates rescored in float64); search = full hybrid search (vector + BM25 + scoring), query vector precomputed;');
  console.log('search+embed = the same with the local bge-small-zh model embedding each query.');
}

await main();
