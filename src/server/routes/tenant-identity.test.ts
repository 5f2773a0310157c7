import { describe, expect, it } from 'vitest';
import type { HistoryEntry, MemoryRecord } from '../../core/types.js';
import { createServerFixture, type ServerFixture } from '../../testing/server-fixture.js';

/** Regression tests for issue 12's defects 1-3: identity is (tenant, id) over HTTP. */

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

const secretTurn = { sessionId: 'chat', turnId: '1', user: 'my bank pin is 9876' };

async function remember(fixture: ServerFixture, key: string, userId: string, user: string): Promise<Response> {
  return fixture.request('POST', '/v1/remember', { key, body: { userId, sessionId: 'chat', turnId: '1', user } });
}

describe('identity is (tenant, id) over HTTP', () => {
  it('defect 1: history and export never return another tenant\'s snapshots of a reused id', async () => {
    const fixture = await createServerFixture();
    expect((await fixture.request('POST', '/v1/remember', { key: fixture.globex.key, body: { userId: 'alice', ...secretTurn } })).status).toBe(200);
    expect((await fixture.request('DELETE', '/v1/memories/chat_1?userId=alice', { key: fixture.globex.key })).status).toBe(200);
    expect((await remember(fixture, fixture.acme.key, 'alice', 'what is the weather')).status).toBe(200);

    const history = await json<{ history: HistoryEntry[] }>(await fixture.request('GET', '/v1/memories/chat_1/history?userId=alice'));
    expect(history.history.map((entry) => entry.event)).toEqual(['create']);
    expect(JSON.stringify(history)).not.toContain('9876');
    const exported = await (await fixture.request('GET', '/v1/export?userId=alice')).text();
    expect(exported).toContain('what is the weather');
    expect(exported).not.toContain('9876');
  });

  it('defect 1: history and export never return another user\'s snapshots of a reused id in the same tenant', async () => {
    const fixture = await createServerFixture();
    expect((await remember(fixture, fixture.acme.key, 'bob', secretTurn.user)).status).toBe(200);
    expect((await fixture.request('DELETE', '/v1/memories/chat_1?userId=bob')).status).toBe(200);
    expect((await remember(fixture, fixture.acme.key, 'alice', 'what is the weather')).status).toBe(200);

    const history = await json<{ history: HistoryEntry[] }>(await fixture.request('GET', '/v1/memories/chat_1/history?userId=alice'));
    expect(history.history).toHaveLength(1);
    expect(JSON.stringify(history)).not.toContain('9876');
    expect(await (await fixture.request('GET', '/v1/export?userId=alice')).text()).not.toContain('9876');
    // Bob still reads his own history of the id; alice's entries are not his.
    const bobs = await json<{ history: HistoryEntry[] }>(await fixture.request('GET', '/v1/memories/chat_1/history?userId=bob'));
    expect(bobs.history.map((entry) => entry.event)).toEqual(['create', 'delete']);
  });

  it('defect 2: 100 concurrent pairs of remember from two tenants on one session and turn all keep both turns', async () => {
    const fixture = await createServerFixture();
    const pairs = Array.from({ length: 100 }, (_, index) => index);
    const responses = await Promise.all(
      pairs.flatMap((index) => [
        fixture.request('POST', '/v1/remember', { key: fixture.acme.key, body: { userId: 'alice', sessionId: `s${index}`, turnId: '1', user: `acme turn ${index}` } }),
        fixture.request('POST', '/v1/remember', { key: fixture.globex.key, body: { userId: 'alice', sessionId: `s${index}`, turnId: '1', user: `globex turn ${index}` } }),
      ]),
    );
    expect(responses.map((response) => response.status).filter((status) => status !== 200)).toEqual([]);
    for (const index of pairs) {
      const acme = await json<MemoryRecord>(await fixture.request('GET', `/v1/memories/s${index}_1?userId=alice`, { key: fixture.acme.key }));
      const globex = await json<MemoryRecord>(await fixture.request('GET', `/v1/memories/s${index}_1?userId=alice`, { key: fixture.globex.key }));
      expect([acme.tenantId, acme.text]).toEqual(['acme', expect.stringContaining(`acme turn ${index}`)]);
      expect([globex.tenantId, globex.text]).toEqual(['globex', expect.stringContaining(`globex turn ${index}`)]);
    }
  });

  it('defect 2: concurrent remember of one turn in one scope is last-write-wins with every version in history', async () => {
    const fixture = await createServerFixture();
    const texts = Array.from({ length: 8 }, (_, index) => `version ${index}`);
    const responses = await Promise.all(texts.map((text) => remember(fixture, fixture.acme.key, 'alice', text)));
    expect(responses.map((response) => response.status)).toEqual(texts.map(() => 200));
    const history = await json<{ history: HistoryEntry[] }>(await fixture.request('GET', '/v1/memories/chat_1/history?userId=alice'));
    const versions = history.history.map((entry) => String(entry.after?.metadata.user));
    expect([...versions].sort()).toEqual([...texts].sort());
    const current = await json<MemoryRecord>(await fixture.request('GET', '/v1/memories/chat_1?userId=alice'));
    expect(current.metadata.user).toBe(versions.at(-1));
  });

  it('defect 3: another tenant\'s id neither blocks a remember nor shows in an import report', async () => {
    const fixture = await createServerFixture();
    expect((await fixture.request('POST', '/v1/remember', { key: fixture.acme.key, body: { userId: 'alice', sessionId: 's1', turnId: '1', user: 'acme' } })).status).toBe(200);
    const response = await fixture.request('POST', '/v1/remember', { key: fixture.globex.key, body: { userId: 'bob', sessionId: 's1', turnId: '1', user: 'globex' } });
    expect(response.status).toBe(200);
    const jsonl = await (await fixture.request('GET', '/v1/export?userId=bob', { key: fixture.globex.key })).text();
    const report = await json<{ imported: number; skipped: string[] }>(
      await fixture.request('POST', '/v1/import?userId=carol', { key: fixture.globex.key, rawBody: jsonl, headers: { 'content-type': 'application/x-ndjson' } }),
    );
    // The id exists in globex itself (bob's), so it is skipped there; acme's copy is never mentioned anywhere.
    expect(report).toMatchObject({ imported: 0, skipped: ['s1_1'] });
    const fresh = await createServerFixture();
    const freshReport = await json<{ imported: number; skipped: string[] }>(
      await fresh.request('POST', '/v1/import', { key: fresh.globex.key, rawBody: jsonl, headers: { 'content-type': 'application/x-ndjson' } }),
    );
    await fresh.request('POST', '/v1/remember', { key: fresh.acme.key, body: { userId: 'alice', sessionId: 's1', turnId: '1', user: 'acme' } });
    expect(freshReport).toMatchObject({ imported: 1, skipped: [] });
  });
});
