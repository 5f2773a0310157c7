import { request as httpRequest, Agent } from 'node:http';
import { describe, expect, it } from 'vitest';
import { FILTER_LIMITS, METADATA_LIMITS } from '../../core/input-bounds.js';
import { startHttpServer } from '../http-server.js';
import { createServerFixture } from '../../testing/server-fixture.js';

/** Issue 12, defects 5 and 6: bounded filters and metadata answer 400, and a 413 closes its connection. */

async function errorOf(response: Response): Promise<{ code: string; message: string }> {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

function nested(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = { leaf: 1 };
  for (let level = 0; level < depth; level += 1) value = { inner: value };
  return value;
}

describe('documented input bounds', () => {
  it('refuses oversized filters with 400 INVALID_FILTER before the store, and accepts filters at the bounds', async () => {
    const fixture = await createServerFixture();
    await fixture.request('POST', '/v1/memories', { body: { userId: 'alice', text: 'tea', metadata: { n: 3 } } });
    const before = await fixture.snapshot();
    const tooLarge = [
      { n: { $in: Array.from({ length: 500 }, (_, index) => index) } },
      { $and: Array.from({ length: 999 }, (_, index) => ({ n: index })) },
      { $or: Array.from({ length: 60 }, () => ({ n: { $in: Array.from({ length: 10 }, (_, index) => index) } })) },
      nested(40).inner as Record<string, unknown>,
      Array.from({ length: 40 }).reduce<Record<string, unknown>>((inner) => ({ $not: inner }), { n: 1 }),
      { n: 'x'.repeat(FILTER_LIMITS.maxStringLength + 1) },
    ];
    for (const filter of tooLarge) {
      for (const response of [
        await fixture.request('POST', '/v1/search', { body: { userId: 'alice', query: 'tea', filter } }),
        await fixture.request('GET', `/v1/memories?userId=alice&filter=${encodeURIComponent(JSON.stringify(filter))}`),
      ]) {
        expect(response.status).toBe(400);
        const error = await errorOf(response);
        expect(['INVALID_FILTER', 'INVALID_INPUT']).toContain(error.code);
        expect(error.message).not.toMatch(/sqlite|expression tree/i);
      }
    }
    expect(await fixture.snapshot()).toBe(before);
    const atBounds = { $and: [{ n: { $in: Array.from({ length: FILTER_LIMITS.maxListValues }, (_, index) => index) } }, { n: { $nin: [99] } }] };
    const ok = await fixture.request('POST', '/v1/search', { body: { userId: 'alice', query: 'tea', filter: atBounds, threshold: 0 } });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { results: unknown[] }).results).toHaveLength(1);
  });

  it('refuses metadata nested past the bound (even 5,000 deep) or too large with 400 INVALID_INPUT, changing nothing', async () => {
    const fixture = await createServerFixture();
    const before = await fixture.snapshot();
    // JSON text written by hand: JSON.stringify itself cannot serialise 10,000 levels.
    const deep = (levels: number): string => `${'{"inner":'.repeat(levels)}1${'}'.repeat(levels)}`;
    const cases = [
      JSON.stringify(nested(METADATA_LIMITS.maxDepth + 1)),
      deep(10_000),
      JSON.stringify(Object.fromEntries(Array.from({ length: METADATA_LIMITS.maxEntries + 1 }, (_, index) => [`k${index}`, index]))),
    ];
    const json = { 'content-type': 'application/json' };
    for (const metadata of cases) {
      const response = await fixture.request('POST', '/v1/memories', { rawBody: `{"userId":"alice","text":"deep","metadata":${metadata}}`, headers: json });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('INVALID_INPUT');
      const remembered = await fixture.request('POST', '/v1/remember', {
        rawBody: `{"userId":"alice","sessionId":"s","turnId":"1","user":"hi there","metadata":${metadata}}`,
        headers: json,
      });
      expect(remembered.status).toBe(400);
    }
    expect(await fixture.snapshot()).toBe(before);
    const fine = await fixture.request('POST', '/v1/memories', { body: { userId: 'alice', text: 'deep enough', metadata: nested(METADATA_LIMITS.maxDepth - 1) } });
    expect(fine.status).toBe(201);
  });

  it('closes the connection after a 413, so the next request on a keep-alive agent succeeds', async () => {
    const fixture = await createServerFixture();
    const server = await startHttpServer({ memory: fixture.memory, auth: { keys: fixture.keys }, clock: fixture.clock, port: 0, host: '127.0.0.1', limits: { bodyBytes: 1024 } });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (body: string): Promise<{ status: number; connection: string | undefined; text: string }> =>
      new Promise((resolve, reject) => {
        const request = httpRequest(
          `${server.url}/v1/memories`,
          { method: 'POST', agent, headers: { authorization: `Bearer ${fixture.acme.key}`, 'content-type': 'application/json' } },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, text }));
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    try {
      const oversized = await send(JSON.stringify({ userId: 'alice', text: 'x'.repeat(50_000) }));
      expect(oversized.status).toBe(413);
      expect(oversized.connection).toBe('close');
      const next = await send(JSON.stringify({ userId: 'alice', text: 'a normal memory' }));
      expect(next.status).toBe(201);
    } finally {
      agent.destroy();
      await server.close();
    }
  });
});
