/**
 * `npm run bench:knowledge-scale -- [N] [--store postgres://…]`: one tenant's shared knowledge
 * collection of N 512-d vectors on the Postgres store, searched through its HNSW index against
 * an exact scan of the same rows: recall@10, query p50/p95 of both, load time (the HNSW index
 * exists before the load, so the load includes building it) and the index size. Without
 * `--store` a throwaway PostgreSQL cluster is started (src/testing/postgres-server.ts).
 *
 * The vectors are clustered (2,000 random unit centres, each vector a centre plus Gaussian noise
 * of 0.035 per dimension, so a vector's cosine to its centre is about 0.78 and to a neighbour of
 * the same centre about 0.6, the range of related texts' embeddings), queries drawn the same way:
 * text
 * embeddings are clustered, and uniformly random 512-d vectors, which no graph index handles
 * well, would measure a case that does not occur. Figures, not assertions.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { RecordQuery, RecordWrite } from '../src/core/store.js';
import { dropPostgresSchema } from '../src/stores/postgres/drop-schema.js';
import { PostgresStore } from '../src/stores/postgres/postgres-store.js';
import { startPostgres, type PostgresServer } from '../src/testing/postgres-server.js';
import { buildRecord } from '../src/testing/records.js';
import { mulberry32, percentile } from './support.js';

const DIMENSIONS = 512;
const CENTRES = 2_000;
const NOISE = 0.035;
const QUERIES = 100;
const BATCH = 1_000;
const TENANT = 'knowledge-bench';

const argv = process.argv.slice(2);
const storeFlag = argv.indexOf('--store');
const givenUrl = storeFlag >= 0 ? argv[storeFlag + 1] : undefined;
const size = Number(argv.find((value, index) => /^\d+$/.test(value) && (storeFlag < 0 || index !== storeFlag + 1)) ?? 20_000);

const random = mulberry32(2026);
function gaussian(): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}
function normalise(vector: Float32Array): Float32Array {
  const length = Math.hypot(...vector);
  return vector.map((value) => value / length);
}
const centres = Array.from({ length: CENTRES }, () => normalise(Float32Array.from({ length: DIMENSIONS }, gaussian)));
function clustered(): Float32Array {
  const centre = centres[Math.floor(random() * CENTRES)] as Float32Array;
  return normalise(centre.map((value) => value + NOISE * gaussian()));
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await run();
  return { value, ms: performance.now() - start };
}

async function main(): Promise<void> {
  let server: PostgresServer | null = null;
  const url = givenUrl ?? (server = await startPostgres()).url;
  const schema = `knowledge_scale_${randomUUID().replaceAll('-', '').slice(0, 8)}`;
  // Same schema, two policies: HNSW for shared-only searches from 1 shared record, and never.
  const approximate = new PostgresStore({ connectionString: url, schema, approximateSharedAbove: 1 });
  const exact = new PostgresStore({ connectionString: url, schema, approximateSharedAbove: Number.MAX_SAFE_INTEGER });
  try {
    await approximate.init();
    await approximate.setEmbedderInfo({ provider: 'bench', model: 'clustered', dimensions: DIMENSIONS });
    await exact.init();
    const loadStart = performance.now();
    const load = await timed(async () => {
      for (let start = 0; start < size; start += BATCH) {
        const upserts: RecordWrite[] = [];
        for (let index = start; index < Math.min(size, start + BATCH); index += 1) {
          const record = buildRecord(`chunk-${index}`, { tenantId: TENANT, scope: {}, kind: 'knowledge', text: `chunk ${index}` });
          upserts.push({ record, vector: clustered(), terms: [] });
        }
        await approximate.write({ tenantId: TENANT, upserts });
        if ((start / BATCH) % 10 === 9) process.stderr.write(`  loaded ${start + BATCH} in ${((performance.now() - loadStart) / 1000).toFixed(0)} s\n`);
      }
    });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ index: string; total: string }>(
      `SELECT pg_size_pretty(pg_relation_size('${schema}.memories_shared_hnsw')) AS index, pg_size_pretty(pg_total_relation_size('${schema}.memories')) AS total`,
    );
    await client.end();

    const query: RecordQuery = { tenantId: TENANT, sharedOnly: true, statuses: ['active'], kinds: ['knowledge'] };
    const approximateMs: number[] = [];
    const exactMs: number[] = [];
    let found = 0;
    for (let round = 0; round < QUERIES; round += 1) {
      const vector = clustered();
      const fast = await timed(() => approximate.vectorSearch(query, vector, 10));
      const truth = await timed(() => exact.vectorSearch(query, vector, 10));
      approximateMs.push(fast.ms);
      exactMs.push(truth.ms);
      const expected = new Set(truth.value.map((hit) => hit.id));
      found += fast.value.filter((hit) => expected.has(hit.id)).length;
    }
    approximateMs.sort((left, right) => left - right);
    exactMs.sort((left, right) => left - right);
    const p95 = { hnsw: percentile(approximateMs, 0.95), exact: percentile(exactMs, 0.95) };
    console.log(`\nknowledge-scale bench: ${size.toLocaleString('en-US')} shared ${DIMENSIONS}-d vectors on the Postgres store, ${QUERIES} queries, k = 10\n`);
    console.log(`load (HNSW maintained while loading): ${(load.ms / 1000).toFixed(1)} s (${Math.round(size / (load.ms / 1000))} rows/s)`);
    console.log(`HNSW index size: ${rows[0]?.index}; memories table with all indexes: ${rows[0]?.total}`);
    console.log(`recall@10 of HNSW against the exact scan: ${(found / (QUERIES * 10)).toFixed(3)}`);
    console.log(`query p50 / p95: HNSW ${percentile(approximateMs, 0.5).toFixed(1)} / ${p95.hnsw.toFixed(1)} ms, exact ${percentile(exactMs, 0.5).toFixed(1)} / ${p95.exact.toFixed(1)} ms (${(p95.exact / p95.hnsw).toFixed(1)}x at p95)`);
  } finally {
    await Promise.all([approximate.close(), exact.close()]);
    if (server) await server.stop();
    else await dropPostgresSchema(url, schema);
  }
}

await main();
