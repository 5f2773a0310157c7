import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HashEmbedder } from '../../embedders/hash/hash-embedder.js';
import { Memory } from '../../memory.js';
import { analyze } from '../../core/text/analyzer.js';
import { appliedVersions } from './migrate.js';
import { MEMORY_STORE_COMPONENT, MEMORY_STORE_MIGRATIONS } from './schema.js';
import { SqliteStore } from './sqlite-store.js';

/**
 * `fixtures/store-v1.db` was written by the release before schema step 2 (main at 18f512e, whose
 * `memories.id` was unique in the whole file), with this script and `new HashEmbedder(16)`:
 *   acme.add({ id: 'a-1', userId: 'alice', text: 'Alice likes green tea', metadata: { topic: 'drink' } });
 *   acme.add({ id: 'a-2', userId: 'bob', text: 'Bob is allergic to peanuts' });
 *   acme.update('a-1', { text: 'Alice likes green tea and oolong' }, { userId: 'alice' });
 *   globex.add({ id: 'g-1', userId: 'alice', text: 'Globex alice prefers coffee' });
 *   globex.add({ id: 'g-gone', userId: 'carol', text: 'my bank pin is 9876' });
 *   globex.delete('g-gone', { userId: 'carol' });
 */
const FIXTURE = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'store-v1.db');

describe('schema step 2 on a database made by the previous release', () => {
  let directory = '';
  let memory: Memory | null = null;

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'agent-memory-migrate-'));
  });

  afterEach(async () => {
    await memory?.close();
    memory = null;
    rmSync(directory, { recursive: true, force: true });
  });

  async function openCopy(): Promise<{ memory: Memory; store: SqliteStore }> {
    const path = join(directory, 'v1.db');
    copyFileSync(FIXTURE, path);
    const store = new SqliteStore({ path });
    memory = await Memory.open({ store, embedder: new HashEmbedder(16) });
    return { memory, store };
  }

  it('keeps every record, vector, keyword row and history entry, now keyed by tenant', async () => {
    const { memory: opened, store } = await openCopy();
    expect(appliedVersions(store.database, MEMORY_STORE_COMPONENT)).toEqual(MEMORY_STORE_MIGRATIONS.map((_step, index) => index + 1));
    const acme = opened.forTenant('acme');
    expect((await acme.get('a-1', { userId: 'alice' })).text).toBe('Alice likes green tea and oolong');
    expect((await acme.history('a-1', { userId: 'alice' })).map((entry) => entry.event)).toEqual(['create', 'update']);
    expect((await store.getVectors('acme', ['a-1', 'a-2'])).size).toBe(2);
    expect(await store.getVectors('globex', ['a-1'])).toEqual(new Map());
    const query = { tenantId: 'acme', userId: 'bob', statuses: ['active' as const] };
    expect((await store.keywordSearch(query, analyze('peanuts'), 5)).map((hit) => hit.id)).toEqual(['a-2']);
    const [vector] = await new HashEmbedder(16).embed(['Bob is allergic to peanuts']);
    expect((await store.vectorSearch(query, vector as Float32Array, 5)).map((hit) => hit.id)).toEqual(['a-2']);
    // The deleted memory's history moved with its tenant and is nobody else's.
    expect((await store.history('globex', 'g-gone')).map((entry) => entry.event)).toEqual(['create', 'delete']);
    expect(await store.history('acme', 'g-gone')).toEqual([]);
    const rows = store.database.prepare('SELECT DISTINCT tenant_id FROM memory_history ORDER BY tenant_id').all();
    expect(rows).toEqual([{ tenant_id: 'acme' }, { tenant_id: 'globex' }]);
  });

  it('lets another tenant use an id after the migration, and never reuses a deleted row id', async () => {
    const { memory: opened, store } = await openCopy();
    await opened.forTenant('globex').add({ id: 'a-1', userId: 'alice', text: 'a different memory' });
    expect((await opened.forTenant('acme').get('a-1', { userId: 'alice' })).text).toBe('Alice likes green tea and oolong');
    expect((await opened.forTenant('globex').get('a-1', { userId: 'alice' })).text).toBe('a different memory');
    const row = store.database.prepare("SELECT row_id FROM memories WHERE tenant_id = 'globex' AND id = 'a-1'").get() as { row_id: number };
    expect(row.row_id).toBe(6);
    await expect(opened.forTenant('acme').add({ id: 'a-1', userId: 'alice', text: 'again' })).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});
