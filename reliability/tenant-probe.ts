import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startHttpServer } from '../src/server/http-server.js';
import { createServerFixture, type ServerFixture } from '../src/testing/server-fixture.js';

export interface ProbeReport {
  requests: number;
  routes: number;
  tools: number;
  leaks: string[];
  oracles: string[];
}

/** Only acme's data holds this marker; the probe never sends it, so any answer holding it is a leak. */
const SECRET = 'ACME-SECRET';
/**
 * Acme's pin as a number of its own: a leaked memory text rephrased without SECRET still holds it.
 * Not inside a run of hex digits or dashes, since a random UUID or an epoch time may hold 9876.
 */
const PIN = /(?<![0-9a-f-])9876(?![0-9a-f-])/i;
/** What the probe asks for: words of acme's data, so a search that crossed tenants would find it. */
const ASK = 'alice pin Hangzhou';

interface Operation {
  method: string;
  path: string;
  query: string[];
}

/**
 * Acme's data, the same in both worlds: a memory, a remembered turn, a conversation and a write
 * job, every text marked with SECRET.
 */
async function seedAcme(fixture: ServerFixture): Promise<Record<string, string>> {
  const acme = fixture.memory.forTenant('acme');
  const memory = await acme.add({ userId: 'alice', text: `${SECRET} alice's pin is 9876`, metadata: { topic: 'drink' } });
  const turn = await acme.remember({ userId: 'alice', sessionId: 'acme-s1', turnId: '1', user: `${SECRET} I live in Hangzhou`, assistant: 'Noted.' });
  const conversation = await acme.conversations.append(acme.conversations.resolveId(undefined).id, [{ role: 'user', content: `${SECRET} hello` }], { userId: 'alice' });
  const job = await acme.processTurn({ userId: 'alice', sessionId: 's2', turnId: '1', user: `From now on call me ${SECRET}`, assistant: 'OK.' });
  return { memory: memory.id, turn: turn.record.id, conversation: conversation.id, job: job.id };
}

/** Ids, times and generated names differ between the two worlds by construction; the shape may not. */
function normalise(text: string, ids: string[]): string {
  let out = text;
  for (const id of ids) out = out.split(id).join('<ID>');
  return out
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
    .replace(/conv_[0-9a-f]{12}/g, '<conv>')
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, '<time>');
}

function bodyFor(id: string, path: string): Record<string, unknown> {
  if (path === '/v1/conversations/messages') return { conversationId: id, userId: 'alice', messages: [{ role: 'user', content: 'probe' }] };
  if (path === '/v1/forget') return { userId: 'alice', ids: [id] };
  if (path === '/v1/maintain') return { userId: 'alice', dryRun: true };
  if (path === '/v1/context') return { scope: { userId: 'alice', sessionId: 's1' }, question: ASK, budgetTokens: 500 };
  if (path.startsWith('/v1/admin')) return { tenantId: 'acme' };
  return { userId: 'alice', id, ids: [id], sessionId: 's1', turnId: '1', user: 'probe', text: 'probe', query: ASK, question: ASK, useful: true, threshold: 0, filter: { topic: 'drink' } };
}

/** Every route, called with the globex key and acme's ids, users and filters; then every MCP tool. */
async function probeWorld(fixture: ServerFixture, ids: Record<string, string>, operations: Operation[]): Promise<{ answers: string[]; raw: string[] }> {
  const answers: string[] = [];
  const raw: string[] = [];
  const record = (label: string, status: number, text: string): void => {
    raw.push(`${label} -> ${status} ${text}`);
    answers.push(`${label} -> ${status} ${normalise(text, Object.values(ids))}`);
  };
  for (const operation of operations) {
    for (const [kind, id] of Object.entries(ids)) {
      const path = operation.path.replace(/\{[^}]+\}/g, encodeURIComponent(id));
      const query = new URLSearchParams();
      if (operation.query.includes('userId')) query.set('userId', 'alice');
      if (operation.query.includes('filter')) query.set('filter', JSON.stringify({ topic: 'drink' }));
      if (operation.query.includes('sessionId')) query.set('sessionId', 's1');
      const url = `${path}${query.size > 0 ? `?${query.toString()}` : ''}`;
      const init = operation.method === 'GET' || operation.method === 'DELETE' ? {} : operation.path === '/v1/import' ? { rawBody: '', headers: { 'content-type': 'application/x-ndjson' } } : { body: bodyFor(id, operation.path) };
      const response = await fixture.request(operation.method, url, { key: fixture.globex.key, ...init });
      record(`${operation.method} ${operation.path} [${kind}]`, response.status, await response.text());
    }
  }
  const server = await startHttpServer({ memory: fixture.memory, auth: { keys: fixture.keys }, clock: fixture.clock, port: 0, host: '127.0.0.1' });
  try {
    const client = new Client({ name: 'tenant-probe', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', server.url), { requestInit: { headers: { authorization: `Bearer ${fixture.globex.key}` } } }));
    const { tools } = await client.listTools();
    for (const tool of tools) {
      for (const [kind, id] of Object.entries(ids)) {
        const args: Record<string, unknown> = { userId: 'alice', id, ids: [id], query: ASK, question: ASK, text: 'probe', threshold: 0 };
        const allowed = Object.keys(tool.inputSchema.properties ?? {});
        const result = await client.callTool({ name: tool.name, arguments: Object.fromEntries(Object.entries(args).filter(([name]) => allowed.includes(name))) });
        record(`mcp ${tool.name} [${kind}]`, 0, JSON.stringify(result));
      }
    }
    await client.close();
    return { answers, raw };
  } finally {
    await server.close();
  }
}

/**
 * The cross-tenant probe: two identical worlds in which acme holds the same data; globex probes
 * every route of /openapi.json and every MCP tool with acme's real ids in one world and ids that
 * exist nowhere in the other. A leak is any answer holding acme's text; an existence oracle is
 * any answer that differs between the worlds (once ids, uuids and times are normalised).
 */
export async function runTenantProbe(): Promise<ProbeReport> {
  const real = await createServerFixture();
  const control = await createServerFixture();
  const realIds = await seedAcme(real);
  await seedAcme(control);
  const fakeIds = Object.fromEntries(Object.keys(realIds).map((kind) => [kind, kind === 'conversation' ? 'conv_00000000dead' : `nowhere-${kind}`]));
  const document = (await (await real.request('GET', '/openapi.json', { key: null })).json()) as {
    paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
  };
  const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      query: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
    })),
  );
  const withReal = await probeWorld(real, realIds, operations);
  const withFake = await probeWorld(control, fakeIds, operations);
  const leaks = withReal.raw.filter((answer) => answer.includes(SECRET) || PIN.test(answer)).map((answer) => answer.slice(0, 300));
  const oracles = withReal.answers.flatMap((answer, index) => (answer === withFake.answers[index] ? [] : [`${answer.slice(0, 200)}  vs  ${(withFake.answers[index] ?? '').slice(0, 200)}`]));
  const tools = withReal.answers.filter((answer) => answer.startsWith('mcp ')).length / Object.keys(realIds).length;
  await real.memory.close();
  await control.memory.close();
  return { requests: withReal.answers.length * 2, routes: operations.length, tools, leaks, oracles };
}
