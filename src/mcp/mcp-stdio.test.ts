import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { HashEmbedder } from '../embedders/hash/hash-embedder.js';
import { Memory } from '../memory.js';
import { SqliteStore } from '../stores/sqlite/sqlite-store.js';

const packageRoot = fileURLToPath(new URL('../..', import.meta.url));
const workDirectory = mkdtempSync(join(tmpdir(), 'agent-memory-mcp-'));
afterAll(() => rmSync(workDirectory, { recursive: true, force: true }));

interface ToolResult {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
}

describe('agent-memory mcp (stdio)', () => {
  it('serves the tools to the SDK client from a real CLI process, writing to the database file', async () => {
    const dbPath = join(workDirectory, 'memory.db');
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', 'src/testing/run-cli.ts', 'mcp', '--db', dbPath, '--user', 'alice'],
      cwd: packageRoot,
      env: { PATH: process.env.PATH ?? '', AGENT_MEMORY_EMBEDDER: 'hash' },
      stderr: 'pipe',
    });
    const client = new Client({ name: 'agent-memory-stdio-test', version: '1.0.0' });
    await client.connect(transport);

    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['add_memory', 'forget_memory', 'get_context', 'list_memories', 'search_memory']);
    const added = (await client.callTool({ name: 'add_memory', arguments: { text: '我喜欢喝乌龙茶' } })) as ToolResult;
    expect(added.isError).toBeFalsy();
    const id = (added.structuredContent?.memory as { id: string }).id;
    const found = (await client.callTool({ name: 'search_memory', arguments: { query: '乌龙茶', threshold: 0 } })) as ToolResult;
    expect((found.structuredContent?.results as { id: string }[]).map((result) => result.id)).toEqual([id]);
    await client.close();

    // The CLI closed the database on exit; what the agent stored is in the file, for the default user.
    const memory = await Memory.open({ store: new SqliteStore({ path: dbPath }), embedder: new HashEmbedder(256) });
    try {
      expect(await memory.get(id)).toMatchObject({ tenantId: 'default', scope: { userId: 'alice' }, text: '我喜欢喝乌龙茶' });
    } finally {
      await memory.close();
    }
  });
});
