import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteKeyStore } from '../../server/auth/sqlite-key-store.js';
import { SqliteStore } from '../../stores/sqlite/sqlite-store.js';
import type { CliIO } from '../context.js';
import { main } from '../main.js';

const workDirectory = mkdtempSync(join(tmpdir(), 'agent-memory-keys-'));
afterAll(() => rmSync(workDirectory, { recursive: true, force: true }));

async function run(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = { out: (line) => out.push(line), err: (line) => err.push(line), env };
  const code = await main(args, io);
  return { code, out, err };
}

async function verify(dbPath: string, key: string) {
  const store = new SqliteStore({ path: dbPath });
  await store.init();
  try {
    return await new SqliteKeyStore(store.database).verify(key);
  } finally {
    await store.close();
  }
}

describe('agent-memory keys', () => {
  it('creates a key printed alone on stdout, lists it without the secret, and revokes it', async () => {
    const dbPath = join(workDirectory, 'keys.db');
    const created = await run(['keys', 'create', '--tenant', 'acme', '--name', 'ci', '--db', dbPath]);
    expect(created.code).toBe(0);
    expect(created.out).toHaveLength(1);
    const key = created.out[0] as string;
    expect(key).toMatch(/^amk_[A-Za-z0-9_-]{43}$/);
    const verified = await verify(dbPath, key);
    expect(verified?.tenantId).toBe('acme');

    const listed = await run(['keys', 'list', '--db', dbPath, '--json']);
    const { keys } = JSON.parse(listed.out.join('\n')) as { keys: { id: string; tenantId: string; name: string; revokedAt: string | null }[] };
    expect(keys).toEqual([expect.objectContaining({ id: verified?.keyId, tenantId: 'acme', name: 'ci', revokedAt: null })]);
    expect(listed.out.join('\n')).not.toContain(key);

    const revoked = await run(['keys', 'revoke', verified?.keyId ?? '', '--db', dbPath]);
    expect(revoked.code).toBe(0);
    expect(revoked.out).toEqual([`revoked ${verified?.keyId} (tenant acme)`]);
    expect(await verify(dbPath, key)).toBeNull();
  });

  it('refuses a bad tenant id and an unknown key id, changing nothing', async () => {
    const dbPath = join(workDirectory, 'bad.db');
    await run(['keys', 'create', '--tenant', 'acme', '--db', dbPath]);
    const before = (await run(['keys', 'list', '--db', dbPath, '--json'])).out.join('\n');

    const badTenant = await run(['keys', 'create', '--tenant', 'no spaces allowed', '--db', dbPath]);
    expect(badTenant.code).toBe(1);
    expect(badTenant.err.join('\n')).toMatch(/INVALID_INPUT: invalid tenant id/);
    const unknown = await run(['keys', 'revoke', 'key_000000000000', '--db', dbPath]);
    expect(unknown.code).toBe(1);
    expect(unknown.err.join('\n')).toMatch(/NOT_FOUND/);
    expect((await run(['keys', 'list', '--db', dbPath, '--json'])).out.join('\n')).toBe(before);
  });

  it('refuses to serve with a short admin key, and never echoes it', async () => {
    const result = await run(['serve', '--port', '0', '--db', join(workDirectory, 'serve.db')], { AGENT_MEMORY_ADMIN_KEY: 'short-secret' });
    expect(result.code).toBe(1);
    expect(result.err.join('\n')).toMatch(/admin key must be at least 16 characters/);
    expect(result.err.join('\n')).not.toContain('short-secret');
  });
});
