/**
 * Keyword search cost on the SQLite store: 10 users x 800 memories of 25 Zipf-distributed terms,
 * 600 searches of 6 terms (top 50) each followed by 3 one-term samples, as the pipeline makes them.
 * `node --import tsx bench/keyword-index.ts` prints p50 and p95 in ms.
 */
import { SqliteStore } from '../src/stores/sqlite/sqlite-store.js';
import { seededRandom } from '../src/testing/seeded-random.js';
import type { MemoryRecord } from '../src/core/types.js';

const random = seededRandom(7);
const vocabulary = Array.from({ length: 3000 }, (_, index) => `w${index}`);
const zipf = (): string => vocabulary[Math.min(vocabulary.length - 1, Math.floor(Math.exp(random() * Math.log(vocabulary.length))) - 1)] as string;
const now = '2026-01-01T00:00:00.000Z';
const record = (id: string, userId: string): MemoryRecord => ({
  id, tenantId: 't', scope: { userId }, kind: 'episodic', status: 'active', text: id, metadata: {}, tags: [], importance: 0.5,
  createdAt: now, updatedAt: now, lastAccessedAt: null, accessCount: 0, eventTime: null, validFrom: null, validTo: null,
  supersededBy: null, evidence: [], source: { type: 'api' },
});

const store = new SqliteStore({ path: ':memory:' });
await store.init();
await store.setEmbedderInfo({ provider: 'bench', model: 'bench', dimensions: 4 });
for (let user = 0; user < 10; user += 1) {
  await store.write({
    tenantId: 't',
    upserts: Array.from({ length: 800 }, (_, index) => ({ record: record(`u${user}-${index}`, `u${user}`), vector: Float32Array.from([1, 0, 0, 0]), terms: Array.from({ length: 25 }, zipf) })),
  });
}
const times: number[] = [];
for (let round = 0; round < 600; round += 1) {
  const terms = Array.from({ length: 6 }, zipf);
  const query = { tenantId: 't', userId: `u${round % 10}`, statuses: ['active' as const] };
  const started = performance.now();
  await store.keywordSearch(query, terms, 50);
  for (const term of terms.slice(0, 3)) await store.keywordSample(query, term);
  times.push(performance.now() - started);
}
times.sort((left, right) => left - right);
const at = (fraction: number): string => (times[Math.ceil(fraction * times.length) - 1] as number).toFixed(2);
process.stdout.write(`keyword search + 3 samples: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms\n`);
await store.close();
