import { z } from 'zod';
import { MemoryError } from '../../core/errors.js';
import { jsonValueSchema, memoryKindSchema, memoryStatusSchema, metadataSchema } from '../../core/schemas.js';
import { MEMORY_KINDS, MEMORY_STATUSES, type HistoryEntry, type HistoryEvent, type JsonValue, type MemoryKind, type MemoryRecord, type MemorySource, type MemoryStatus, type Scope } from '../../core/types.js';

/**
 * Row <-> record mapping for `memories` and `memory_history`. Rows read back are validated
 * with zod (storage is a boundary: another process, an older version or a hand edit may have
 * written them); a row that fails is reported as STORE_ERROR, never returned half-formed.
 */

/** The columns of a full record, in the order `RECORD_COLUMNS` selects them (and `plainValues` reads them). */
const RECORD_COLUMN_NAMES = [
  'id', 'tenant_id', 'user_id', 'agent_id', 'session_id', 'kind', 'status', 'text', 'metadata', 'tags', 'importance',
  'created_at', 'updated_at', 'last_accessed_at', 'access_count', 'event_time', 'valid_from', 'valid_to', 'superseded_by',
  'evidence', 'source',
] as const;

/** Columns selected for a full record, in `memories` aliased as `m`. */
export const RECORD_COLUMNS = RECORD_COLUMN_NAMES.map((column) => `m.${column}`).join(', ');

/** Parses a JSON text column, then validates the parsed value. */
function jsonText<T>(schema: z.ZodType<T>): z.ZodType<T> {
  return z
    .string()
    .transform((text, context): unknown => {
      try {
        return JSON.parse(text) as unknown;
      } catch (error: unknown) {
        context.addIssue({ code: 'custom', message: `invalid JSON: ${error instanceof Error ? error.message : String(error)}` });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

const stringList = z.array(z.string());

const sourceSchema: z.ZodType<MemorySource> = z
  .object({
    sessionId: z.string().optional(),
    messageIds: stringList.optional(),
    documentPath: z.string().optional(),
    documentHash: z.string().optional(),
  })
  .catchall(jsonValueSchema);

const scopeSchema: z.ZodType<Scope> = z.object({
  userId: z.string().optional(),
  agentId: z.string().optional(),
  sessionId: z.string().optional(),
});

/** A whole record as stored in history snapshots (camelCase JSON). */
export const memoryRecordSchema: z.ZodType<MemoryRecord> = z.object({
  id: z.string(),
  tenantId: z.string(),
  scope: scopeSchema,
  kind: memoryKindSchema,
  text: z.string(),
  metadata: metadataSchema,
  tags: stringList,
  importance: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastAccessedAt: z.string().nullable(),
  accessCount: z.number().int().nonnegative(),
  eventTime: z.string().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  supersededBy: z.string().nullable(),
  status: memoryStatusSchema,
  evidence: stringList,
  source: sourceSchema,
});

const memoryRowSchema = z.object({
  id: z.string(),
  tenant_id: z.string(),
  user_id: z.string().nullable(),
  agent_id: z.string().nullable(),
  session_id: z.string().nullable(),
  kind: memoryKindSchema,
  status: memoryStatusSchema,
  text: z.string(),
  metadata: jsonText(metadataSchema),
  tags: jsonText(stringList),
  importance: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  last_accessed_at: z.string().nullable(),
  access_count: z.number().int().nonnegative(),
  event_time: z.string().nullable(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  superseded_by: z.string().nullable(),
  evidence: jsonText(stringList),
  source: jsonText(sourceSchema),
});

const HISTORY_EVENTS = ['create', 'update', 'delete', 'archive', 'restore', 'supersede', 'merge'] as const satisfies readonly HistoryEvent[];

const historyRowSchema = z.object({
  id: z.string(),
  memory_id: z.string(),
  event: z.enum(HISTORY_EVENTS),
  before: jsonText(memoryRecordSchema).nullable(),
  after: jsonText(memoryRecordSchema).nullable(),
  at: z.string(),
  actor: z.string().nullable(),
});

function corrupt(table: string, error: z.ZodError, id: unknown): MemoryError {
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? issue.path.join('.') : 'row';
  return new MemoryError('STORE_ERROR', `corrupt ${table} row ${JSON.stringify(id)}: ${where}: ${issue?.message ?? 'malformed'}`, {
    details: { table, field: where },
  });
}

function idOf(row: unknown): unknown {
  return typeof row === 'object' && row !== null && 'id' in row ? row.id : null;
}

export function rowToRecord(row: unknown): MemoryRecord {
  // Searches read ~100 rows each, and the schema's parse was a fifth of reading them. A row of
  // the plain shape takes a hand-checked path; anything else goes through zod, which decides and explains.
  return recordOf(plainRow(row) ?? parseRow(row));
}

/**
 * `rowToRecord` for a row read in raw mode (`statement.raw(true)`): the values of `RECORD_COLUMNS`
 * in order. The driver makes an array of a row's values in half the time of an object with a key
 * per column (60 rows of 21 columns: 0.18 ms against 0.36-0.49), and a search reads 30-90 rows.
 */
export function rawRowToRecord(values: unknown): MemoryRecord {
  if (!Array.isArray(values) || values.length !== RECORD_COLUMN_NAMES.length) {
    throw new MemoryError('STORE_ERROR', 'corrupt memories row: not the columns selected', { details: { table: 'memories', field: 'row' } });
  }
  const row = values as unknown[];
  return recordOf(plainValues(row) ?? parseRow(Object.fromEntries(RECORD_COLUMN_NAMES.map((name, index) => [name, row[index]]))));
}

/** `rowToRecord` through the schema alone: the reference the hand-checked path must match. */
export function rowToRecordBySchema(row: unknown): MemoryRecord {
  return recordOf(parseRow(row));
}

function recordOf(value: z.infer<typeof memoryRowSchema>): MemoryRecord {
  const scope: Scope = {};
  if (value.user_id !== null) scope.userId = value.user_id;
  if (value.agent_id !== null) scope.agentId = value.agent_id;
  if (value.session_id !== null) scope.sessionId = value.session_id;
  return {
    id: value.id,
    tenantId: value.tenant_id,
    scope,
    kind: value.kind,
    text: value.text,
    metadata: value.metadata,
    tags: value.tags,
    importance: value.importance,
    createdAt: value.created_at,
    updatedAt: value.updated_at,
    lastAccessedAt: value.last_accessed_at,
    accessCount: value.access_count,
    eventTime: value.event_time,
    validFrom: value.valid_from,
    validTo: value.valid_to,
    supersededBy: value.superseded_by,
    status: value.status,
    evidence: value.evidence,
    source: value.source,
  };
}

function parseRow(row: unknown): z.infer<typeof memoryRowSchema> {
  const parsed = memoryRowSchema.safeParse(row);
  if (!parsed.success) throw corrupt('memories', parsed.error, idOf(row));
  return parsed.data;
}

/**
 * The row as `memoryRowSchema` would return it, for rows whose every field plainly passes it
 * (JSON parsed, the same values in the same key order), or null to let the schema decide. It only
 * ever accepts a subset of what the schema accepts: a `__proto__` key, deep nesting or anything
 * unexpected goes to the schema. record-rows.test.ts compares both on generated rows.
 */
function plainRow(row: unknown): z.infer<typeof memoryRowSchema> | null {
  if (typeof row !== 'object' || row === null) return null;
  const value = row as Record<string, unknown>;
  return plainValues(RECORD_COLUMN_NAMES.map((name) => value[name]));
}

/** `plainRow` of a row's values in `RECORD_COLUMN_NAMES` order. */
function plainValues(values: unknown[]): z.infer<typeof memoryRowSchema> | null {
  const id = values[0];
  const tenant_id = values[1];
  const user_id = values[2];
  const agent_id = values[3];
  const session_id = values[4];
  const kind = values[5];
  const status = values[6];
  const text = values[7];
  const importance = values[10];
  const created_at = values[11];
  const updated_at = values[12];
  const last_accessed_at = values[13];
  const access_count = values[14];
  const event_time = values[15];
  const valid_from = values[16];
  const valid_to = values[17];
  const superseded_by = values[18];
  if (typeof id !== 'string' || typeof tenant_id !== 'string' || typeof text !== 'string' || typeof created_at !== 'string' || typeof updated_at !== 'string') return null;
  if (!nullableString(user_id) || !nullableString(agent_id) || !nullableString(session_id) || !nullableString(last_accessed_at)) return null;
  if (!nullableString(event_time) || !nullableString(valid_from) || !nullableString(valid_to) || !nullableString(superseded_by)) return null;
  if (!(MEMORY_KINDS as readonly unknown[]).includes(kind) || !(MEMORY_STATUSES as readonly unknown[]).includes(status)) return null;
  if (typeof importance !== 'number' || !Number.isFinite(importance)) return null;
  if (typeof access_count !== 'number' || !Number.isSafeInteger(access_count) || access_count < 0) return null;
  const metadata = parsedJson(values[8]);
  const tags = parsedJson(values[9]);
  const evidence = parsedJson(values[19]);
  const source = parsedJson(values[20]);
  if (!plainObject(metadata) || !jsonFields(metadata, 0) || !stringArray(tags) || !stringArray(evidence)) return null;
  const plainSource = sourceAsSchemaReturns(source);
  if (plainSource === null) return null;
  return {
    id, tenant_id, user_id, agent_id, session_id, kind: kind as MemoryKind, status: status as MemoryStatus, text, metadata, tags, importance, created_at, updated_at,
    last_accessed_at, access_count, event_time, valid_from, valid_to, superseded_by, evidence, source: plainSource,
  };
}

/** The named fields of `sourceSchema`, in its order: the schema returns these first, then the others in their order. */
const SOURCE_STRINGS = new Set(['sessionId', 'documentPath', 'documentHash']);
const SOURCE_FIELDS = ['sessionId', 'messageIds', 'documentPath', 'documentHash'];

function sourceAsSchemaReturns(source: unknown): MemorySource | null {
  if (!plainObject(source) || !jsonFields(source, 0)) return null;
  const result: Record<string, JsonValue> = {};
  for (const field of SOURCE_FIELDS) {
    if (!Object.hasOwn(source, field)) continue;
    const value = source[field];
    if (SOURCE_STRINGS.has(field) ? typeof value !== 'string' : !stringArray(value)) return null;
    result[field] = value as JsonValue;
  }
  for (const [key, value] of Object.entries(source)) if (!SOURCE_FIELDS.includes(key)) result[key] = value;
  return result as MemorySource;
}

const PLAIN_DEPTH = 32;

function nullableString(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

function parsedJson(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function plainObject(value: unknown): value is Record<string, JsonValue> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Parsed JSON the value schema takes as is: finite numbers (JSON.parse gives Infinity for 1e999), no `__proto__` keys, not too deep. */
function jsonFields(object: Record<string, unknown>, depth: number): boolean {
  for (const key of Object.keys(object)) if (key === '__proto__' || !plainJson(object[key], depth + 1)) return false;
  return true;
}

function plainJson(value: unknown, depth: number): boolean {
  if (depth > PLAIN_DEPTH) return false;
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((item) => plainJson(item, depth + 1));
  return plainObject(value) && jsonFields(value, depth);
}

/** Named parameters for the `memories` upsert. */
export function recordToParams(record: MemoryRecord): Record<string, string | number | null> {
  return {
    id: record.id,
    tenant_id: record.tenantId,
    user_id: record.scope.userId ?? null,
    agent_id: record.scope.agentId ?? null,
    session_id: record.scope.sessionId ?? null,
    kind: record.kind,
    status: record.status,
    text: record.text,
    metadata: JSON.stringify(record.metadata),
    tags: JSON.stringify(record.tags),
    importance: record.importance,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
    last_accessed_at: record.lastAccessedAt,
    access_count: record.accessCount,
    event_time: record.eventTime,
    valid_from: record.validFrom,
    valid_to: record.validTo,
    superseded_by: record.supersededBy,
    evidence: JSON.stringify(record.evidence),
    source: JSON.stringify(record.source),
  };
}

export function rowToHistory(row: unknown): HistoryEntry {
  const parsed = historyRowSchema.safeParse(row);
  if (!parsed.success) throw corrupt('memory_history', parsed.error, idOf(row));
  const value = parsed.data;
  return { id: value.id, memoryId: value.memory_id, event: value.event, before: value.before, after: value.after, at: value.at, actor: value.actor };
}

export function historyToParams(entry: HistoryEntry): Record<string, string | null> {
  return {
    id: entry.id,
    memory_id: entry.memoryId,
    event: entry.event,
    before: entry.before === null ? null : JSON.stringify(entry.before),
    after: entry.after === null ? null : JSON.stringify(entry.after),
    at: entry.at,
    actor: entry.actor,
  };
}
