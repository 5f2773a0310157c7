import type { MemoryRecord } from '../../core/types.js';

/**
 * Record <-> `memories` row for Postgres. Rows are read back in the shape the SQLite adapter's
 * validated mapper takes (JSON as text, numbers as numbers), so one zod schema checks both stores'
 * rows (../sqlite/record-rows.ts).
 */
export const RECORD_COLUMNS = [
  'id', 'tenant_id', 'user_id', 'agent_id', 'session_id', 'kind', 'status', 'text', 'metadata', 'tags', 'importance',
  'created_at', 'updated_at', 'last_accessed_at', 'access_count', 'event_time', 'valid_from', 'valid_to', 'superseded_by',
  'evidence', 'source',
] as const;

/** SELECT list for a full record from `memories m`. */
export const SELECT_RECORD = RECORD_COLUMNS.map((column) => (column === 'metadata' ? 'm.metadata::text AS metadata' : `m.${column}`)).join(', ');

export function recordValues(record: MemoryRecord): (string | number | null)[] {
  return [
    record.id,
    record.tenantId,
    record.scope.userId ?? null,
    record.scope.agentId ?? null,
    record.scope.sessionId ?? null,
    record.kind,
    record.status,
    record.text,
    JSON.stringify(record.metadata),
    JSON.stringify(record.tags),
    record.importance,
    record.createdAt,
    record.updatedAt,
    record.lastAccessedAt,
    record.accessCount,
    record.eventTime,
    record.validFrom,
    record.validTo,
    record.supersededBy,
    JSON.stringify(record.evidence),
    JSON.stringify(record.source),
  ];
}
