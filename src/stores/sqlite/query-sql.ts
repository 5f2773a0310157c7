import type { RecordQuery } from '../../core/store.js';
import { compileFilter, type SqlFragment, type SqlValue } from './filter-sql.js';
import { isoBound, timeBounds } from '../../core/memory-time.js';

/**
 * The SQL form of `matchesQuery` (src/stores/in-memory/in-memory-store.ts), over `memories`
 * under the given alias. List, listIds, keyword search and the exact vector paths all use it,
 * so every read path applies the same scope rules inside its query.
 */
export function recordQueryWhere(query: RecordQuery, alias = 'm'): SqlFragment {
  const clauses: string[] = [];
  const params: SqlValue[] = [];
  const add = (sql: string, ...values: SqlValue[]): void => {
    clauses.push(sql);
    params.push(...values);
  };

  add(`${alias}.tenant_id = ?`, query.tenantId);
  if (query.statuses.length === 0) return { sql: '0', params: [] };
  add(`${alias}.status IN (${placeholders(query.statuses.length)})`, ...query.statuses);
  if (query.sharedOnly) add(`${alias}.user_id IS NULL`);

  // A shared record admitted through includeShared skips the agent and session constraints.
  const sharedPass = query.includeShared === true && query.userId !== undefined;
  if (query.userId !== undefined) {
    add(sharedPass ? `(${alias}.user_id = ? OR ${alias}.user_id IS NULL)` : `${alias}.user_id = ?`, query.userId);
  }
  const scoped: string[] = [];
  const scopedParams: SqlValue[] = [];
  if (query.agentId !== undefined) {
    scoped.push(`${alias}.agent_id = ?`);
    scopedParams.push(query.agentId);
  }
  if (query.sessionId !== undefined) {
    scoped.push(`${alias}.session_id = ?`);
    scopedParams.push(query.sessionId);
  }
  if (scoped.length > 0) {
    const both = scoped.join(' AND ');
    add(sharedPass ? `(${alias}.user_id IS NULL OR (${both}))` : both, ...scopedParams);
  }

  if (query.kinds !== undefined) {
    if (query.kinds.length === 0) return { sql: '0', params: [] };
    add(`${alias}.kind IN (${placeholders(query.kinds.length)})`, ...query.kinds);
  }
  const residual = residualWhere(query, alias);
  if (residual) add(residual.sql, ...residual.params);
  return { sql: clauses.join(' AND '), params };
}

/**
 * The constraints a vec0 KNN cannot express with its partition and metadata columns:
 * explicit ids, createdBefore, the time range and the metadata filter. Null when there are none.
 */
export function residualWhere(query: Pick<RecordQuery, 'ids' | 'createdBefore' | 'timeRange' | 'filter'>, alias = 'm'): SqlFragment | null {
  const clauses: string[] = [];
  const params: SqlValue[] = [];
  if (query.ids !== undefined) {
    clauses.push(`${alias}.id IN (SELECT value FROM json_each(?))`);
    params.push(JSON.stringify(query.ids));
  }
  if (query.createdBefore !== undefined) {
    clauses.push(`${alias}.created_at < ?`);
    params.push(query.createdBefore);
  }
  if (query.timeRange !== undefined) {
    const time = timeRangeWhere(query.timeRange, alias);
    clauses.push(time.sql);
    params.push(...time.params);
  }
  if (query.filter !== undefined) {
    const filter = compileFilter(query.filter, `${alias}.metadata`);
    clauses.push(filter.sql);
    params.push(...filter.params);
  }
  return clauses.length === 0 ? null : { sql: clauses.join(' AND '), params };
}

/**
 * A memory's time (event time, else creation time) within the range, compared as instants:
 * strftime rewrites any stored ISO form, offsets included, as canonical UTC text with milliseconds
 * (SQLite keeps times to the millisecond), the form `isoBound` gives the bounds; an unreadable
 * time is NULL and matches no range, as `Date.parse`'s NaN does in the in-memory reference.
 */
function timeRangeWhere(range: NonNullable<RecordQuery['timeRange']>, alias: string): SqlFragment {
  const bounds = timeBounds(range);
  const time = `strftime('%Y-%m-%dT%H:%M:%fZ', COALESCE(${alias}.event_time, ${alias}.created_at))`;
  const clauses: string[] = [];
  const params: SqlValue[] = [];
  const from = isoBound(bounds.from);
  const before = isoBound(bounds.before);
  if (from !== null) {
    clauses.push(`${time} >= ?`);
    params.push(from);
  }
  if (before !== null) {
    clauses.push(`${time} < ?`);
    params.push(before);
  }
  // Open on both ends: still only records with a readable time, as in the reference.
  if (clauses.length === 0) clauses.push(`${time} IS NOT NULL`);
  return { sql: clauses.join(' AND '), params };
}

export function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}
