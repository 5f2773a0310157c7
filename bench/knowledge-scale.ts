/**
 * `npm run bench:knowledge-scale -- [N] [--store postgres://…] [--queries Q] [--exact-queries X] [--ef-search E[,E…]]
 * [--index-memory 4GB] [--index-workers 1] [--ef-construction 128] [--maintained]`: one tenant's shared knowledge
 * collection of N 512-d vectors on the Postgres store, searched through its HNSW index against
 * the true top 10 (computed in-process over the same vectors; Postgres' exact scan is timed on
 * `--exact-queries` of the queries and checked against it): recall@10, query p50/p95 of both, load time, index build time
 * and the index size. Several `--ef-search` values (the store's `hnswEfSearch`, default 200 as
 * in the store) measure the HNSW searches once per value on the same index and queries. By
 * default the rows go in through `PostgresStore.bulkLoad` (index dropped during the load, built
 * once after it, with `--index-memory` of maintenance_work_mem and `--index-workers` parallel
 * workers, and `--ef-construction`, default the store's 128); `--maintained` keeps the index in place while loading, the
 * path every ordinary write takes, for comparison. Without `--store` a throwaway PostgreSQL
 * cluster is started (src/testing/postgres-server.ts).
 *
 * The vectors are clustered (2,000 random unit centres, each vector a centre plus Gaussian noise
 * of 0.035 per dimension, so a vector's cosine to its centre is about 0.78 and to a neighbour of
 * the same centre about 0.6, the range of related texts' embeddings), queries drawn the same way:
 * text embeddings are clustered, and uniformly random 512-d vectors, which no graph index handles
 * well, would measure a case that does not occur. Figures, not assertions.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { RecordQuery, RecordWrite } from '../src/core/store.js';
import { dropPostgresSchema } from '../src/stores/postgres/drop-schema.js';
import { PostgresStore } from '../src/stores/postgres/postgres-store.js';
import { DEFAULT_EF_CONSTRUCTION } from '../src/stores/postgres/shared-index.js';
import { startPostgres, type PostgresServer } from '../src/testing/postgres-server.js';
import { buildRecord } from '../src/testing/records.js';
import { mulberry32, percentile } from './support.js';
import { byScoreThenId } from '../src/core/code-point-order.js';
import { cosineSimilarity } from '../src/core/vector-math.js';
import { nativeCosineScan, nativeScanUnavailableReason } from '../src/stores/sqlite/native-scan.js';

const DIMENSIONS = 512;
const CENTRES = 2_000;
const NOISE = 0.035;
const TENANT = 'knowledge-bench';
/** pgvector's in-memory graph takes about 2.7 kB per 512-d row; the build spills (and slows many times) past maintenance_work_mem. */
const GRAPH_BYTES_PER_ROW = 4_096;

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    store: { type: 'string' },
    queries: { type: 'string', default: '100' },
    'exact-queries': { type: 'string', default: '20' },
    batch: { type: 'string', default: '1000' },
    'ef-search': { type: 'string' },
    'index-memory': { type: 'string' },
    'index-workers': { type: 'string', default: '1' },
    'ef-construction': { type: 'string' },
    maintained: { type: 'boolean', default: false },
  },
});
const size = Number(positionals[0] ?? 20_000);
const queries = Number(flags.queries);
const exactQueries = Math.min(queries, Number(flags['exact-queries']));
const batchSize = Number(flags.batch);
const efSearches = (flags['ef-search'] ?? '200').split(',').map(Number);
const indexMemory = flags['index-memory'] ?? `${Math.max(1, Math.ceil((size * GRAPH_BYTES_PER_ROW) / 2 ** 30))}GB`;
const indexWorkers = Number(flags['index-workers']);
const efConstruction = flags['ef-construction'] === undefined ? undefined : Number(flags['ef-construction']);
for (const [name, value] of Object.entries({ N: size, queries, 'exact-queries': exactQueries, batch: batchSize, 'index-workers': indexWorkers, ...Object.fromEntries(efSearches.map((ef, index) => [`ef-search ${index + 1}`, ef])) })) {
  if (!Number.isInteger(value) || value < (name === 'index-workers' ? 0 : 1)) throw new Error(`${name} must be a positive integer, got ${String(value)}`);
}

const random = mulberry32(2026);
function gaussian(): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}
function normalise(vector: Float32Array): Float32Array {
  let squares = 0;
  for (const value of vector) squares += value * value;
  const length = Math.sqrt(squares);
  return vector.map((value) => value / length);
}
const centres = Array.from({ length: CENTRES }, () => normalise(Float32Array.from({ length: DIMENSIONS }, gaussian)));
function clustered(): Float32Array {
  const centre = centres[Math.floor(random() * CENTRES)] as Float32Array;
  return normalise(centre.map((value) => value + NOISE * gaussian()));
}

/**
 * The true top 10 of each query over every loaded vector, computed here: usearch's SIMD scan
 * proposes 50 candidates in float32 and they are rescored in float64 with the store's own
 * cosine and tie-break, which is what the store's exact scan returns (checked on the queries
 * that also run through it). Postgres' exact scan takes seconds per query at 1M, so it is only
 * timed on `--exact-queries` of them, and every query gets a true answer for recall.
 */
function trueTopTen(all: Float32Array, target: Float32Array): Set<string> {
  const scan = nativeCosineScan();
  if (!scan) throw new Error(`the knowledge-scale bench needs usearch for its ground truth: ${nativeScanUnavailableReason() ?? ''}`);
  const candidates = [...scan(all, target, DIMENSIONS, 50).keys].map((key) => {
    const row = Number(key);
    return { id: `chunk-${row}`, score: cosineSimilarity(target, all.subarray(row * DIMENSIONS, (row + 1) * DIMENSIONS)) };
  });
  return new Set(candidates.sort(byScoreThenId).slice(0, 10).map((hit) => hit.id));
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await run();
  return { value, ms: performance.now() - start };
}

async function main(): Promise<void> {
  let server: PostgresServer | null = null;
  const url = flags.store ?? (server = await startPostgres()).url;
  const schema = `knowledge_scale_${randomUUID().replaceAll('-', '').slice(0, 8)}`;
  // Same schema, two policies: HNSW for shared-only searches from 1 shared record (one store per
  // ef_search), and never.
  const approximates = efSearches.map((hnswEfSearch) => new PostgresStore({ connectionString: url, schema, approximateSharedAbove: 1, hnswEfSearch }));
  const approximate = approximates[0] as PostgresStore;
  const exact = new PostgresStore({ connectionString: url, schema, approximateSharedAbove: Number.MAX_SAFE_INTEGER });
  try {
    await approximate.init();
    for (const store of approximates.slice(1)) await store.init();
    await approximate.setEmbedderInfo({ provider: 'bench', model: 'clustered', dimensions: DIMENSIONS });
    await exact.init();
    const all = new Float32Array(size * DIMENSIONS);
    const start = performance.now();
    let indexStart: number | null = null;
    const loadAll = async (): Promise<void> => {
      for (let first = 0; first < size; first += batchSize) {
        const upserts: RecordWrite[] = [];
        for (let index = first; index < Math.min(size, first + batchSize); index += 1) {
          const record = buildRecord(`chunk-${index}`, { tenantId: TENANT, scope: {}, kind: 'knowledge', text: `chunk ${index}` });
          const vector = clustered();
          all.set(vector, index * DIMENSIONS);
          upserts.push({ record, vector, terms: [] });
        }
        await approximate.write({ tenantId: TENANT, upserts });
        const done = Math.min(size, first + batchSize);
        if (done % (batchSize * 20) === 0) process.stderr.write(`  loaded ${done} in ${((performance.now() - start) / 1000).toFixed(0)} s\n`);
      }
    };
    if (flags.maintained) await loadAll();
    else {
      await approximate.bulkLoad(loadAll, {
        indexBuild: { memory: indexMemory, workers: indexWorkers, ...(efConstruction === undefined ? {} : { efConstruction }) },
        onIndexBuild: () => {
          indexStart = performance.now();
          process.stderr.write(`  load done in ${((indexStart - start) / 1000).toFixed(0)} s; building the HNSW index\n`);
        },
      });
    }
    const end = performance.now();
    const loadMs = (indexStart ?? end) - start;
    const buildMs = indexStart === null ? null : end - indexStart;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ index: string; total: string }>(
      `SELECT pg_size_pretty(pg_relation_size('${schema}.memories_shared_hnsw')) AS index, pg_size_pretty(pg_total_relation_size('${schema}.memories')) AS total`,
    );
    await client.end();

    const query: RecordQuery = { tenantId: TENANT, sharedOnly: true, statuses: ['active'], kinds: ['knowledge'] };
    const targets = Array.from({ length: queries }, () => clustered());
    const truths = targets.map((vector) => trueTopTen(all, vector));
    const exactMs: number[] = [];
    let agreeing = 0;
    for (const [round, vector] of targets.slice(0, exactQueries).entries()) {
      if (round % 10 === 9) process.stderr.write(`  exact query ${round + 1} of ${exactQueries}\n`);
      const scanned = await timed(() => exact.vectorSearch(query, vector, 10));
      exactMs.push(scanned.ms);
      agreeing += scanned.value.filter((hit) => truths[round]?.has(hit.id)).length;
    }
    exactMs.sort((left, right) => left - right);
    const exactP95 = percentile(exactMs, 0.95);
    const hnswRows: string[] = [];
    for (const [index, store] of approximates.entries()) {
      const approximateMs: number[] = [];
      let found = 0;
      for (const [round, vector] of targets.entries()) {
        const fast = await timed(() => store.vectorSearch(query, vector, 10));
        approximateMs.push(fast.ms);
        found += fast.value.filter((hit) => truths[round]?.has(hit.id)).length;
      }
      approximateMs.sort((left, right) => left - right);
      const p95 = percentile(approximateMs, 0.95);
      hnswRows.push(
        `hnsw.ef_search ${efSearches[index]}: recall@10 ${(found / (queries * 10)).toFixed(3)}, HNSW p50 / p95 ${percentile(approximateMs, 0.5).toFixed(1)} / ${p95.toFixed(1)} ms (${(exactP95 / p95).toFixed(1)}x faster than exact at p95)`,
      );
    }
    const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
    console.log(`\nknowledge-scale bench: ${size.toLocaleString('en-US')} shared ${DIMENSIONS}-d vectors on the Postgres store, ${queries} queries, k = 10\n`);
    if (buildMs === null) console.log(`load with the HNSW index maintained while loading: ${seconds(loadMs)} (${Math.round(size / (loadMs / 1000))} rows/s)`);
    else {
      console.log(`load (bulkLoad, index dropped): ${seconds(loadMs)} (${Math.round(size / (loadMs / 1000))} rows/s), batches of ${batchSize}`);
      console.log(`HNSW index build: ${seconds(buildMs)} (maintenance_work_mem ${indexMemory}, ${indexWorkers} parallel worker(s), ef_construction ${efConstruction ?? `${DEFAULT_EF_CONSTRUCTION} (the store's default)`}); whole build ${seconds(loadMs + buildMs)}`);
    }
    console.log(`HNSW index size: ${rows[0]?.index}; memories table with all indexes: ${rows[0]?.total}`);
    console.log(
      `exact scan p50 / p95: ${percentile(exactMs, 0.5).toFixed(1)} / ${exactP95.toFixed(1)} ms over ${exactQueries} queries; its top 10 agree with the in-process truth in ${agreeing} of ${exactQueries * 10} places`,
    );
    for (const row of hnswRows) console.log(row);
  } finally {
    await Promise.all([...approximates, exact].map((store) => store.close()));
    if (server) await server.stop();
    else await dropPostgresSchema(url, schema);
  }
}

await main();
