import type { JsonValue, MemoryRecord } from '../../core/types.js';
import { MemoryError } from '../../core/errors.js';
import { StringCodes } from './string-pool.js';
import { SlotsByText } from './slots-by-text.js';
import { TextColumn } from './text-column.js';

/** The owner key of shared records (no user) in the keyword tables. */
export const SHARED_OWNER = '';

/**
 * A term's postings in one partition, as typed arrays a search walks without touching document
 * objects: each posting's document slot (`KeywordPartition.slotByRow`; -1 for a row with no document, which
 * still counts for the term's document frequency, as in SQL), the term's frequency in it, and the
 * document's analysed length. Postings are replaced, never edited, and reloaded whenever a document
 * holding the term is added, changed or removed, so the lengths stay true while they are cached.
 */
export interface Postings {
  slots: Int32Array;
  tf: Float64Array;
  lengths: Uint32Array;
}

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
export interface KeywordPartition {
  tenantId: string;
  /** null: the tenant's shared records. */
  userId: string | null;
  version: number;
  /** Documents in the partition now (those that left are not counted): BM25's N. */
  documents: number;
  /** Each document's slot by `memories` row id. */
  slotByRow: Map<number, number>;
  /** Each document's slot by memory id (a search's candidates come by id), over `docs.ids`. */
  slotById: SlotsByText;
  totalLength: number;
  postings: Map<string, Postings>;
  /** Cached postings entries, for the budget. */
  postingCount: number;
  /** Slots handed out so far: each document's index in `docs` and in a search's per-partition arrays, unique in the partition, never reused. */
  slots: number;
  /** The documents by slot; a document that left keeps its slot (flagged `REMOVED`) until the partition reloads. */
  docs: DocColumns;
}

/**
 * A partition's documents as columns by slot: typed arrays of numbers and codes, and texts packed
 * into one string per column. One object per document (about 380 bytes each with its strings and
 * map entries) was most of what a user's first search left on the heap, and every long-lived small
 * object is one the young-generation collector copies before promoting it.
 */
export interface DocColumns {
  /** Room in the typed arrays below; `KeywordPartition.slots` never passes it. */
  capacity: number;
  /** Memory ids: a search copies out only its hits' (`TextColumn.get`). */
  ids: TextColumn;
  lengths: Uint32Array;
  /** `REMOVED`, `OWN_TIME`. */
  flags: Uint8Array;
  /** Codes of `STATUS_CODES`, `KIND_CODES` and `ANALYSIS_CODES` (0: no analysis tag). */
  status: Uint8Array;
  kind: Uint8Array;
  analysis: Uint8Array;
  /** Codes of `agents` and `sessions` (0: none). */
  agent: Int32Array;
  agents: StringCodes;
  session: Int32Array;
  sessions: StringCodes;
  /** Codes of `metadataTexts`, the stored metadata JSON texts: a user's memories share few. */
  metadata: Int32Array;
  metadataTexts: StringCodes;
  /** `metadataTexts` parsed on first use by a filter, by code. */
  parsedMetadata: Map<number, Record<string, JsonValue>>;
  /** As stored: an ISO time compares as text (`createdBefore`). */
  createdAt: TextColumn;
  /**
   * The memory's time as stored (memory-time.ts: event time, else creation time), kept only for a
   * document flagged `OWN_TIME`; the others' is their `createdAt`.
   */
  memoryTime: TextColumn;
  /** Memory times as epoch ms, NaN until a time range first needs a document's (made by the first such search). */
  times: Float64Array | null;
}

/** `DocColumns.flags`: the document left its partition; postings that still point at it skip it. */
export const REMOVED = 1;
/** `DocColumns.flags`: the document's memory time is not its creation time. */
const OWN_TIME = 2;

/** Codes of the few statuses, kinds and analysis tags any partition holds, shared by all of them (byte columns). */
export const STATUS_CODES = new StringCodes();
export const KIND_CODES = new StringCodes();
export const ANALYSIS_CODES = new StringCodes();
const BYTE_CODES = 256;

/** A document's fields, as a write or a load gives them. */
export interface DocFields {
  id: string;
  length: number;
  status: MemoryRecord['status'];
  kind: MemoryRecord['kind'];
  agentId: string | null;
  sessionId: string | null;
  /** The stored metadata JSON text. */
  metadata: string;
  createdAt: string;
  /** The memory's time as stored (memory-time.ts: event time, else creation time). */
  memoryTime: string;
  /**
   * The analysis tag its terms were written under when they are its text's own terms
   * (`RecordWrite.analysis`), else null: only then may a search read its term counts instead of
   * analysing its text (`termCountsOf`).
   */
  analysis: string | null;
}

/**
 * The length of a per-slot scratch array kept between searches of a partition: room to grow, so a
 * partition taking new documents does not reallocate its scratch arrays on every search.
 */
export function scratchCapacity(partition: KeywordPartition): number {
  return partition.slots + (partition.slots >> 3) + 16;
}

/** An empty partition of this owner at this clock version, with room for `expected` documents. */
export function emptyPartition(tenantId: string, userId: string | null, version: number, expected = 0): KeywordPartition {
  const docs = emptyColumns(expected);
  return {
    tenantId,
    userId,
    version,
    documents: 0,
    slotByRow: new Map(),
    slotById: new SlotsByText(docs.ids, expected),
    totalLength: 0,
    postings: new Map(),
    postingCount: 0,
    slots: 0,
    docs,
  };
}

function emptyColumns(capacity: number): DocColumns {
  return {
    capacity,
    ids: new TextColumn(),
    lengths: new Uint32Array(capacity),
    flags: new Uint8Array(capacity),
    status: new Uint8Array(capacity),
    kind: new Uint8Array(capacity),
    analysis: new Uint8Array(capacity),
    agent: new Int32Array(capacity),
    agents: new StringCodes(),
    session: new Int32Array(capacity),
    sessions: new StringCodes(),
    metadata: new Int32Array(capacity),
    metadataTexts: new StringCodes(),
    parsedMetadata: new Map(),
    createdAt: new TextColumn(),
    memoryTime: new TextColumn(),
    times: null,
  };
}

/** Grows the typed columns to hold at least `needed` slots (by half again, so added documents rarely copy them). */
function reserve(docs: DocColumns, needed: number): void {
  if (needed <= docs.capacity) return;
  const capacity = Math.max(needed, docs.capacity + (docs.capacity >> 1), 16);
  docs.lengths = grown(docs.lengths, new Uint32Array(capacity));
  docs.flags = grown(docs.flags, new Uint8Array(capacity));
  docs.status = grown(docs.status, new Uint8Array(capacity));
  docs.kind = grown(docs.kind, new Uint8Array(capacity));
  docs.analysis = grown(docs.analysis, new Uint8Array(capacity));
  docs.agent = grown(docs.agent, new Int32Array(capacity));
  docs.session = grown(docs.session, new Int32Array(capacity));
  docs.metadata = grown(docs.metadata, new Int32Array(capacity));
  if (docs.times) docs.times = grown(docs.times, new Float64Array(capacity).fill(Number.NaN));
  docs.capacity = capacity;
}

function grown<T extends Uint8Array | Uint32Array | Int32Array | Float64Array>(old: T, fresh: T): T {
  fresh.set(old);
  return fresh;
}

/** The text's code in a byte column's shared codes. */
function byteCode(codes: StringCodes, text: string | null): number {
  const code = codes.codeOf(text);
  // Statuses and kinds are enums and analysis tags a handful: this guards the column's range, not input.
  if (code >= BYTE_CODES) throw new MemoryError('STORE_ERROR', 'keyword partitions: more distinct statuses, kinds or analysis tags than a byte column codes');
  return code;
}

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
  const slot = partition.slots;
  reserve(partition.docs, slot + 1);
  partition.slots += 1;
  partition.documents += 1;
  writeDoc(partition.docs, slot, fields);
  partition.slotByRow.set(rowId, slot);
  partition.slotById.set(slot);
  partition.totalLength += fields.length;
}

/**
 * Makes the loaded documents' texts one string per column (TextColumn.pack): call once a load
 * added every document, as texts read from the file are one string each.
 */
export function packDocs(partition: KeywordPartition): void {
  partition.docs.ids.pack(partition.slots);
  partition.docs.createdAt.pack(partition.slots);
  partition.docs.memoryTime.pack(partition.slots);
}

/**
 * A document changed or joined the partition: changed in place when its row is there (cached
 * postings of its other terms keep pointing at its slot), else added under a fresh slot.
 */
export function putDoc(partition: KeywordPartition, rowId: number, fields: DocFields): void {
  const slot = partition.slotByRow.get(rowId);
  if (slot === undefined) {
    addDoc(partition, rowId, fields);
    return;
  }
  const docs = partition.docs;
  partition.totalLength += fields.length - (docs.lengths[slot] as number);
  const idChanged = !docs.ids.equals(slot, fields.id);
  // Out of the id table while the column still holds the old id (the table's keys are the column's texts).
  if (idChanged) partition.slotById.delete(docs.ids.get(slot), slot);
  writeDoc(docs, slot, fields);
  if (idChanged) partition.slotById.set(slot);
}

/** The document of this row left the partition: its slot stays, flagged, until the partition reloads. */
export function removeDoc(partition: KeywordPartition, rowId: number): void {
  const slot = partition.slotByRow.get(rowId);
  if (slot === undefined) return;
  const docs = partition.docs;
  partition.totalLength -= docs.lengths[slot] as number;
  partition.documents -= 1;
  partition.slotByRow.delete(rowId);
  partition.slotById.delete(docs.ids.get(slot), slot);
  docs.flags[slot] = (docs.flags[slot] as number) | REMOVED;
}

function writeDoc(docs: DocColumns, slot: number, fields: DocFields): void {
  const ownTime = fields.memoryTime !== fields.createdAt;
  docs.ids.set(slot, fields.id);
  docs.lengths[slot] = fields.length;
  docs.flags[slot] = ownTime ? OWN_TIME : 0;
  docs.status[slot] = byteCode(STATUS_CODES, fields.status);
  docs.kind[slot] = byteCode(KIND_CODES, fields.kind);
  docs.analysis[slot] = byteCode(ANALYSIS_CODES, fields.analysis);
  docs.agent[slot] = docs.agents.codeOf(fields.agentId);
  docs.session[slot] = docs.sessions.codeOf(fields.sessionId);
  docs.metadata[slot] = docs.metadataTexts.codeOf(fields.metadata);
  docs.createdAt.set(slot, fields.createdAt);
  if (ownTime) docs.memoryTime.set(slot, fields.memoryTime);
  if (docs.times) docs.times[slot] = Number.NaN;
}

/** Whether the document at this slot left its partition. */
export function isRemoved(docs: DocColumns, slot: number): boolean {
  return ((docs.flags[slot] as number) & REMOVED) !== 0;
}

/** The document's memory time as epoch ms (NaN if unreadable), parsed on first use. */
export function memoryTimeOf(docs: DocColumns, slot: number): number {
  let times = docs.times;
  if (times === null) {
    times = new Float64Array(docs.capacity).fill(Number.NaN);
    docs.times = times;
  }
  const known = times[slot] as number;
  if (!Number.isNaN(known)) return known;
  const text = ((docs.flags[slot] as number) & OWN_TIME) !== 0 ? docs.memoryTime.get(slot) : docs.createdAt.get(slot);
  const parsed = Date.parse(text);
  times[slot] = parsed;
  return parsed;
}

/** The stored metadata of the document at this slot, parsed on first use of its text. */
export function parsedMetadataOf(docs: DocColumns, slot: number): Record<string, JsonValue> {
  const code = docs.metadata[slot] as number;
  let parsed = docs.parsedMetadata.get(code);
  if (parsed === undefined) {
    parsed = JSON.parse(docs.metadataTexts.values[code] as string) as Record<string, JsonValue>;
    docs.parsedMetadata.set(code, parsed);
  }
  return parsed;
}

/** The document at this slot as fields (tests, and anything that wants one document whole). */
export function fieldsOf(docs: DocColumns, slot: number): DocFields {
  const ownTime = ((docs.flags[slot] as number) & OWN_TIME) !== 0;
  return {
    id: docs.ids.get(slot),
    length: docs.lengths[slot] as number,
    status: STATUS_CODES.values[docs.status[slot] as number] as MemoryRecord['status'],
    kind: KIND_CODES.values[docs.kind[slot] as number] as MemoryRecord['kind'],
    agentId: docs.agents.values[docs.agent[slot] as number] ?? null,
    sessionId: docs.sessions.values[docs.session[slot] as number] ?? null,
    metadata: docs.metadataTexts.values[docs.metadata[slot] as number] as string,
    createdAt: docs.createdAt.get(slot),
    memoryTime: ownTime ? docs.memoryTime.get(slot) : docs.createdAt.get(slot),
    analysis: ANALYSIS_CODES.values[docs.analysis[slot] as number] ?? null,
  };
}

/** A change this connection made to a partition, applied to the copy once the write commits. */
export type KeywordChange =
  | { type: 'remove'; rowId: number; terms: string[] }
  | { type: 'put'; rowId: number; doc: DocFields; terms: string[] };

/** Rough cost of a partition for the budget: documents plus cached postings. */
function weight(partition: KeywordPartition): number {
  return partition.documents + partition.postingCount;
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
      if (change.type === 'put') putDoc(partition, change.rowId, change.doc);
      else removeDoc(partition, change.rowId);
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
