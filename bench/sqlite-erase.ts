// Erase (right to be forgotten) on SQLite at a realistic size, with and without schema step 5's
// history owner indexes, in one process on one file: N memories of 1,000 users (one create entry
// each in history, and every tenth memory hard-deleted earlier, so its history is all that is
// left of it), then erase users in rounds alternating the indexes dropped (the scan of the
// releases before step 5) and present. Also times history-heavy writes both ways (the indexes
// parse each new snapshot), building the indexes (what step 5 costs an existing file), and
// erase's proof (hasTraces) with its vector part alone, with and without the index on sqlite-vec's
// id column (vector-id-index.ts).
//   npm run bench:sqlite-erase -- [N]
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HashEmbedder } from '../src/embedders/hash/hash-embedder.js';
import { Memory } from '../src/memory.js';
import { historyOwnedBySql } from '../src/stores/sqlite/history-owner.js';
import { MEMORY_STORE_MIGRATIONS } from '../src/stores/sqlite/schema.js';
import { SqliteStore } from '../src/stores/sqlite/sqlite-store.js';
import { vectorTracesSql } from '../src/stores/sqlite/vector-id-index.js';
import { VECTOR_TABLE } from '../src/stores/sqlite/vector-index.js';
import { ERASE_DIMENSIONS as DIMENSIONS, ERASE_USERS as USERS, eraseFixtureWriter, timeErase } from './erase-fixture.js';
import { median } from './support.js';

const total = Number(process.argv[2] ?? 100_000);
const TENANT = 'default';
const STEP_5 = MEMORY_STORE_MIGRATIONS[4];
if (typeof STEP_5 !== 'string') throw new Error('schema step 5 is not the owner indexes this bench times');
const VECTOR_TRACES_SQL = vectorTracesSql(VECTOR_TABLE, true);
// The same statement as before the vector id index: every vector row of the file read.
const PREVIOUS_VECTOR_TRACES_SQL = VECTOR_TRACES_SQL.replace(' a WHERE ', ' a NOT INDEXED WHERE ');
if (PREVIOUS_VECTOR_TRACES_SQL === VECTOR_TRACES_SQL) throw new Error('the vector traces statement changed shape; update this bench');

const directory = mkdtempSync(join(tmpdir(), 'agent-memory-erase-bench-'));
const path = join(directory, 'erase.db');
const sqlite = new SqliteStore({ path });
const memory = await Memory.open({ store: sqlite, embedder: new HashEmbedder(DIMENSIONS) });
const store = memory.forTenant(TENANT).store;
const writeMemories = eraseFixtureWriter(store, TENANT);

const ms = (value: number): string => `${value.toFixed(1)} ms`;
try {
  console.log(`loading ${total} memories (${USERS} users, every tenth hard-deleted earlier)...`);
  await writeMemories(total);
  await sqlite.flushAccessCounts();
  const db = sqlite.database;
  db.pragma('wal_checkpoint(TRUNCATE)');
  const rows = (db.prepare('SELECT count(*) AS n FROM memory_history').get() as { n: number }).n;
  console.log(`memory_history: ${rows} rows; file ${(statSync(path).size / 2 ** 20).toFixed(0)} MiB`);
  let nextUser = 0;
  const results: Record<'scan' | 'index', { owned: number[]; erase: number[]; write: number[]; traces: number[] }> = {
    scan: { owned: [], erase: [], write: [], traces: [] },
    index: { owned: [], erase: [], write: [], traces: [] },
  };
  const vectorTraces = { scan: [] as number[], index: [] as number[] };
  for (let round = 0; round < 3; round += 1) {
    for (const mode of ['scan', 'index'] as const) {
      if (mode === 'scan') {
        db.exec('DROP INDEX memory_history_user; DROP INDEX memory_history_agent');
      } else {
        const started = performance.now();
        db.exec(STEP_5);
        console.log(`round ${round}: building the step 5 indexes took ${ms(performance.now() - started)}`);
      }
      const user = `user${nextUser++}`;
      // A fresh text per round: an EXPLAIN statement has no schema check, so a cached one keeps the plan it was prepared with.
      const plan = db.prepare<[Record<string, string>], { detail: string }>(`EXPLAIN QUERY PLAN /* round ${round} ${mode} */ ${historyOwnedBySql({ tenantId: TENANT, userId: user }).sql}`).all({ tenantId: TENANT, userId: user });
      const { owned, ownedMs, eraseMs } = await timeErase(memory, TENANT, user);
      results[mode].owned.push(ownedMs);
      results[mode].erase.push(eraseMs);
      let started = performance.now();
      await store.hasTraces(TENANT, owned);
      results[mode].traces.push(performance.now() - started);
      for (const [sql, times] of [[PREVIOUS_VECTOR_TRACES_SQL, vectorTraces.scan], [VECTOR_TRACES_SQL, vectorTraces.index]] as const) {
        started = performance.now();
        db.prepare(sql).get(JSON.stringify(owned), TENANT);
        times.push(performance.now() - started);
      }
      results[mode].write.push(await writeMemories(2000));
      console.log(
        `round ${round} ${mode} (${plan.map((step) => step.detail).join('; ')}): historyOwnedBy ${ms(results[mode].owned.at(-1) ?? 0)} (${owned.length} ids), erase ${ms(results[mode].erase.at(-1) ?? 0)}, hasTraces ${ms(results[mode].traces.at(-1) ?? 0)}, 2,000 writes ${ms(results[mode].write.at(-1) ?? 0)}`,
      );
    }
  }
  for (const mode of ['scan', 'index'] as const) {
    const result = results[mode];
    console.log(`${mode.padEnd(5)}: historyOwnedBy median ${ms(median(result.owned))}, erase median ${ms(median(result.erase))}, hasTraces median ${ms(median(result.traces))}, 2,000 memories written median ${ms(median(result.write))}`);
  }
  console.log(`hasTraces' vector part on the erased ids: median ${ms(median(vectorTraces.scan))} reading every vector row (before the id index), ${ms(median(vectorTraces.index))} through the id index`);
} finally {
  await memory.close();
  rmSync(directory, { recursive: true, force: true });
}
