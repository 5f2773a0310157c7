import type { NoticeKind } from '../conversation/types.js';
import type { MemoryKind, Scope, ScoreBreakdown } from '../core/types.js';

/** OpenAI-style chat message: what `buildContext` returns and an LLM call takes as it is. */
export interface ContextMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A message of the recent conversation, as a client keeps it. Notices are never paired. */
export interface ContextHistoryMessage {
  role: 'user' | 'assistant' | 'system';
  content: string;
  notice?: NoticeKind | null;
  id?: string;
  at?: string;
}

export interface BuildContextInput {
  /** Whose memories: a userId (or agentId) is required. A sessionId names the current session. */
  scope: Scope;
  question: string;
  /** The recent message flow; paired here, newest `maxPairs` pairs kept. */
  history?: ContextHistoryMessage[];
  /** The whole prompt fits this many tokens (o200k_base, as gpt-4o counts chat messages). Default 2000. */
  budgetTokens?: number;
  /** Your base system prompt; a short default explains the memory blocks when absent. */
  system?: string;
  /** The current task's state, placed next to the recent turns. */
  taskState?: string | string[];
  /** Recalled facts and knowledge kept at most. Default 8. */
  topK?: number;
  /** Minimum final score of a recalled item; when absent, the relevance gate of a search without a threshold decides (relevance.ts, `gateByRelevance`). */
  threshold?: number;
  /** History pairs kept at most. Default 5. */
  maxPairs?: number;
  /** Reference time for recency and for deciding what is outdated. */
  now?: string;
}

/** Where an item goes in the prompt (see ARCHITECTURE.md, working memory). */
export type ContextBlock = 'instructions' | 'preferences' | 'task-state' | 'facts' | 'history';

export type DropReason =
  /** Did not fit the token budget. */
  | 'budget'
  /** Under the relevance gate (no result reaches its cut, or under its floor), or with a caller's threshold under the absolute or the relative threshold. */
  | 'threshold'
  /** Passed the threshold but ranked below topK. */
  | 'top-k'
  /** Replaced by a newer memory that the prompt presents as current. */
  | 'superseded'
  /** Already in the prompt as a history pair. */
  | 'duplicate'
  /** Says what another item in the prompt says (a fact and the turn it was extracted from, a summary of turns already in). */
  | 'merged'
  /** A system notice (rate limit, fallback, error): never shown to the model. */
  | 'notice'
  /** A question with no answer, or an answer with no question. */
  | 'unpaired'
  /** A complete pair older than the newest `maxPairs`. */
  | 'max-pairs';

export interface ContextReportItem {
  /** Memory id, `pair:<question id>`, `message:<id>` or `task:<n>`. */
  id: string;
  kind: MemoryKind | 'history-pair' | 'history-message' | 'task-state';
  block: ContextBlock;
  text: string;
  /** Where it came from: `session S, turn N`, a document path, the caller. */
  source: string;
  /** When it happened or became true (ISO), when known. */
  date: string | null;
  /** Final retrieval score for recalled items; importance for standing ones; null for history and caller input. */
  score: number | null;
  scoreBasis: 'relevance' | 'importance' | null;
  scores: ScoreBreakdown | null;
  included: boolean;
  reason: DropReason | null;
  /** Why, in words: `needs 42 tokens, 17 left`, `score 0.21 < threshold 0.25`. */
  detail: string | null;
  /** True when a newer item superseded it (shown as outdated), false for the item shown as current of a conflict, null otherwise. */
  outdated: boolean | null;
  /** Tokens this item adds to the prompt (or would have added). */
  tokens: number;
}

export interface ContextReport {
  question: string;
  budgetTokens: number;
  usedTokens: number;
  tokenizer: string;
  /** Every candidate item, included or not, in priority order. */
  items: ContextReportItem[];
  /** The items left out, with their reasons (a view of `items`). */
  dropped: ContextReportItem[];
  /** Tokens per prompt message, in order. */
  messageTokens: number[];
}

export interface BuiltContext {
  messages: ContextMessage[];
  report: ContextReport;
}
