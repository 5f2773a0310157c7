import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { Handler } from 'hono';
import type { ServerEnv } from '../server/server-env.js';
import { createMemoryMcpServer } from './memory-tools.js';

/**
 * Streamable HTTP at /mcp, stateless: every POST gets a fresh MCP server bound to the
 * caller's tenant (already authenticated by the bearer middleware). Holding no session
 * state is what lets several processes behind a load balancer serve the same clients.
 */
export function mcpHttpHandler(defaultUserId?: string): Handler<ServerEnv> {
  return async (c) => {
    const server = createMemoryMcpServer({ memory: c.get('memory'), ...(defaultUserId ? { defaultUserId } : {}) });
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      return await transport.handleRequest(c.req.raw);
    } finally {
      // JSON-response mode has the whole answer by now; closing frees the per-request server.
      await server.close();
    }
  };
}
