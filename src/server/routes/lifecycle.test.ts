import { describe, expect, it } from 'vitest';
import type { MemoryRecord } from '../../core/types.js';
import { createServerFixture } from '../../testing/server-fixture.js';

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function add(fixture: Awaited<ReturnType<typeof createServerFixture>>, text: string, userId = 'alice'): Promise<MemoryRecord> {
  return json<MemoryRecord>(await fixture.request('POST', '/v1/memories', { body: { text, userId } }));
}

describe('long-term memory routes', () => {
  it('runs a turn through the write pipeline and reports the job', async () => {
    const fixture = await createServerFixture();
    const response = await fixture.request('POST', '/v1/turns/process', {
      body: { userId: 'alice', sessionId: 's1', turnId: 1, user: 'From now on, always answer me in Chinese.', assistant: 'OK.' },
    });
    expect(response.status).toBe(200);
    const report = await json<{ id: string; status: string; created: MemoryRecord[] }>(response);
    expect(report.status).toBe('done');
    expect(report.created.length).toBeGreaterThan(0);
    expect(report.created.every((record) => record.tenantId === 'acme' && record.scope.userId === 'alice')).toBe(true);
    expect(await json<{ id: string }>(await fixture.request('GET', `/v1/writes/${report.id}`))).toMatchObject({ id: report.id, status: 'done' });
    expect((await fixture.request('GET', `/v1/writes/${report.id}`, { key: fixture.globex.key })).status).toBe(404);
  });

  it('forgets by query only after confirmation, restores, and takes feedback', async () => {
    const fixture = await createServerFixture();
    const record = await add(fixture, 'Alice plays the violin every evening');
    const preview = await json<{ preview: boolean; matches: { id: string }[]; archived: unknown[] }>(
      await fixture.request('POST', '/v1/forget', { body: { userId: 'alice', query: 'violin evening', threshold: 0 } }),
    );
    expect(preview).toMatchObject({ preview: true, archived: [] });
    expect(preview.matches.map((match) => match.id)).toEqual([record.id]);
    expect((await json<MemoryRecord>(await fixture.request('GET', `/v1/memories/${record.id}`))).status).toBe('active');

    const confirmed = await json<{ archived: { id: string }[] }>(
      await fixture.request('POST', '/v1/forget', { body: { userId: 'alice', query: 'violin evening', threshold: 0, confirm: true } }),
    );
    expect(confirmed.archived.map((item) => item.id)).toEqual([record.id]);
    const restored = await json<MemoryRecord>(await fixture.request('POST', `/v1/memories/${record.id}/restore`, { body: { userId: 'alice' } }));
    expect(restored.status).toBe('active');

    const raised = await json<MemoryRecord>(await fixture.request('POST', `/v1/memories/${record.id}/feedback`, { body: { userId: 'alice', useful: true } }));
    expect(raised.importance).toBeGreaterThan(record.importance);
  });

  it('runs maintenance as a dry run without changing anything', async () => {
    const fixture = await createServerFixture();
    await add(fixture, 'an old unimportant note');
    fixture.clock.advance(400 * 86_400_000);
    const before = await fixture.snapshot();
    const report = await json<{ dryRun: boolean; archived: unknown[] }>(
      await fixture.request('POST', '/v1/maintain', { body: { userId: 'alice', dryRun: true } }),
    );
    expect(report.dryRun).toBe(true);
    expect(report.archived).toHaveLength(1);
    expect(await fixture.snapshot()).toBe(before);
  });

  it('exports JSONL and imports it into the caller tenant only', async () => {
    const fixture = await createServerFixture();
    const record = await add(fixture, 'Alice lives in Hangzhou');
    const exported = await fixture.request('GET', '/v1/export?userId=alice');
    expect(exported.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const jsonl = await exported.text();
    expect(jsonl).toContain('Alice lives in Hangzhou');

    const imported = await fixture.request('POST', '/v1/import?userId=alice2', {
      key: fixture.globex.key,
      rawBody: jsonl,
      headers: { 'content-type': 'application/x-ndjson' },
    });
    expect(imported.status).toBe(200);
    const report = await json<{ imported: number; skipped: string[] }>(imported);
    // Identity is (tenant, id): acme holding the id neither blocks globex's import nor shows through it.
    expect(report).toMatchObject({ imported: 1, skipped: [] });
    expect(await json<MemoryRecord>(await fixture.request('GET', `/v1/memories/${record.id}`))).toEqual(record);
    const copy = await json<MemoryRecord>(await fixture.request('GET', `/v1/memories/${record.id}?userId=alice2`, { key: fixture.globex.key }));
    expect(copy).toMatchObject({ tenantId: 'globex', text: 'Alice lives in Hangzhou', scope: { userId: 'alice2' } });
  });

  it('erases a user with proof, and refuses erase, forget and export without a user or agent, changing nothing', async () => {
    const fixture = await createServerFixture();
    const record = await add(fixture, 'to be erased');
    await add(fixture, 'bob stays', 'bob');
    const before = await fixture.snapshot();
    for (const [method, path, body] of [
      ['POST', '/v1/erase', {}],
      ['POST', '/v1/forget', { query: 'erased', confirm: true }],
      ['GET', '/v1/export', undefined],
    ] as const) {
      const response = await fixture.request(method, path, body === undefined ? {} : { body });
      expect(response.status).toBe(400);
      expect((await json<{ error: { code: string } }>(response)).error.code).toBe('SCOPE_REQUIRED');
    }
    expect((await fixture.request('POST', '/v1/forget', { key: fixture.globex.key, body: { userId: 'alice', id: record.id } })).status).toBe(404);
    expect(await fixture.snapshot()).toBe(before);

    const erased = await json<{ erased: number; proof: { recordsLeft: number; tracesLeft: boolean } }>(
      await fixture.request('POST', '/v1/erase', { body: { userId: 'alice' } }),
    );
    expect(erased).toMatchObject({ erased: 1, proof: { recordsLeft: 0, tracesLeft: false } });
    expect((await json<{ total: number }>(await fixture.request('GET', '/v1/memories?userId=bob'))).total).toBe(1);
  });
});

describe('knowledge ingest status route', () => {
  it("reports each collection's files and chunks, for the caller's tenant only", async () => {
    const fixture = await createServerFixture();
    const acme = fixture.memory.forTenant('acme');
    const chunk = (collection: string, path: string, text: string) => ({
      kind: 'knowledge' as const,
      text,
      metadata: { collection, path },
      source: { documentPath: path },
    });
    await acme.addMany([chunk('blog', 'a.md', 'first chunk'), chunk('blog', 'a.md', 'second chunk'), chunk('blog', 'b.md', 'third chunk'), chunk('handbook', 'x.md', 'rules')]);
    await fixture.memory.forTenant('globex').add(chunk('blog', 'secret.md', 'globex only'));

    const response = await fixture.request('GET', '/v1/knowledge/status');
    expect(response.status).toBe(200);
    const status = await json<{ collections: { collection: string; files: number; chunks: number; archivedChunks: number; lastChangedAt: string | null }[] }>(response);
    expect(status.collections.map(({ collection, files, chunks, archivedChunks }) => ({ collection, files, chunks, archivedChunks }))).toEqual([
      { collection: 'blog', files: 2, chunks: 3, archivedChunks: 0 },
      { collection: 'handbook', files: 1, chunks: 1, archivedChunks: 0 },
    ]);
    expect(status.collections[0]?.lastChangedAt).toEqual(expect.any(String));
    const one = await json<{ collections: { collection: string }[] }>(await fixture.request('GET', '/v1/knowledge/status?collection=handbook'));
    expect(one.collections.map((entry) => entry.collection)).toEqual(['handbook']);
    const globex = await json<{ collections: { chunks: number }[] }>(await fixture.request('GET', '/v1/knowledge/status', { key: fixture.globex.key }));
    expect(globex.collections).toEqual([expect.objectContaining({ collection: 'blog', files: 1, chunks: 1 })]);
    expect((await fixture.request('GET', '/v1/knowledge/status', { key: 'wrong-key' })).status).toBe(401);
  });
});
