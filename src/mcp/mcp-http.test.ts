import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, describe, expect, it } from 'vitest';
import { startHttpServer, type RunningHttpServer } from '../server/http-server.js';
import { createServerFixture, type ServerFixture } from '../testing/server-fixture.js';

interface ToolResult {
  isError?: boolean;
  content: { type: string; text?: string }[];
  structuredContent?: Record<string, unknown>;
}

const running: RunningHttpServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

async function serveFixture(fixture: ServerFixture): Promise<RunningHttpServer> {
  const server = await startHttpServer({ memory: fixture.memory, auth: { keys: fixture.keys }, clock: fixture.clock, port: 0, host: '127.0.0.1' });
  running.push(server);
  return server;
}

async function connect(url: string, key: string | null): Promise<Client> {
  const headers: Record<string, string> = key === null ? {} : { authorization: `Bearer ${key}` };
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', url), { requestInit: { headers } });
  const client = new Client({ name: 'agent-memory-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<ToolResult> {
  return (await client.callTool({ name, arguments: args })) as ToolResult;
}

describe('MCP over streamable HTTP at /mcp', () => {
  it('lists the five memory tools, each with a JSON schema and a description', async () => {
    const fixture = await createServerFixture();
    const server = await serveFixture(fixture);
    const client = await connect(server.url, fixture.acme.key);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['add_memory', 'forget_memory', 'get_context', 'list_memories', 'search_memory']);
    for (const tool of tools) {
      expect(tool.description?.length ?? 0).toBeGreaterThan(60);
      expect(tool.inputSchema.type).toBe('object');
      for (const property of Object.values(tool.inputSchema.properties ?? {})) {
        expect((property as { description?: string }).description).toBeTruthy();
      }
    }
    expect(tools.find((tool) => tool.name === 'add_memory')?.inputSchema.required).toEqual(['text']);
    expect(tools.find((tool) => tool.name === 'search_memory')?.inputSchema.required).toEqual(['query']);
    await client.close();
  });

  it('adds, searches, lists, assembles context and forgets, inside the key tenant', async () => {
    const fixture = await createServerFixture();
    const server = await serveFixture(fixture);
    const client = await connect(server.url, fixture.acme.key);

    await call(client, 'add_memory', { text: 'From now on answer in formal English', userId: 'alice', kind: 'procedural' });
    const added = await call(client, 'add_memory', { text: 'Alice is allergic to peanuts', userId: 'alice', metadata: { topic: 'health' } });
    expect(added.isError).toBeFalsy();
    const id = (added.structuredContent?.memory as { id: string }).id;
    expect((await fixture.memory.forTenant('acme').get(id)).scope).toEqual({ userId: 'alice' });

    const found = await call(client, 'search_memory', { query: 'peanuts allergy', userId: 'alice', threshold: 0 });
    expect((found.structuredContent?.results as { id: string }[])[0]?.id).toBe(id);
    expect(JSON.parse(found.content[0]?.text ?? '{}')).toEqual(found.structuredContent);

    const listed = await call(client, 'list_memories', { userId: 'alice', kinds: ['semantic'] });
    expect(listed.structuredContent).toMatchObject({ total: 1 });

    const context = await call(client, 'get_context', { message: 'Is Alice allergic to peanuts?', userId: 'alice', threshold: 0 });
    const messages = context.structuredContent?.messages as { role: string; content: string }[];
    expect(messages[0]?.role).toBe('system');
    expect(messages[0]?.content).toContain('From now on answer in formal English');
    expect(messages.map((message) => message.content).join('\n')).toContain('Alice is allergic to peanuts');
    expect(messages.at(-1)).toMatchObject({ role: 'user' });

    expect((await call(client, 'forget_memory', { id, userId: 'alice' })).structuredContent).toEqual({ preview: false, matches: [], forgotten: [id] });
    expect((await fixture.memory.forTenant('acme').get(id)).status).toBe('archived');
    expect((await call(client, 'list_memories', { userId: 'alice', kinds: ['semantic'] })).structuredContent).toMatchObject({ total: 0 });
    await client.close();
  });

  it("cannot see or forget another tenant's memory, and reports errors as tool errors", async () => {
    const fixture = await createServerFixture();
    const record = await fixture.memory.forTenant('acme').add({ text: 'acme launch date is March 3', userId: 'alice' });
    const server = await serveFixture(fixture);
    const before = await fixture.snapshot();
    const client = await connect(server.url, fixture.globex.key);

    const search = await call(client, 'search_memory', { query: 'launch date', userId: 'alice', threshold: 0 });
    expect(search.structuredContent).toEqual({ results: [] });
    const forget = await call(client, 'forget_memory', { id: record.id, userId: 'alice' });
    expect(forget.isError).toBe(true);
    expect(forget.content[0]?.text).toMatch(/^NOT_FOUND: /);
    const invalid = await call(client, 'add_memory', { text: '   ', userId: 'alice' });
    expect(invalid.isError).toBe(true);
    expect(invalid.content[0]?.text).toMatch(/^INVALID_INPUT: text must not be empty/);
    const badTime = await call(client, 'search_memory', { query: 'launch date', userId: 'alice', now: 'tomorrow' });
    expect(badTime.isError).toBe(true);
    expect(badTime.content[0]?.text).toMatch(/^INVALID_INPUT: .*now/);
    // Metadata past the documented depth bound is a tool error, like any bad input (issue 12).
    const deep = Array.from({ length: 40 }).reduce<Record<string, unknown>>((inner) => ({ inner }), { leaf: 1 });
    const tooDeep = await call(client, 'add_memory', { text: 'deep', userId: 'alice', metadata: deep });
    expect(tooDeep.isError).toBe(true);
    expect(tooDeep.content[0]?.text).toMatch(/nested deeper than 16/);
    expect(await fixture.snapshot()).toBe(before);
    await client.close();
  });

  it('refuses a client without a valid key, changing nothing', async () => {
    const fixture = await createServerFixture();
    const server = await serveFixture(fixture);
    const before = await fixture.snapshot();
    await expect(connect(server.url, null)).rejects.toThrow(/401|UNAUTHORIZED/);
    await expect(connect(server.url, 'amk_not-a-key')).rejects.toThrow(/401|UNAUTHORIZED/);
    expect(await fixture.snapshot()).toBe(before);
  });
});
