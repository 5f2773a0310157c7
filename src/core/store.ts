import type { FilterNode } from './filter.js';
import type { HistoryEntry, MemoryKind, MemoryRecord, MemoryStatus, Page } from './types.js';
import type { EmbedderInfo } from './embedder.js';
import type { TimeRangeQuery } from './memory-time.js';

/**
 * Which records a read may see. The engine builds this from a validated scope; stores
 * must apply every field inside their query (never by filtering afterwards).
 */
export interface RecordQuery {
  /** Always set: no read ever crosses tenants. */
  tenantId: string;
  /** Exact user. `undefined` means "no user constraint", which only the engine may ask for. */
  userId?: string;
  agentId?: string;
  sessionId?: string;
  /** Also match shared records (those with no userId, such as knowledge). */
  includeShared?: boolean;
  /** Match only shared records. */
  sharedOnly?: boolean;
  kinds?: MemoryKind[];
  statuses: MemoryStatus[];
  filter?: FilterNode;
  ids?: string[];
  /** Only records created strictly before this ISO time. */
  createdBefore?: string;
  /**
   * Only records whose time, the event time or else the creation time (memory-time.ts), is at or
   * after `from` and strictly before `before`, compared as instants (stored times may carry an
   * offset). Search uses it to pull the memories of a day the question names (candidates.ts).
   */
  timeRange?: TimeRangeQuery;
}

/** One user's share of a tenant's memories (active and archived), for the inspector's user list. */
export interface UserActivity {
  userId: string;
  active: number;
  archived: number;
  /** Distinct session ids among those memories. */
  sessions: number;
  /** The latest `updatedAt` among them. */
  lastActivityAt: string;
}

export interface HistoryOwner {
  tenantId: string;
  userId?: string;
  agentId?: string;
}

export interface ScoredId {
  id: string;
  /** Higher is better. Vector search: cosine similarity in [-1, 1]. Keyword search: BM25. */
  score: number;
}

export interface RecordWrite {
  record: MemoryRecord;
  /**
   * Insert-if-absent: the write fails with CONFLICT (and the whole batch with it) when the
   * tenant already holds this id. The check and the insert happen in the batch's transaction,
   * so two racing creators of one id cannot both succeed.
   */
  create?: boolean;
  /** Present when the text changed; absent keeps the stored vector and terms. */
  vector?: Float32Array;
  /** Analysed keyword terms (see core/text/analyzer.ts). */
  terms?: string[];
  /**
   * Set only when `terms` are exactly `analyze(record.text)`: the analysis tag they were made
   * under (analyzer.ts, `textTerms`). A store that keeps it can answer `keywordTermCounts` for the
   * memory; terms of another text (a knowledge chunk's title and headings) or copied from another
   * store leave it out.
   */
  analysis?: string;
}

/**
 * What `keywordTermCounts` tells of each asked memory: its analysed length and how often each
 * asked term occurs in it, or nothing when the store cannot vouch that its terms are its text's.
 */
export interface KeywordTermCounts {
  /** By asked id: the memory's analysed length, or NaN when unknown (the caller analyses its text instead). */
  lengths: Float64Array;
  /** The count of term `t` in the `i`-th asked memory at `i * terms.length + t` (0 where the length is NaN). Both arrays are the caller's to keep and change. */
  counts: Float64Array;
}

/**
 * Everything in one batch is applied in one transaction, or not at all. Identity is
 * (tenant, id): a batch belongs to one tenant, every upserted record must carry it, and deletes,
 * purges and history entries name ids inside it. The same id in another tenant is another memory.
 */
export interface WriteBatch {
  tenantId: string;
  upserts?: RecordWrite[];
  /** Hard deletes: the record, its vector and its keyword rows all go. */
  deletes?: string[];
  history?: HistoryEntry[];
  /** Drops history rows too, for erase (right to be forgotten). */
  purgeHistoryOf?: string[];
}

export interface ListOrder {
  by: 'createdAt' | 'updatedAt' | 'eventTime';
  direction: 'asc' | 'desc';
}

export interface MemoryStore {
  readonly name: string;
  init(): Promise<void>;
  close(): Promise<void>;

  getEmbedderInfo(): Promise<EmbedderInfo | null>;
  setEmbedderInfo(info: EmbedderInfo): Promise<void>;

  write(batch: WriteBatch): Promise<void>;
  /** Every id-taking call names the tenant first: ids are unique only inside a tenant. */
  get(tenantId: string, id: string): Promise<MemoryRecord | null>;
  getMany(tenantId: string, ids: string[]): Promise<MemoryRecord[]>;
  /**
   * Optional: `getMany` for a reader that never changes what it gets (the search pipeline, through
   * `readOnlyRecords`). The store may hand out records it keeps for later reads instead of copies;
   * such records are frozen, deeply, so a change through them throws instead of reaching the store.
   * Whoever passes one on to a caller copies it first (`copyRecord`, `withOwnParts`).
   */
  readMany?(tenantId: string, ids: string[]): Promise<MemoryRecord[]>;
  list(query: RecordQuery, page: { limit: number; offset: number }, order?: ListOrder): Promise<Page<MemoryRecord>>;
  /** Ids of every record matching the query, for bulk operations. */
  listIds(query: RecordQuery): Promise<string[]>;

  vectorSearch(query: RecordQuery, vector: Float32Array, k: number): Promise<ScoredId[]>;
  keywordSearch(query: RecordQuery, terms: string[], k: number): Promise<ScoredId[]>;
  /**
   * Any one record matching the single term, with its BM25 score for that term, or null. Cheaper
   * than a top-1 `keywordSearch` (nothing is ranked); the pipeline uses it to recover a term's IDF.
   */
  keywordSample(query: RecordQuery, term: string): Promise<ScoredId | null>;
  /**
   * Optional: `keywordSample` for several terms in one call (a store reached over a network saves
   * a round trip per term), in the terms' order.
   */
  keywordSamples?(query: RecordQuery, terms: string[]): Promise<(ScoredId | null)[]>;
  /**
   * Optional: each memory's analysed length and counts of `terms`, read from the keyword index
   * instead of analysing its text again (keyword-context.ts), for the memories among `ids` in the
   * query's keyword scope (its tenant, and its user plus the shared records when it includes them;
   * any status) whose terms were written with this `analysis` tag; NaN for the rest. The
   * counts must be exactly those of `analyze(record.text)`, so a store answers only for memories
   * written with `RecordWrite.analysis` equal to the tag asked.
   */
  keywordTermCounts?(query: RecordQuery, ids: string[], terms: string[], analysis: string): Promise<KeywordTermCounts>;
  getVectors(tenantId: string, ids: string[]): Promise<Map<string, Float32Array>>;

  /** Bumps access statistics; not a content change, so it writes no history. */
  touch(tenantId: string, ids: string[], at: string): Promise<void>;
  /** The tenant's history of one id, oldest first; callers filter further by owner (user, agent). */
  history(tenantId: string, memoryId: string): Promise<HistoryEntry[]>;
  /**
   * Ids of memories whose history holds a snapshot owned by this tenant and user (or agent),
   * including memories already hard-deleted. Erase uses it so no old text survives in history.
   */
  historyOwnedBy(owner: HistoryOwner): Promise<string[]>;
  /**
   * Optional: a number that changes whenever another connection (another process) commits to
   * the same storage. In-process caches compare it before answering; stores that cannot be
   * shared between processes leave it out.
   */
  externalChangeVersion?(): Promise<number>;
  /**
   * Optional: every user of the tenant owning an active or archived memory, counted where the
   * data lives (one grouped query). Without it the inspector reads the tenant's records.
   */
  userActivity?(tenantId: string): Promise<UserActivity[]>;
  /** True when anything at all (record, vector, keyword row or history) of the tenant still references the ids. */
  hasTraces(tenantId: string, ids: string[]): Promise<boolean>;
}
