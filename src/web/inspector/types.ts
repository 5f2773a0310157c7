/** The HTTP API's JSON shapes the inspector reads (see docs/server.md). */
export interface MemoryRecord {
  id: string;
  tenantId: string;
  scope: { userId?: string; agentId?: string; sessionId?: string };
  kind: string;
  text: string;
  metadata: Record<string, unknown>;
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
  status: string;
  evidence: string[];
  source: Record<string, unknown>;
}

export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

export interface UserSummary {
  userId: string;
  memories: number;
  archived: number;
  sessions: number;
  lastActivityAt: string;
}

export interface HistoryEntry {
  id: string;
  memoryId: string;
  event: string;
  before: MemoryRecord | null;
  after: MemoryRecord | null;
  at: string;
  actor: string | null;
}

export interface EvidenceTurn {
  evidenceId: string;
  /** Null when the turn is no longer stored. */
  id: string | null;
  text: string | null;
  sessionId: string | null;
  time: string | null;
}

export interface ExplainedCandidate extends MemoryRecord {
  score: number;
  relevance: number;
  scores: Record<string, number>;
  rank: number;
  passed: boolean;
  dropped: string | null;
  reason: string;
  evidenceTurns: EvidenceTurn[];
}

export interface SearchExplanation {
  query: string;
  /** The relevance cut that decided (a default search), or null when a threshold did. */
  relevanceCut: number | null;
  threshold: number;
  minTopScore: number;
  relativeThreshold: number;
  topK: number;
  topScore: number;
  note: string | null;
  candidates: ExplainedCandidate[];
}

export interface ContextReportItem {
  id: string;
  kind: string;
  block: string;
  text: string;
  source: string;
  score: number | null;
  included: boolean;
  reason: string | null;
  detail: string | null;
  tokens: number;
}

export interface BuiltContext {
  messages: { role: string; content: string }[];
  report: { budgetTokens: number; usedTokens: number; items: ContextReportItem[]; dropped: ContextReportItem[] };
}

export interface CollectionStatus {
  collection: string;
  files: number;
  chunks: number;
  archivedChunks: number;
  lastChangedAt: string | null;
}

export interface SessionView {
  sessionId: string;
  firstAt: string;
  lastAt: string;
  turns: { id: string; turnId: string; turnNumber: number | null; user: string; assistant: string | null; time: string }[];
  summary: { id: string; text: string; updatedAt: string } | null;
}
