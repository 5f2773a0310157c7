/**
 * The key of one tenant's thing (a record, a user's partition, a job, a conversation) in a map a
 * process keeps: ids are unique only inside a tenant, so the tenant is part of every such key.
 *
 * The separator is NUL because tenant ids never hold it: the server and the CLI accept only
 * letters, digits and `_ . -` (`tenantIdSchema`, server/auth/key-minting.ts). So the tenant part
 * of a key ends at its first NUL, and two tenants' keys differ whatever the ids after them: the
 * keys of tenant `a` start `a\u0000`, which no key of tenant `ab` does. (The engine's `tenantId`
 * option and `forTenant` take a tenant id from code, unchecked: a caller passing one with a NUL
 * would break this.)
 */
const SEPARATOR = '\u0000';

/** The key of `id` in tenant `tenantId`. */
export function tenantKey(tenantId: string, id: string): string {
  return `${tenantId}${SEPARATOR}${id}`;
}

/** What every `tenantKey(tenantId, …)` starts with, and no other tenant's key does: for dropping a tenant's keys. */
export function tenantKeyPrefix(tenantId: string): string {
  return `${tenantId}${SEPARATOR}`;
}
