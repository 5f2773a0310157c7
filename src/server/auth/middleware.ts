import type { MiddlewareHandler } from 'hono';
import { MemoryError } from '../../core/errors.js';
import type { Memory } from '../../memory.js';
import type { ServerEnv } from '../server-env.js';
import { bearerToken, secretsEqual } from './api-key.js';
import type { KeyStore } from './key-store.js';

function unauthorized(message: string): MemoryError {
  return new MemoryError('UNAUTHORIZED', message);
}

/**
 * Resolves `Authorization: Bearer <key>` to a tenant and hands routes the engine confined
 * to it (`memory.forTenant`), so the tenant is enforced in the core's queries, not here.
 */
export function requireTenantKey(keys: KeyStore, memory: Memory): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw unauthorized('missing API key: send Authorization: Bearer <key>');
    const verified = await keys.verify(token);
    if (!verified) throw unauthorized('invalid or revoked API key');
    c.set('tenantId', verified.tenantId);
    c.set('keyId', verified.keyId);
    c.set('memory', memory.forTenant(verified.tenantId));
    await next();
  };
}

/** Admin routes take only the admin key. A tenant key is refused (403), as is any request when no admin key is set. */
export function requireAdminKey(adminKey: string | undefined, keys: KeyStore): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw unauthorized('missing admin key: send Authorization: Bearer <admin key>');
    if (adminKey === undefined) {
      throw new MemoryError('FORBIDDEN', 'admin routes are disabled: start the server with AGENT_MEMORY_ADMIN_KEY or AGENT_MEMORY_ADMIN_KEY_FILE');
    }
    if (!secretsEqual(token, adminKey)) {
      if (await keys.verify(token)) throw new MemoryError('FORBIDDEN', 'this route needs the admin key, not a tenant key');
      throw unauthorized('invalid admin key');
    }
    c.set('keyId', 'admin');
    await next();
  };
}
