import type { MiddlewareHandler } from 'hono';
import { MemoryError } from '../../core/errors.js';
import { parseInput } from '../../core/schemas.js';
import type { Memory } from '../../memory.js';
import type { ServerEnv } from '../server-env.js';
import { bearerToken, secretsEqual } from './api-key.js';
import type { KeyStore } from './key-store.js';
import { requireTenantKey } from './middleware.js';
import { tenantIdSchema } from './key-minting.js';

/** The header an admin names the tenant to act in with (the inspector's tenant switch). */
export const ACT_AS_TENANT_HEADER = 'x-agent-memory-tenant';

/**
 * Tenant routes for a tenant key, as before; and for the admin key, the tenant named in
 * `X-Agent-Memory-Tenant`, so an operator can inspect any tenant without minting keys. The
 * admin key without that header is refused: it never picks a tenant by default. Only an
 * existing tenant can be named, so a typo cannot look like an empty tenant.
 */
export function requireTenantKeyOrAdmin(keys: KeyStore, memory: Memory, adminKey: string | undefined): MiddlewareHandler<ServerEnv> {
  const tenantKey = requireTenantKey(keys, memory);
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (adminKey === undefined || token === null || !secretsEqual(token, adminKey)) return tenantKey(c, next);
    const named = c.req.header(ACT_AS_TENANT_HEADER);
    if (named === undefined) {
      throw new MemoryError('INVALID_INPUT', `the admin key acts in a tenant only when the request names it in ${ACT_AS_TENANT_HEADER}`, { details: { field: ACT_AS_TENANT_HEADER } });
    }
    const tenantId = parseInput(tenantIdSchema, named, 'tenant');
    if (!(await keys.listTenants()).some((tenant) => tenant.id === tenantId)) {
      throw new MemoryError('NOT_FOUND', `no tenant ${JSON.stringify(tenantId)}`, { details: { tenantId } });
    }
    c.set('tenantId', tenantId);
    c.set('keyId', 'admin');
    c.set('memory', memory.forTenant(tenantId));
    await next();
  };
}
