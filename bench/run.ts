/**
 * `npm run bench`: insert throughput and search latency for one user at 1k, 10k and 100k
 * memories, beside an exact 4-way unrolled JS scan of the same vectors in the same process run,
 * then warm starts (many users in one file, a fresh connection). Figures, not assertions.
 *
 *   npm run bench -- [SIZES...] [--json] [--store LOCATION] [--reuse DIR] [--skip-warm] [--warm-users N]
 *
 * - SIZES narrow the sizes (default 1000 10000 100000).
 * - `--json` prints one JSON object (per size: insert_per_s, search_p50_ms, search_p95_ms,
 *   filtered_p95_ms, scan_p95_ms, and more) instead of tables.
 * - `--store` opens any store location `Memory.open({ store })` takes (a SQLite path,
 *   `postgres://…`, …; src/stores/store-location.ts). Each size writes under a tenant of its own,
 *   erased at the end. Default: a fresh SQLite file per size in a temporary folder.
 * - `--reuse DIR` keeps the default SQLite files in DIR and reuses them on the next run (insert
 *   throughput is then not measured), so large fixtures are built once.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import { Memory } from '../src/memory.js';
import { MemoryEngine } from '../src/core/engine.js';
import { parseFilter } from '../src/core/filter.js';
import type { MemoryStore } from '../src/core/store.js';
import { LocalEmbedder } from '../src/embedders/local/local-embedder.js';
import { describeLocation, storeFromLocation } from '../src/stores/store-location.js';
import { benchFixtureDraws, benchRoundDraws, formatTable, PrecomputedEmbedder, randomText, timeEach } from './support.js';
import { TightScan } from './tight-scan.js';
import { nativeCosineScan, nativeScanUnavailableReason } from '../src/stores/sqlite/native-scan.js';
import { benchWarmStarts, type Placement, type WarmStartFigures } from './warm-start.js';

const DIMENSIONS = 512;
const QUERIES = 200;
const K = 10;
const BATCH = 1000;
/** Memories carry `shard: index % SHARDS`; the filtered search asks for one shard (10% match). */
const SHARDS = 10;
const USER = 'bench-user';

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    json: { type: 'boolean', default: false },
    store: { type: 'string' },
    reuse: { type: 'string' },
    'skip-warm': { type: 'boolean', default: false },
    'warm-users': { type: 'string', default: '100' },
  },
});
const sizes = positionals.map(Number).filter((size) => Number.isInteger(size) && size > 0);
const scales = sizes.length > 0 ? sizes : [1_000, 10_000, 100_000];
const log = (line: string): void => void process.stderr.write(`${line}\n`);
const round = (value: number, digits = 2): number => Number(value.toFixed(digits));

interface SizeFigures {
  insert_per_s: number | null;
  /** Full search over the second round of 200 new questions (code compiled by the first round). */
  search_p50_ms: number;
  search_p95_ms: number;
  /** The first 200 full searches of this size: the process's first ones at the first size (JIT warm-up, cold postings). */
  search_first_round_p50_ms: number;
  search_first_round_p95_ms: number;
  /**
   * Full search with a metadata filter (10% match) over a fourth round of 200 new questions, after
   * the filtered first round: like `search_p95_ms`, code the process has run, data it has not.
   */
  filtered_p50_ms: number;
  filtered_p95_ms: number;
  /** The process's first 200 filtered searches (the second round's questions with the filter): the filter's JIT warm-up and first verdicts. */
  filtered_first_round_p50_ms: number;
  filtered_first_round_p95_ms: number;
  scan_p50_ms: number;
  scan_p95_ms: number;
  /** usearch's SIMD scan of the same matrix (float32, no exact rescoring); null when not installed. */
  simd_scan_p95_ms: number | null;
  vector_p50_ms: number;
  vector_p95_ms: number;
  filtered_vector_p95_ms: number;
  search_embed_p95_ms: number;
  search_vs_scan_p95: number;
  search_first_round_vs_scan_p95: number;
  vector_vs_scan_p95: number;
  filtered_vs_search_p95: number;
  /** Share of the tight scan's top 10 that the store's vector search returned (1 = exact). */
  vector_recall_at_10: number;
}

function place(name: string, folder: string): Placement {
  if (flags.store) return { location: flags.store, tenantId: `bench-${name}-${randomUUID().slice(0, 8)}`, prefilled: false, temporary: false };
  const directory = flags.reuse ?? folder;
  mkdirSync(directory, { recursive: true });
  const path = join(directory, `bench-${name}.db`);
  return { location: path, tenantId: 'bench', prefilled: flags.reuse !== undefined && existsSync(path), temporary: flags.reuse === undefined };
}

async function benchSize(size: number, local: LocalEmbedder, folder: string): Promise<SizeFigures> {
  const embedder = new PrecomputedEmbedder(local.info, local);
  const { random, texts, vectors, queries, queryVectors } = benchFixtureDraws(embedder, size, DIMENSIONS, QUERIES);
  // A second round of new questions (new words, new vectors), timed after the first: code the
  // first round compiled, data it did not load (docs/search-speed.md, "What the slow searches of the bench's 10k row are").
  // The filtered searches get the same two rounds: the first (the second round's questions with
  // the filter) runs the filter's code for the first time; a fourth round of new questions is timed.
  const { others, laterQueries, filteredQueries } = benchRoundDraws(random, embedder, DIMENSIONS, QUERIES);

  const placement = place(String(size), folder);
  const store: MemoryStore = storeFromLocation(placement.location);
  const memory = await Memory.open({ store, embedder, tenantId: placement.tenantId });
  let insertPerSecond: number | null = null;
  if (!placement.prefilled) {
    const start = performance.now();
    for (let offset = 0; offset < size; offset += BATCH) {
      await memory.addMany(texts.slice(offset, offset + BATCH).map((text, index) => ({ userId: USER, text, kind: 'episodic' as const, metadata: { shard: (offset + index) % SHARDS } })));
    }
    insertPerSecond = Math.round(size / ((performance.now() - start) / 1000));
    // Other users' data in the same file checks that partitioning keeps it out of the scan.
    await memory.addMany(others);
  }

  const userQuery = { tenantId: placement.tenantId, userId: USER, statuses: ['active' as const] };
  const scan = new TightScan(vectors, DIMENSIONS);
  const scanTimes = await timeEach(QUERIES, (index) => scan.topK(queryVectors[index] as Float32Array, K));
  const simd = nativeCosineScan() ? await timeEach(QUERIES, (index) => scan.simdTopK(queryVectors[index] as Float32Array, K)) : null;
  const vector = await timeEach(QUERIES, (index) => store.vectorSearch(userQuery, queryVectors[index] as Float32Array, K));
  const filter = { shard: 3 };
  const filteredVector = await timeEach(QUERIES, (index) => store.vectorSearch({ ...userQuery, filter: parseFilter(filter) }, queryVectors[index] as Float32Array, K));
  const firstRound = await timeEach(QUERIES, (index) => memory.search({ userId: USER, query: queries[index] as string, topK: K, threshold: 0 }));
  const search = await timeEach(QUERIES, (index) => memory.search({ userId: USER, query: laterQueries[index] as string, topK: K, threshold: 0 }));
  const filteredFirstRound = await timeEach(QUERIES, (index) => memory.search({ userId: USER, query: laterQueries[index] as string, topK: K, threshold: 0, filter }));
  const filtered = await timeEach(QUERIES, (index) => memory.search({ userId: USER, query: filteredQueries[index] as string, topK: K, threshold: 0, filter }));
  const recall = await vectorRecall(store, userQuery, scan, queryVectors.slice(0, 50));

  const withModel = new MemoryEngine({ store, embedder: local, tenantId: placement.tenantId });
  const fresh = Array.from({ length: 50 }, (_, index) => `推荐一下适合我通勤的鞋子 ${randomText(random, 3)} ${index}`);
  const embedded = await timeEach(fresh.length, (index) => withModel.search({ userId: USER, query: fresh[index] as string, topK: K, threshold: 0 }));
  if (!placement.temporary && flags.store) for (const userId of [USER, ...new Set(others.map((input) => input.userId))]) await memory.erase({ userId });
  await memory.close();

  return {
    insert_per_s: insertPerSecond,
    search_p50_ms: round(search.p50),
    search_p95_ms: round(search.p95),
    search_first_round_p50_ms: round(firstRound.p50),
    search_first_round_p95_ms: round(firstRound.p95),
    filtered_p50_ms: round(filtered.p50),
    filtered_p95_ms: round(filtered.p95),
    filtered_first_round_p50_ms: round(filteredFirstRound.p50),
    filtered_first_round_p95_ms: round(filteredFirstRound.p95),
    scan_p50_ms: round(scanTimes.p50),
    scan_p95_ms: round(scanTimes.p95),
    simd_scan_p95_ms: simd ? round(simd.p95) : null,
    vector_p50_ms: round(vector.p50),
    vector_p95_ms: round(vector.p95),
    filtered_vector_p95_ms: round(filteredVector.p95),
    search_embed_p95_ms: round(embedded.p95),
    search_vs_scan_p95: round(search.p95 / scanTimes.p95, 3),
    search_first_round_vs_scan_p95: round(firstRound.p95 / scanTimes.p95, 3),
    vector_vs_scan_p95: round(vector.p95 / scanTimes.p95, 3),
    filtered_vs_search_p95: round(filtered.p95 / search.p95, 3),
    vector_recall_at_10: recall,
  };
}

/** Compares the store's top 10 with the tight scan's (memory texts end in `#<row>`). */
async function vectorRecall(store: MemoryStore, query: { tenantId: string; userId: string; statuses: 'active'[] }, scan: TightScan, vectors: Float32Array[]): Promise<number> {
  let found = 0;
  for (const vector of vectors) {
    const hits = await store.vectorSearch(query, vector, K);
    const records = await store.getMany(query.tenantId, hits.map((hit) => hit.id));
    const rows = new Set(records.map((record) => Number(/#(\d+)$/.exec(record.text)?.[1])));
    found += scan.topK(vector, K).filter((row) => rows.has(row)).length;
  }
  return round(found / (vectors.length * K), 4);
}

function printTables(figures: Record<string, SizeFigures>, warm: WarmStartFigures | null, storeName: string): void {
  console.log(`\nagent-memory bench, ${storeName} (${DIMENSIONS} dims, one user, ${QUERIES} queries each, k = ${K}; latencies in ms)\n`);
  const rows = Object.entries(figures).map(([size, figure]) => [
    Number(size).toLocaleString('en-US'),
    figure.insert_per_s ?? 'reused',
    figure.vector_p95_ms,
    figure.scan_p95_ms,
    figure.simd_scan_p95_ms ?? 'n/a',
    `${figure.vector_vs_scan_p95}x`,
    figure.search_p50_ms,
    figure.search_p95_ms,
    `${figure.search_vs_scan_p95}x`,
    figure.search_first_round_p95_ms,
    `${figure.search_first_round_vs_scan_p95}x`,
    figure.filtered_p95_ms,
    `${figure.filtered_vs_search_p95}x`,
    figure.filtered_first_round_p95_ms,
    figure.search_embed_p95_ms,
    figure.vector_recall_at_10,
  ]);
  const headers = ['memories', 'insert/s', 'vector p95', 'tight scan p95', 'SIMD scan p95', 'vector/scan', 'search p50', 'search p95', 'search/scan', 'first-round search p95', 'first-round/scan', 'filtered p95', 'filtered/search', 'first-round filtered p95', 'search+embed p95', 'recall@10'];
  console.log(formatTable(headers, rows));
  console.log('\nvector = the store\'s k-NN in the user partition; tight scan = 4-way unrolled JS dot products + bounded heap over the same vectors;');
  console.log(`SIMD scan = usearch exactSearch over the same matrix (${nativeScanUnavailableReason() ?? 'available'}).`);
  console.log('search = full hybrid search with the query vector precomputed, over a second round of 200 new questions (new words and vectors);');
  console.log('first-round = the first 200 (at the first size, the process\'s first searches: JIT warm-up and cold postings); filtered = a metadata filter matching 10%, timed');
  console.log('like search over new questions after a first filtered round (the second round\'s questions with the filter), whose p95 is shown too.');
  if (warm) {
    console.log(`\nwarm starts: ${warm.users} users x ${warm.memories_per_user} memories, a fresh connection`);
    console.log(
      formatTable(
        ['first search p50', 'first search p95', 'later p50', 'later p95', 'after another process wrote: its user', 'another user', 'first vector p50', 'first vector p95', 'later vector p95'],
        [[warm.first_search_p50_ms, warm.first_search_p95_ms, warm.later_search_p50_ms, warm.later_search_p95_ms, warm.after_foreign_write_changed_user_ms, warm.after_foreign_write_other_user_ms, warm.first_vector_p50_ms, warm.first_vector_p95_ms, warm.later_vector_p95_ms]],
      ),
    );
  }
}

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'agent-memory-bench-'));
  const local = new LocalEmbedder();
  await local.embed(['warm up']);
  const figures: Record<string, SizeFigures> = {};
  let warm: WarmStartFigures | null = null;
  try {
    for (const size of scales) {
      log(`bench: ${size} memories...`);
      figures[String(size)] = await benchSize(size, local, folder);
    }
    if (!flags['skip-warm']) {
      const users = Number(flags['warm-users']);
      log(`bench: warm starts, ${users} users x 1000 memories...`);
      warm = await benchWarmStarts({ placement: place(`warm-${users}`, folder), users, perUser: 1000, dimensions: DIMENSIONS, info: local.info });
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await local.close();
  }
  const storeName = flags.store ? describeLocation(flags.store) : 'SQLite store';
  if (flags.json) {
    const machine = { cores: cpus().length, load_average_1m: round(loadavg()[0] ?? 0) };
    console.log(JSON.stringify({ store: storeName, native_scan: nativeScanUnavailableReason() ?? 'usearch', dimensions: DIMENSIONS, queries: QUERIES, k: K, machine, sizes: figures, warm_start: warm }, null, 2));
  } else {
    printTables(figures, warm, storeName);
  }
}

await main();
