import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { EvalReport } from '../../eval/run-eval.js';
import { HashEmbedder } from '../../embedders/hash/hash-embedder.js';
import { Memory } from '../../memory.js';
import { usePostgresServer } from '../../testing/use-postgres-server.js';
import { describeLocation, storeFromLocation } from '../store-location.js';
import { SqliteStore } from '../sqlite/sqlite-store.js';
import { PostgresStore } from './postgres-store.js';
import { runCliInProcess, type CliRun } from '../../testing/in-process-cli.js';

/** Selecting the Postgres store: `--store`, `AGENT_MEMORY_STORE` and `Memory.open({ store })`, end to end on a real server. */
const postgres = usePostgresServer({ closeStores: 'afterAll' });

function url(schema: string): string {
  return `${postgres.url()}?schema=${schema}`;
}

function cli(env: NodeJS.ProcessEnv, ...argv: string[]): Promise<CliRun> {
  return runCliInProcess({ AGENT_MEMORY_EMBEDDER: 'hash', ...env }, argv);
}

describe('selecting the Postgres store', () => {
  it('maps locations to stores and refuses unknown schemes with a typed error', () => {
    expect(storeFromLocation('postgres://u:p@127.0.0.1:5432/db?schema=tenant_data')).toBeInstanceOf(PostgresStore);
    expect(storeFromLocation('postgresql://127.0.0.1/db')).toBeInstanceOf(PostgresStore);
    expect(storeFromLocation('./memory.db')).toBeInstanceOf(SqliteStore);
    expect(storeFromLocation('sqlite::memory:')).toBeInstanceOf(SqliteStore);
    expect(() => storeFromLocation('redis://127.0.0.1')).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    expect(() => storeFromLocation('postgres://127.0.0.1/db?schema=Bad-Name')).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    expect(describeLocation('postgres://agent:secret@db:5432/memory')).toBe('postgres://agent:***@db:5432/memory');
  });

  it('the CLI writes with --store and reads the same memories back through AGENT_MEMORY_STORE', async () => {
    const location = url('cli_selection');
    const added = await cli({}, 'add', 'I am allergic to peanuts', '--user', 'alice', '--store', location);
    expect(added.err).toBe('');
    expect(added.code).toBe(0);
    const id = added.out.trim();
    const found = await cli({ AGENT_MEMORY_STORE: location }, 'search', 'peanuts', '--user', 'alice', '--json');
    expect(found.code).toBe(0);
    const results = (JSON.parse(found.out) as { results: { id: string; text: string }[] }).results;
    expect(results.map((result) => result.id)).toContain(id);
    // The same store through the library, with the URL as `store`.
    const memory = await Memory.open({ store: location, embedder: new HashEmbedder(256) });
    try {
      expect(memory.store.name).toBe('postgres');
      expect((await memory.get(id, { userId: 'alice' })).text).toBe('I am allergic to peanuts');
      await expect(memory.get(id, { userId: 'bob' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await memory.close();
    }
  });

  it('eval --store postgres:// scores exactly as on SQLite, and drops its schema afterwards', async () => {
    const server = { url: postgres.url() };
    const dataset = fileURLToPath(new URL('../../eval/fixtures/memory-dev-slice.json', import.meta.url));
    const run = async (store: string): Promise<EvalReport> => {
      const result = await cli({}, 'eval', '--dataset', dataset, '--k', '1,5', '--json', '--no-progress', '--no-cache', '--store', store);
      expect(result.err).toBe('');
      expect(result.code).toBe(0);
      return JSON.parse(result.out) as EvalReport;
    };
    // Everything but timings: recall, MRR, abstention, leaks, per type and per baseline.
    const quality = (report: EvalReport): unknown => JSON.parse(JSON.stringify(report, (key, value: unknown) => (/(_ms|Ms|seconds)$/.test(key) ? undefined : value)));
    const onPostgres = await run(server.url);
    const onSqlite = await run('sqlite');
    expect(onPostgres.questions).toBe(4);
    expect([onPostgres.setup.store, onSqlite.setup.store]).toEqual(['postgres', 'sqlite']);
    expect(quality({ ...onPostgres, setup: onSqlite.setup })).toEqual(quality(onSqlite));
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    const { rows } = await client.query("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'eval\\_%'");
    await client.end();
    expect(rows).toEqual([]);
  });
});
