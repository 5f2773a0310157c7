import type { JsonValue, MemoryRecord } from '../../core/types.js';

/**
 * In-process copies of keyword partitions (one tenant's user, or its shared records), so a
 * keyword search reads the user's own documents and term postings from memory instead of joining
 * every posting of the query terms to `memories` on each call.
 *
 * A partition holds every document of its owner (length and the fields a query filters on), loaded
 * at once through the `memories` scope index, and the postings of the terms searched so far, each
 * loaded on first use by a primary-key seek. Versions come from the vector partitions' clock
 * (partition-clock.ts): every content write bumps the partition it touches, in the same
 * transaction, so another connection's write reloads only the partitions it changed. This
 * connection's writes are applied to the copy after commit (documents updated, the changed
 * documents' terms dropped and reloaded on next use).
 */
export interface KeywordDoc {
  id: string;
  length: number;
  status: MemoryRecord['status'];
  kind: MemoryRecord['kind'];
  agentId: string | null;
  sessionId: string | null;
  /** The stored metadata JSON text, parsed on first use by a filter. */
  metadata: string;
  /** Present from creation (not added later), so every document keeps one V8 shape. */
  parsedMetadata: Record<string, JsonValue> | undefined;
  createdAt: string;
  /** The memory's time as stored (memory-time.ts: event time, else creation time). */
  memoryTime: string;
  /** `memoryTime` as epoch ms, parsed on first use by a time range (present from creation, like `parsedMetadata`). */
  parsedTime: number | undefined;
  /**
   * The analysis tag its terms were written under when they are its text's own terms
   * (`RecordWrite.analysis`), else null: only then may a search read its term counts instead of
   * analysing its text (`termCountsOf`).
   */
  analysis: string | null;
  /** Set when the document left its partition; postings that still point at it skip it. */
  removed: boolean;
  /** Its index in a search's per-partition arrays (keyword-partition-search.ts): unique in the partition, never reused. */
  slot: number;
}

/** The owner key of shared records (no user) in the keyword tables. */
export const SHARED_OWNER = '';

/**
 * A term's postings in one partition, as typed arrays a search walks without touching document
 * objects: each posting's document slot (`KeywordDoc.slot`; -1 for a row with no document, which
 * still counts for the term's document frequency, as in SQL), the term's frequency in it, and the
 * document's analysed length. Postings are replaced, never edited, and reloaded whenever a document
 * holding the term is added, changed or removed, so the lengths stay true while they are cached.
 */
export interface Postings {
  slots: Int32Array;
  tf: Float64Array;
  lengths: Uint32Array;
}

export interface KeywordPartition {
  tenantId: string;
  /** null: the tenant's shared records. */
  userId: string | null;
  version: number;
  /** By `memories` row id. */
  docs: Map<number, KeywordDoc>;
  /** The same documents by memory id (a search's candidates come by id). */
  byId: Map<string, KeywordDoc>;
  totalLength: number;
  postings: Map<string, Postings>;
  /** Cached postings entries, for the budget. */
  postingCount: number;
  /** Slots handed out so far (`KeywordDoc.slot`). */
  slots: number;
  /** The documents by slot; a document that left keeps its entry (marked `removed`) until the partition reloads. */
  bySlot: KeywordDoc[];
}

/**
 * The length of a per-slot scratch array kept between searches of a partition: room to grow, so a
 * partition taking new documents does not reallocate its scratch arrays on every search.
 */
export function scratchCapacity(partition: KeywordPartition): number {
  return partition.slots + (partition.slots >> 3) + 16;
}

/** An empty partition of this owner at this clock version. */
export function emptyPartition(tenantId: string, userId: string | null, version: number): KeywordPartition {
  return { tenantId, userId, version, docs: new Map(), byId: new Map(), totalLength: 0, postings: new Map(), postingCount: 0, slots: 0, bySlot: [] };
}

/** A change this connection made to a partition, applied to the copy once the write commits. */
export type KeywordChange =
  | { type: 'remove'; rowId: number; terms: string[] }
  | { type: 'put'; rowId: number; doc: DocFields; terms: string[] };

/** A document before it joins a partition, which gives it its slot. */
export type DocFields = Omit<KeywordDoc, 'parsedMetadata' | 'parsedTime' | 'removed' | 'slot'>;

export function docOf(record: MemoryRecord, length: number, analysis: string | null): DocFields {
  return {
    id: record.id,
    length,
    analysis,
    status: record.status,
    kind: record.kind,
    agentId: record.scope.agentId ?? null,
    sessionId: record.scope.sessionId ?? null,
    metadata: JSON.stringify(record.metadata),
    createdAt: record.createdAt,
    memoryTime: record.eventTime ?? record.createdAt,
  };
}

/** Adds a document to a partition under a fresh slot. */
export function addDoc(partition: KeywordPartition, rowId: number, fields: DocFields): void {
  // Spelled out, not spread: V8 gives objects made by `{ ...fields, slot }` a slow shape, and a
  // search reads these fields once per posting (measured 50x slower at 10k documents).
  const doc: KeywordDoc = {
    id: fields.id,
    length: fields.length,
    status: fields.status,
    kind: fields.kind,
    agentId: fields.agentId,
    sessionId: fields.sessionId,
    metadata: fields.metadata,
    parsedMetadata: undefined,
    createdAt: fields.createdAt,
    memoryTime: fields.memoryTime,
    parsedTime: undefined,
    analysis: fields.analysis,
    removed: false,
    slot: partition.slots,
  };
  partition.slots += 1;
  partition.bySlot.push(doc);
  partition.docs.set(rowId, doc);
  partition.byId.set(doc.id, doc);
  partition.totalLength += doc.length;
}

/** Rough cost of a partition for the budget: documents plus cached postings. */
function weight(partition: KeywordPartition): number {
  return partition.docs.size + partition.postingCount;
}

export class KeywordPartitions {
  /** Map order is recency: a used partition is moved to the end; eviction takes from the front. */
  private readonly partitions = new Map<string, KeywordPartition>();

  constructor(private readonly maxEntries: number) {}

  get enabled(): boolean {
    return this.maxEntries > 0;
  }

  /** The cached partition if it is current for this clock version, marked as recently used. */
  current(key: string, version: number): KeywordPartition | undefined {
    const partition = this.partitions.get(key);
    if (!partition) return undefined;
    if (partition.version !== version) {
      this.partitions.delete(key);
      return undefined;
    }
    this.partitions.delete(key);
    this.partitions.set(key, partition);
    return partition;
  }

  put(key: string, partition: KeywordPartition): void {
    this.partitions.delete(key);
    this.partitions.set(key, partition);
    this.trim(key);
  }

  /** Called after a term's postings were added to a partition. */
  grew(key: string): void {
    this.trim(key);
  }

  drop(key: string): void {
    this.partitions.delete(key);
  }

  clear(): void {
    this.partitions.clear();
  }

  /**
   * This connection committed changes to a partition whose clock moved from `before` to `after`:
   * the copy takes them only if nothing else moved the clock first; otherwise it reloads later.
   */
  apply(key: string, changes: KeywordChange[], step: { before: number; after: number } | undefined): void {
    const partition = this.partitions.get(key);
    if (!partition) return;
    if (!step || partition.version !== step.before) {
      this.partitions.delete(key);
      return;
    }
    for (const change of changes) {
      const old = partition.docs.get(change.rowId);
      if (old && change.type === 'put') {
        // Updated in place: cached postings of its other terms point at this object.
        partition.totalLength += change.doc.length - old.length;
        if (old.id !== change.doc.id) {
          partition.byId.delete(old.id);
          partition.byId.set(change.doc.id, old);
        }
        refill(old, change.doc);
      } else {
        if (old) {
          partition.totalLength -= old.length;
          partition.docs.delete(change.rowId);
          if (partition.byId.get(old.id) === old) partition.byId.delete(old.id);
          old.removed = true;
        }
        if (change.type === 'put') addDoc(partition, change.rowId, change.doc);
      }
      // The postings of these terms changed: reload them on next use.
      for (const term of change.terms) {
        const postings = partition.postings.get(term);
        if (!postings) continue;
        partition.postingCount -= postings.slots.length;
        partition.postings.delete(term);
      }
    }
    partition.version = step.after;
  }

  /** Drops the least recently used partitions over the budget, never the one in use. */
  private trim(keep: string): void {
    let total = 0;
    for (const partition of this.partitions.values()) total += weight(partition);
    for (const [key, partition] of this.partitions) {
      if (total <= this.maxEntries) return;
      if (key === keep) continue;
      total -= weight(partition);
      this.partitions.delete(key);
    }
  }
}

function refill(doc: KeywordDoc, fields: DocFields): void {
  doc.id = fields.id;
  doc.length = fields.length;
  doc.status = fields.status;
  doc.kind = fields.kind;
  doc.agentId = fields.agentId;
  doc.sessionId = fields.sessionId;
  doc.metadata = fields.metadata;
  doc.parsedMetadata = undefined;
  doc.createdAt = fields.createdAt;
  doc.memoryTime = fields.memoryTime;
  doc.parsedTime = undefined;
  doc.analysis = fields.analysis;
}
