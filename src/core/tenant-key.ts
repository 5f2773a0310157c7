/**
 * The key of one tenant's thing (a record, a user's partition, a job, a conversation) in a map a
 * process keeps: ids are unique only inside a tenant, so the tenant is part of every such key.
 *
 * The separator is NUL because tenant ids never hold it: the server and the CLI accept only
 * letters, digits and `_ . -` (`tenantIdSchema`, server/auth/key-minting.ts). So the tenant part
 * of a key ends at its first NUL, and two tenants' keys differ whatever the ids after them: the
 * keys of tenant `a` start `a\u0000`, which no key of tenant `ab` does. The engine's `tenantId`
 * option and `forTenant` take a tenant id from code; they check it with `checkTenantId`, which
 * refuses control characters (NUL among them), so no caller can break this either.
 */
import { MemoryError } from './errors.js';

const SEPARATOR = '\u0000';
/** Control characters: NUL separates tenant keys, and none of them belongs in an id a person reads. */
const CONTROL = /[\u0000-\u001f\u007f]/u;
const MAX_TENANT_ID = 256;

/**
 * The tenant id a library caller gave, or a typed error: empty, over 256 characters, or holding a
 * control character. Looser than the server's and the CLI's `tenantIdSchema` on purpose: stores
 * written through the library may hold tenants named otherwise ("acme:prod"), and only what would
 * break tenant keys, or could never be typed back, is refused.
 */
export function checkTenantId(tenantId: string): string {
  if (typeof tenantId !== 'string' || tenantId.length === 0 || tenantId.length > MAX_TENANT_ID || CONTROL.test(tenantId)) {
    throw new MemoryError('INVALID_INPUT', `tenant id must be 1-${MAX_TENANT_ID} characters without control characters`, { details: { field: 'tenantId' } });
  }
  return tenantId;
}

/** The key of `id` in tenant `tenantId`. */
export function tenantKey(tenantId: string, id: string): string {
  return `${tenantId}${SEPARATOR}${id}`;
}

/** What every `tenantKey(tenantId, …)` starts with, and no other tenant's key does: for dropping a tenant's keys. */
export function tenantKeyPrefix(tenantId: string): string {
  return `${tenantId}${SEPARATOR}`;
}
