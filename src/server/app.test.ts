import { describe, expect, it } from 'vitest';
import { createServerFixture, TEST_ADMIN_KEY } from '../testing/server-fixture.js';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { $ref?: string } }> }; responses?: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>; security?: unknown[] }>>;
  components: { schemas: Record<string, { required?: string[]; properties?: Record<string, unknown> }>; securitySchemes: Record<string, unknown> };
}

describe('OpenAPI document, docs, health and metrics', () => {
  it('serves an OpenAPI 3.1 document generated from the route schemas, without a key', async () => {
    const fixture = await createServerFixture();
    const response = await fixture.request('GET', '/openapi.json', { key: null });
    expect(response.status).toBe(200);
    const document = (await response.json()) as OpenApiDocument;
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths['/v1/memories'] ?? {}).sort()).toEqual(['delete', 'get', 'post']);
    expect(Object.keys(document.paths['/v1/memories/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'patch']);
    expect(Object.keys(document.paths['/v1/search'] ?? {})).toEqual(['post']);
    expect(document.paths['/v1/memories/{id}/history']).toBeDefined();
    expect(document.paths['/v1/admin/tenants/{tenantId}/keys']).toBeDefined();
    for (const path of ['/v1/remember', '/v1/recall', '/v1/context', '/v1/conversations/messages', '/v1/forget', '/v1/maintain', '/v1/export', '/v1/import', '/v1/writes/{id}']) {
      expect(document.paths[path], path).toBeDefined();
    }
    expect(document.paths['/v1/search']?.post?.security).toEqual([{ bearerAuth: [] }]);
    // Adding answers 201 with the new memory, or 200 with an exact repeat marked `deduplicated`.
    const addResponses = document.paths['/v1/memories']?.post?.responses ?? {};
    for (const status of ['200', '201']) expect(addResponses[status]?.content?.['application/json']?.schema.$ref, status).toBe('#/components/schemas/AddedMemory');
    expect(document.components.schemas.AddedMemory).toEqual({
      allOf: [{ $ref: '#/components/schemas/Memory' }, { type: 'object', properties: { deduplicated: expect.objectContaining({ type: 'boolean', enum: [true] }) } }],
    });
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });

    const addRequest = document.components.schemas.AddMemoryRequest;
    expect(addRequest?.required?.sort()).toEqual(['text', 'userId']);
    expect(Object.keys(addRequest?.properties ?? {})).toEqual(expect.arrayContaining(['text', 'userId', 'sessionId', 'kind', 'metadata']));
    expect(document.components.schemas.SearchRequest?.required?.sort()).toEqual(['query', 'userId']);
    expect(document.components.schemas.JsonValue).toBeDefined();
    // Patterns must be plain ECMA-262 source, with no trailing regex flags.
    expect(JSON.stringify(document)).not.toMatch(/"pattern":"[^"]*\/u"/);
  });

  it('serves a docs page that loads nothing from the internet', async () => {
    const fixture = await createServerFixture();
    const response = await fixture.request('GET', '/docs', { key: null });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain("fetch('/openapi.json')");
    expect(html).not.toMatch(/(src|href)="https?:/);
  });

  it('answers /healthz without a key', async () => {
    const fixture = await createServerFixture();
    const response = await fixture.request('GET', '/healthz', { key: null });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('exposes request counts, latency histograms by route and memories by kind in Prometheus text', async () => {
    const fixture = await createServerFixture();
    await fixture.request('POST', '/v1/memories', { body: { text: 'a fact', userId: 'alice' } });
    await fixture.request('POST', '/v1/memories', { body: { text: 'a rule', userId: 'alice', kind: 'procedural' } });
    await fixture.request('POST', '/v1/memories', { body: { text: 'globex fact', userId: 'bob' }, key: fixture.globex.key });
    const created = (await (await fixture.request('POST', '/v1/memories', { body: { text: 'gone', userId: 'alice' } })).json()) as { id: string };
    await fixture.request('GET', `/v1/memories/${created.id}`);
    await fixture.request('GET', '/v1/memories/no-such-id');
    await fixture.request('GET', '/v1/memories?userId=alice', { key: null });

    const response = await fixture.request('GET', '/metrics', { key: TEST_ADMIN_KEY });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('agent_memory_http_requests_total{method="POST",route="/v1/memories",status="201"} 4');
    expect(text).toContain('agent_memory_http_requests_total{method="GET",route="/v1/memories/:id",status="200"} 1');
    expect(text).toContain('agent_memory_http_requests_total{method="GET",route="/v1/memories/:id",status="404"} 1');
    expect(text).toContain('agent_memory_http_requests_total{method="GET",route="/v1/memories",status="401"} 1');
    expect(text).toMatch(/agent_memory_http_request_duration_seconds_bucket\{le="0\.005",method="POST",route="\/v1\/memories"\} \d+/);
    expect(text).toContain('agent_memory_http_request_duration_seconds_count{method="POST",route="/v1/memories"} 4');
    expect(text).toContain('agent_memory_memories{tenant="acme",kind="semantic"} 2');
    expect(text).toContain('agent_memory_memories{tenant="acme",kind="procedural"} 1');
    expect(text).toContain('agent_memory_memories{tenant="globex",kind="semantic"} 1');
    expect(text).not.toContain(fixture.acme.key);
  });
});
