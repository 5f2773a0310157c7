import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../cli/main.js';
import { HashEmbedder } from '../embedders/hash/hash-embedder.js';
import { migrateStores } from './migrate-stores.js';
import { Memory } from '../memory.js';
import { PostgresKeyStore } from '../server/auth/postgres-key-store.js';
import { SqliteKeyStore } from '../server/auth/sqlite-key-store.js';
import { PostgresStore } from '../stores/postgres/postgres-store.js';
import { SqliteStore } from '../stores/sqlite/sqlite-store.js';
import { usePostgresServer } from '../testing/use-postgres-server.js';

/** `agent-memory migrate` between SQLite and a real Postgres, both ways, with an interrupted run resumed. */
const packageRoot = fileURLToPath(new URL('../..', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'agent-memory-migrate-'));
const RECORDS = 240;
const server = usePostgresServer({ closeStores: 'afterAll' });

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (line) => out.push(line), err: (line) => err.push(line), env: { AGENT_MEMORY_EMBEDDER: 'hash' } });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A source with two tenants: records (one updated, one hard-deleted: history only), knowledge-free, a conversation and an API key. */
async function fillSqlite(path: string): Promise<{ apiKey: string; deletedId: string }> {
  const memory = await Memory.open({ store: new SqliteStore({ path }), embedder: new HashEmbedder(256) });
  try {
    const acme = memory.forTenant('acme');
    await acme.addMany(Array.from({ length: RECORDS }, (_, index) => ({ text: `note ${index}: alice likes hiking near lake ${index % 17} 第${index}条`, userId: `user${index % 4}` })));
    const peanut = await acme.add({ text: 'Alice is allergic to peanuts', userId: 'alice' });
    await acme.update(peanut.id, { text: 'Alice is allergic to peanuts and cashews' }, { userId: 'alice' });
    const gone = await acme.add({ text: 'Alice owns a red bicycle', userId: 'alice' });
    await acme.delete(gone.id, { userId: 'alice' });
    await memory.forTenant('globex').add({ text: '小明对花生过敏', userId: 'xiaoming' });
    await acme.conversations.append('conv_0123456789ab', [
      { role: 'user', content: 'what am I allergic to?' },
      { role: 'assistant', content: 'peanuts and cashews' },
    ], { userId: 'alice' });
    const store = memory.store as SqliteStore;
    const { key } = await new SqliteKeyStore(store.database).createKey('acme', 'ci');
    return { apiKey: key, deletedId: gone.id };
  } finally {
    await memory.close();
  }
}

/**
 * Same answers from both stores; scores agree to 1e-6, not exactly: sqlite-vec computes distances
 * in float32 where the Postgres store rescores in float64, and a search moves access statistics
 * and recency, which the next search of the same store sees.
 */
async function expectSameAnswers(left: string, right: string): Promise<void> {
  const results: [string, string, number][][] = [];
  for (const location of [left, right]) {
    const memory = await Memory.open({ store: location, embedder: new HashEmbedder(256) });
    try {
      const found = await memory.forTenant('acme').search({ query: 'what is alice allergic to', userId: 'alice' });
      results.push(found.map((result): [string, string, number] => [result.id, result.text, result.score]));
    } finally {
      await memory.close();
    }
  }
  const [first = [], second = []] = results;
  expect(first.length).toBeGreaterThan(0);
  expect(second.map(([id, text]) => [id, text])).toEqual(first.map(([id, text]) => [id, text]));
  second.forEach(([, , score], index) => expect(score).toBeCloseTo(first[index]?.[2] ?? Number.NaN, 6));
}

describe('agent-memory migrate', () => {
  it('copies SQLite to Postgres, resumes an interrupted run, verifies, and copies back to SQLite', async () => {
    const postgres = { url: server.url() };
    const sqlitePath = join(folder, 'source.db');
    const { apiKey, deletedId } = await fillSqlite(sqlitePath);
    const pgLocation = `${postgres.url}?schema=migrated`;

    // An interrupted run: the process is killed after its first batch is reported.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/testing/run-cli.ts', 'migrate', '--from', sqlitePath, '--to', pgLocation, '--batch-size', '10'], {
      cwd: packageRoot,
      env: { PATH: process.env.PATH ?? '', AGENT_MEMORY_EMBEDDER: 'hash' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    for await (const line of createInterface({ input: child.stderr })) {
      if (/tenant acme: \d+\/\d+ records/.test(line)) break;
    }
    child.kill('SIGKILL');
    await once(child, 'exit');
    const partial = new PostgresStore({ connectionString: postgres.url, schema: 'migrated' });
    await partial.init();
    const copiedBeforeKill = (await partial.listIds({ tenantId: 'acme', statuses: ['active', 'archived', 'deleted'] })).length;
    await partial.close();
    expect(copiedBeforeKill).toBeGreaterThan(0);
    expect(copiedBeforeKill).toBeLessThan(RECORDS + 1);

    // The rerun copies the rest and verifies counts and checksums.
    const resumed = await cli('migrate', '--from', sqlitePath, '--to', pgLocation, '--batch-size', '10', '--json');
    expect(resumed.err).not.toMatch(/Error|NOT verified/);
    expect(resumed.code).toBe(0);
    const report = JSON.parse(resumed.out) as { verified: boolean; tenants: Record<string, { copied: number; source: { records: number; historyEntries: number; checksum: string }; target: { checksum: string } }>; serverState: { target: { keys: number; messages: number } } };
    expect(report.verified).toBe(true);
    expect(report.tenants.acme?.source.records).toBe(RECORDS + 1);
    expect(report.tenants.acme?.copied).toBe(RECORDS + 1 - copiedBeforeKill);
    expect(report.tenants.acme?.target.checksum).toBe(report.tenants.acme?.source.checksum);
    expect(report.tenants.globex?.source.records).toBe(1);
    expect(report.serverState.target).toMatchObject({ keys: 1, messages: 2 });

    // Running it again copies nothing and still verifies.
    const again = JSON.parse((await cli('migrate', '--from', sqlitePath, '--to', pgLocation, '--json')).out) as typeof report;
    expect(again.verified).toBe(true);
    expect(again.tenants.acme?.copied).toBe(0);

    // And back, before any search touches access statistics: Postgres to a fresh SQLite file, identical to the original.
    const backPath = join(folder, 'back.db');
    const back = await cli('migrate', '--from', pgLocation, '--to', backPath, '--json');
    expect(back.code).toBe(0);
    const backReport = JSON.parse(back.out) as typeof report;
    expect(backReport.verified).toBe(true);
    expect(backReport.tenants.acme?.target.checksum).toBe(report.tenants.acme?.source.checksum);
    // What the copy serves: the same search answers and scores, the API key, the history of a deleted memory, the conversation.
    await expectSameAnswers(sqlitePath, pgLocation);
    const target = new PostgresStore({ connectionString: postgres.url, schema: 'migrated' });
    await target.init();
    try {
      expect(await new PostgresKeyStore(target).verify(apiKey)).toMatchObject({ tenantId: 'acme' });
      expect((await target.history('acme', deletedId)).map((entry) => entry.event)).toEqual(['create', 'delete']);
    } finally {
      await target.close();
    }
    const memory = await Memory.open({ store: pgLocation, embedder: new HashEmbedder(256) });
    try {
      expect((await memory.forTenant('acme').conversations.messages('conv_0123456789ab', { userId: 'alice' })).map((message) => message.content)).toEqual([
        'what am I allergic to?',
        'peanuts and cashews',
      ]);
      expect(await memory.forTenant('globex').conversations.get('conv_0123456789ab')).toBeNull();
    } finally {
      await memory.close();
    }

    await expectSameAnswers(sqlitePath, backPath);
    const backStore = new SqliteStore({ path: backPath });
    await backStore.init();
    try {
      expect(await new SqliteKeyStore(backStore.database).verify(apiKey)).toMatchObject({ tenantId: 'acme' });
    } finally {
      await backStore.close();
    }
  });

  it('fills a Postgres target with many records to copy through bulkLoad, and a small copy row by row', async () => {
    const postgres = { url: server.url() };
    const sqlitePath = join(folder, 'bulk-source.db');
    await fillSqlite(sqlitePath);
    const copy = async (schema: string, bulkLoadFrom: number): Promise<{ verified: boolean; messages: string[]; indexPresent: boolean }> => {
      const source = new SqliteStore({ path: sqlitePath });
      const target = new PostgresStore({ connectionString: postgres.url, schema });
      await Promise.all([source.init(), target.init()]);
      try {
        const messages: string[] = [];
        const report = await migrateStores(source, target, { bulkLoadFrom, progress: (message) => messages.push(message) });
        const { rows } = await target.connections.query<{ present: boolean }>("SELECT to_regclass('memories_shared_hnsw') IS NOT NULL AS present");
        return { verified: report.verified, messages, indexPresent: rows[0]?.present === true };
      } finally {
        await Promise.all([source.close(), target.close()]);
      }
    };
    const bulk = await copy('bulk_migrated', RECORDS);
    expect(bulk.verified).toBe(true);
    expect(bulk.indexPresent).toBe(true);
    const buildAt = bulk.messages.findIndex((message) => /building the shared vector index/.test(message));
    // The index is built once, after every record was copied.
    expect(buildAt).toBeGreaterThan(bulk.messages.findIndex((message) => message.includes(`${RECORDS + 1}/${RECORDS + 1} records`)));
    const small = await copy('small_migrated', RECORDS + 10);
    expect(small.verified).toBe(true);
    expect(small.indexPresent).toBe(true);
    expect(small.messages.some((message) => /building the shared vector index/.test(message))).toBe(false);
  });

  it('refuses the same store on both sides and an unknown scheme, with typed errors', async () => {
    const same = await cli('migrate', '--from', join(folder, 'x.db'), '--to', join(folder, 'x.db'));
    expect(same.code).toBe(1);
    expect(same.err).toMatch(/INVALID_INPUT/);
    const unknown = await cli('migrate', '--from', 'redis://127.0.0.1', '--to', join(folder, 'y.db'));
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/INVALID_INPUT/);
  });
});
