import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { HistoryOwner } from '../../core/store.js';
import { HashEmbedder } from '../../embedders/hash/hash-embedder.js';
import { Memory } from '../../memory.js';
import { usePostgresServer } from '../../testing/use-postgres-server.js';
import { EMBEDDER, randomVector, seededRandom, makeRecord, newWrite, TENANT } from '../contract/fixtures.js';
import { eraseOneTenantsUser, historyAfterOwnerIndexes, historyBeforeOwnerIndexes, HISTORY_OWNER_IDS, HISTORY_OWNERS } from '../contract/history-owner-cases.js';
import { historyOwnedBySql } from './history-owner.js';
import { applyMigrations, quoteIdentifier } from './migrate.js';
import { PostgresStore } from './postgres-store.js';
import { HAS_TRACES_SQL } from './traces-sql.js';
import { MEMORY_STORE_COMPONENT, MEMORY_STORE_MIGRATIONS } from './schema.js';

/**
 * historyOwnedBy (what erase uses to find the history of memories deleted earlier) answered
 * through schema step 3's expression indexes: the same ids as the scan of the release before,
 * on history that release wrote, kept per tenant, for users and agents.
 */
const { url, track } = usePostgresServer({ closeStores: 'afterEach' });
let schemas = 0;

/** How the releases before step 3 answered historyOwnedBy: every snapshot of the tenant parsed. */
const PREVIOUS_SCAN = `SELECT DISTINCT memory_id AS id FROM memory_history
  WHERE tenant_id = $1 AND ($2::text IS NULL OR COALESCE(after, before)::jsonb #>> '{scope,userId}' = $2)
    AND ($3::text IS NULL OR COALESCE(after, before)::jsonb #>> '{scope,agentId}' = $3)`;

/** A schema at step 2 (the release before), with its history written by that release's insert. */
async function previousReleaseSchema(): Promise<{ schema: string; pool: pg.Pool }> {
  schemas += 1;
  const schema = `history_owner_${schemas}`;
  const pool = new pg.Pool({ connectionString: url(), options: `-c search_path=${quoteIdentifier(schema)},public` });
  // As the store's own pool does: pg-pool's end() resolves before its clients' sockets close, and one
  // still closing when the file's server stops gets 57P01 through an idle client's listener, which
  // re-emits it on the pool (a clean-clone CI run failed on it once, session 49).
  pool.on('error', () => undefined);
  const client = await pool.connect();
  try {
    expect(await applyMigrations(client, schema, MEMORY_STORE_COMPONENT, MEMORY_STORE_MIGRATIONS.slice(0, 2))).toEqual([1, 2]);
    for (const { tenantId, entries } of historyBeforeOwnerIndexes()) {
      for (const written of entries) {
        await client.query('INSERT INTO memory_history (tenant_id, id, memory_id, event, before, after, at, actor) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [
          tenantId,
          written.id,
          written.memoryId,
          written.event,
          written.before === null ? null : JSON.stringify(written.before),
          written.after === null ? null : JSON.stringify(written.after),
          written.at,
          written.actor,
        ]);
      }
    }
  } finally {
    client.release();
  }
  return { schema, pool };
}

async function previousAnswer(pool: pg.Pool, owner: HistoryOwner): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(PREVIOUS_SCAN, [owner.tenantId, owner.userId ?? null, owner.agentId ?? null]);
  return rows.map((row) => row.id).sort();
}

async function openStore(schema: string): Promise<PostgresStore> {
  const store = track(new PostgresStore({ connectionString: url(), schema }));
  await store.init();
  return store;
}

/** The plan of historyOwnedBy's own statement, with sequential scans priced out so a tiny table cannot hide a missing index. */
async function planOf(pool: pg.Pool, owner: HistoryOwner): Promise<string> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL enable_seqscan = off');
    const { text, values } = historyOwnedBySql(owner);
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, values);
    await client.query('ROLLBACK');
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    client.release();
  }
}

describe('historyOwnedBy through the owner indexes (schema step 3)', () => {
  it('gives the same ids as the scan before step 3, on history written before it, per tenant and for users and agents', async () => {
    const { schema, pool } = await previousReleaseSchema();
    try {
      const before = await Promise.all(HISTORY_OWNERS.map((owner) => previousAnswer(pool, owner)));
      expect(before).toEqual(HISTORY_OWNER_IDS);
      const store = await openStore(schema);
      const { rows } = await pool.query<{ version: number }>('SELECT version FROM schema_migrations WHERE component = $1 ORDER BY version', [MEMORY_STORE_COMPONENT]);
      expect(rows.map((row) => row.version)).toEqual(MEMORY_STORE_MIGRATIONS.map((_step, index) => index + 1));
      expect(await Promise.all(HISTORY_OWNERS.map((owner) => store.historyOwnedBy(owner)))).toEqual(before);
    } finally {
      await pool.end();
    }
  });

  it('finds history written after the step, and nothing of another tenant with the same user', async () => {
    const { schema, pool } = await previousReleaseSchema();
    try {
      await historyAfterOwnerIndexes(await openStore(schema));
    } finally {
      await pool.end();
    }
  });

  it("answers a user's and an agent's history from the indexes (EXPLAIN)", async () => {
    const { schema, pool } = await previousReleaseSchema();
    try {
      await openStore(schema);
      expect(await planOf(pool, { tenantId: TENANT, userId: 'bob' })).toContain('memory_history_user');
      expect(await planOf(pool, { tenantId: TENANT, agentId: 'helper' })).toContain('memory_history_agent');
      expect(await planOf(pool, { tenantId: TENANT, userId: 'bob', agentId: 'helper' })).toMatch(/memory_history_(user|agent)/);
      // The plans read no snapshot outside the index: no scan of the tenant's history.
      expect(await planOf(pool, { tenantId: TENANT, userId: 'bob' })).not.toContain('Seq Scan');
    } finally {
      await pool.end();
    }
  });

  it("erases a user's history, earlier deletes included, and leaves the same user of another tenant alone", async () => {
    schemas += 1;
    const schema = `history_owner_${schemas}`;
    const memory = await Memory.open({ store: new PostgresStore({ connectionString: url(), schema }), embedder: new HashEmbedder(32) });
    track(memory);
    await eraseOneTenantsUser(memory);
  });

  it("proves an erase by reading a few pages, not the tenant's postings (EXPLAIN ANALYZE BUFFERS)", async () => {
    const { schema, pool } = await previousReleaseSchema();
    try {
      const store = await openStore(schema);
      await store.setEmbedderInfo(EMBEDDER);
      const random = seededRandom(3);
      for (let batch = 0; batch < 4; batch += 1) {
        const writes = Array.from({ length: 500 }, (_unused, index) => {
          const id = `m${batch * 500 + index}`;
          return newWrite(makeRecord(id, { scope: { userId: `user${index % 20}` } }), randomVector(random), Array.from({ length: 12 }, (_term, term) => `term${(index * 7 + term) % 300}`));
        });
        await store.write({ tenantId: TENANT, upserts: writes });
      }
      await store.write({ tenantId: TENANT, deletes: ['m7', 'm1234'], purgeHistoryOf: ['m7', 'm1234'] });
      expect(await store.hasTraces(TENANT, ['m7', 'm1234'])).toBe(false);
      expect(await store.hasTraces(TENANT, ['m7', 'm8'])).toBe(true);
      const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number } }] }>(
        `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${HAS_TRACES_SQL}`,
        [TENANT, ['m7', 'm1234']],
      );
      const plan = rows[0]?.['QUERY PLAN'][0].Plan;
      // 2,000 memories hold 24,000 postings; the three lookups of two ids read 12 pages. The join from the
      // tenant's postings to memories by id, as before, read 62 here and grows with the tenant.
      expect((plan?.['Shared Hit Blocks'] ?? Infinity) + (plan?.['Shared Read Blocks'] ?? Infinity)).toBeLessThan(25);
    } finally {
      await pool.end();
    }
  });
});
