/**
 * `npm run bench:stores -- --store chroma://127.0.0.1:8000 1000 10000`: the figures docs/stores.md
 * compares stores by, for any store location (SQLite is the default): insert throughput through
 * the engine, the store's vector search (with recall@10 against an exact scan, since a store may
 * answer approximately), its keyword search, and the full hybrid search, for one user at each
 * size, 512-d unit vectors, query vectors precomputed (no model in the loop). Every size gets a
 * fresh store (a SQLite file, a Postgres schema or a set of Chroma collections), removed afterwards.
 * Figures, not assertions.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryEngine } from '../src/core/engine.js';
import { HashEmbedder } from '../src/embedders/hash/hash-embedder.js';
import type { MemoryStore } from '../src/core/store.js';
import { analyze } from '../src/core/text/analyzer.js';
import { ChromaStore } from '../src/stores/chroma/chroma-store.js';
import { dropChromaCollections } from '../src/stores/chroma/drop-collections.js';
import { dropPostgresSchema } from '../src/stores/postgres/drop-schema.js';
import { PostgresStore } from '../src/stores/postgres/postgres-store.js';
import { SqliteStore } from '../src/stores/sqlite/sqlite-store.js';
import { benchFixtureDraws, bruteForceTopK, formatTable, PrecomputedEmbedder, timeEach } from './support.js';

const DIMENSIONS = 512;
const QUERIES = 100;
const BATCH = 1000;
const EMBEDDER = { provider: 'bench', model: 'random-unit', dimensions: DIMENSIONS };

const argv = process.argv.slice(2);
const storeFlag = argv.indexOf('--store');
const location = storeFlag >= 0 ? (argv[storeFlag + 1] ?? '') : 'sqlite';
const sizes = argv.filter((_, index) => storeFlag < 0 || (index !== storeFlag && index !== storeFlag + 1)).map(Number).filter((size) => size > 0);
const scales = sizes.length > 0 ? sizes : [1_000, 10_000];

function benchStore(size: number, folder: string): { store: MemoryStore; cleanUp: () => Promise<void> } {
  const suffix = `${size}_${randomUUID().replaceAll('-', '').slice(0, 8)}`;
  if (/^postgres(ql)?:\/\//.test(location)) {
    const schema = `bench_${suffix}`;
    return { store: new PostgresStore({ connectionString: location, schema }), cleanUp: () => dropPostgresSchema(location, schema) };
  }
  if (location.startsWith('chroma://')) {
    const url = new URL(location);
    const port = Number(url.port || 8000);
    const prefix = `bench_${suffix}`;
    return { store: new ChromaStore({ host: url.hostname, port, collection: prefix }), cleanUp: () => dropChromaCollections(url.hostname, port, prefix) };
  }
  if (location !== 'sqlite') throw new Error('--store takes sqlite, postgres://… or chroma://host:port');
  return { store: new SqliteStore({ path: join(folder, `bench-${suffix}.db`) }), cleanUp: async () => undefined };
}

async function benchScale(size: number, folder: string): Promise<(string | number)[]> {
  // The engine also embeds a few texts of its own (category topics): the hash embedder answers those.
  const embedder = new PrecomputedEmbedder(EMBEDDER, new HashEmbedder(DIMENSIONS));
  const { texts, vectors, queries, queryVectors } = benchFixtureDraws(embedder, size, DIMENSIONS, QUERIES);

  const { store, cleanUp } = benchStore(size, folder);
  const engine = new MemoryEngine({ store, embedder });
  await engine.init();
  try {
    const ids: string[] = [];
    const insertStart = performance.now();
    for (let start = 0; start < size; start += BATCH) {
      const added = await engine.addMany(texts.slice(start, start + BATCH).map((text) => ({ userId: 'bench-user', text, kind: 'episodic' as const })));
      ids.push(...added.map((record) => record.id));
    }
    const insertSeconds = (performance.now() - insertStart) / 1000;
    process.stderr.write(`  inserted in ${insertSeconds.toFixed(1)} s\n`);
    const scope = { tenantId: 'default', userId: 'bench-user', statuses: ['active' as const] };
    let found = 0;
    const vector = await timeEach(QUERIES, async (index) => {
      const query = queryVectors[index] as Float32Array;
      const hits = await store.vectorSearch(scope, query, 10);
      const truth = new Set(bruteForceTopK(vectors, query, 10).map((row) => ids[row]));
      found += hits.filter((hit) => truth.has(hit.id)).length;
    });
    process.stderr.write(`  vector p95 ${vector.p95.toFixed(1)} ms\n`);
    const keyword = await timeEach(QUERIES, (index) => store.keywordSearch(scope, analyze(queries[index] as string), 10));
    process.stderr.write(`  keyword p95 ${keyword.p95.toFixed(1)} ms\n`);
    const search = await timeEach(QUERIES, (index) => engine.search({ userId: 'bench-user', query: queries[index] as string, topK: 10, threshold: 0 }));
    return [size.toLocaleString('en-US'), Math.round(size / insertSeconds), vector.p50, vector.p95, (found / (QUERIES * 10)).toFixed(3), keyword.p50, keyword.p95, search.p50, search.p95];
  } finally {
    await engine.close();
    await cleanUp();
  }
}

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'agent-memory-store-bench-'));
  const rows: (string | number)[][] = [];
  try {
    for (const size of scales) {
      process.stderr.write(`bench:stores ${location}: ${size} memories...\n`);
      rows.push(await benchScale(size, folder));
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  console.log(`\nagent-memory store bench, ${location.replace(/\/\/[^@/]*@/, '//***@')} (${DIMENSIONS} dims, one user, ${QUERIES} queries each; latencies in ms)\n`);
  console.log(formatTable(['memories', 'insert/s', 'vector p50', 'vector p95', 'vector recall@10', 'keyword p50', 'keyword p95', 'search p50', 'search p95'], rows));
}

await main();
