import { compareCodePoints } from './code-point-order.js';
import { matchesFilter } from './filter.js';
import { inTimeBounds, memoryTime, timeBounds } from './memory-time.js';
import type { RecordQuery } from './store.js';
import type { MemoryRecord } from './types.js';

/**
 * Whether a record is one a read with this query may see: the reference semantics of
 * `RecordQuery`. The in-memory store reads with it, Chroma filters with it, the SQLite and
 * Postgres stores are held to it by the shared contract tests, and in-process indexes that
 * keep a superset of candidates (turn-positions.ts) check their picks with it.
 */
export function matchesQuery(record: MemoryRecord, query: RecordQuery): boolean {
  if (record.tenantId !== query.tenantId) return false;
  if (!query.statuses.includes(record.status)) return false;
  const shared = record.scope.userId === undefined;
  if (query.sharedOnly && !shared) return false;
  if (query.userId !== undefined && record.scope.userId !== query.userId && !(query.includeShared && shared)) return false;
  const sharedPass = query.includeShared && shared && query.userId !== undefined;
  if (!sharedPass) {
    if (query.agentId !== undefined && record.scope.agentId !== query.agentId) return false;
    if (query.sessionId !== undefined && record.scope.sessionId !== query.sessionId) return false;
  }
  if (query.kinds && !query.kinds.includes(record.kind)) return false;
  if (query.ids && !query.ids.includes(record.id)) return false;
  if (query.createdBefore !== undefined && !(compareCodePoints(record.createdAt, query.createdBefore) < 0)) return false;
  if (query.timeRange && !inTimeBounds(memoryTime(record), timeBounds(query.timeRange))) return false;
  if (query.filter && !matchesFilter(record.metadata, query.filter)) return false;
  return true;
}
