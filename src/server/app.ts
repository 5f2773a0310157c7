import { OpenAPIHono } from '@hono/zod-openapi';
import { systemClock, type Clock } from '../core/clock.js';
import { MemoryError } from '../core/errors.js';
import type { Memory } from '../memory.js';
import { mcpHttpHandler } from '../mcp/http-transport.js';
import type { KeyStore } from './auth/key-store.js';
import { requireAdminKey } from './auth/middleware.js';
import { requireTenantKeyOrAdmin } from './auth/admin-as-tenant.js';
import { docsPage } from './docs-page.js';
import { createErrorHandler, validationError, type ErrorLogger } from './errors.js';
import { limitBody, limitRate, limitTime } from './limits/middleware.js';
import { rateLimiterFor } from './limits/shared-rate-limiter.js';
import { defaultServerLimits, type ServerLimits } from './limits/server-limits.js';
import { createMetrics } from './metrics.js';
import { registerAdminRoutes } from './routes/admin.js';
import { registerConversationRoutes } from './routes/conversation.js';
import { registerLifecycleRoutes } from './routes/lifecycle.js';
import { registerMaintainRoutes, type ServerMaintainPolicy } from './routes/maintain.js';
import { registerMemoryRoutes } from './routes/memories.js';
import { registerInspectorRoutes } from './routes/inspector.js';
import { registerWebAssets } from './web-assets.js';
import type { RouteGuards } from './routes/route-kit.js';
import type { ServerEnv } from './server-env.js';

export { defaultServerLimits, type ServerLimits };

export interface AppOptions {
  /** The engine; each request gets `memory.forTenant(<the key's tenant>)`. */
  memory: Memory;
  auth: { keys: KeyStore; adminKey?: string | undefined };
  limits?: Partial<ServerLimits>;
  /** Time for the rate limiter; tests pass a manual clock. */
  clock?: Clock;
  /** Where unexpected errors go (stderr by default). Never receives keys. */
  log?: ErrorLogger;
  /** True while shutting down: /healthz answers 503 so load balancers stop sending traffic. */
  isDraining?: () => boolean;
  /** The user MCP tool calls act for when they name none. */
  mcpDefaultUserId?: string;
  /** The retention policy `POST /v1/maintain` applies (the library defaults when absent); clients cannot override it. */
  maintainPolicy?: ServerMaintainPolicy;
  /** More routes on the same app (the blog demo adds /demo and its chat), registered after the API's. */
  extraRoutes?: (app: OpenAPIHono<ServerEnv>, guards: RouteGuards) => void;
}

const defaultLog: ErrorLogger = (message, error) => {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  process.stderr.write(`agent-memory server: ${message}: ${detail}\n`);
};

/** JSON Schema patterns carry no flags; the generator appends the `u` flag of a zod regex, which is invalid there. */
function stripRegexFlags(document: unknown): unknown {
  return JSON.parse(JSON.stringify(document), (key: string, value: unknown) =>
    key === 'pattern' && typeof value === 'string' ? value.replace(/\/[a-z]+$/, '') : value,
  ) as unknown;
}

/**
 * The HTTP app: REST routes mirroring the library, the OpenAPI document generated from
 * the same zod schemas, MCP at /mcp, health and metrics. Test it in-process with
 * `app.request()`; `startHttpServer` puts it on a port.
 */
export function createApp(options: AppOptions): OpenAPIHono<ServerEnv> {
  const limits: ServerLimits = { ...defaultServerLimits, ...options.limits };
  const clock = options.clock ?? systemClock;
  const { keys, adminKey } = options.auth;
  // Shared by every process on the store's database when it is Postgres (shared-rate-limiter.ts).
  const limiter = rateLimiterFor(options.memory.store, limits.rate, clock);
  const metrics = createMetrics(options.memory, keys);

  const app = new OpenAPIHono<ServerEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error, result.target);
    },
  });
  app.onError(createErrorHandler(options.log ?? defaultLog));
  app.notFound(() => {
    throw new MemoryError('NOT_FOUND', 'no such route; see /docs');
  });

  app.use('*', metrics.middleware);
  if (options.isDraining) {
    const isDraining = options.isDraining;
    // While draining, each finished response closes its connection, so keep-alive clients
    // cannot hold the process open and reconnect to a process that is still serving.
    app.use('*', async (c, next) => {
      await next();
      if (isDraining()) c.header('Connection', 'close');
    });
  }
  app.use('*', limitTime(limits.requestTimeoutMs));
  app.use('*', limitBody(limits.bodyBytes));

  const tenantGuards: RouteGuards = [requireTenantKeyOrAdmin(keys, options.memory, adminKey), limitRate(limiter)];
  const adminGuards: RouteGuards = [requireAdminKey(adminKey, keys), limitRate(limiter)];

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'A tenant API key (agent-memory keys create), or the admin key for /v1/admin routes and /metrics',
  });
  registerMemoryRoutes(app, tenantGuards);
  registerConversationRoutes(app, tenantGuards);
  registerLifecycleRoutes(app, tenantGuards);
  registerMaintainRoutes(app, tenantGuards, adminGuards, options.memory, options.maintainPolicy ?? {});
  registerAdminRoutes(app, keys, adminGuards);
  registerInspectorRoutes(app, tenantGuards);
  registerWebAssets(app);
  options.extraRoutes?.(app, tenantGuards);
  app.post('/mcp', ...tenantGuards, mcpHttpHandler(options.mcpDefaultUserId));
  const statelessOnly = (): never => {
    throw new MemoryError('INVALID_INPUT', 'this MCP endpoint is stateless: send JSON-RPC with POST');
  };
  app.get('/mcp', ...tenantGuards, statelessOnly);
  app.delete('/mcp', ...tenantGuards, statelessOnly);

  app.get('/healthz', (c) =>
    options.isDraining?.() ? c.json({ status: 'draining' }, 503) : c.json({ status: 'ok' }, 200),
  );
  app.get('/metrics', ...adminGuards, async (c) => {
    c.header('Content-Type', metrics.registry.contentType);
    return c.body(await metrics.registry.metrics(), 200);
  });

  let openApiDocument: unknown;
  app.get('/openapi.json', (c) => {
    openApiDocument ??= stripRegexFlags(
      app.getOpenAPI31Document({
        openapi: '3.1.0',
        info: {
          title: 'agent-memory',
          version: '0.1.0',
          description: 'Local-first memory for LLM agents. Every /v1 route needs Authorization: Bearer <key>; MCP (streamable HTTP) is at POST /mcp.',
        },
      }),
    );
    return c.json(openApiDocument as object, 200);
  });
  app.get('/docs', (c) => c.html(docsPage));
  return app;
}
