import { describe, expect, it } from 'vitest';
import { useSqliteFolder } from '../../testing/use-sqlite-folder.js';
import { axis, EMBEDDER, makeRecord, newWrite, OTHER_TENANT, TENANT } from '../contract/fixtures.js';
import type { SqliteStore } from './sqlite-store.js';
import { vectorIdIndexMissing, vectorIdIndexOf, vectorTracesSql } from './vector-id-index.js';
import { VECTOR_TABLE } from './vector-index.js';

/**
 * Erase's proof for vectors (hasTraces) seeks the erased ids through an index on sqlite-vec's
 * id column instead of reading every vector row of the file; files made before get the index
 * when opened.
 */
const folder = useSqliteFolder('agent-memory-vector-id-');

function planOf(store: SqliteStore): string {
  const rows = store.database.prepare<[string, string], { detail: string }>(`EXPLAIN QUERY PLAN ${vectorTracesSql(VECTOR_TABLE, true)}`).all('["a"]', TENANT);
  return rows.map((row) => row.detail).join('\n');
}

async function storeWithVectors(name: string): Promise<SqliteStore> {
  const store = await folder.open(name);
  await store.setEmbedderInfo(EMBEDDER);
  await store.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('a'), axis(0), ['a']), newWrite(makeRecord('b'), axis(1), ['b'])] });
  await store.write({ tenantId: OTHER_TENANT, upserts: [newWrite(makeRecord('a', { tenantId: OTHER_TENANT }), axis(2), ['a'])] });
  return store;
}

describe("the vector id index behind erase's proof", () => {
  it('is made with the vector table and seeks the ids instead of reading every vector row (EXPLAIN QUERY PLAN)', async () => {
    const store = await storeWithVectors('new.db');
    expect(vectorIdIndexMissing(store.database, VECTOR_TABLE)).toBe(false);
    expect(planOf(store)).toContain(`SEARCH a USING COVERING INDEX ${vectorIdIndexOf(VECTOR_TABLE)} (value00=?)`);
    expect(planOf(store)).not.toMatch(/SCAN a\b/);
  });

  it('is added to a vector table made before it, and the proof answers as before', async () => {
    const first = await storeWithVectors('old.db');
    first.database.exec(`DROP INDEX ${vectorIdIndexOf(VECTOR_TABLE)}`);
    expect(vectorIdIndexMissing(first.database, VECTOR_TABLE)).toBe(true);
    expect(planOf(first)).toMatch(/SCAN a\b/);
    await first.close();
    const store = await folder.open('old.db');
    expect(vectorIdIndexMissing(store.database, VECTOR_TABLE)).toBe(false);
    expect(planOf(store)).toContain(`USING COVERING INDEX ${vectorIdIndexOf(VECTOR_TABLE)}`);
    expect(await store.hasTraces(TENANT, ['a'])).toBe(true);
    await store.write({ tenantId: TENANT, deletes: ['a', 'b'] });
    // Another tenant's 'a' is that tenant's memory, not a trace of this one.
    expect(await store.hasTraces(TENANT, ['a', 'b'])).toBe(false);
    expect(await store.hasTraces(OTHER_TENANT, ['a'])).toBe(true);
    // A vector whose memories row is gone (what a failed delete would leave) is found through the index.
    const { row_id: rowId } = store.database.prepare("SELECT row_id FROM memories WHERE tenant_id = ? AND id = 'a'").get(OTHER_TENANT) as { row_id: number };
    store.database.prepare('DELETE FROM memories WHERE row_id = ?').run(rowId);
    expect(await store.hasTraces(TENANT, ['a'])).toBe(true);
    expect(store.database.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
  });
});
