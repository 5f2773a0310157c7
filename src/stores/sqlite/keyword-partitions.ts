import { matchesFilter } from '../../core/filter.js';
import type { RecordQuery } from '../../core/store.js';
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
  parsedMetadata?: Record<string, JsonValue>;
  createdAt: string;
}

export interface Postings {
  rows: number[];
  tf: number[];
}

export interface KeywordPartition {
  tenantId: string;
  /** null: the tenant's shared records. */
  userId: string | null;
  version: number;
  docs: Map<number, KeywordDoc>;
  totalLength: number;
  postings: Map<string, Postings>;
  /** Cached postings entries, for the budget. */
  postingCount: number;
}

/** A change this connection made to a partition, applied to the copy once the write commits. */
export type KeywordChange =
  | { type: 'remove'; rowId: number; terms: string[] }
  | { type: 'put'; rowId: number; doc: KeywordDoc; terms: string[] };

export function docOf(record: MemoryRecord, length: number): KeywordDoc {
  return {
    id: record.id,
    length,
    status: record.status,
    kind: record.kind,
    agentId: record.scope.agentId ?? null,
    sessionId: record.scope.sessionId ?? null,
    metadata: JSON.stringify(record.metadata),
    createdAt: record.createdAt,
  };
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
      if (old) {
        partition.totalLength -= old.length;
        partition.docs.delete(change.rowId);
      }
      if (change.type === 'put') {
        partition.docs.set(change.rowId, change.doc);
        partition.totalLength += change.doc.length;
      }
      // The postings of these terms changed: reload them on next use.
      for (const term of change.terms) {
        const postings = partition.postings.get(term);
        if (!postings) continue;
        partition.postingCount -= postings.rows.length;
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

/**
 * `recordQueryWhere` (query-sql.ts) for one document of a partition, i.e. `matchesQuery` of the
 * in-memory reference: status, shared/user rules, agent and session (skipped for a shared record
 * admitted through includeShared), kinds, ids, createdBefore and the metadata filter.
 */
export function docMatches(query: RecordQuery, partition: KeywordPartition, doc: KeywordDoc, ids: Set<string> | null): boolean {
  if (partition.tenantId !== query.tenantId) return false;
  if (!query.statuses.includes(doc.status)) return false;
  const shared = partition.userId === null;
  if (query.sharedOnly && !shared) return false;
  const sharedPass = query.includeShared === true && query.userId !== undefined;
  if (query.userId !== undefined && partition.userId !== query.userId && !(sharedPass && shared)) return false;
  if (!(sharedPass && shared)) {
    if (query.agentId !== undefined && doc.agentId !== query.agentId) return false;
    if (query.sessionId !== undefined && doc.sessionId !== query.sessionId) return false;
  }
  if (query.kinds !== undefined && !query.kinds.includes(doc.kind)) return false;
  if (ids && !ids.has(doc.id)) return false;
  // ISO times in ASCII: JavaScript's string order is SQLite's BINARY order here.
  if (query.createdBefore !== undefined && !(doc.createdAt < query.createdBefore)) return false;
  if (query.filter !== undefined) {
    doc.parsedMetadata ??= JSON.parse(doc.metadata) as Record<string, JsonValue>;
    if (!matchesFilter(doc.parsedMetadata, query.filter)) return false;
  }
  return true;
}
