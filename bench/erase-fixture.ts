import { randomUUID } from 'node:crypto';
import type { MemoryStore, RecordWrite } from '../src/core/store.js';
import type { Memory } from '../src/memory.js';
import type { HistoryEntry } from '../src/core/types.js';
import { analyze } from '../src/core/text/analyzer.js';
import { buildRecord } from '../src/testing/records.js';
import { mulberry32, randomText, randomUnitVector } from './support.js';

/** The erase benches' store (bench/sqlite-erase.ts, bench/postgres-erase.ts): 1,000 users, seven agents, small vectors. */
export const ERASE_USERS = 1000;
export const ERASE_DIMENSIONS = 64;

/**
 * Writes memories to the erase benches' tenant in batches of 100, each with its create entry in
 * history, every tenth also hard-deleted (its delete entry kept, so history is all that is left of
 * it); returns how long the call took in ms. Ids and texts continue across calls, the same on
 * every run.
 */
export function eraseFixtureWriter(store: MemoryStore, tenantId: string): (count: number) => Promise<number> {
  const random = mulberry32(11);
  let written = 0;
  return async (count) => {
    const started = performance.now();
    for (let offset = 0; offset < count; offset += 100) {
      const upserts: RecordWrite[] = [];
      const history: HistoryEntry[] = [];
      const deletes: string[] = [];
      for (let index = offset; index < Math.min(count, offset + 100); index += 1) {
        const id = `m${written}`;
        const text = randomText(random, 16);
        const record = buildRecord(id, { tenantId, text, scope: { userId: `user${written % ERASE_USERS}`, agentId: `agent${written % 7}` }, metadata: { source: 'chat' } });
        upserts.push({ record, vector: randomUnitVector(random, ERASE_DIMENSIONS), terms: analyze(text), create: true });
        history.push({ id: randomUUID(), memoryId: id, event: 'create', before: null, after: record, at: record.createdAt, actor: 'bench' });
        if (written % 10 === 9) deletes.push(id);
        written += 1;
      }
      await store.write({ tenantId, upserts, history });
      if (deletes.length > 0) {
        const gone: HistoryEntry[] = deletes.map((id) => ({ id: randomUUID(), memoryId: id, event: 'delete', before: upserts.find((upsert) => upsert.record.id === id)?.record ?? null, after: null, at: '2024-01-02T00:00:00.000Z', actor: 'bench' }));
        await store.write({ tenantId, deletes, history: gone });
      }
    }
    return performance.now() - started;
  };
}

/**
 * One timed erase of a user: how long the store takes to find the ids the user owns in history,
 * then how long `erase` takes; throws when erase's proof finds traces left or checked other ids.
 */
export async function timeErase(memory: Memory, tenantId: string, userId: string): Promise<{ owned: string[]; ownedMs: number; eraseMs: number }> {
  const tenant = memory.forTenant(tenantId);
  let started = performance.now();
  const owned = await tenant.store.historyOwnedBy({ tenantId, userId });
  const ownedMs = performance.now() - started;
  started = performance.now();
  const report = await tenant.erase({ userId });
  const eraseMs = performance.now() - started;
  if (report.proof.tracesLeft || report.proof.checkedIds !== owned.length) throw new Error(`erase of ${userId} left traces or missed ids: ${JSON.stringify(report)}`);
  return { owned, ownedMs, eraseMs };
}
