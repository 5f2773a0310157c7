import type { JsonValue, MemoryRecord, MemorySource, Metadata } from '../../core/types.js';
import type { Database } from './migrate.js';

/**
 * Records this connection read lately, so `getMany` (a search reads ~100 candidates, several
 * times over its stages) copies them from memory instead of seeking, reading and parsing each
 * row again: at 10k memories that read was a sixth of a search's CPU.
 *
 * Staleness, kept simple enough to be obviously right:
 * - Another connection's commit (another process on the file) moves SQLite's `PRAGMA data_version`
 *   for this connection, access-stat touches included; every read looks at it first and drops the
 *   whole cache when it moved. With several processes searching one file, each other's touches
 *   keep the cache cold, and reads cost what they did without it.
 * - This connection's own commits do not move it: `write` and `touch` drop the records they name
 *   before they run (dropping more than committed is harmless; nothing can read in between, as
 *   better-sqlite3 runs synchronously).
 *
 * Callers get copies (they may change what they get), made field by field in the order the row
 * reader builds them, so a cached read equals a fresh one, key order included.
 */
export const DEFAULT_RECORD_CACHE_ENTRIES = 20_000;

export class RecordCache {
  /** By `tenant \0 id`; Map order is recency, eviction takes from the front. */
  private readonly entries = new Map<string, MemoryRecord>();
  private dataVersion: number | null = null;
  private rowsRead = 0;

  constructor(
    private readonly db: Database,
    private readonly capacity = DEFAULT_RECORD_CACHE_ENTRIES,
  ) {}

  get enabled(): boolean {
    return this.capacity > 0;
  }

  /** Rows read from the file by `getMany` so far (a diagnostic for tests). */
  get reads(): number {
    return this.rowsRead;
  }

  /**
   * The records of these ids, in the order asked (missing ids left out), from the cache where
   * current, else through `read`, whose rows are then kept.
   */
  getMany(tenantId: string, ids: string[], read: (missing: string[]) => MemoryRecord[]): MemoryRecord[] {
    if (!this.enabled) {
      const rows = read(ids);
      this.rowsRead += rows.length;
      return inAskedOrder(ids, new Map(rows.map((record) => [record.id, record])));
    }
    this.dropOnForeignCommit();
    const found = new Map<string, MemoryRecord>();
    const missing: string[] = [];
    for (const id of ids) {
      if (found.has(id)) continue;
      const key = keyOf(tenantId, id);
      const cached = this.entries.get(key);
      if (cached === undefined) {
        missing.push(id);
        continue;
      }
      this.entries.delete(key);
      this.entries.set(key, cached);
      found.set(id, copyRecord(cached));
    }
    if (missing.length > 0) {
      const rows = read(missing);
      this.rowsRead += rows.length;
      for (const record of rows) {
        this.remember(tenantId, record);
        found.set(record.id, record);
      }
    }
    return inAskedOrder(ids, found);
  }

  /** Before this connection changes these records (a write or a touch): forget them. */
  drop(tenantId: string, ids: Iterable<string>): void {
    for (const id of ids) this.entries.delete(keyOf(tenantId, id));
  }

  private remember(tenantId: string, record: MemoryRecord): void {
    // The caller keeps `record`; the cache keeps its own copy.
    this.entries.set(keyOf(tenantId, record.id), copyRecord(record));
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  private dropOnForeignCommit(): void {
    const version = this.db.prepare('PRAGMA data_version').pluck().get() as number;
    if (version !== this.dataVersion) {
      this.entries.clear();
      this.dataVersion = version;
    }
  }
}

function keyOf(tenantId: string, id: string): string {
  return `${tenantId}\u0000${id}`;
}

/** As `getMany` answers: the asked order, missing ids left out, an id asked twice given twice. */
function inAskedOrder(ids: string[], found: Map<string, MemoryRecord>): MemoryRecord[] {
  const records: MemoryRecord[] = [];
  for (const id of ids) {
    const record = found.get(id);
    if (record) records.push(record);
  }
  return records;
}

/** A deep copy in `recordOf`'s key order (record-rows.ts); the values are plain JSON, checked when read. */
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

function copyJson(value: JsonValue): JsonValue {
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
