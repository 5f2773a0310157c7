import type { Metadata as ChromaMetadata, Where } from 'chromadb';
import { z } from 'zod';
import { MemoryError } from '../../core/errors.js';
import type { KeywordScope } from '../../core/keyword-scope.js';
import type { RecordQuery } from '../../core/store.js';
import type { HistoryEntry, MemoryRecord } from '../../core/types.js';
import { memoryRecordSchema } from '../sqlite/record-rows.js';

/**
 * How a memory becomes a Chroma row and back. The row's id is the JSON pair `[tenant, id]`, so
 * identity is (tenant, id) and one tenant's id can never address another's row. The document is
 * `{"record": …, "terms": […]}`: the exact record (every field) and its analysed keyword terms.
 * The metadata repeats only the fields Chroma must narrow by (tenant, owner, status, kind); it is
 * never read back, because `chroma run` 1.0 returns metadata several times slower than documents
 * (it keeps one row per key). Rows read back are validated (storage is a boundary); a malformed
 * one is a STORE_ERROR, never half a record.
 */
export const rowKey = (tenantId: string, id: string): string => JSON.stringify([tenantId, id]);

export interface RecordMetadata extends ChromaMetadata {
  tenant: string;
  memory_id: string;
  /** '' for shared records (knowledge); `shared` says so without relying on that. */
  user: string;
  shared: boolean;
  status: string;
  kind: string;
}

export function recordMetadata(record: MemoryRecord): RecordMetadata {
  return {
    tenant: record.tenantId,
    memory_id: record.id,
    user: record.scope.userId ?? '',
    shared: record.scope.userId === undefined,
    status: record.status,
    kind: record.kind,
  };
}

export const recordDocument = (record: MemoryRecord, terms: string[]): string => JSON.stringify({ record, terms });

const historyEntrySchema: z.ZodType<HistoryEntry> = z.object({
  id: z.string(),
  memoryId: z.string(),
  event: z.enum(['create', 'update', 'delete', 'archive', 'restore', 'supersede', 'merge']),
  before: memoryRecordSchema.nullable(),
  after: memoryRecordSchema.nullable(),
  at: z.string(),
  actor: z.string().nullable(),
});

function parseJson<T>(schema: z.ZodType<T>, text: unknown, what: string, key: string): T {
  let value: unknown;
  try {
    value = typeof text === 'string' ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    value = undefined;
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new MemoryError('STORE_ERROR', `corrupt Chroma ${what} row ${key}: ${issue ? `${issue.path.join('.') || 'row'}: ${issue.message}` : 'malformed'}`, {
      details: { row: key },
    });
  }
  return parsed.data;
}

const recordDocumentSchema = z.object({ record: memoryRecordSchema, terms: z.array(z.string()) });

export const parseRecordDocument = (document: string | null | undefined, key: string): { record: MemoryRecord; terms: string[] } =>
  parseJson(recordDocumentSchema, document, 'record', key);
export const parseHistoryEntry = (document: string | null | undefined, key: string): HistoryEntry => parseJson(historyEntrySchema, document, 'history', key);

export interface HistoryMetadata extends ChromaMetadata {
  tenant: string;
  memory_id: string;
  /** Write order: history is returned oldest first. */
  seq: number;
  /** The snapshot's user ('' when none), so erase can find an owner's history without a scan of the tenant. */
  owner_user: string;
}

export function historyMetadata(tenantId: string, entry: HistoryEntry, seq: number): HistoryMetadata {
  const snapshot = entry.after ?? entry.before;
  return { tenant: tenantId, memory_id: entry.memoryId, seq, owner_user: snapshot?.scope.userId ?? '' };
}

/** Chroma rejects `$and` / `$or` with fewer than two operands. */
export function allOf(conditions: Where[]): Where {
  return conditions.length === 1 ? (conditions[0] as Where) : { $and: conditions };
}

/**
 * The part of a RecordQuery that Chroma's `where` can express: tenant, owner, statuses and kinds.
 * Null when the query can match nothing (an empty status or kind list). Agent, session, ids,
 * time and metadata filters are applied to the narrowed rows by the reference semantics
 * (`matchesQuery`), since Chroma metadata cannot hold the nested JSON those filters read.
 */
export function recordWhere(query: RecordQuery): Where | null {
  if (query.statuses.length === 0 || query.kinds?.length === 0) return null;
  const conditions: Where[] = [{ tenant: query.tenantId }];
  if (query.sharedOnly) conditions.push({ shared: true });
  else if (query.userId !== undefined) conditions.push(query.includeShared ? { $or: [{ user: query.userId }, { shared: true }] } : { user: query.userId });
  conditions.push({ status: { $in: query.statuses } });
  if (query.kinds) conditions.push({ kind: { $in: query.kinds } });
  return allOf(conditions);
}

/** The rows whose terms make up a keyword scope's BM25 statistics (src/core/keyword-scope.ts). */
export function keywordScopeWhere(scope: KeywordScope): Where {
  if (scope.owners === 'tenant') return { tenant: scope.tenantId };
  const users = scope.owners.filter((owner): owner is string => owner !== null);
  const owners: Where[] = [];
  if (users.length > 0) owners.push({ user: { $in: users } });
  if (scope.owners.includes(null)) owners.push({ shared: true });
  return allOf([{ tenant: scope.tenantId }, owners.length === 1 ? (owners[0] as Where) : { $or: owners }]);
}
