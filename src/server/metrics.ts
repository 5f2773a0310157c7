import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { MEMORY_KINDS } from '../core/types.js';
import type { Memory } from '../memory.js';
import type { KeyStore } from './auth/key-store.js';

export interface ServerMetrics {
  registry: Registry;
  /** Times every request and counts it by method, route pattern and status. */
  middleware: MiddlewareHandler;
}

/** The route pattern (`/v1/memories/:id`), never the raw path, so labels stay few. */
function routeLabel(routes: { path: string; method: string }[]): string {
  for (let index = routes.length - 1; index >= 0; index -= 1) {
    const route = routes[index];
    if (route && !route.path.includes('*')) return route.path;
  }
  return 'unmatched';
}

/**
 * Prometheus metrics in a registry of this app's own (not prom-client's global one), so
 * several apps in one process, as in tests, do not collide.
 */
export function createMetrics(memory: Memory, keys: KeyStore): ServerMetrics {
  const registry = new Registry();
  const requests = new Counter({
    name: 'agent_memory_http_requests_total',
    help: 'HTTP requests by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'agent_memory_http_request_duration_seconds',
    help: 'HTTP request latency by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'agent_memory_memories',
    help: 'Active memories by tenant and kind, counted at scrape time',
    labelNames: ['tenant', 'kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const tenants = new Set(['default', ...(await keys.listTenants()).map((tenant) => tenant.id)]);
      for (const tenant of tenants) {
        const view = memory.forTenant(tenant);
        for (const kind of MEMORY_KINDS) {
          const page = await view.getAll({ kinds: [kind], limit: 1, tenantWide: true });
          this.set({ tenant, kind }, page.total);
        }
      }
    },
  });

  const middleware: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const route = routeLabel(matchedRoutes(c));
      const seconds = (performance.now() - started) / 1000;
      requests.inc({ method: c.req.method, route, status: String(c.res.status) });
      latency.observe({ method: c.req.method, route }, seconds);
    }
  };
  return { registry, middleware };
}
