import { describe, expect, it } from 'vitest';
import type { HistoryEntry, MemoryRecord, Page, SearchResult } from '../../core/types.js';
import { createServerFixture } from '../../testing/server-fixture.js';

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

describe('memory routes', () => {
  it('adds a memory with the issue body shape and returns it as the library does', async () => {
    const fixture = await createServerFixture();
    const response = await fixture.request('POST', '/v1/memories', {
      body: { text: 'Alice prefers window seats', userId: 'alice', sessionId: 's1', kind: 'semantic', metadata: { topic: 'travel' } },
    });
    expect(response.status).toBe(201);
    const record = await json<MemoryRecord>(response);
    expect(record).toMatchObject({
      text: 'Alice prefers window seats',
      tenantId: 'acme',
      scope: { userId: 'alice', sessionId: 's1' },
      kind: 'semantic',
      metadata: { topic: 'travel' },
      status: 'active',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(await fixture.memory.forTenant('acme').get(record.id)).toEqual(record);
  });

  it('answers an exact repeat with 200 and the existing memory marked deduplicated, and stores nothing', async () => {
    const fixture = await createServerFixture();
    const body = { text: 'Alice prefers window seats', userId: 'alice', tags: ['travel'] };
    const first = await fixture.request('POST', '/v1/memories', { body });
    expect(first.status).toBe(201);
    const stored = await json<MemoryRecord & { deduplicated?: boolean }>(first);
    expect(stored.deduplicated).toBeUndefined();
    const again = await fixture.request('POST', '/v1/memories', { body });
    expect(again.status).toBe(200);
    expect(await json<unknown>(again)).toEqual({ ...stored, deduplicated: true });
    const otherTags = await fixture.request('POST', '/v1/memories', { body: { ...body, tags: ['seats'] } });
    expect(otherTags.status).toBe(201);
    expect((await json<Page<MemoryRecord>>(await fixture.request('GET', '/v1/memories?userId=alice'))).total).toBe(2);
  });

  it('lists, gets, updates and deletes, and the history route shows each change', async () => {
    const fixture = await createServerFixture();
    const first = await json<MemoryRecord>(await fixture.request('POST', '/v1/memories', { body: { text: 'likes green tea', userId: 'alice' } }));
    fixture.clock.advance(1000);
    await fixture.request('POST', '/v1/memories', { body: { text: 'works in Shanghai', userId: 'alice', kind: 'episodic' } });
    await fixture.request('POST', '/v1/memories', { body: { text: 'bob data', userId: 'bob' } });

    const page = await json<Page<MemoryRecord>>(await fixture.request('GET', '/v1/memories?userId=alice'));
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.text)).toEqual(['works in Shanghai', 'likes green tea']);
    const episodic = await json<Page<MemoryRecord>>(await fixture.request('GET', '/v1/memories?userId=alice&kind=episodic&limit=1'));
    expect(episodic.items.map((item) => item.text)).toEqual(['works in Shanghai']);

    expect(await json<MemoryRecord>(await fixture.request('GET', `/v1/memories/${first.id}`))).toEqual(first);

    fixture.clock.advance(1000);
    const patched = await fixture.request('PATCH', `/v1/memories/${first.id}?userId=alice`, { body: { text: 'likes oolong tea', importance: 0.9 } });
    expect(patched.status).toBe(200);
    expect(await json<MemoryRecord>(patched)).toMatchObject({ text: 'likes oolong tea', importance: 0.9, updatedAt: '2026-01-01T00:00:02.000Z' });

    const deleted = await fixture.request('DELETE', `/v1/memories/${first.id}`);
    expect(await json<unknown>(deleted)).toEqual({ deleted: 1 });
    expect((await fixture.request('GET', `/v1/memories/${first.id}`)).status).toBe(404);

    const history = await json<{ history: HistoryEntry[] }>(await fixture.request('GET', `/v1/memories/${first.id}/history`));
    expect(history.history.map((entry) => entry.event)).toEqual(['create', 'update', 'delete']);
    expect(history.history[1]?.before?.text).toBe('likes green tea');
  });

  it('filters a list by metadata given as JSON in the query string', async () => {
    const fixture = await createServerFixture();
    await fixture.request('POST', '/v1/memories', { body: { text: 'dumplings', userId: 'alice', metadata: { topic: 'food' } } });
    await fixture.request('POST', '/v1/memories', { body: { text: 'flight at nine', userId: 'alice', metadata: { topic: 'travel' } } });
    const filter = encodeURIComponent(JSON.stringify({ topic: 'food' }));
    const page = await json<Page<MemoryRecord>>(await fixture.request('GET', `/v1/memories?userId=alice&filter=${filter}`));
    expect(page.items.map((item) => item.text)).toEqual(['dumplings']);
  });

  it('searches, returning { results } with a score breakdown, within the user', async () => {
    const fixture = await createServerFixture();
    await fixture.request('POST', '/v1/memories', { body: { text: 'Alice is allergic to peanuts', userId: 'alice' } });
    await fixture.request('POST', '/v1/memories', { body: { text: 'Alice moved to Berlin', userId: 'alice' } });
    await fixture.request('POST', '/v1/memories', { body: { text: 'Bob is allergic to peanuts', userId: 'bob' } });
    const response = await fixture.request('POST', '/v1/search', { body: { query: 'peanuts allergy', userId: 'alice', topK: 5, threshold: 0 } });
    expect(response.status).toBe(200);
    const { results } = await json<{ results: SearchResult[] }>(response);
    expect(results[0]?.text).toBe('Alice is allergic to peanuts');
    expect(results.every((result) => result.scope.userId === 'alice')).toBe(true);
    expect(Object.keys(results[0]?.scores ?? {})).toEqual(expect.arrayContaining(['dense', 'keyword', 'importance', 'recency', 'final']));
    expect(results[0]?.score).toBe(results[0]?.scores.final);
  });

  it('applies a search filter and rejects a malformed one with 400 naming the problem', async () => {
    const fixture = await createServerFixture();
    await fixture.request('POST', '/v1/memories', { body: { text: 'tea in Hangzhou', userId: 'alice', metadata: { city: 'hangzhou' } } });
    await fixture.request('POST', '/v1/memories', { body: { text: 'tea in Kyoto', userId: 'alice', metadata: { city: 'kyoto' } } });
    const filtered = await json<{ results: SearchResult[] }>(
      await fixture.request('POST', '/v1/search', { body: { query: 'tea', userId: 'alice', threshold: 0, filter: { city: 'kyoto' } } }),
    );
    expect(filtered.results.map((result) => result.text)).toEqual(['tea in Kyoto']);

    const bad = await fixture.request('POST', '/v1/search', { body: { query: 'tea', userId: 'alice', filter: { city: { $regex: 'k' } } } });
    expect(bad.status).toBe(400);
    expect(await json<{ error: { code: string } }>(bad)).toMatchObject({ error: { code: 'INVALID_FILTER' } });
  });

  it('deletes everything in a scope, and refuses a delete-all without userId or agentId', async () => {
    const fixture = await createServerFixture();
    await fixture.request('POST', '/v1/memories', { body: { text: 'one', userId: 'alice' } });
    await fixture.request('POST', '/v1/memories', { body: { text: 'two', userId: 'alice' } });
    await fixture.request('POST', '/v1/memories', { body: { text: 'keep', userId: 'bob' } });
    const before = await fixture.snapshot();

    const refused = await fixture.request('DELETE', '/v1/memories');
    expect(refused.status).toBe(400);
    expect(await json<{ error: { code: string } }>(refused)).toMatchObject({ error: { code: 'SCOPE_REQUIRED' } });
    const sessionOnly = await fixture.request('DELETE', '/v1/memories?sessionId=s1');
    expect(sessionOnly.status).toBe(400);
    expect(await fixture.snapshot()).toBe(before);

    expect(await json<unknown>(await fixture.request('DELETE', '/v1/memories?userId=alice'))).toEqual({ deleted: 2 });
    const bob = await json<Page<MemoryRecord>>(await fixture.request('GET', '/v1/memories?userId=bob'));
    expect(bob.items.map((item) => item.text)).toEqual(['keep']);
  });

  it('answers 404 for a memory of another user when the caller names a user', async () => {
    const fixture = await createServerFixture();
    const bobs = await json<MemoryRecord>(await fixture.request('POST', '/v1/memories', { body: { text: 'bob secret', userId: 'bob' } }));
    const before = await fixture.snapshot();
    expect((await fixture.request('GET', `/v1/memories/${bobs.id}?userId=alice`)).status).toBe(404);
    expect((await fixture.request('PATCH', `/v1/memories/${bobs.id}?userId=alice`, { body: { text: 'hijacked' } })).status).toBe(404);
    expect((await fixture.request('DELETE', `/v1/memories/${bobs.id}?userId=alice`)).status).toBe(404);
    expect(await fixture.snapshot()).toBe(before);
  });
});
