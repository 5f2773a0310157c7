// Erase (right to be forgotten) on Postgres at a realistic size, with and without schema step 3's
// history owner indexes, in one process on one database: N memories of 1,000 users (one create
// entry each in history, and every tenth memory hard-deleted earlier, so its history is all that
// is left of it), then erase users in rounds alternating the indexes dropped (the scan of the
// releases before step 3) and present. Also times history-heavy writes both ways (the indexes
// parse each new snapshot) and building the indexes (what step 3 costs an existing database).
// Erase's proof (hasTraces) is timed on the erased ids with today's statement and with the one
// before it, which joined the tenant's postings to memories by id (traces-sql.ts).
//   npm run bench:postgres-erase -- [N]
import pg from 'pg';
import { HashEmbedder } from '../src/embedders/hash/hash-embedder.js';
import { Memory } from '../src/memory.js';
import { PostgresStore } from '../src/stores/postgres/postgres-store.js';
import { MEMORY_STORE_MIGRATIONS } from '../src/stores/postgres/schema.js';
import { HAS_TRACES_SQL } from '../src/stores/postgres/traces-sql.js';
import { startPostgres } from '../src/testing/postgres-server.js';
import { ERASE_DIMENSIONS as DIMENSIONS, ERASE_USERS as USERS, eraseFixtureWriter, timeErase } from './erase-fixture.js';
import { median } from './support.js';

const total = Number(process.argv[2] ?? 100_000);
const TENANT = 'default';
const SCHEMA = 'erase_bench';
const STEP_3 = MEMORY_STORE_MIGRATIONS[2] ?? '';
const PREVIOUS_HAS_TRACES_SQL = `SELECT EXISTS (SELECT 1 FROM memories WHERE tenant_id = $1 AND id = ANY($2::text[]))
    OR EXISTS (SELECT 1 FROM memory_history WHERE tenant_id = $1 AND memory_id = ANY($2::text[]))
    OR EXISTS (SELECT 1 FROM memory_postings p JOIN memories m ON m.row_id = p.row_id WHERE p.tenant_id = $1 AND m.id = ANY($2::text[])) AS traced`;

const server = await startPostgres();
const admin = new pg.Pool({ connectionString: server.url, options: `-c search_path=${SCHEMA},public` });
const memory = await Memory.open({ store: new PostgresStore({ connectionString: server.url, schema: SCHEMA }), embedder: new HashEmbedder(DIMENSIONS) });
const store = memory.forTenant(TENANT).store;
const writeMemories = eraseFixtureWriter(store, TENANT);

const ms = (value: number): string => `${value.toFixed(1)} ms`;
try {
  console.log(`loading ${total} memories (${USERS} users, every tenth hard-deleted earlier)...`);
  await writeMemories(total);
  await admin.query('VACUUM ANALYZE memory_history');
  const { rows } = await admin.query<{ rows: string; size: string }>("SELECT count(*)::text AS rows, pg_size_pretty(pg_total_relation_size('memory_history')) AS size FROM memory_history");
  console.log(`memory_history: ${rows[0]?.rows} rows, ${rows[0]?.size}`);
  let nextUser = 0;
  const results: Record<'scan' | 'index', { owned: number[]; erase: number[]; write: number[] }> = { scan: { owned: [], erase: [], write: [] }, index: { owned: [], erase: [], write: [] } };
  const traces: Record<'previous' | 'now', number[]> = { previous: [], now: [] };
  const timeQuery = async (sql: string, values: unknown[]): Promise<number> => {
    const started = performance.now();
    await admin.query(sql, values);
    return performance.now() - started;
  };
  for (let round = 0; round < 3; round += 1) {
    for (const path of ['scan', 'index'] as const) {
      if (path === 'scan') {
        await admin.query('DROP INDEX memory_history_user, memory_history_agent');
      } else {
        const started = performance.now();
        await admin.query(STEP_3);
        console.log(`round ${round}: building the step 3 indexes (with ANALYZE) took ${ms(performance.now() - started)}`);
      }
      const user = `user${nextUser++}`;
      const { owned, ownedMs, eraseMs } = await timeErase(memory, TENANT, user);
      results[path].owned.push(ownedMs);
      results[path].erase.push(eraseMs);
      traces.previous.push(await timeQuery(PREVIOUS_HAS_TRACES_SQL, [TENANT, owned]));
      traces.now.push(await timeQuery(HAS_TRACES_SQL, [TENANT, owned]));
      results[path].write.push(await writeMemories(2000));
      console.log(`round ${round} ${path}: historyOwnedBy ${ms(results[path].owned.at(-1) ?? 0)} (${owned.length} ids), erase ${ms(results[path].erase.at(-1) ?? 0)}, 2,000 writes ${ms(results[path].write.at(-1) ?? 0)}`);
    }
  }
  for (const path of ['scan', 'index'] as const) {
    const result = results[path];
    console.log(`${path.padEnd(5)}: historyOwnedBy median ${ms(median(result.owned))}, erase median ${ms(median(result.erase))}, 2,000 memories written median ${ms(median(result.write))}`);
  }
  console.log(`hasTraces on the erased ids: median ${ms(median(traces.previous))} with the statement before, ${ms(median(traces.now))} now`);
  const plan = await admin.query<{ 'QUERY PLAN': string }>("EXPLAIN SELECT DISTINCT memory_id FROM memory_history WHERE tenant_id = 'default' AND (COALESCE(after, before)::jsonb #>> '{scope,userId}') = 'user999'");
  console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
} finally {
  await memory.close();
  await admin.end();
  await server.stop();
}
