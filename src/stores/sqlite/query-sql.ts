import type { RecordQuery } from '../../core/store.js';
import { compileFilter, type SqlFragment, type SqlValue } from './filter-sql.js';

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
 * explicit ids, createdBefore and the metadata filter. Null when there are none.
 */
export function residualWhere(query: Pick<RecordQuery, 'ids' | 'createdBefore' | 'filter'>, alias = 'm'): SqlFragment | null {
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
  if (query.filter !== undefined) {
    const filter = compileFilter(query.filter, `${alias}.metadata`);
    clauses.push(filter.sql);
    params.push(...filter.params);
  }
  return clauses.length === 0 ? null : { sql: clauses.join(' AND '), params };
}

export function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}
