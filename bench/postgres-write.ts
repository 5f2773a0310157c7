// Postgres write throughput at the store level: N new memories (384-d vectors, analysed text,
// one history entry each) written in batches of 1 and of 100, on a throwaway local server.
//   npm run bench:postgres-write -- [N]
import { randomUUID } from 'node:crypto';
import { analyze } from '../src/core/text/analyzer.js';
import type { HistoryEntry } from '../src/core/types.js';
import { PostgresStore } from '../src/stores/postgres/postgres-store.js';
import { buildRecord } from '../src/testing/records.js';
import { startPostgres } from '../src/testing/postgres-server.js';
import { seededRandom } from '../src/testing/seeded-random.js';

const total = Number(process.argv[2] ?? 1000);
const DIMENSIONS = 384;
const server = await startPostgres();
try {
  for (const batchSize of [1, 100]) {
    const store = new PostgresStore({ connectionString: server.url, schema: `write_bench_${batchSize}` });
    await store.init();
    await store.setEmbedderInfo({ provider: 'bench', model: 'random', dimensions: DIMENSIONS });
    const random = seededRandom(batchSize);
    const started = performance.now();
    for (let offset = 0; offset < total; offset += batchSize) {
      const upserts = [];
      const history: HistoryEntry[] = [];
      for (let index = offset; index < Math.min(total, offset + batchSize); index += 1) {
        const text = `memory ${index}: the user likes hiking near lake ${index % 37} and drinks oolong tea`;
        const record = buildRecord(`m${index}`, { text, scope: { userId: `user${index % 10}` } });
        upserts.push({ record, vector: Float32Array.from({ length: DIMENSIONS }, () => random() - 0.5), terms: analyze(text), create: true });
        history.push({ id: randomUUID(), memoryId: record.id, event: 'create', before: null, after: record, at: record.createdAt, actor: 'bench' });
      }
      await store.write({ tenantId: 'default', upserts, history });
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`batch ${String(batchSize).padStart(3)}: ${total} memories in ${seconds.toFixed(2)} s = ${(total / seconds).toFixed(0)} memories/s`);
    await store.close();
  }
} finally {
  await server.stop();
}
