import type { JsonValue, MemoryRecord, MemorySource, Metadata } from './types.js';

/**
 * Copies and freezes of whole records, for code that keeps records and hands them out: a store's
 * record cache hands frozen records to readers that promise not to change them
 * (`MemoryStore.readMany`), and search copies what it returns out of them.
 */

/** A deep copy in the store's key order (sqlite record-rows.ts, `recordOf`); the values are plain JSON, checked when read. */
export function copyRecord(record: MemoryRecord): MemoryRecord {
  return {
    id: record.id,
    tenantId: record.tenantId,
    scope: { ...record.scope },
    kind: record.kind,
    text: record.text,
    metadata: copyJson(record.metadata) as Metadata,
    tags: [...record.tags],
    importance: record.importance,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    lastAccessedAt: record.lastAccessedAt,
    accessCount: record.accessCount,
    eventTime: record.eventTime,
    validFrom: record.validFrom,
    validTo: record.validTo,
    supersededBy: record.supersededBy,
    status: record.status,
    evidence: [...record.evidence],
    source: copyJson(record.source as Record<string, JsonValue>) as MemorySource,
  };
}

/**
 * The record's nested parts (scope, metadata, tags, evidence, source) copied onto a shallow copy
 * of it, keeping the key order of whatever `shallow` holds: a result built by spreading a
 * possibly frozen, shared record gets parts of its own that a caller may change.
 */
export function withOwnParts<T extends MemoryRecord>(shallow: T): T {
  shallow.scope = { ...shallow.scope };
  shallow.metadata = copyJson(shallow.metadata) as Metadata;
  shallow.tags = [...shallow.tags];
  shallow.evidence = [...shallow.evidence];
  shallow.source = copyJson(shallow.source as Record<string, JsonValue>) as MemorySource;
  return shallow;
}

/** Freezes the record and everything in it, so a reader it is shared with cannot change it (strict-mode code throws). */
export function freezeRecord(record: MemoryRecord): MemoryRecord {
  Object.freeze(record.scope);
  freezeJson(record.metadata);
  Object.freeze(record.tags);
  Object.freeze(record.evidence);
  freezeJson(record.source as Record<string, JsonValue>);
  return Object.freeze(record);
}

function freezeJson(value: JsonValue): void {
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) for (const item of value) freezeJson(item);
  else for (const key of Object.keys(value)) freezeJson(value[key] as JsonValue);
  Object.freeze(value);
}

export function copyJson(value: JsonValue): JsonValue {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyJson);
  const copy: Record<string, JsonValue> = {};
  for (const key of Object.keys(value)) {
    const item = copyJson(value[key] as JsonValue);
    // Assigning `__proto__` would set the prototype instead of a key.
    if (key === '__proto__') Object.defineProperty(copy, key, { value: item, enumerable: true, writable: true, configurable: true });
    else copy[key] = item;
  }
  return copy;
}
