import { describe, expect, it } from 'vitest';
import { HashEmbedder } from '../../embedders/hash/hash-embedder.js';
import { createServerFixture, GatedEmbedder } from '../../testing/server-fixture.js';

interface ErrorJson {
  error: { code: string; message: string; details?: Record<string, unknown> };
}

async function errorOf(response: Response): Promise<ErrorJson['error']> {
  return ((await response.json()) as ErrorJson).error;
}

class FailingEmbedder extends HashEmbedder {
  failing = false;
  override async embed(texts: string[]): Promise<Float32Array[]> {
    if (this.failing) throw new Error('onnx session crashed at /secret/path/model.onnx');
    return super.embed(texts);
  }
}

describe('request limits and malformed input', () => {
  it('answers 400 for malformed JSON, changing nothing', async () => {
    const fixture = await createServerFixture();
    const before = await fixture.snapshot();
    const response = await fixture.request('POST', '/v1/memories', { rawBody: '{"text": "half', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code: 'INVALID_INPUT', message: 'request body is not valid JSON' });
    expect(await fixture.snapshot()).toBe(before);
  });

  it('answers 400 naming the field for a wrong type or a missing field, changing nothing', async () => {
    const fixture = await createServerFixture();
    const before = await fixture.snapshot();
    const wrongType = await fixture.request('POST', '/v1/memories', { body: { text: 42, userId: 'alice' } });
    expect(wrongType.status).toBe(400);
    const wrongTypeError = await errorOf(wrongType);
    expect(wrongTypeError.code).toBe('INVALID_INPUT');
    expect(wrongTypeError.message).toMatch(/^invalid request body: text: /);
    expect(wrongTypeError.details).toEqual({ field: 'text' });

    const missing = await fixture.request('POST', '/v1/search', { body: { query: 'tea' } });
    expect(await errorOf(missing)).toMatchObject({ code: 'INVALID_INPUT', details: { field: 'userId' } });
    const badKind = await fixture.request('POST', '/v1/memories', { body: { text: 'x', userId: 'alice', kind: 'dream' } });
    expect(await errorOf(badKind)).toMatchObject({ details: { field: 'kind' } });
    const badLimit = await fixture.request('GET', '/v1/memories?userId=alice&limit=lots');
    expect(badLimit.status).toBe(400);
    expect(await errorOf(badLimit)).toMatchObject({ details: { field: 'limit' } });
    const noContentType = await fixture.request('POST', '/v1/memories', { rawBody: JSON.stringify({ text: 'x', userId: 'alice' }) });
    expect(noContentType.status).toBe(415);
    expect(await fixture.snapshot()).toBe(before);
  });

  it('answers 413 for an oversized body, declared or streamed, changing nothing', async () => {
    const fixture = await createServerFixture({ limits: { bodyBytes: 1024 } });
    const before = await fixture.snapshot();
    const declared = await fixture.request('POST', '/v1/memories', { body: { text: 'x'.repeat(2000), userId: 'alice' } });
    expect(declared.status).toBe(413);
    expect((await errorOf(declared)).code).toBe('PAYLOAD_TOO_LARGE');

    const chunk = new TextEncoder().encode(JSON.stringify({ text: 'y'.repeat(1500), userId: 'alice' }));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(chunk.subarray(0, 700));
        controller.enqueue(chunk.subarray(700));
        controller.close();
      },
    });
    const streamed = await fixture.app.request('/v1/memories', {
      method: 'POST',
      headers: { authorization: `Bearer ${fixture.acme.key}`, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await fixture.snapshot()).toBe(before);
  });

  it('answers 429 with Retry-After once a key spends its bucket, per key, and recovers as time passes', async () => {
    const fixture = await createServerFixture({ limits: { rate: { burst: 2, perSecond: 0.5 } } });
    expect((await fixture.request('POST', '/v1/memories', { body: { text: 'one', userId: 'alice' } })).status).toBe(201);
    expect((await fixture.request('POST', '/v1/memories', { body: { text: 'two', userId: 'alice' } })).status).toBe(201);
    const before = await fixture.snapshot();

    const limited = await fixture.request('POST', '/v1/memories', { body: { text: 'three', userId: 'alice' } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect((await errorOf(limited)).code).toBe('RATE_LIMITED');
    expect(await fixture.snapshot()).toBe(before);

    expect((await fixture.request('GET', '/v1/memories?userId=alice', { key: fixture.globex.key })).status).toBe(200);
    fixture.clock.advance(1999);
    expect((await fixture.request('GET', '/v1/memories?userId=alice')).status).toBe(429);
    fixture.clock.advance(1);
    expect((await fixture.request('GET', '/v1/memories?userId=alice')).status).toBe(200);
  });

  it('answers 503 TIMEOUT when a request outlives the limit', async () => {
    const embedder = new GatedEmbedder();
    const fixture = await createServerFixture({ embedder, limits: { requestTimeoutMs: 50 } });
    embedder.hold();
    const response = await fixture.request('POST', '/v1/search', { body: { query: 'anything', userId: 'alice' } });
    expect(response.status).toBe(503);
    expect((await errorOf(response)).code).toBe('TIMEOUT');
    embedder.release();
  });

  it('answers 500 with a generic message for an unexpected failure, and logs the real one', async () => {
    const embedder = new FailingEmbedder(64);
    const fixture = await createServerFixture({ embedder });
    embedder.failing = true;
    const response = await fixture.request('POST', '/v1/memories', { body: { text: 'x', userId: 'alice' } });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'INTERNAL', message: 'internal error' } });
    expect(text).not.toContain('secret');
    expect(fixture.logged.join('\n')).toContain('/secret/path/model.onnx');
  });

  it('answers JSON 404 for an unknown route', async () => {
    const fixture = await createServerFixture();
    const response = await fixture.request('GET', '/v1/nothing-here');
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe('NOT_FOUND');
  });
});
