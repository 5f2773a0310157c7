import { describe, expect, it } from 'vitest';
import type { MemoryRecord } from '../../core/types.js';
import { createServerFixture, type ServerFixture } from '../../testing/server-fixture.js';

/** Issue 12, defect 4: one tenant key could send `now` and policy overrides and purge every user. */

async function errorCode(response: Response): Promise<string> {
  return ((await response.json()) as { error: { code: string } }).error.code;
}

async function seed(fixture: ServerFixture): Promise<MemoryRecord[]> {
  const add = async (userId: string, text: string, importance: number): Promise<MemoryRecord> =>
    (await (await fixture.request('POST', '/v1/memories', { body: { userId, text, importance } })).json()) as MemoryRecord;
  return [await add('alice', 'an unimportant note', 0.1), await add('bob', 'an important fact', 0.9)];
}

describe('POST /v1/maintain over HTTP', () => {
  it('refuses a client clock, policy overrides, a missing scope and an unconfirmed run, changing nothing', async () => {
    const fixture = await createServerFixture();
    await seed(fixture);
    const before = await fixture.snapshot();
    const refused = [
      { body: { userId: 'alice', confirm: true, now: '2099-01-01T00:00:00.000Z' }, code: 'INVALID_INPUT' },
      { body: { userId: 'alice', confirm: true, archiveAfterDays: 0, archiveBelowImportance: 1, protectImportance: 1, purgeAfterDays: 0 }, code: 'INVALID_INPUT' },
      { body: { confirm: true }, code: 'SCOPE_REQUIRED' },
      { body: { dryRun: true }, code: 'SCOPE_REQUIRED' },
      { body: { userId: 'alice' }, code: 'INVALID_INPUT' },
    ];
    for (const { body, code } of refused) {
      const response = await fixture.request('POST', '/v1/maintain', { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await errorCode(response)).toBe(code);
    }
    expect(await fixture.snapshot()).toBe(before);
  });

  it("archives and purges one user's memories on the server's clock with confirm, never another user's", async () => {
    const fixture = await createServerFixture();
    const [note, fact] = (await seed(fixture)) as [MemoryRecord, MemoryRecord];
    fixture.clock.advance(400 * 86_400_000);
    const archived = (await (await fixture.request('POST', '/v1/maintain', { body: { userId: 'alice', confirm: true } })).json()) as { archived: { id: string }[] };
    expect(archived.archived.map((item) => item.id)).toEqual([note.id]);
    fixture.clock.advance(400 * 86_400_000);
    const purged = (await (await fixture.request('POST', '/v1/maintain', { body: { userId: 'alice', confirm: true } })).json()) as { purged: { id: string }[] };
    expect(purged.purged.map((item) => item.id)).toEqual([note.id]);
    expect((await fixture.request('GET', `/v1/memories/${fact.id}?userId=bob`)).status).toBe(200);
  });

  it('runs tenant-wide only with the admin key, for the named tenant', async () => {
    const fixture = await createServerFixture();
    await seed(fixture);
    await fixture.memory.forTenant('globex').add({ userId: 'alice', text: 'globex note', importance: 0.1 });
    fixture.clock.advance(400 * 86_400_000);
    const tenantKey = await fixture.request('POST', '/v1/admin/maintain', { body: { tenantId: 'acme' } });
    expect(tenantKey.status).toBe(403);
    const response = await fixture.request('POST', '/v1/admin/maintain', { key: fixture.adminKey ?? null, body: { tenantId: 'acme' } });
    expect(response.status).toBe(200);
    const report = (await response.json()) as { archived: { text: string }[] };
    expect(report.archived.map((item) => item.text)).toEqual(['an unimportant note']);
    expect((await fixture.memory.forTenant('globex').getAll({ userId: 'alice' })).items.map((record) => record.status)).toEqual(['active']);
  });
});
