import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { axis, EMBEDDER, makeRecord, newWrite, recordQuery, TENANT } from '../contract/fixtures.js';
import { describeStoreContract } from '../store-contract.js';
import { applyMigrations, appliedVersions } from './migrate.js';
import { MEMORY_STORE_COMPONENT, MEMORY_STORE_MIGRATIONS } from './schema.js';
import { SqliteStore } from './sqlite-store.js';
import { ScopedKeywordIndex } from './scoped-keyword-index.js';
import { PartitionClock } from './partition-clock.js';
import Database from 'better-sqlite3';
import { useSqliteFolder } from '../../testing/use-sqlite-folder.js';

describeStoreContract('sqlite', async () => new SqliteStore({ path: ':memory:' }));

describe('sqlite store on a file', () => {
  const folder = useSqliteFolder('agent-memory-sqlite-');
  const openStore = (name = 'memory.db'): Promise<SqliteStore> => folder.open(name);

  it('keeps records, vectors, terms, history and embedder info across a reopen', async () => {
    const first = await openStore();
    await first.setEmbedderInfo(EMBEDDER);
    const record = makeRecord('a', { metadata: { topic: 'food' } });
    await first.write({
      tenantId: TENANT,
      upserts: [newWrite(record, axis(0), ['apple'])],
      history: [{ id: 'h1', memoryId: 'a', event: 'create', before: null, after: record, at: record.createdAt, actor: null }],
    });
    await first.close();

    const second = await openStore();
    expect(await second.getEmbedderInfo()).toEqual(EMBEDDER);
    expect(await second.get(TENANT, 'a')).toEqual(record);
    expect((await second.vectorSearch(recordQuery(), axis(0), 1)).map((hit) => hit.id)).toEqual(['a']);
    expect((await second.keywordSearch(recordQuery(), ['apple'], 1)).map((hit) => hit.id)).toEqual(['a']);
    expect((await second.history(TENANT, 'a')).map((entry) => entry.id)).toEqual(['h1']);
  });

  it('runs in WAL mode with NORMAL sync, a busy timeout and foreign keys', async () => {
    const store = await openStore();
    const db = store.database;
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('records its migrations and applies nothing on a second init', async () => {
    const first = await openStore();
    const expected = MEMORY_STORE_MIGRATIONS.map((_, index) => index + 1);
    expect(appliedVersions(first.database, MEMORY_STORE_COMPONENT)).toEqual(expected);
    await first.init();
    await first.close();
    const second = await openStore();
    expect(applyMigrations(second.database, MEMORY_STORE_COMPONENT, MEMORY_STORE_MIGRATIONS)).toEqual([]);
    const count = second.database.prepare('SELECT count(*) AS n FROM schema_migrations WHERE component = ?').get(MEMORY_STORE_COMPONENT) as { n: number };
    expect(count.n).toBe(expected.length);
  });

  it('lets two instances on one file see each other’s writes', async () => {
    const writer = await openStore();
    const reader = await openStore();
    await writer.setEmbedderInfo(EMBEDDER);
    expect(await reader.getEmbedderInfo()).toEqual(EMBEDDER);
    // The reader learns the dimensions from the file, not from its own memory.
    await reader.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('from-reader'), axis(1), ['shared'])] });
    await writer.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('from-writer'), axis(0), ['shared'])] });
    expect((await writer.keywordSearch(recordQuery(), ['shared'], 5)).map((hit) => hit.id).sort()).toEqual(['from-reader', 'from-writer']);
    expect((await reader.vectorSearch(recordQuery(), axis(0), 1)).map((hit) => hit.id)).toEqual(['from-writer']);
    await writer.write({ tenantId: TENANT, deletes: ['from-reader'] });
    expect(await reader.get(TENANT, 'from-reader')).toBeNull();
  });

  it('reports another connection\'s content writes as external changes, but not its own writes or anyone\'s access touches', async () => {
    const writer = await openStore();
    const reader = await openStore();
    await writer.setEmbedderInfo(EMBEDDER);
    await writer.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('first'), axis(0), ['first'])] });
    const start = await reader.externalChangeVersion();
    await reader.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('own'), axis(1), ['own'])] });
    expect(await reader.externalChangeVersion()).toBe(start);
    await writer.touch(TENANT, ['first', 'own'], '2026-01-01T00:00:00.000Z');
    expect(await reader.externalChangeVersion()).toBe(start);
    await writer.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('second'), axis(2), ['second'])] });
    const afterForeign = await reader.externalChangeVersion();
    expect(afterForeign).not.toBe(start);
    expect(await reader.externalChangeVersion()).toBe(afterForeign);
    // A foreign write between two of ours is still noticed.
    await writer.write({ tenantId: TENANT, deletes: ['second'] });
    await reader.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('own-2'), axis(3), ['own'])] });
    expect(await reader.externalChangeVersion()).not.toBe(afterForeign);
    // The vector cache follows the same signal: a foreign delete is never served from it.
    expect((await reader.vectorSearch(recordQuery(), axis(2), 1)).map((hit) => hit.id)).not.toContain('second');
  });

  it('reports vector, keyword and history rows left behind as traces', async () => {
    const store = await openStore();
    await store.setEmbedderInfo(EMBEDDER);
    await store.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('a'), axis(0), ['term'])] });
    const db = store.database;
    const rowId = (db.prepare('SELECT row_id FROM memories WHERE id = ?').get('a') as { row_id: number }).row_id;
    // Simulate a partial erase: drop only the memories row, then each index row in turn.
    db.prepare('DELETE FROM memories WHERE id = ?').run('a');
    expect(await store.hasTraces(TENANT, ['a'])).toBe(true);
    db.prepare('DELETE FROM memory_vectors WHERE rowid = ?').run(BigInt(rowId));
    expect(await store.hasTraces(TENANT, ['a'])).toBe(true);
    db.prepare('DELETE FROM memory_keyword_docs WHERE row_id = ?').run(rowId);
    expect(await store.hasTraces(TENANT, ['a'])).toBe(false);
  });

  it('partitions vectors by tenant and user, with small chunks by default', async () => {
    const store = await openStore();
    await store.setEmbedderInfo(EMBEDDER);
    const { sql } = store.database.prepare("SELECT sql FROM sqlite_master WHERE name = 'memory_vectors'").get() as { sql: string };
    expect(sql).toMatch(/tenant_id TEXT PARTITION KEY,\s*user_key TEXT PARTITION KEY/);
    expect(sql).toMatch(/distance_metric=cosine/);
    expect(sql).toMatch(/chunk_size=16/);
    await store.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('a', { scope: { userId: 'alice' } }), axis(0)), newWrite(makeRecord('k', { scope: {} }), axis(0))] });
    const partitions = store.database.prepare('SELECT tenant_id, user_key FROM memory_vectors ORDER BY rowid').all();
    expect(partitions).toEqual([
      { tenant_id: 'tenant-a', user_key: '"alice"' },
      { tenant_id: 'tenant-a', user_key: 'null' },
    ]);
  });

  it('refuses to run before init and after close', async () => {
    const store = new SqliteStore({ path: folder.path('closed.db') });
    await expect(store.get(TENANT, 'a')).rejects.toMatchObject({ code: 'STORE_ERROR' });
    expect(() => store.database).toThrow(/init/);
    await store.init();
    await store.close();
    await expect(store.get(TENANT, 'a')).rejects.toMatchObject({ code: 'STORE_ERROR' });
  });
});

describe('applyMigrations', () => {
  let store: SqliteStore;
  beforeEach(async () => {
    store = new SqliteStore({ path: ':memory:' });
    await store.init();
  });
  afterEach(async () => {
    await store.close();
  });

  it('keeps a separate, append-only version line per component', () => {
    const db = store.database;
    const steps = ['CREATE TABLE notes (id TEXT PRIMARY KEY)', (database: typeof db) => database.exec("INSERT INTO notes VALUES ('seeded')")];
    expect(applyMigrations(db, 'notes', steps)).toEqual([1, 2]);
    expect(applyMigrations(db, 'notes', steps)).toEqual([]);
    expect(applyMigrations(db, 'notes', [...steps, 'ALTER TABLE notes ADD COLUMN body TEXT'])).toEqual([3]);
    expect(appliedVersions(db, 'notes')).toEqual([1, 2, 3]);
    expect(appliedVersions(db, MEMORY_STORE_COMPONENT)).toEqual(MEMORY_STORE_MIGRATIONS.map((_step, index) => index + 1));
    expect(db.prepare('SELECT id, body FROM notes').all()).toEqual([{ id: 'seeded', body: null }]);
  });

  it('moves an FTS5-era keyword index into per-scope tables, keeping every memory findable', async () => {
    const db = new Database(':memory:');
    applyMigrations(db, MEMORY_STORE_COMPONENT, MEMORY_STORE_MIGRATIONS.slice(0, 1));
    const insert = db.prepare(
      `INSERT INTO memories (id, tenant_id, user_id, kind, status, text, metadata, tags, importance, created_at, updated_at, evidence, source)
       VALUES (?, 't', ?, 'fact', 'active', ?, '{}', '[]', 0.5, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', '[]', '{}') RETURNING row_id`,
    );
    const rows: [string, string | null, string][] = [['a', 'alice', 'nurse night shift'], ['b', 'bob', 'nurse nurse'], ['k', null, 'shared nurse handbook']];
    for (const [id, user, terms] of rows) {
      const { row_id: rowId } = insert.get(id, user, terms) as { row_id: number };
      db.prepare('INSERT INTO memory_terms (rowid, terms, memory_id) VALUES (?, ?, ?)').run(rowId, terms, id);
    }
    expect(applyMigrations(db, MEMORY_STORE_COMPONENT, MEMORY_STORE_MIGRATIONS)).toEqual(MEMORY_STORE_MIGRATIONS.slice(1).map((_step, index) => index + 2));
    expect(db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'memory_terms'").get()).toBeUndefined();
    const index = new ScopedKeywordIndex(db, new PartitionClock(db));
    const query = { tenantId: 't', userId: 'alice', includeShared: true, statuses: ['active' as const] };
    expect(index.search(query, ['nurse'], 10).map((hit) => hit.id).sort()).toEqual(['a', 'k']);
    expect(db.prepare("SELECT docs, total_length FROM memory_keyword_scopes WHERE owner_key = 'bob'").get()).toEqual({ docs: 1, total_length: 2 });
    db.close();
  });

  it('rolls back a failing step and records nothing', () => {
    const db = store.database;
    expect(() => applyMigrations(db, 'broken', ['CREATE TABLE half (id TEXT)', 'THIS IS NOT SQL'])).toThrow();
    expect(appliedVersions(db, 'broken')).toEqual([]);
    expect(db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'half'").get()).toBeUndefined();
  });

  it('refuses a database newer than the code', () => {
    const db = store.database;
    applyMigrations(db, 'future', ['SELECT 1', 'SELECT 2']);
    expect(() => applyMigrations(db, 'future', ['SELECT 1'])).toThrow(expect.objectContaining({ code: 'STORE_ERROR' }));
  });
});
