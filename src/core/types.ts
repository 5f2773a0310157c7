import type { JsonValue } from './errors.js';
import type { Filter } from './filter.js';

export type { JsonValue };

export const MEMORY_KINDS = ['episodic', 'semantic', 'procedural', 'summary', 'knowledge'] as const;
export type MemoryKind = (typeof MEMORY_KINDS)[number];

export const MEMORY_STATUSES = ['active', 'archived', 'deleted'] as const;
export type MemoryStatus = (typeof MEMORY_STATUSES)[number];

export type Metadata = Record<string, JsonValue>;

/** Every read and write runs inside a scope. Knowledge is shared and has no userId. */
export interface Scope {
  userId?: string;
  agentId?: string;
  sessionId?: string;
}

export interface MemorySource {
  sessionId?: string;
  messageIds?: string[];
  documentPath?: string;
  documentHash?: string;
  [key: string]: JsonValue | undefined;
}

export interface MemoryRecord {
  id: string;
  /** The tenant owning the record. Set by the engine instance, never by the caller. */
  tenantId: string;
  scope: Scope;
  kind: MemoryKind;
  text: string;
  metadata: Metadata;
  tags: string[];
  importance: number;
  createdAt: string;
  updatedAt: string;
  lastAccessedAt: string | null;
  accessCount: number;
  eventTime: string | null;
  validFrom: string | null;
  validTo: string | null;
  supersededBy: string | null;
  status: MemoryStatus;
  evidence: string[];
  source: MemorySource;
}

export type HistoryEvent = 'create' | 'update' | 'delete' | 'archive' | 'restore' | 'supersede' | 'merge';

export interface HistoryEntry {
  id: string;
  memoryId: string;
  event: HistoryEvent;
  before: MemoryRecord | null;
  after: MemoryRecord | null;
  at: string;
  actor: string | null;
}

export interface ScoreBreakdown {
  dense: number;
  keyword: number;
  importance: number;
  recency: number;
  final: number;
  [signal: string]: number;
}

export interface SearchResult extends MemoryRecord {
  score: number;
  /** Calibrated 0..1: how likely this memory answers the question (also in `scores.relevance`). */
  relevance: number;
  scores: ScoreBreakdown;
}

export interface AddInput extends Scope {
  text: string;
  id?: string;
  kind?: MemoryKind;
  metadata?: Metadata;
  tags?: string[];
  importance?: number;
  eventTime?: string;
  validFrom?: string;
  evidence?: string[];
  source?: MemorySource;
}

export interface SearchInput extends Scope {
  query: string;
  topK?: number;
  threshold?: number;
  filter?: Filter;
  kinds?: MemoryKind[];
  includeKnowledge?: boolean;
  includeArchived?: boolean;
  /** Reference "now" for recency and relative dates in the query. */
  now?: string;
}

export interface ListInput extends Scope {
  filter?: Filter;
  kinds?: MemoryKind[];
  statuses?: MemoryStatus[];
  limit?: number;
  offset?: number;
  /** Opt-in to list every user of the tenant (admin tools, maintenance); without it a userId or agentId is required. */
  tenantWide?: boolean;
}

export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

export interface UpdateInput {
  text?: string;
  metadata?: Metadata;
  tags?: string[];
  importance?: number;
  eventTime?: string | null;
  validTo?: string | null;
  supersededBy?: string | null;
  status?: MemoryStatus;
}

/** One question/answer exchange, the unit of turn memory (seed 000) and of the write pipeline. */
export interface TurnInput {
  userId: string;
  agentId?: string;
  sessionId: string;
  turnId: string;
  user: string;
  assistant?: string;
  /** When the turn happened; relative dates in it resolve against this. Defaults to now. */
  time?: string;
  metadata?: Metadata;
}
