/** The public surface of the HTTP server and the MCP server (issue 6): `import { createApp } from 'agent-memory/server'`. Kept off the package root so library users do not load the HTTP stack. */
export { createApp, defaultServerLimits, type AppOptions, type ServerLimits } from './app.js';
export { startHttpServer, type HttpServerOptions, type RunningHttpServer } from './http-server.js';
export type { KeyStore, TenantRecord, ApiKeyRecord, CreatedApiKey, VerifiedKey } from './auth/key-store.js';
export { SqliteKeyStore } from './auth/sqlite-key-store.js';
export { readAdminKey } from './auth/admin-key.js';
export type { RateLimit } from './limits/rate-limiter.js';
export type { ErrorBody } from './errors.js';
export { createMemoryMcpServer, type MemoryToolsOptions } from '../mcp/memory-tools.js';
export { runStdioServer, type StdioOptions } from '../mcp/stdio.js';
