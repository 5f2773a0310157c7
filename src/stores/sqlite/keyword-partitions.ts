import type { JsonValue, MemoryRecord } from '../../core/types.js';
import { CodedStrings } from './coded-strings.js';
import { PackedIdIndex } from './packed-id-index.js';
import { PackedStrings } from './packed-strings.js';

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
  /** Each live document's slot by memory id (a search's candidates come by id), over `docs.ids`; a document that left is taken out. */
  slotById: PackedIdIndex;
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
 * A partition's documents as columns by slot: typed arrays of numbers, texts as code units in
 * typed arrays (packed-strings.ts) and repeating texts as codes (coded-strings.ts), the same
 * columns the vector partition copies keep. One object per document (about 380 bytes each with its
 * strings and map entries) was most of what a user's first search left on the heap, and every
 * long-lived small object is one the young-generation collector copies before promoting it.
 */
export interface DocColumns {
  /** Room in the number arrays below (`lengths`, `flags`, `times`); `KeywordPartition.slots` never passes it. */
  capacity: number;
  /** Memory ids: a search copies out only its hits' (`PackedStrings.at`). */
  ids: PackedStrings;
  lengths: Uint32Array;
  /** `REMOVED`, `OWN_TIME`, `NO_AGENT`, `NO_SESSION`, `NO_ANALYSIS`. */
  flags: Uint8Array;
  status: CodedStrings;
  kind: CodedStrings;
  /** The analysis tag ('' where `NO_ANALYSIS`). */
  analysis: CodedStrings;
  /** Agent and session ids ('' where `NO_AGENT`, `NO_SESSION`: a flag, so a stored '' stays apart from none). */
  agentId: CodedStrings;
  sessionId: CodedStrings;
  /** The stored metadata JSON texts (a user's memories share few), each distinct one parsed on first use by a filter (`derived`). */
  metadata: CodedStrings<Record<string, JsonValue>>;
  /** As stored: an ISO time compares as text (`createdBefore`). */
  createdAt: PackedStrings;
  /**
   * The memory's time as stored (memory-time.ts: event time, else creation time) for a document
   * flagged `OWN_TIME`, '' for the others (theirs is their `createdAt`); rows only up to the last
   * such document, so a partition where none has a time of its own holds no row here.
   */
  memoryTime: PackedStrings;
  /** Memory times as epoch ms, NaN until a time range first needs a document's (made by the first such search). */
  times: Float64Array | null;
}

/** `DocColumns.flags`: the document left its partition; postings that still point at it skip it. */
export const REMOVED = 1;
/** `DocColumns.flags`: the document's memory time is not its creation time. */
const OWN_TIME = 2;
/** `DocColumns.flags`: the document has no agent id, no session id, no analysis tag (its column holds ''). */
export const NO_AGENT = 4;
export const NO_SESSION = 8;
export const NO_ANALYSIS = 16;

/** Code units a column's texts usually take (a UUID, an ISO time), so a load seldom grows them. */
const ID_UNITS = 36;
const TIME_UNITS = 24;

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
    slotById: new PackedIdIndex(docs.ids, expected),
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
    ids: new PackedStrings(capacity, capacity * ID_UNITS),
    lengths: new Uint32Array(capacity),
    flags: new Uint8Array(capacity),
    status: new CodedStrings(capacity),
    kind: new CodedStrings(capacity),
    analysis: new CodedStrings(capacity),
    agentId: new CodedStrings(capacity),
    sessionId: new CodedStrings(capacity),
    metadata: new CodedStrings(capacity),
    createdAt: new PackedStrings(capacity, capacity * TIME_UNITS),
    memoryTime: new PackedStrings(1, 16),
    times: null,
  };
}

/** Grows the number columns to hold at least `needed` slots (by half again, so added documents rarely copy them); the text columns grow themselves. */
function reserve(docs: DocColumns, needed: number): void {
  if (needed <= docs.capacity) return;
  const capacity = Math.max(needed, docs.capacity + (docs.capacity >> 1), 16);
  docs.lengths = grown(docs.lengths, new Uint32Array(capacity));
  docs.flags = grown(docs.flags, new Uint8Array(capacity));
  if (docs.times) docs.times = grown(docs.times, new Float64Array(capacity).fill(Number.NaN));
  docs.capacity = capacity;
}

function grown<T extends Uint8Array | Uint32Array | Float64Array>(old: T, fresh: T): T {
  fresh.set(old);
  return fresh;
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
  partition.slotById.add(slot);
  partition.totalLength += fields.length;
}

/**
 * Drops the coded columns' value → code maps (`CodedStrings.seal`): call once a load added every
 * document, or a committed write's changes are applied, so a copy that is only searched keeps no map.
 */
export function sealDocs(partition: KeywordPartition): void {
  const docs = partition.docs;
  for (const column of [docs.status, docs.kind, docs.analysis, docs.agentId, docs.sessionId, docs.metadata]) column.seal();
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
  // Out of the id table before the column takes the new id, back in after (PackedIdIndex keeps each row's hash).
  if (idChanged) partition.slotById.remove(slot);
  writeDoc(docs, slot, fields);
  if (idChanged) partition.slotById.add(slot);
}

/** The document of this row left the partition: its slot stays, flagged, until the partition reloads. */
export function removeDoc(partition: KeywordPartition, rowId: number): void {
  const slot = partition.slotByRow.get(rowId);
  if (slot === undefined) return;
  const docs = partition.docs;
  partition.totalLength -= docs.lengths[slot] as number;
  partition.documents -= 1;
  partition.slotByRow.delete(rowId);
  partition.slotById.remove(slot);
  docs.flags[slot] = (docs.flags[slot] as number) | REMOVED;
}

function writeDoc(docs: DocColumns, slot: number, fields: DocFields): void {
  const ownTime = fields.memoryTime !== fields.createdAt;
  docs.ids.set(slot, fields.id);
  docs.lengths[slot] = fields.length;
  docs.flags[slot] = (ownTime ? OWN_TIME : 0) | (fields.agentId === null ? NO_AGENT : 0) | (fields.sessionId === null ? NO_SESSION : 0) | (fields.analysis === null ? NO_ANALYSIS : 0);
  docs.status.set(slot, fields.status);
  docs.kind.set(slot, fields.kind);
  docs.analysis.set(slot, fields.analysis ?? '');
  docs.agentId.set(slot, fields.agentId ?? '');
  docs.sessionId.set(slot, fields.sessionId ?? '');
  docs.metadata.set(slot, fields.metadata);
  docs.createdAt.set(slot, fields.createdAt);
  setMemoryTime(docs.memoryTime, slot, ownTime ? fields.memoryTime : '');
  if (docs.times) docs.times[slot] = Number.NaN;
}

/** Sets a slot's own memory time ('' for none), with rows of '' before it as needed; a slot past the rows needs none set to ''. */
function setMemoryTime(column: PackedStrings, slot: number, text: string): void {
  if (text === '' && slot >= column.size) return;
  while (column.size < slot) column.set(column.size, '');
  column.set(slot, text);
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
  const text = ((docs.flags[slot] as number) & OWN_TIME) !== 0 ? docs.memoryTime.at(slot) : docs.createdAt.at(slot);
  const parsed = Date.parse(text);
  times[slot] = parsed;
  return parsed;
}

/** The stored metadata of the document at this slot, parsed on first use of its text. */
export function parsedMetadataOf(docs: DocColumns, slot: number): Record<string, JsonValue> {
  return docs.metadata.derived(slot, parseMetadata);
}

function parseMetadata(text: string): Record<string, JsonValue> {
  return JSON.parse(text) as Record<string, JsonValue>;
}

/** The document at this slot as fields (tests, and anything that wants one document whole). */
export function fieldsOf(docs: DocColumns, slot: number): DocFields {
  const flags = docs.flags[slot] as number;
  return {
    id: docs.ids.at(slot),
    length: docs.lengths[slot] as number,
    status: docs.status.at(slot) as MemoryRecord['status'],
    kind: docs.kind.at(slot) as MemoryRecord['kind'],
    agentId: (flags & NO_AGENT) !== 0 ? null : docs.agentId.at(slot),
    sessionId: (flags & NO_SESSION) !== 0 ? null : docs.sessionId.at(slot),
    metadata: docs.metadata.at(slot),
    createdAt: docs.createdAt.at(slot),
    memoryTime: (flags & OWN_TIME) !== 0 ? docs.memoryTime.at(slot) : docs.createdAt.at(slot),
    analysis: (flags & NO_ANALYSIS) !== 0 ? null : docs.analysis.at(slot),
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
    sealDocs(partition);
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
