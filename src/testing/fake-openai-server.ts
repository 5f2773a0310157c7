import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 that speaks the OpenAI protocol as a test scripts it.
 * Tests register a handler per route (or queue one-shot replies ahead of it), point a client
 * at `baseUrl`, and then assert on `requests`, the record of everything the server received.
 *
 *   const server = await FakeOpenAIServer.start();
 *   server.route('POST', '/v1/embeddings', embeddingsHandler((texts) => vectors));
 *   server.enqueue('POST', '/v1/embeddings', errorReply(429, 'slow down', { 'retry-after': '2' }));
 *   ... new OpenAIEmbedder({ baseUrl: server.baseUrl, ... })
 *   await server.close();
 */

export interface RecordedRequest {
  method: string;
  /** Path without the query string, e.g. `/v1/embeddings`. */
  path: string;
  query: URLSearchParams;
  /** Header names are lower case. */
  headers: Record<string, string>;
  rawBody: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  body: unknown;
}

/** What the server does with one request. */
export type FakeReply =
  /** A JSON (or text) response. */
  | { status?: number; headers?: Record<string, string>; json: unknown }
  | { status?: number; headers?: Record<string, string>; text: string }
  /** A server-sent-event stream: each event is sent as `data: <JSON>`, then `data: [DONE]`. */
  | { status?: number; headers?: Record<string, string>; events: unknown[] }
  /** Never answer; the connection stays open until the client gives up or the server closes. */
  | { hang: true }
  /** Drop the connection without a response (a network error for the client). */
  | { reset: true };

export type FakeHandler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

/** An OpenAI-style error body: `{ error: { message, type, code } }`. */
export function errorReply(status: number, message: string, headers: Record<string, string> = {}): FakeReply {
  return { status, headers, json: { error: { message, type: status >= 500 ? 'server_error' : 'invalid_request_error', code: null } } };
}

/**
 * A handler for `POST /v1/embeddings` that embeds `input` with the given function and answers
 * in the OpenAI format. It honours `encoding_format: 'float'` only, as the clients here send.
 */
export function embeddingsHandler(embed: (texts: string[], model: string) => Float32Array[] | number[][] | Promise<Float32Array[] | number[][]>): FakeHandler {
  return async (request) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || !('input' in body)) {
      return errorReply(400, "'input' is a required property");
    }
    const input: unknown = body.input;
    const model = 'model' in body && typeof body.model === 'string' ? body.model : 'unknown';
    const texts = typeof input === 'string' ? [input] : input;
    if (!Array.isArray(texts) || !texts.every((text): text is string => typeof text === 'string')) {
      return errorReply(400, "'input' must be a string or an array of strings");
    }
    const vectors = await embed(texts, model);
    return {
      json: {
        object: 'list',
        data: vectors.map((vector, index) => ({ object: 'embedding', index, embedding: Array.from(vector) })),
        model,
        usage: { prompt_tokens: texts.length, total_tokens: texts.length },
      },
    };
  };
}

/** One message of a chat-completions request, as the fake server hands it to a test. */
export interface FakeChatMessage {
  role: string;
  content: string;
}

/**
 * A handler for `POST /v1/chat/completions` (added for issue 4): answers with the text the
 * function returns for the request's messages, in the OpenAI format (non-streaming).
 */
export function chatCompletionsHandler(answer: (messages: FakeChatMessage[], body: Record<string, unknown>) => string | Promise<string>): FakeHandler {
  return async (request) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || !('messages' in body) || !Array.isArray(body.messages)) {
      return errorReply(400, "'messages' is a required property");
    }
    const messages: FakeChatMessage[] = [];
    for (const message of body.messages as unknown[]) {
      if (typeof message !== 'object' || message === null || !('role' in message) || !('content' in message) || typeof message.content !== 'string') {
        return errorReply(400, 'each message needs a role and a string content');
      }
      messages.push({ role: String(message.role), content: message.content });
    }
    const model = 'model' in body && typeof body.model === 'string' ? body.model : 'unknown';
    const content = await answer(messages, body as Record<string, unknown>);
    return {
      json: {
        id: `chatcmpl-fake-${messages.length}`,
        object: 'chat.completion',
        created: 0,
        model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
      },
    };
  };
}

export class FakeOpenAIServer {
  /** Every request received, in arrival order. */
  readonly requests: RecordedRequest[] = [];
  private readonly handlers = new Map<string, FakeHandler>();
  private readonly queued = new Map<string, FakeReply[]>();
  /** Callers of `waitForRequests`, told after each request is recorded. */
  private readonly arrivals = new Set<() => void>();

  private constructor(
    private readonly server: Server,
    /** `http://127.0.0.1:<port>`. */
    readonly origin: string,
  ) {}

  static async start(): Promise<FakeOpenAIServer> {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    const { port } = server.address() as AddressInfo;
    const fake = new FakeOpenAIServer(server, `http://127.0.0.1:${port}`);
    server.on('request', (request, response) => {
      void fake.handle(request, response);
    });
    return fake;
  }

  /** The OpenAI-style base URL, `http://127.0.0.1:<port>/v1`. */
  get baseUrl(): string {
    return `${this.origin}/v1`;
  }

  /** Sets the standing handler for a route; replies queued with `enqueue` go first. */
  route(method: string, path: string, handler: FakeHandler): this {
    this.handlers.set(routeKey(method, path), handler);
    return this;
  }

  /** Queues one-shot replies for a route, used in order before its standing handler. */
  enqueue(method: string, path: string, ...replies: FakeReply[]): this {
    const key = routeKey(method, path);
    this.queued.set(key, [...(this.queued.get(key) ?? []), ...replies]);
    return this;
  }

  requestsTo(path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.path === path);
  }

  /**
   * Resolves once `count` requests have been recorded. A client that gives up on a request (a
   * timeout) may return before the server has read it; a test asserting on what the server saw
   * waits for it here rather than racing it, so the late request is not counted in the next test.
   */
  waitForRequests(count: number): Promise<void> {
    if (this.requests.length >= count) return Promise.resolve();
    return new Promise((resolve) => {
      const check = (): void => {
        if (this.requests.length < count) return;
        this.arrivals.delete(check);
        resolve();
      };
      this.arrivals.add(check);
    });
  }

  /** Forgets recorded requests, queued replies and handlers. */
  reset(): void {
    this.requests.length = 0;
    this.handlers.clear();
    this.queued.clear();
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve, reject) => {
      this.server.close((error) => (error ? reject(error) : resolve()));
    });
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', this.origin);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    const recorded: RecordedRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers,
      rawBody,
      body: parseJson(rawBody),
    };
    this.requests.push(recorded);
    for (const arrival of [...this.arrivals]) arrival();

    const key = routeKey(recorded.method, recorded.path);
    let reply: FakeReply;
    try {
      const queued = this.queued.get(key)?.shift();
      const handler = this.handlers.get(key);
      if (queued !== undefined) reply = queued;
      else if (handler !== undefined) reply = await handler(recorded);
      else reply = errorReply(404, `no route for ${key} on the fake server`);
    } catch (error: unknown) {
      reply = errorReply(500, `fake server handler failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    send(response, reply);
  }
}

function parseJson(text: string): unknown {
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text);
  } catch (error: unknown) {
    return undefined;
  }
}

function send(response: ServerResponse, reply: FakeReply): void {
  if ('hang' in reply) return;
  if ('reset' in reply) {
    response.socket?.destroy();
    return;
  }
  const status = reply.status ?? 200;
  if ('events' in reply) {
    response.writeHead(status, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...reply.headers });
    for (const event of reply.events) response.write(`data: ${JSON.stringify(event)}\n\n`);
    response.end('data: [DONE]\n\n');
    return;
  }
  if ('json' in reply) {
    response.writeHead(status, { 'content-type': 'application/json', ...reply.headers });
    response.end(JSON.stringify(reply.json));
    return;
  }
  response.writeHead(status, { 'content-type': 'text/plain', ...reply.headers });
  response.end(reply.text);
}
