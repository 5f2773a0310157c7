/**
 * `node --import tsx bench/time-range.ts [SIZE]`: what a day-range vector search costs on the
 * SQLite store's fast path (the in-process partition copy), beside the unfiltered search and a
 * metadata-filtered one (10% of rows), in one process, interleaved query by query so load on the
 * machine hits all three alike. One user, SIZE memories (default 10,000) of 512 dimensions whose
 * event times spread over 200 days; the day range is one day (~50 memories). k = 50, the search
 * pipeline's candidate count. Figures, not assertions.
 */
import { buildRecord } from '../src/testing/records.js';
import { parseFilter } from '../src/core/filter.js';
import type { RecordQuery, RecordWrite } from '../src/core/store.js';
import { SqliteStore } from '../src/stores/sqlite/sqlite-store.js';
import { mulberry32, percentile, randomUnitVector } from './support.js';

const DIMENSIONS = 512;
const DAYS = 200;
const K = 50;
const QUERIES = 300;
const DAY_MS = 86_400_000;
const size = Number(process.argv[2] ?? 10_000);
const random = mulberry32(7);
const store = new SqliteStore({ path: ':memory:' });
await store.init();
await store.setEmbedderInfo({ provider: 'bench', model: 'random', dimensions: DIMENSIONS });
const start = Date.parse('2026-01-01T00:00:00Z');
for (let offset = 0; offset < size; offset += 1000) {
  const upserts: RecordWrite[] = [];
  for (let index = offset; index < Math.min(size, offset + 1000); index += 1) {
    const eventTime = new Date(start + Math.floor(random() * DAYS) * DAY_MS + Math.floor(random() * DAY_MS)).toISOString();
    upserts.push({ record: buildRecord(`m${index}`, { tenantId: 'bench', scope: { userId: 'u' }, eventTime, metadata: { shard: index % 10 } }), vector: randomUnitVector(random, DIMENSIONS), terms: [] });
  }
  await store.write({ tenantId: 'bench', upserts });
}
const base: RecordQuery = { tenantId: 'bench', userId: 'u', statuses: ['active'] };
const variants: Record<string, (day: number) => RecordQuery> = {
  unfiltered: () => base,
  filtered: () => ({ ...base, filter: parseFilter({ shard: 3 }) }),
  day: (day) => ({ ...base, timeRange: { from: new Date(start + day * DAY_MS).toISOString(), before: new Date(start + (day + 1) * DAY_MS).toISOString() } }),
};
const times: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
// Warm the partition copy first.
await store.vectorSearch(base, randomUnitVector(random, DIMENSIONS), K);
for (let query = 0; query < QUERIES; query += 1) {
  const vector = randomUnitVector(random, DIMENSIONS);
  const day = Math.floor(random() * DAYS);
  for (const [name, make] of Object.entries(variants)) {
    const began = performance.now();
    await store.vectorSearch(make(day), vector, K);
    times[name]?.push(performance.now() - began);
  }
}
const figure = (name: string): string => {
  const sorted = [...(times[name] ?? [])].sort((left, right) => left - right);
  return `${name} p50 ${percentile(sorted, 0.5).toFixed(3)} ms, p95 ${percentile(sorted, 0.95).toFixed(3)} ms`;
};
process.stdout.write(`${size} memories, k ${K}: ${Object.keys(variants).map(figure).join('; ')}\n`);
await store.close();
