import { MEMORY_KINDS, MEMORY_STATUSES, type MemoryRecord, type MemorySource, type JsonValue, type Metadata, type Scope } from '../../core/types.js';
import { copyRecord, freezeRecord } from '../../core/record-copy.js';
import { RecencyMap } from '../../core/recency-map.js';
import type { Database } from './migrate.js';
import { enumString, StringPool } from './string-pool.js';
import { tenantKey } from '../../core/tenant-key.js';

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
 * Records are kept frozen, deeply. `getMany` callers get copies (they may change what they get),
 * made field by field in the order the row reader builds them, so a cached read equals a fresh
 * one, key order included. `readMany` callers (the search pipeline, through
 * `MemoryStore.readMany`) get the kept records themselves: a search reads ~100 records, and their
 * copies were the largest garbage a search left after its own results (55-85 KB at 10k). Frozen,
 * they cannot be changed through what a reader got; a reader that tries throws (strict mode).
 */
export const DEFAULT_RECORD_CACHE_ENTRIES = 20_000;

/**
 * Distinct scopes and small metadata objects kept records share (`keep`), at most; past it the
 * pool starts afresh (sharing is an optimisation, never needed).
 */
const SHARED_PARTS = 4096;
/**
 * Metadata whose JSON is at most this long is shared between kept records with equal metadata
 * (labels such as `{"source":"chat"}` repeat across a user's memories); longer metadata is
 * usually a memory's own, and its JSON as a pool key would only add to what is kept.
 */
const SHARED_METADATA_CHARS = 64;

export class RecordCache {
  /**
   * By `tenantKey(tenant, id)`, the least recently used evicted first. Ids are unique only inside a tenant,
   * and every cache key is scoped by tenant: keyed by id alone (tried in session 11, 56 bytes less a
   * kept record), one tenant's read of its own memory evicted another tenant's record of the same
   * id, an interference, and a timing trace of the other tenant's reads.
   */
  private readonly entries: RecencyMap<string, MemoryRecord>;
  private dataVersion: number | null = null;
  private rowsRead = 0;
  /** Scope ids of kept records, so records of one user share one string (`keep`). */
  private readonly scopeIds: StringPool;
  /** Frozen scopes and small metadata objects kept records share, by their JSON. */
  private readonly scopes = new Map<string, Scope>();
  private readonly metadata = new Map<string, Metadata>();

  constructor(
    private readonly db: Database,
    private readonly capacity = DEFAULT_RECORD_CACHE_ENTRIES,
  ) {
    this.scopeIds = new StringPool(capacity);
    this.entries = new RecencyMap(capacity);
  }

  get enabled(): boolean {
    return this.capacity > 0;
  }

  /** Rows read from the file by `getMany` so far (a diagnostic for tests). */
  get reads(): number {
    return this.rowsRead;
  }

  /**
   * The records of these ids, in the order asked (missing ids left out), from the cache where
   * current, else through `read`, whose rows are then kept. `shared`: hand out the kept, frozen
   * records themselves (rows read now are frozen and kept as they are) instead of copies.
   */
  getMany(tenantId: string, ids: string[], read: (missing: string[]) => MemoryRecord[], shared = false): MemoryRecord[] {
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
      const cached = this.cachedRecord(tenantId, id);
      if (cached === undefined) {
        missing.push(id);
        continue;
      }
      found.set(id, shared ? cached : copyRecord(cached));
    }
    if (missing.length > 0) {
      const rows = read(missing);
      this.rowsRead += rows.length;
      for (const record of rows) {
        // The caller of a copying read keeps `record`; the cache keeps a frozen copy of its own.
        const kept = this.keep(tenantId, shared ? record : copyRecord(record));
        this.remember(kept);
        found.set(record.id, shared ? kept : record);
      }
    }
    return inAskedOrder(ids, found);
  }

  /**
   * The record as kept: frozen, with equal values sharing one object (the tenant, the enums' own
   * strings, scope ids, an update time equal to the creation time, empty lists and objects). A
   * process keeps thousands of records, each read once and kept for as long as its user is
   * active; what they share the young-generation collector does not copy once per record.
   */
  private keep(tenantId: string, record: MemoryRecord): MemoryRecord {
    if (record.tenantId === tenantId) record.tenantId = tenantId;
    record.kind = enumString(MEMORY_KINDS, record.kind);
    record.status = enumString(MEMORY_STATUSES, record.status);
    const { scope } = record;
    if (scope.userId !== undefined) scope.userId = this.scopeIds.intern(scope.userId);
    if (scope.agentId !== undefined) scope.agentId = this.scopeIds.intern(scope.agentId);
    if (scope.sessionId !== undefined) scope.sessionId = this.scopeIds.intern(scope.sessionId);
    record.scope = shared(this.scopes, JSON.stringify(scope), scope);
    if (record.updatedAt === record.createdAt) record.updatedAt = record.createdAt;
    if (record.validFrom === record.createdAt) record.validFrom = record.createdAt;
    if (record.tags.length === 0) record.tags = EMPTY_LIST;
    if (record.evidence.length === 0) record.evidence = EMPTY_LIST;
    if (Object.keys(record.metadata).length === 0) record.metadata = EMPTY_METADATA;
    else {
      const text = JSON.stringify(record.metadata);
      if (text.length <= SHARED_METADATA_CHARS && !hasNegativeZero(record.metadata)) record.metadata = shared(this.metadata, text, record.metadata);
    }
    if (Object.keys(record.source).length === 0) record.source = EMPTY_SOURCE;
    return freezeRecord(record);
  }

  /** Before this connection changes these records (a write or a touch): forget them. */
  drop(tenantId: string, ids: Iterable<string>): void {
    for (const id of ids) this.entries.delete(tenantKey(tenantId, id));
  }

  /** The kept record of this tenant's memory, marked most recently used, if kept. */
  private cachedRecord(tenantId: string, id: string): MemoryRecord | undefined {
    return this.entries.use(tenantKey(tenantId, id));
  }

  private remember(record: MemoryRecord): void {
    this.entries.set(tenantKey(record.tenantId, record.id), record);
  }

  private dropOnForeignCommit(): void {
    const version = this.db.prepare('PRAGMA data_version').pluck().get() as number;
    if (version !== this.dataVersion) {
      this.entries.clear();
      this.dataVersion = version;
    }
  }
}

/** Shared by every kept record with nothing in them: frozen, as kept records are. */
const EMPTY_LIST: string[] = Object.freeze([]) as unknown as string[];
const EMPTY_METADATA: Metadata = Object.freeze({});
const EMPTY_SOURCE: MemorySource = Object.freeze({});

/** Whether a -0 is anywhere in the value: JSON writes it as 0, so its JSON does not tell it from 0. */
function hasNegativeZero(value: JsonValue): boolean {
  if (typeof value === 'number') return Object.is(value, -0);
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).some(hasNegativeZero);
}

/**
 * The pool's frozen object equal to `value` (whose JSON is `key`), `value` itself (frozen) when the
 * pool has none. Objects are equal exactly when their JSON is (same keys in the same order, same
 * values), and a kept record's parts are frozen, so one object serves every record with that value.
 */
function shared<T extends object>(pool: Map<string, T>, key: string, value: T): T {
  const known = pool.get(key);
  if (known !== undefined) return known;
  if (pool.size >= SHARED_PARTS) pool.clear();
  pool.set(key, value);
  return value;
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
