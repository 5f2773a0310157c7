import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Readable, Writable } from 'node:stream';
import type { Memory } from '../memory.js';
import { createMemoryMcpServer } from './memory-tools.js';

export interface StdioOptions {
  memory: Memory;
  defaultUserId?: string;
  input?: Readable;
  output?: Writable;
}

/**
 * Serves the memory tools over stdio until the client closes stdin. stdout carries the
 * protocol only; anything for people goes to stderr.
 */
export async function runStdioServer(options: StdioOptions): Promise<void> {
  const server = createMemoryMcpServer({ memory: options.memory, ...(options.defaultUserId ? { defaultUserId: options.defaultUserId } : {}) });
  const transport = new StdioServerTransport(options.input, options.output);
  const closed = new Promise<void>((resolve) => {
    server.server.onclose = () => resolve();
  });
  const input = options.input ?? process.stdin;
  input.once('end', () => void server.close());
  await server.connect(transport);
  await closed;
}
