import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../conversation/types.js';
import { createServerFixture } from '../../testing/server-fixture.js';

async function json<T>(response: Response): Promise<T> {
  expect(response.headers.get('content-type')).toMatch(/json/);
  return (await response.json()) as T;
}

describe('conversation layer routes', () => {
  it('remembers turns, recalls them in time order and assembles a context', async () => {
    const fixture = await createServerFixture();
    const first = await fixture.request('POST', '/v1/remember', {
      body: { userId: 'alice', sessionId: 's1', turnId: 1, user: 'I am allergic to peanuts', assistant: 'Noted, no peanuts.' },
    });
    expect(first.status).toBe(200);
    expect(await json<{ outcome: string; record: { id: string; kind: string } }>(first)).toMatchObject({ outcome: 'created', record: { kind: 'episodic' } });
    fixture.clock.advance(60_000);
    await fixture.request('POST', '/v1/remember', { body: { userId: 'alice', sessionId: 's1', turnId: 2, user: 'Book a table for Friday', assistant: 'Booked at 7pm.' } });

    const recall = await json<{ turns: { text?: string }[]; text: string }>(
      await fixture.request('POST', '/v1/recall', { body: { userId: 'alice', sessionId: 's1', question: 'peanuts allergy', threshold: 0 } }),
    );
    expect(recall.text).toContain('[turn 1]');
    expect(recall.text.indexOf('peanuts')).toBeGreaterThan(-1);

    const context = await json<{ messages: { role: string; content: string }[]; report: { budgetTokens: number } }>(
      await fixture.request('POST', '/v1/context', { body: { scope: { userId: 'alice' }, question: 'Can I eat peanut butter?', budgetTokens: 500, threshold: 0 } }),
    );
    expect(context.report.budgetTokens).toBe(500);
    expect(context.messages.at(-1)?.role).toBe('user');
    expect(context.messages.map((message) => message.content).join('\n')).toContain('peanut');
  });

  it('remembers two users\' turns of the same session and turn id in one tenant, each recalled only by its user', async () => {
    const fixture = await createServerFixture();
    const alice = await fixture.request('POST', '/v1/remember', { body: { userId: 'alice', sessionId: 'default', turnId: 1, user: 'I am allergic to peanuts', assistant: 'Noted.' } });
    const bob = await fixture.request('POST', '/v1/remember', { body: { userId: 'bob', sessionId: 'default', turnId: 1, user: 'I live in Oslo', assistant: 'Nice.' } });
    expect([alice.status, bob.status]).toEqual([200, 200]);
    expect((await json<{ record: { id: string } }>(bob)).record.id).toBe('default_1@bob');
    const recalled = async (userId: string) =>
      (await json<{ turns: { id: string; text?: string }[] }>(await fixture.request('POST', '/v1/recall', { body: { userId, sessionId: 'default', question: 'peanuts Oslo', threshold: 0 } }))).turns.map((turn) => turn.id);
    expect(await recalled('alice')).toEqual(['default_1']);
    expect(await recalled('bob')).toEqual(['default_1@bob']);
  });

  it('keeps session history: generates a conv_ id, pairs turns, and ends it', async () => {
    const fixture = await createServerFixture();
    const started = await json<Conversation>(
      await fixture.request('POST', '/v1/conversations/messages', {
        body: { userId: 'alice', messages: [{ role: 'user', content: 'hello' }, { role: 'assistant', content: 'hi there' }] },
      }),
    );
    expect(started.id).toMatch(/^conv_[0-9a-f]{12}$/);
    await fixture.request('POST', '/v1/conversations/messages', {
      body: { conversationId: started.id, userId: 'alice', messages: [{ role: 'system', content: 'rate limited', notice: 'rate-limit' }] },
    });
    const conversation = await json<Conversation>(await fixture.request('GET', `/v1/conversations/${started.id}?userId=alice`));
    expect(conversation.messages.map((message) => message.content)).toEqual(['hello', 'hi there', 'rate limited']);
    const pairs = await json<{ pairs: { question: string }[]; unpaired: { reason: string }[] }>(await fixture.request('GET', `/v1/conversations/${started.id}/pairs`));
    expect(pairs.pairs.map((pair) => pair.question)).toEqual(['hello']);
    expect(pairs.unpaired.map((item) => item.reason)).toEqual(['notice']);

    expect(await json<unknown>(await fixture.request('DELETE', `/v1/conversations/${started.id}`))).toEqual({ ended: true });
    expect((await fixture.request('GET', `/v1/conversations/${started.id}`)).status).toBe(404);
  });

  it("keeps conversations inside the tenant and the user: 404 across tenants, 403 across users, nothing changed", async () => {
    const fixture = await createServerFixture();
    const started = await json<Conversation>(
      await fixture.request('POST', '/v1/conversations/messages', { body: { userId: 'alice', messages: [{ role: 'user', content: 'private' }] } }),
    );
    const acmeHistory = fixture.memory.forTenant('acme').conversations;
    const before = JSON.stringify(await acmeHistory.get(started.id));

    expect((await fixture.request('GET', `/v1/conversations/${started.id}`, { key: fixture.globex.key })).status).toBe(404);
    const appendAcrossTenants = await fixture.request('POST', '/v1/conversations/messages', {
      key: fixture.globex.key,
      body: { conversationId: started.id, userId: 'alice', messages: [{ role: 'user', content: 'injected' }] },
    });
    expect(appendAcrossTenants.status).toBe(200);
    expect(await (await fixture.request('DELETE', `/v1/conversations/${started.id}`, { key: fixture.globex.key })).json()).toEqual({ ended: true });
    expect((await fixture.request('GET', `/v1/conversations/${started.id}?userId=bob`)).status).toBe(403);
    const asBob = await fixture.request('POST', '/v1/conversations/messages', {
      body: { conversationId: started.id, userId: 'bob', messages: [{ role: 'user', content: 'injected' }] },
    });
    expect(asBob.status).toBe(403);
    expect(JSON.stringify(await acmeHistory.get(started.id))).toBe(before);
  });

  it('summarises and ends a session, and cleans up turns', async () => {
    const fixture = await createServerFixture();
    for (const turnId of [1, 2, 3]) {
      await fixture.request('POST', '/v1/remember', { body: { userId: 'alice', sessionId: 's9', turnId, user: `We planned step ${turnId} of the Hangzhou trip`, assistant: `Step ${turnId} planned.` } });
      fixture.clock.advance(60_000);
    }
    const summary = await json<{ record: { kind: string } | null; turnCount: number }>(
      await fixture.request('POST', '/v1/sessions/summarize', { body: { userId: 'alice', sessionId: 's9' } }),
    );
    expect(summary.turnCount).toBe(3);
    expect(summary.record?.kind).toBe('summary');
    const cleanup = await json<{ deleted: string[]; dryRun: boolean }>(
      await fixture.request('POST', '/v1/turns/cleanup', { body: { userId: 'alice', sessionId: 's9', keepLast: 1, dryRun: true } }),
    );
    expect(cleanup).toMatchObject({ dryRun: true });
    expect(cleanup.deleted).toHaveLength(2);
    const ended = await fixture.request('POST', '/v1/sessions/end', { body: { userId: 'alice', sessionId: 's9' } });
    expect(ended.status).toBe(200);
  });

  it('rejects bad turn and context input with 400 naming the field, changing nothing', async () => {
    const fixture = await createServerFixture();
    const before = await fixture.snapshot();
    const noSession = await fixture.request('POST', '/v1/remember', { body: { userId: 'alice', turnId: 1, user: 'hi' } });
    expect(noSession.status).toBe(400);
    expect(await json<{ error: { details: unknown } }>(noSession)).toMatchObject({ error: { details: { field: 'sessionId' } } });
    const badBudget = await fixture.request('POST', '/v1/context', { body: { scope: { userId: 'alice' }, question: 'x', budgetTokens: 'lots' } });
    expect(await json<{ error: { details: unknown } }>(badBudget)).toMatchObject({ error: { details: { field: 'budgetTokens' } } });
    const noScope = await fixture.request('POST', '/v1/context', { body: { scope: {}, question: 'x' } });
    expect(noScope.status).toBe(400);
    expect(await fixture.snapshot()).toBe(before);
  });
});
