import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../core/types.js';
import { createApp } from './app.js';
import { startHttpServer } from './http-server.js';
import { createServerFixture, GatedEmbedder } from '../testing/server-fixture.js';

describe('HTTP server lifecycle', () => {
  it('on close stops accepting, finishes the request in flight, then closes the database', async () => {
    const embedder = new GatedEmbedder();
    const fixture = await createServerFixture({ embedder });
    await fixture.memory.forTenant('acme').add({ text: 'oolong tea in the morning', userId: 'alice' });
    const server = await startHttpServer({ memory: fixture.memory, auth: { keys: fixture.keys }, clock: fixture.clock, port: 0, host: '127.0.0.1' });

    embedder.hold();
    const inFlight = fetch(`${server.url}/v1/search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fixture.acme.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'oolong tea', userId: 'alice', threshold: 0 }),
    });
    await embedder.entered;

    const closing = server.close();
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    expect(fixture.store.database.open).toBe(true);

    embedder.release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { results: SearchResult[] }).results.map((result) => result.text)).toEqual(['oolong tea in the morning']);
    await closing;
    expect(() => fixture.store.database).toThrow();
    await expect(server.close()).resolves.toBeUndefined();
  });

  it('reports draining on /healthz so a load balancer stops sending traffic', async () => {
    const fixture = await createServerFixture();
    const app = createApp({ memory: fixture.memory, auth: { keys: fixture.keys }, isDraining: () => true });
    const response = await app.request('/healthz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'draining' });
  });
});
