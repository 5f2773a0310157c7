import { copyFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { HistoryOwner } from '../../core/store.js';
import type { MemoryRecord } from '../../core/types.js';
import { HashEmbedder } from '../../embedders/hash/hash-embedder.js';
import { Memory } from '../../memory.js';
import { useSqliteFolder } from '../../testing/use-sqlite-folder.js';
import { OTHER_TENANT, TENANT } from '../contract/fixtures.js';
import { eraseOneTenantsUser, historyAfterOwnerIndexes, historyBeforeOwnerIndexes, HISTORY_OWNER_IDS, HISTORY_OWNERS } from '../contract/history-owner-cases.js';
import { historyOwnedBySql } from './history-owner.js';
import { applyMigrations, appliedVersions } from './migrate.js';
import { MEMORY_STORE_COMPONENT, MEMORY_STORE_MIGRATIONS } from './schema.js';
import { SqliteStore } from './sqlite-store.js';

/**
 * historyOwnedBy (what erase uses to find the history of memories deleted earlier) answered
 * through schema step 5's expression indexes: the same ids as the scan of the release before,
 * on history that release wrote, kept per tenant, for users and agents.
 */
const folder = useSqliteFolder('agent-memory-history-owner-');

/** How the releases before step 5 answered historyOwnedBy: every snapshot of the tenant parsed. */
const PREVIOUS_SCAN = `SELECT DISTINCT memory_id AS id FROM memory_history
  WHERE tenant_id = @tenantId AND (@userId IS NULL OR json_extract(coalesce(after, before), '$.scope.userId') = @userId)
    AND (@agentId IS NULL OR json_extract(coalesce(after, before), '$.scope.agentId') = @agentId)`;

/** A file at step 4 (the release before), with its history as that release's insert wrote it. */
function previousReleaseFile(name: string): string {
  const path = folder.path(name);
  const db = new Database(path);
  try {
    expect(applyMigrations(db, MEMORY_STORE_COMPONENT, MEMORY_STORE_MIGRATIONS.slice(0, 4))).toEqual([1, 2, 3, 4]);
    const insert = db.prepare('INSERT INTO memory_history (tenant_id, id, memory_id, event, before, after, at, actor) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    for (const { tenantId, entries } of historyBeforeOwnerIndexes()) {
      for (const written of entries) {
        const snapshot = (record: MemoryRecord | null): string | null => (record === null ? null : JSON.stringify(record));
        insert.run(tenantId, written.id, written.memoryId, written.event, snapshot(written.before), snapshot(written.after), written.at, written.actor);
      }
    }
  } finally {
    db.close();
  }
  return path;
}

function previousAnswers(path: string): string[][] {
  const db = new Database(path, { readonly: true });
  try {
    const scan = db.prepare<[{ tenantId: string; userId: string | null; agentId: string | null }], { id: string }>(PREVIOUS_SCAN);
    return HISTORY_OWNERS.map((owner) =>
      scan
        .all({ tenantId: owner.tenantId, userId: owner.userId ?? null, agentId: owner.agentId ?? null })
        .map((row) => row.id)
        .sort(),
    );
  } finally {
    db.close();
  }
}

/** The plan of historyOwnedBy's own statement, one line per step. */
function planOf(store: SqliteStore, owner: HistoryOwner): string {
  const { sql, params } = historyOwnedBySql(owner);
  const rows = store.database.prepare<[typeof params], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`).all(params);
  return rows.map((row) => row.detail).join('\n');
}

describe('historyOwnedBy through the owner indexes (schema step 5)', () => {
  it('gives the same ids as the scan before step 5, on history written before it, per tenant and for users and agents', async () => {
    const path = previousReleaseFile('step4.db');
    const before = previousAnswers(path);
    expect(before).toEqual(HISTORY_OWNER_IDS);
    const store = await folder.open('step4.db');
    expect(appliedVersions(store.database, MEMORY_STORE_COMPONENT)).toEqual(MEMORY_STORE_MIGRATIONS.map((_step, index) => index + 1));
    expect(await Promise.all(HISTORY_OWNERS.map((owner) => store.historyOwnedBy(owner)))).toEqual(before);
    // The indexes were built over every row the earlier release wrote, and agree with the table.
    expect(store.database.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
  });

  it('finds history written after the step, and nothing of another tenant with the same user', async () => {
    previousReleaseFile('step4.db');
    await historyAfterOwnerIndexes(await folder.open('step4.db'));
  });

  it('reads the owners of history written by the release before tenant ids (fixtures/store-v1.db)', async () => {
    copyFileSync(join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'store-v1.db'), folder.path('v1.db'));
    const store = await folder.open('v1.db');
    expect(await store.historyOwnedBy({ tenantId: 'acme', userId: 'alice' })).toEqual(['a-1']);
    expect(await store.historyOwnedBy({ tenantId: 'globex', userId: 'alice' })).toEqual(['g-1']);
    expect(await store.historyOwnedBy({ tenantId: 'globex', userId: 'carol' })).toEqual(['g-gone']);
    expect(await store.historyOwnedBy({ tenantId: 'acme', userId: 'carol' })).toEqual([]);
  });

  it("answers a user's and an agent's history from the indexes alone (EXPLAIN QUERY PLAN), on a migrated file and a new one", async () => {
    previousReleaseFile('step4.db');
    for (const store of [await folder.open('step4.db'), await folder.open('new.db')]) {
      expect(planOf(store, { tenantId: TENANT, userId: 'bob' })).toBe('SEARCH memory_history USING COVERING INDEX memory_history_user (tenant_id=? AND <expr>=?)');
      expect(planOf(store, { tenantId: TENANT, agentId: 'helper' })).toBe('SEARCH memory_history USING COVERING INDEX memory_history_agent (tenant_id=? AND <expr>=?)');
      expect(planOf(store, { tenantId: TENANT, userId: 'bob', agentId: 'helper' })).toMatch(/^SEARCH memory_history USING INDEX memory_history_(user|agent) \(tenant_id=\? AND <expr>=\?\)$/);
      // A tenant alone is every id of its history: the tenant index, not a pass over the file.
      expect(planOf(store, { tenantId: TENANT })).toBe('SEARCH memory_history USING COVERING INDEX memory_history_tenant_memory (tenant_id=?)');
    }
  });

  it("erases a user's history, earlier deletes included, and leaves the same user of another tenant alone", async () => {
    const memory = await Memory.open({ store: new SqliteStore({ path: folder.path('erase.db') }), embedder: new HashEmbedder(32) });
    try {
      const store = await eraseOneTenantsUser(memory);
      // Nothing in the file names alice in this tenant any more; the other tenant's alice and this tenant's bob are untouched.
      const db = (store as SqliteStore).database;
      const mentions = (tenantId: string): number =>
        (db.prepare(`SELECT (SELECT count(*) FROM memories WHERE tenant_id = ? AND user_id = 'alice') + (SELECT count(*) FROM memory_history WHERE tenant_id = ? AND (coalesce(after, '') || coalesce(before, '')) LIKE '%alice%') AS n`).get(tenantId, tenantId) as { n: number }).n;
      expect(mentions(TENANT)).toBe(0);
      expect(mentions(OTHER_TENANT)).toBe(2);
    } finally {
      await memory.close();
    }
  });
});
