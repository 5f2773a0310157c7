import type { RecordQuery } from '../../core/store.js';
import { compileFilter } from './filter-sql.js';
import { isoBound, timeBounds } from '../../core/memory-time.js';
import type { SqlParams } from './sql-params.js';

/**
 * The SQL form of `matchesQuery` (src/stores/in-memory/in-memory-store.ts) over `memories` under
 * the alias: every read path (list, ids, keyword and vector search) applies the same scope rules
 * inside its query. Text columns are COLLATE "C", so `createdBefore` compares by code point.
 */
export function recordQueryWhere(query: RecordQuery, params: SqlParams, alias = 'm'): string {
  // Decided before any parameter is bound: a bound parameter the SQL does not use fails the statement.
  if (query.statuses.length === 0 || query.kinds?.length === 0) return 'false';
  const clauses: string[] = [`${alias}.tenant_id = ${params.add(query.tenantId)}`];
  clauses.push(`${alias}.status = ANY(${params.add([...query.statuses])}::text[])`);
  if (query.sharedOnly) clauses.push(`${alias}.user_id IS NULL`);

  // A shared record admitted through includeShared skips the agent and session constraints.
  const sharedPass = query.includeShared === true && query.userId !== undefined;
  if (query.userId !== undefined) {
    const user = params.add(query.userId);
    clauses.push(sharedPass ? `(${alias}.user_id = ${user} OR ${alias}.user_id IS NULL)` : `${alias}.user_id = ${user}`);
  }
  const scoped: string[] = [];
  if (query.agentId !== undefined) scoped.push(`${alias}.agent_id = ${params.add(query.agentId)}`);
  if (query.sessionId !== undefined) scoped.push(`${alias}.session_id = ${params.add(query.sessionId)}`);
  if (scoped.length > 0) {
    const both = scoped.join(' AND ');
    clauses.push(sharedPass ? `(${alias}.user_id IS NULL OR (${both}))` : both);
  }
  if (query.kinds !== undefined) {
    clauses.push(`${alias}.kind = ANY(${params.add([...query.kinds])}::text[])`);
  }
  if (query.ids !== undefined) clauses.push(`${alias}.id = ANY(${params.add([...query.ids])}::text[])`);
  if (query.createdBefore !== undefined) clauses.push(`${alias}.created_at < ${params.add(query.createdBefore)}`);
  if (query.timeRange !== undefined) {
    // The indexed expression (schema.ts, migration 2): the instant of the event time, else the creation time.
    const time = `memory_instant(${alias}.event_time, ${alias}.created_at)`;
    const bounds = timeBounds(query.timeRange);
    const from = isoBound(bounds.from);
    const before = isoBound(bounds.before);
    if (from !== null) clauses.push(`${time} >= ${params.add(from)}::timestamptz`);
    if (before !== null) clauses.push(`${time} < ${params.add(before)}::timestamptz`);
    if (from === null && before === null) clauses.push(`${time} IS NOT NULL`);
  }
  if (query.filter !== undefined) clauses.push(compileFilter(query.filter, `${alias}.metadata`, params));
  return clauses.join(' AND ');
}
