import { describe, expect, it } from 'vitest';
import type { MemoryRecord } from '../../core/types.js';
import { createServerFixture, type ServerFixture } from '../../testing/server-fixture.js';

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function add(fixture: ServerFixture, body: Record<string, unknown>, key = fixture.acme.key): Promise<MemoryRecord> {
  const response = await fixture.request('POST', '/v1/memories', { body, key });
  expect(response.status).toBe(201);
  return json<MemoryRecord>(response);
}

interface Explained {
  threshold: number;
  topScore: number;
  candidates: { id: string; text: string; passed: boolean; dropped: string | null; reason: string; scores: Record<string, number>; evidenceTurns: { evidenceId: string; text: string | null; sessionId: string | null }[] }[];
}

describe('inspector routes', () => {
  it("lists only the caller tenant's users, with counts", async () => {
    const fixture = await createServerFixture();
    await add(fixture, { userId: 'alice', text: 'Alice likes green tea', sessionId: 's1' });
    await add(fixture, { userId: 'alice', text: 'Alice runs on Sundays', sessionId: 's2' });
    await add(fixture, { userId: 'bob', text: 'Bob likes coffee' });
    await add(fixture, { userId: 'mallory', text: 'Mallory is in another tenant' }, fixture.globex.key);
    const { users } = await json<{ users: { userId: string; memories: number; sessions: number }[] }>(await fixture.request('GET', '/v1/users'));
    expect(users.map((user) => user.userId).sort()).toEqual(['alice', 'bob']);
    expect(users.find((user) => user.userId === 'alice')).toMatchObject({ memories: 2, sessions: 2 });
    const other = await json<{ users: { userId: string }[] }>(await fixture.request('GET', '/v1/users', { key: fixture.globex.key }));
    expect(other.users.map((user) => user.userId)).toEqual(['mallory']);
  });

  it('lets the admin key act in a named tenant only, and refuses it without one', async () => {
    const fixture = await createServerFixture();
    await add(fixture, { userId: 'mallory', text: 'Mallory is in globex' }, fixture.globex.key);
    const named = await fixture.request('GET', '/v1/users', { key: fixture.adminKey, headers: { 'x-agent-memory-tenant': 'globex' } });
    expect(named.status).toBe(200);
    expect((await json<{ users: { userId: string }[] }>(named)).users.map((user) => user.userId)).toEqual(['mallory']);
    const unnamed = await fixture.request('GET', '/v1/users', { key: fixture.adminKey });
    expect(unnamed.status).toBe(400);
    expect((await fixture.request('GET', '/v1/users', { key: fixture.adminKey, headers: { 'x-agent-memory-tenant': 'no-such-tenant' } })).status).toBe(404);
    // A tenant key cannot borrow the header to reach another tenant: the header is ignored for it.
    const borrowed = await fixture.request('GET', '/v1/users', { headers: { 'x-agent-memory-tenant': 'globex' } });
    expect((await json<{ users: { userId: string }[] }>(borrowed)).users).toEqual([]);
  });

  it('filters memories by status (superseded apart), tags and text, and sorts by importance or access', async () => {
    const fixture = await createServerFixture();
    const old = await add(fixture, { userId: 'alice', text: 'Alice works at Acme', importance: 0.4 });
    const current = await add(fixture, { userId: 'alice', text: 'Alice works at Globex', importance: 0.9, tags: ['work'] });
    const archived = await add(fixture, { userId: 'alice', text: 'Alice once lived in Paris', importance: 0.2, tags: ['home'] });
    await fixture.request('PATCH', `/v1/memories/${old.id}?userId=alice`, { body: { supersededBy: current.id } });
    await fixture.request('POST', '/v1/forget', { body: { userId: 'alice', id: archived.id } });
    const browse = async (body: Record<string, unknown>): Promise<string[]> =>
      (await json<{ items: MemoryRecord[] }>(await fixture.request('POST', '/v1/inspect/memories', { body: { userId: 'alice', ...body } }))).items.map((item) => item.text);
    expect(await browse({})).toEqual(['Alice works at Globex']);
    expect(await browse({ statuses: ['superseded'] })).toEqual(['Alice works at Acme']);
    expect(await browse({ statuses: ['archived'] })).toEqual(['Alice once lived in Paris']);
    expect(await browse({ statuses: ['active', 'archived', 'superseded'], sort: 'importance' })).toEqual(['Alice works at Globex', 'Alice works at Acme', 'Alice once lived in Paris']);
    expect(await browse({ statuses: ['active', 'archived'], tags: ['home'] })).toEqual(['Alice once lived in Paris']);
    expect(await browse({ statuses: ['active', 'superseded'], text: 'ACME' })).toEqual(['Alice works at Acme']);
    expect((await fixture.request('POST', '/v1/inspect/memories', { body: { userId: 'alice', sort: 'size' } })).status).toBe(400);
    const otherTenant = await json<{ items: MemoryRecord[] }>(await fixture.request('POST', '/v1/inspect/memories', { body: { userId: 'alice' }, key: fixture.globex.key }));
    expect(otherTenant.items).toEqual([]);
  });

  it('sorts by time as instants, newest first, when event times carry offsets', async () => {
    const fixture = await createServerFixture();
    // 09:00 at +08:00 is 01:00 UTC, the earliest, though its text sorts last.
    await add(fixture, { userId: 'alice', text: 'Breakfast in Shanghai', eventTime: '2024-01-01T09:00:00+08:00' });
    await add(fixture, { userId: 'alice', text: 'Call from London', eventTime: '2024-01-01T02:00:00Z' });
    await add(fixture, { userId: 'alice', text: 'Dinner in Denver', eventTime: '2023-12-31T20:00:00-07:00' });
    const browsed = await json<{ items: MemoryRecord[] }>(await fixture.request('POST', '/v1/inspect/memories', { body: { userId: 'alice', sort: 'time' } }));
    expect(browsed.items.map((item) => item.text)).toEqual(['Dinner in Denver', 'Call from London', 'Breakfast in Shanghai']);
  });

  it('explains a search: returned candidates with reasons, dropped ones with the threshold that cut them', async () => {
    const fixture = await createServerFixture();
    await add(fixture, { userId: 'alice', text: 'Alice is allergic to peanuts' });
    await add(fixture, { userId: 'alice', text: 'Alice is allergic to cats' });
    await add(fixture, { userId: 'alice', text: 'The quarterly report is due on Friday' });
    const explained = await json<Explained>(await fixture.request('POST', '/v1/search/explain', { body: { userId: 'alice', query: 'peanuts allergy', topK: 1, threshold: 0.01 } }));
    const passed = explained.candidates.filter((candidate) => candidate.passed);
    expect(passed.map((candidate) => candidate.text)).toEqual(['Alice is allergic to peanuts']);
    expect(passed[0]?.reason).toMatch(/≥ threshold 0.01/);
    for (const signal of ['dense', 'keyword', 'importance', 'recency', 'time', 'validity', 'final']) expect(typeof passed[0]?.scores[signal]).toBe('number');
    const dropped = explained.candidates.filter((candidate) => !candidate.passed);
    expect(dropped.length).toBeGreaterThan(0);
    for (const candidate of dropped) {
      expect(['threshold', 'relative-threshold', 'top-k']).toContain(candidate.dropped);
      expect(candidate.reason.length).toBeGreaterThan(0);
    }
    // The engine's own search returns exactly the candidates the explanation marks as passed.
    const { results } = await json<{ results: { id: string }[] }>(await fixture.request('POST', '/v1/search', { body: { userId: 'alice', query: 'peanuts allergy', topK: 1, threshold: 0.01 } }));
    expect(results.map((result) => result.id)).toEqual(passed.map((candidate) => candidate.id));
  });

  it('explains a default search by the relevance gate the search applies: the same results in the same order, and why the rest were left out', async () => {
    const fixture = await createServerFixture();
    await add(fixture, { userId: 'alice', text: 'Alice is allergic to peanuts' });
    await add(fixture, { userId: 'alice', text: 'Alice is allergic to cats' });
    await add(fixture, { userId: 'alice', text: 'The quarterly report is due on Friday' });
    const returnedCount = new Map<string, number>();
    for (const query of ['peanuts allergy', 'quarterly report', 'zebra migration patterns']) {
      const explained = await json<Explained & { relevanceCut: number | null }>(await fixture.request('POST', '/v1/search/explain', { body: { userId: 'alice', query } }));
      expect(explained.relevanceCut).toBeGreaterThan(0);
      const { results } = await json<{ results: { id: string }[] }>(await fixture.request('POST', '/v1/search', { body: { userId: 'alice', query } }));
      returnedCount.set(query, results.length);
      const passed = explained.candidates.filter((candidate) => candidate.passed);
      expect(passed.map((candidate) => candidate.id), query).toEqual(results.map((result) => result.id));
      for (const candidate of passed) expect(candidate.reason).toMatch(/^relevance [\d.]+ ≥ (cut|floor) /);
      for (const candidate of explained.candidates.filter((each) => !each.passed)) {
        expect(['no-relevant-match', 'relevance-floor', 'top-k']).toContain(candidate.dropped);
        if (results.length === 0) expect(candidate.dropped).not.toBe('top-k');
      }
    }
    expect(returnedCount.get('peanuts allergy')).toBeGreaterThan(0);
    const peanuts = await json<Explained>(await fixture.request('POST', '/v1/search/explain', { body: { userId: 'alice', query: 'peanuts allergy' } }));
    expect(peanuts.candidates[0]).toMatchObject({ text: 'Alice is allergic to peanuts', passed: true });
  });

  it('resolves evidence turns within the memory owner and lists sessions with their turns and summary', async () => {
    const fixture = await createServerFixture();
    await fixture.request('POST', '/v1/remember', { body: { userId: 'alice', sessionId: 's1', turnId: '1', user: 'I am allergic to peanuts', assistant: 'Noted.' } });
    await fixture.request('POST', '/v1/sessions/summarize', { body: { userId: 'alice', sessionId: 's1' } });
    const { items } = await json<{ items: MemoryRecord[] }>(await fixture.request('POST', '/v1/inspect/memories', { body: { userId: 'alice', kinds: ['semantic'] } }));
    const fact = items.find((item) => item.evidence.length > 0);
    expect(fact).toBeDefined();
    const { evidence } = await json<{ evidence: { evidenceId: string; text: string | null; sessionId: string | null }[] }>(
      await fixture.request('GET', `/v1/memories/${fact?.id ?? ''}/evidence?userId=alice`),
    );
    expect(evidence[0]).toMatchObject({ sessionId: 's1' });
    expect(evidence[0]?.text).toContain('I am allergic to peanuts');
    expect((await fixture.request('GET', `/v1/memories/${fact?.id ?? ''}/evidence?userId=alice`, { key: fixture.globex.key })).status).toBe(404);

    const { sessions } = await json<{ sessions: { sessionId: string; turns: { user: string }[]; summary: { text: string } | null }[] }>(await fixture.request('GET', '/v1/users/alice/sessions'));
    expect(sessions.map((session) => session.sessionId)).toEqual(['s1']);
    expect(sessions[0]?.turns.map((turn) => turn.user)).toEqual(['I am allergic to peanuts']);
  });
});
