import { addDoc, emptyPartition, sealDocs, SHARED_OWNER, type KeywordPartition, type KeywordPartitions, type Postings } from './keyword-partitions.js';
import { MEMORY_KINDS, MEMORY_STATUSES } from '../../core/types.js';
import type { PartitionTerms } from './keyword-partition-search.js';
import type { Database } from './migrate.js';
import { enumString } from './string-pool.js';
import { MemoryError } from '../../core/errors.js';
import { tenantKey } from '../../core/tenant-key.js';
import type { PartitionClock } from './partition-clock.js';
import { userKey } from './vector-index.js';

/**
 * A document row as the partition load reads it, in raw mode (`statement.raw(true)`): its values
 * in the order selected (row id, length, id, status, kind, agent id, session id, metadata, creation
 * time, memory time, analysis). The driver makes them in about half the time of row objects: one
 * user's 1,000 documents read and turned into document fields took 1.7 against 2.7 ms (both ways
 * alternating in one process), and a user's first search loads every document of the user.
 */
type LoadedDocValues = [number, number, string, string, string, string | null, string | null, string, string, string, string | null];

/**
 * Fills the keyword partition copies (keyword-partitions.ts) from the file: a partition's
 * documents through the `memories` scope index when its clock version moved, a term's postings
 * by primary-key seek on first use. Call inside a read transaction, so versions and rows agree.
 */
export class KeywordPartitionReader {
  private loads = 0;

  constructor(
    private readonly db: Database,
    private readonly clock: PartitionClock,
    private readonly cache: KeywordPartitions,
  ) {}

  /** Partitions loaded from the file so far. */
  get partitionLoads(): number {
    return this.loads;
  }

  /**
   * The owners' partitions with the terms' postings, if every one is cached and current (one clock
   * read per owner, no other row read), else null.
   */
  currentParts(tenantId: string, owners: (string | null)[], terms: string[]): PartitionTerms[] | null {
    const parts: PartitionTerms[] = [];
    for (const owner of owners) {
      const key = tenantKey(tenantId, userKey(owner ?? undefined));
      const partition = this.cache.current(key, this.clock.read(key));
      if (!partition) return null;
      const postings: Postings[] = [];
      for (const term of terms) {
        const list = partition.postings.get(term);
        if (!list) return null;
        postings.push(list);
      }
      parts.push({ partition, postings });
    }
    return parts;
  }

  /** The owner's partition, current for its clock version. */
  partition(tenantId: string, owner: string | null): { key: string; partition: KeywordPartition } {
    const key = tenantKey(tenantId, userKey(owner ?? undefined));
    const version = this.clock.read(key);
    const cached = this.cache.current(key, version);
    if (cached) return { key, partition: cached };
    const user = owner === null ? 'm.user_id IS NULL' : 'm.user_id = ?';
    const rows = this.db
      .prepare(
        `SELECT d.row_id AS row_id, d.length AS length, m.id AS id, m.status AS status, m.kind AS kind, m.agent_id AS agent_id,
                m.session_id AS session_id, m.metadata AS metadata, m.created_at AS created_at,
                COALESCE(m.event_time, m.created_at) AS memory_time, d.analysis AS analysis
         FROM memories m JOIN memory_keyword_docs d ON d.row_id = m.row_id
         WHERE m.tenant_id = ? AND ${user}`,
      )
      .raw(true)
      .all(tenantId, ...(owner === null ? [] : [owner])) as LoadedDocValues[];
    this.loads += 1;
    const partition = emptyPartition(tenantId, owner, version, rows.length);
    for (const [rowId, length, id, status, kind, agentId, sessionId, metadata, createdAt, memoryTime, analysis] of rows) {
      addDoc(partition, rowId, {
        id,
        length,
        status: enumString(MEMORY_STATUSES, status),
        kind: enumString(MEMORY_KINDS, kind),
        agentId,
        sessionId,
        metadata,
        createdAt,
        memoryTime,
        analysis,
      });
    }
    sealDocs(partition);
    this.cache.put(key, partition);
    return { key, partition };
  }

  /** A term's postings in a partition, read by primary-key seek on first use. */
  postings(key: string, partition: KeywordPartition, term: string): Postings {
    const cached = partition.postings.get(term);
    if (cached) return cached;
    // Two lists of integers in one row, not a row per posting: a common term has a posting in most
    // of the user's memories (64k at 100k), and row objects cost 3-4x as much CPU. Both aggregates
    // see the rows in the same (primary key) order. Comma lists parsed by hand: JSON.parse of the
    // same numbers as JSON arrays took as long as the SQL itself at 64k postings.
    const owner = partition.userId ?? SHARED_OWNER;
    const packed = this.db
      .prepare('SELECT count(*) AS count, group_concat(row_id) AS rows, group_concat(tf) AS tf FROM memory_postings WHERE tenant_id = ? AND term = ? AND owner_key = ?')
      .get(partition.tenantId, term, owner) as { count: number; rows: string | null; tf: string | null };
    const rowIds = integersOf(packed.rows, packed.count);
    const tf = integersOf(packed.tf, packed.count);
    if (!rowIds || !tf) throw new MemoryError('STORE_ERROR', `corrupt keyword postings of a term in tenant ${JSON.stringify(partition.tenantId)}`);
    // Straight to slots and lengths without an array of documents in between.
    const count = rowIds.length;
    const postings: Postings = { slots: new Int32Array(count), tf, lengths: new Uint32Array(count) };
    const lengths = partition.docs.lengths;
    const byRow = count * DENSE_LOOKUP_SHARE >= partition.documents ? denseSlots(partition) : null;
    for (let index = 0; index < count; index += 1) {
      const rowId = rowIds[index] as number;
      let slot: number;
      if (byRow) {
        const offset = rowId - byRow.first;
        // Stored as slot + 1: 0 is a row with no document.
        slot = offset >= 0 && offset < byRow.slots.length ? (byRow.slots[offset] as number) - 1 : -1;
      } else {
        slot = partition.slotByRow.get(rowId) ?? -1;
      }
      postings.slots[index] = slot;
      postings.lengths[index] = slot < 0 ? 0 : (lengths[slot] as number);
    }
    partition.postings.set(term, postings);
    partition.postingCount += postings.slots.length;
    this.cache.grew(key);
    return postings;
  }
}

/** Postings holding at least 1/8 of a partition's documents map their row ids through `denseDocs`. */
const DENSE_LOOKUP_SHARE = 8;
/** A dense lookup is kept only while the partition's row ids span at most this many times its documents. */
const DENSE_MAX_SPREAD = 4;

interface DenseSlots {
  version: number;
  first: number;
  /** Each row's slot + 1 (0: no document) by row id minus `first`; null: the row ids were too spread out at this version. */
  slots: Int32Array | null;
}

const denseByPartition = new WeakMap<KeywordPartition, DenseSlots>();

/**
 * The partition's document slots by row id minus the smallest, for mapping a long postings list
 * without a hash lookup per posting (64k Map lookups took as long as reading the postings); rebuilt
 * when the partition's version moved, and null when its row ids are too spread out for an array.
 */
function denseSlots(partition: KeywordPartition): { first: number; slots: Int32Array } | null {
  const kept = denseByPartition.get(partition);
  if (kept !== undefined && kept.version === partition.version) return kept.slots === null ? null : { first: kept.first, slots: kept.slots };
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const rowId of partition.slotByRow.keys()) {
    if (rowId < first) first = rowId;
    if (rowId > last) last = rowId;
  }
  const span = last - first + 1;
  if (!(span > 0) || span > DENSE_MAX_SPREAD * partition.slotByRow.size || !Number.isSafeInteger(span)) {
    denseByPartition.set(partition, { version: partition.version, first: 0, slots: null });
    return null;
  }
  const slots = new Int32Array(span);
  for (const [rowId, slot] of partition.slotByRow) slots[rowId - first] = slot + 1;
  denseByPartition.set(partition, { version: partition.version, first, slots });
  return { first, slots };
}

/**
 * `count` non-negative integers from a comma list (SQLite's group_concat of integer columns), or
 * null if the text is anything else. A null list is the empty one. Float64Array: exact for every
 * integer of up to 15 digits, and at 64k values faster to fill than an array.
 */
export function integersOf(text: string | null, count: number): Float64Array | null {
  if (text === null) return count === 0 ? new Float64Array(0) : null;
  const values = new Float64Array(count);
  let filled = 0;
  let value = 0;
  let digits = 0;
  for (let index = 0; index <= text.length; index += 1) {
    const code = index < text.length ? text.charCodeAt(index) : 44;
    if (code >= 48 && code <= 57) {
      value = value * 10 + (code - 48);
      digits += 1;
      continue;
    }
    if (code !== 44 || digits === 0 || digits > 15 || filled >= count) return null;
    values[filled] = value;
    filled += 1;
    value = 0;
    digits = 0;
  }
  return filled === count ? values : null;
}
