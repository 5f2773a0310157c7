import { useFakeOpenAIServer } from '../../testing/use-fake-openai-server.js';
import { caughtMemoryError } from '../../testing/memory-error.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryError } from '../../core/errors.js';
import { embeddingsHandler, errorReply } from '../../testing/fake-openai-server.js';
import { describeEmbedderContract } from '../embedder-contract.js';
import { HashEmbedder } from '../hash/hash-embedder.js';
import { OpenAIEmbedder, type OpenAIEmbedderOptions } from './openai-embedder.js';
import { backoffDelayMs, retryAfterMs } from '../../openai-compatible/http.js';

const path = '/v1/embeddings';
const hash = new HashEmbedder(8);
const serveHashVectors = embeddingsHandler((texts) => hash.embed(texts));

describe('OpenAIEmbedder against a local OpenAI-compatible server', () => {
  const fake = useFakeOpenAIServer((server) => server.route('POST', path, serveHashVectors));
  let delays: number[];

  beforeEach(() => {
    delays = [];
  });

  function embedder(overrides: Partial<OpenAIEmbedderOptions> = {}): OpenAIEmbedder {
    return new OpenAIEmbedder({
      baseUrl: fake.server.baseUrl,
      apiKey: 'sk-test',
      model: 'text-embedding-test',
      dimensions: 8,
      retryBaseDelayMs: 100,
      sleep: async (milliseconds) => {
        delays.push(milliseconds);
      },
      ...overrides,
    });
  }

  it('posts the texts and returns one vector per text', async () => {
    const vectors = await embedder().embed(['你好', 'hello']);
    expect(vectors).toEqual(await hash.embed(['你好', 'hello']));
    expect(fake.server.requests).toHaveLength(1);
    const [request] = fake.server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(path);
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toMatchInlineSnapshot(`
      {
        "encoding_format": "float",
        "input": [
          "你好",
          "hello",
        ],
        "model": "text-embedding-test",
      }
    `);
  });

  it('sends dimensions only when asked, and no authorization without a key', async () => {
    await embedder({ sendDimensions: true, apiKey: undefined }).embed(['a']);
    expect(fake.server.requests[0]?.body).toMatchObject({ dimensions: 8 });
    expect(fake.server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('accepts a base URL with a trailing slash', async () => {
    await embedder({ baseUrl: `${fake.server.baseUrl}/` }).embed(['a']);
    expect(fake.server.requests[0]?.path).toBe(path);
  });

  it('makes no request for no texts', async () => {
    expect(await embedder().embed([])).toEqual([]);
    expect(fake.server.requests).toHaveLength(0);
  });

  it('orders vectors by index, not by position in the response', async () => {
    fake.server.route('POST', path, async () => ({
      json: {
        data: [
          { index: 1, embedding: [0, 2, 0, 0, 0, 0, 0, 0] },
          { index: 0, embedding: [3, 0, 0, 0, 0, 0, 0, 0] },
        ],
      },
    }));
    const [first, second] = await embedder().embed(['first', 'second']);
    expect(Array.from(first ?? [])).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(Array.from(second ?? [])).toEqual([0, 1, 0, 0, 0, 0, 0, 0]);
  });

  it('waits as Retry-After asks after a 429, then succeeds', async () => {
    fake.server.enqueue('POST', path, errorReply(429, 'Rate limit reached', { 'retry-after': '2' }));
    const vectors = await embedder().embed(['a']);
    expect(vectors).toHaveLength(1);
    expect(fake.server.requests).toHaveLength(2);
    expect(delays).toEqual([2000]);
  });

  it('reads Retry-After as an HTTP date too', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(retryAfterMs(new Headers({ 'retry-after': 'Wed, 01 Jan 2025 00:00:05 GMT' }), now)).toBe(5000);
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '250', 'retry-after': '9' }), now)).toBe(250);
    expect(retryAfterMs(new Headers({ 'retry-after': 'soon' }), now)).toBeUndefined();
  });

  it('retries two 500s with growing, jittered backoff, then succeeds', async () => {
    fake.server.enqueue('POST', path, errorReply(500, 'boom'), errorReply(503, 'overloaded'));
    const vectors = await embedder().embed(['a']);
    expect(vectors).toHaveLength(1);
    expect(fake.server.requests).toHaveLength(3);
    expect(delays).toHaveLength(2);
    expect(delays[0]).toBeGreaterThanOrEqual(50);
    expect(delays[0]).toBeLessThanOrEqual(100);
    expect(delays[1]).toBeGreaterThanOrEqual(100);
    expect(delays[1]).toBeLessThanOrEqual(200);
    expect(backoffDelayMs(10, 100, 1000, () => 1)).toBe(1000);
  });

  it('retries a dropped connection', async () => {
    fake.server.enqueue('POST', path, { reset: true });
    expect(await embedder().embed(['a'])).toHaveLength(1);
    expect(fake.server.requests).toHaveLength(2);
  });

  it('fails at once on a 400, with the status and the server message', async () => {
    fake.server.enqueue('POST', path, errorReply(400, "'input' is too long"));
    const error = await caughtMemoryError(embedder().embed(['a']));
    expect(error.code).toBe('PROVIDER_ERROR');
    expect(error.isRetryable).toBe(false);
    expect(error.message).toContain('HTTP 400');
    expect(error.message).toContain("'input' is too long");
    expect(error.details).toMatchObject({ status: 400, attempts: 1 });
    expect(fake.server.requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('reads the error message of servers that send { error: "..." }', async () => {
    fake.server.enqueue('POST', path, { status: 404, json: { error: 'model "nomic" not found, try pulling it first' } });
    const error = await caughtMemoryError(embedder().embed(['a']));
    expect(error.message).toContain('model "nomic" not found');
  });

  it('names expected and actual sizes when the vectors have the wrong dimension', async () => {
    const error = await caughtMemoryError(embedder({ dimensions: 16 }).embed(['a']));
    expect(error.code).toBe('EMBEDDING_INVALID');
    expect(error.message).toContain('8-dimensional vectors');
    expect(error.message).toContain('configured for 16 dimensions');
    expect(error.details).toMatchObject({ expected: 16, actual: 8 });
  });

  it('rejects a response with the wrong number of vectors or a malformed body', async () => {
    fake.server.enqueue('POST', path, { json: { data: [{ index: 0, embedding: [1, 0, 0, 0, 0, 0, 0, 0] }] } });
    expect((await caughtMemoryError(embedder().embed(['a', 'b']))).code).toBe('EMBEDDING_INVALID');
    fake.server.enqueue('POST', path, { json: { data: [{ index: 0, embedding: 'AAAA' }] } });
    expect((await caughtMemoryError(embedder().embed(['a']))).code).toBe('EMBEDDING_INVALID');
  });

  it('gives up on a server that does not answer in time', async () => {
    fake.server.route('POST', path, async () => ({ hang: true }));
    // Long enough for each attempt to reach the server on a loaded machine; the server never answers.
    const error = await caughtMemoryError(embedder({ timeoutMs: 500, maxRetries: 1 }).embed(['a']));
    expect(error.code).toBe('TIMEOUT');
    expect(error.isRetryable).toBe(true);
    expect(error.message).toContain('2 attempts');
    // The client gives up before the server may have read the second attempt: wait for it to arrive.
    await fake.server.waitForRequests(2);
    expect(fake.server.requests).toHaveLength(2);
  });

  it('fails as retryable once retries are exhausted', async () => {
    fake.server.route('POST', path, async () => errorReply(502, 'bad gateway'));
    const error = await caughtMemoryError(embedder({ maxRetries: 2 }).embed(['a']));
    expect(error.code).toBe('PROVIDER_ERROR');
    expect(error.isRetryable).toBe(true);
    expect(error.message).toContain('3 attempts');
    expect(error.message).toContain('HTTP 502: bad gateway');
    expect(error.details).toMatchObject({ status: 502, attempts: 3 });
    expect(fake.server.requests).toHaveLength(3);
    expect(delays).toHaveLength(2);
  });

  it('does not wait longer than it is willing to', async () => {
    fake.server.enqueue('POST', path, errorReply(429, 'try tomorrow', { 'retry-after': '86400' }));
    const error = await caughtMemoryError(embedder().embed(['a']));
    expect(error.code).toBe('PROVIDER_ERROR');
    expect(error.isRetryable).toBe(true);
    expect(error.details).toMatchObject({ retryAfterMs: 86_400_000 });
    expect(delays).toEqual([]);
  });

  it('reports an unreachable server as a retryable provider error', async () => {
    const error = await caughtMemoryError(embedder({ baseUrl: 'http://127.0.0.1:1/v1', maxRetries: 0 }).embed(['a']));
    expect(error.code).toBe('PROVIDER_ERROR');
    expect(error.isRetryable).toBe(true);
    expect(error.details).toMatchObject({ reason: 'network' });
  });

  it('validates its options', () => {
    expect(() => embedder({ baseUrl: 'not a url' })).toThrow(/baseUrl/);
    expect(() => embedder({ dimensions: 0 })).toThrow(MemoryError);
  });
});

describe('OpenAIEmbedder contract', () => {
  const fake = useFakeOpenAIServer((server) => server.route('POST', path, embeddingsHandler((texts) => new HashEmbedder(32).embed(texts))));
  describeEmbedderContract('openai (local fake server, hash vectors)', () => new OpenAIEmbedder({ baseUrl: fake.server.baseUrl, model: 'fake-hash', dimensions: 32 }));
});
