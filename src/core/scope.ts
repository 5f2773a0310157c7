import { MemoryError } from './errors.js';
import { parseFilter } from './filter.js';
import type { RecordQuery } from './store.js';
import type { MemoryKind, MemoryRecord, MemoryStatus, Scope } from './types.js';

export function hasTenantAnchor(scope: Scope): boolean {
  return Boolean(scope.userId || scope.agentId);
}

/** Anything that can touch many records needs a user or an agent to anchor it. */
export function requireAnchoredScope(scope: Scope, operation: string): void {
  if (!hasTenantAnchor(scope)) {
    throw new MemoryError('SCOPE_REQUIRED', `${operation} needs a scope with at least a userId or an agentId`, {
      details: { operation },
    });
  }
}

export interface QueryOptions {
  kinds?: MemoryKind[];
  statuses: MemoryStatus[];
  filter?: unknown;
  includeShared?: boolean;
}

export function buildRecordQuery(tenantId: string, scope: Scope, options: QueryOptions): RecordQuery {
  const query: RecordQuery = { tenantId, statuses: options.statuses };
  if (scope.userId !== undefined) query.userId = scope.userId;
  if (scope.agentId !== undefined) query.agentId = scope.agentId;
  if (scope.sessionId !== undefined) query.sessionId = scope.sessionId;
  if (options.kinds && options.kinds.length > 0) query.kinds = options.kinds;
  if (options.filter !== undefined) query.filter = parseFilter(options.filter);
  if (options.includeShared) query.includeShared = true;
  return query;
}

/**
 * Whether a record is visible from a scope. A caller that names a user sees that user's
 * records and shared ones; naming nobody (single-tenant library use) sees the tenant.
 */
export function recordInScope(record: MemoryRecord, tenantId: string, scope: Scope): boolean {
  if (record.tenantId !== tenantId) return false;
  if (scope.userId !== undefined && record.scope.userId !== scope.userId && record.scope.userId !== undefined) return false;
  if (scope.agentId !== undefined && record.scope.agentId !== undefined && record.scope.agentId !== scope.agentId) return false;
  return true;
}
