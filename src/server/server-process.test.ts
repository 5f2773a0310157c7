import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../cli/main.js';
import type { MemoryRecord, SearchResult } from '../core/types.js';
import { Memory } from '../memory.js';
import { SqliteStore } from '../stores/sqlite/sqlite-store.js';

const packageRoot = fileURLToPath(new URL('../..', import.meta.url));
const workDirectory = mkdtempSync(join(tmpdir(), 'agent-memory-serve-'));
const children: ChildProcess[] = [];
afterAll(() => {
  // A failed assertion must not leave a server running.
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(workDirectory, { recursive: true, force: true });
});
const ADMIN_KEY = 'e2e-admin-key-9f8e7d6c5b4a3210';

async function cli(args: string[]): Promise<string[]> {
  const out: string[] = [];
  const code = await main(args, { out: (line) => out.push(line), err: () => undefined, env: {} });
  expect(code).toBe(0);
  return out;
}

describe('agent-memory serve (end to end, real port, local model)', () => {
  it('serves the API from a real process, honours a revocation made by another process, and stops cleanly on SIGTERM', async () => {
    const dbPath = join(workDirectory, 'memory.db');
    const [acmeKey] = await cli(['keys', 'create', '--tenant', 'acme', '--db', dbPath]);
    const [globexKey] = await cli(['keys', 'create', '--tenant', 'globex', '--db', dbPath]);

    const child = spawn(process.execPath, ['--import', 'tsx', 'src/testing/run-cli.ts', 'serve', '--port', '0', '--db', dbPath], {
      cwd: packageRoot,
      env: { PATH: process.env.PATH ?? '', AGENT_MEMORY_ADMIN_KEY: ADMIN_KEY },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    const output: string[] = [];
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const lines = createInterface({ input: child.stdout });
    const [firstLine] = (await once(lines, 'line')) as [string];
    output.push(firstLine);
    const url = /listening on (http:\/\/\S+)/.exec(firstLine)?.[1] as string;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const call = (method: string, path: string, key: string | undefined, body?: unknown) =>
      fetch(`${url}${path}`, {
        method,
        headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });

    expect((await call('GET', '/healthz', undefined)).status).toBe(200);
    const added = await call('POST', '/v1/memories', acmeKey, { text: '小明对花生过敏，不能吃花生酱', userId: 'xiaoming' });
    expect(added.status).toBe(201);
    const record = (await added.json()) as MemoryRecord;
    await call('POST', '/v1/memories', acmeKey, { text: '小明下个月要去杭州出差', userId: 'xiaoming' });
    await call('POST', '/v1/memories', acmeKey, { text: 'Xiaoming plays tennis on Sundays', userId: 'xiaoming' });

    const search = await call('POST', '/v1/search', acmeKey, { query: '小明能吃花生吗？', userId: 'xiaoming' });
    expect(search.status).toBe(200);
    const { results } = (await search.json()) as { results: SearchResult[] };
    expect(results[0]?.id).toBe(record.id);
    const otherTenant = await call('POST', '/v1/search', globexKey, { query: '小明能吃花生吗？', userId: 'xiaoming' });
    expect(((await otherTenant.json()) as { results: SearchResult[] }).results).toEqual([]);
    expect(await (await call('GET', '/metrics', ADMIN_KEY)).text()).toContain('agent_memory_memories{tenant="acme",kind="semantic"} 3');

    const [keyLine] = await cli(['keys', 'list', '--tenant', 'acme', '--db', dbPath]);
    await cli(['keys', 'revoke', keyLine?.split(/\s+/)[0] ?? '', '--db', dbPath]);
    expect((await call('GET', '/v1/memories?userId=xiaoming', acmeKey)).status).toBe(401);

    child.kill('SIGTERM');
    const [exitCode] = (await once(child, 'exit')) as [number | null];
    expect(exitCode).toBe(0);
    const log = output.join('');
    expect(log).toMatch(/SIGTERM: finishing in-flight requests[\s\S]*stopped/);
    expect(log).not.toContain(ADMIN_KEY);

    // No embedder named: the store's own (the server wrote it with the default).
    const memory = await Memory.open({ store: new SqliteStore({ path: dbPath }) });
    try {
      expect((await memory.forTenant('acme').getAll({ userId: 'xiaoming' })).total).toBe(3);
    } finally {
      await memory.close();
    }
  });
});
