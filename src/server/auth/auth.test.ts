import { describe, expect, it } from 'vitest';
import type { MemoryRecord, Page, SearchResult } from '../../core/types.js';
import { createServerFixture, TEST_ADMIN_KEY } from '../../testing/server-fixture.js';

interface ErrorJson {
  error: { code: string; message: string };
}

async function seeded() {
  const fixture = await createServerFixture();
  const response = await fixture.request('POST', '/v1/memories', { body: { text: 'acme roadmap is secret', userId: 'alice' } });
  const record = (await response.json()) as MemoryRecord;
  return { fixture, record };
}

describe('bearer keys and tenants', () => {
  it('answers 401 without a key, with a wrong key and with a malformed header, changing nothing', async () => {
    const { fixture } = await seeded();
    const before = await fixture.snapshot();
    const attempts = [
      await fixture.request('POST', '/v1/memories', { key: null, body: { text: 'sneaky', userId: 'alice' } }),
      await fixture.request('POST', '/v1/memories', { key: 'amk_wrong', body: { text: 'sneaky', userId: 'alice' } }),
      await fixture.request('GET', '/v1/memories?userId=alice', { key: null, headers: { authorization: `Basic ${fixture.acme.key}` } }),
      await fixture.request('DELETE', '/v1/memories?userId=alice', { key: 'amk_wrong' }),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(((await response.json()) as ErrorJson).error.code).toBe('UNAUTHORIZED');
    }
    expect(await fixture.snapshot()).toBe(before);
  });

  it('refuses a revoked key at once, changing nothing', async () => {
    const { fixture } = await seeded();
    expect((await fixture.request('GET', '/v1/memories?userId=alice')).status).toBe(200);
    const revoked = await fixture.request('DELETE', `/v1/admin/keys/${fixture.acme.record.id}`, { key: TEST_ADMIN_KEY });
    expect(revoked.status).toBe(200);
    expect(((await revoked.json()) as { revokedAt: string }).revokedAt).toBe('2026-01-01T00:00:00.000Z');
    const before = await fixture.snapshot();

    const refused = await fixture.request('POST', '/v1/memories', { body: { text: 'after revocation', userId: 'alice' } });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as ErrorJson).error.message).toMatch(/revoked/);
    expect((await fixture.request('DELETE', '/v1/memories?userId=alice')).status).toBe(401);
    expect(await fixture.snapshot()).toBe(before);
  });

  it("answers 404 for another tenant's id on every route by id, and leaves it intact", async () => {
    const { fixture, record } = await seeded();
    const before = await fixture.snapshot();
    const asGlobex = { key: fixture.globex.key };
    const attempts = [
      await fixture.request('GET', `/v1/memories/${record.id}`, asGlobex),
      await fixture.request('PATCH', `/v1/memories/${record.id}`, { ...asGlobex, body: { text: 'overwritten' } }),
      await fixture.request('DELETE', `/v1/memories/${record.id}`, asGlobex),
      await fixture.request('GET', `/v1/memories/${record.id}/history`, asGlobex),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(404);
      const body = (await response.json()) as ErrorJson;
      expect(body.error.code).toBe('NOT_FOUND');
      expect(JSON.stringify(body)).not.toContain('secret');
    }
    expect(await fixture.snapshot()).toBe(before);
  });

  it('confines lists, searches and delete-all to the caller tenant even for the same user id', async () => {
    const { fixture } = await seeded();
    const asGlobex = { key: fixture.globex.key };
    const page = (await (await fixture.request('GET', '/v1/memories?userId=alice', asGlobex)).json()) as Page<MemoryRecord>;
    expect(page.total).toBe(0);
    const search = await fixture.request('POST', '/v1/search', { ...asGlobex, body: { query: 'acme roadmap secret', userId: 'alice', threshold: 0 } });
    expect(((await search.json()) as { results: SearchResult[] }).results).toEqual([]);
    const before = await fixture.snapshot();
    const wiped = await fixture.request('DELETE', '/v1/memories?userId=alice', asGlobex);
    expect(await wiped.json()).toEqual({ deleted: 0 });
    expect(await fixture.snapshot()).toBe(before);
  });

  it('manages tenants and keys with the admin key; a key it creates works for its tenant only', async () => {
    const { fixture, record } = await seeded();
    const admin = { key: TEST_ADMIN_KEY };
    expect((await fixture.request('POST', '/v1/admin/tenants', { ...admin, body: { tenantId: 'initech', name: 'Initech' } })).status).toBe(201);
    const duplicate = await fixture.request('POST', '/v1/admin/tenants', { ...admin, body: { tenantId: 'initech' } });
    expect(duplicate.status).toBe(409);

    const created = await fixture.request('POST', '/v1/admin/tenants/initech/keys', { ...admin, body: { name: 'ci' } });
    expect(created.status).toBe(201);
    const key = (await created.json()) as { key: string; id: string; tenantId: string; prefix: string };
    expect(key.tenantId).toBe('initech');
    expect(key.key.startsWith(key.prefix)).toBe(true);

    const listed = (await (await fixture.request('GET', '/v1/admin/tenants/initech/keys', admin)).json()) as { keys: object[] };
    expect(listed.keys).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(key.key);
    const tenants = (await (await fixture.request('GET', '/v1/admin/tenants', admin)).json()) as { tenants: { id: string; activeKeys: number }[] };
    expect(tenants.tenants.map((tenant) => [tenant.id, tenant.activeKeys])).toEqual([['acme', 1], ['globex', 1], ['initech', 1]]);

    expect((await fixture.request('GET', `/v1/memories/${record.id}`, { key: key.key })).status).toBe(404);
    expect((await fixture.request('POST', '/v1/memories', { key: key.key, body: { text: 'initech note', userId: 'u' } })).status).toBe(201);
  });

  it('keeps tenant keys off admin routes (403) and refuses a wrong admin key (401), changing nothing', async () => {
    const { fixture } = await seeded();
    const before = await fixture.snapshot();
    const asTenant = await fixture.request('POST', '/v1/admin/tenants/acme/keys', { body: {} });
    expect(asTenant.status).toBe(403);
    const wrong = await fixture.request('POST', '/v1/admin/tenants/acme/keys', { key: 'not-the-admin-key', body: {} });
    expect(wrong.status).toBe(401);
    expect((await fixture.request('GET', '/metrics')).status).toBe(403);
    expect(await fixture.snapshot()).toBe(before);
  });

  it('disables admin routes when no admin key is configured', async () => {
    const fixture = await createServerFixture({ adminKey: undefined });
    const response = await fixture.request('GET', '/v1/admin/tenants', { key: TEST_ADMIN_KEY });
    expect(response.status).toBe(403);
    expect(((await response.json()) as ErrorJson).error.message).toMatch(/AGENT_MEMORY_ADMIN_KEY/);
  });

  it('stores only hashes of keys', async () => {
    const fixture = await createServerFixture();
    const rows = fixture.store.database.prepare('SELECT * FROM auth_keys').all();
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(rows)).not.toContain(fixture.acme.key);
    expect(JSON.stringify(rows)).not.toContain(fixture.globex.key);
    expect(await fixture.keys.verify(fixture.acme.key)).toEqual({ keyId: fixture.acme.record.id, tenantId: 'acme' });
  });
});
