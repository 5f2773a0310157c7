import type { MemoryRecord } from '../core/types.js';
import type { ChatModel } from '../llm/chat-model.js';
import type { GuardReason } from './guard.js';
import type { ImportancePolicy } from './importance.js';
import type { MemoryLanguage, TurnLanguage } from './language.js';
import type { Slot } from './rules/slot.js';
import type { MemoryCategory } from './rules/triggers.js';

export type { MemoryCategory, Slot };

/** One memory the pipeline proposes to keep, before duplicates and conflicts are settled. */
export interface ProposedMemory {
  /** One standalone sentence in the user's language, relative times resolved. */
  text: string;
  kind: 'semantic' | 'procedural';
  category: MemoryCategory;
  importance: number;
  language: MemoryLanguage;
  /** When it happened (UTC ISO); the turn time when the text names no date. */
  eventTime: string;
  /** The same date on the user's calendar, YYYY-MM-DD, when the text names one. */
  eventDate: string | null;
  /** Source turn ids, `<sessionId>:<turnId>`. */
  evidence: string[];
  slots: Slot[];
  /** Names in the text, used to tell sub-tasks apart. */
  entities: string[];
  extractor: 'rules' | 'llm';
  /** What the user (or assistant) actually said, before rewriting. */
  sourceSentence: string;
  /** Kept only if it ends a memory that ended what it takes up again (rules/retraction.ts `resumedEnding`). */
  onlyIfItResumes?: boolean;
}

export interface WritePolicy {
  /** Cosine similarity at or above which an existing memory is a near-duplicate candidate. */
  duplicateSimilarity: number;
  /** Existing memories compared with each proposal. */
  neighbours: number;
  /** Importance added to a memory each time it is stated again. */
  mergeImportanceBump: number;
  importance: ImportancePolicy;
}

export interface ProcessTurnOptions {
  /** Optional LLM extractor; without it the rules extract, synchronously. */
  llm?: ChatModel;
  /** Faithfulness judge for LLM proposals: a model, or true to reuse `llm`. */
  judge?: ChatModel | boolean;
  /** With an LLM, run in the background and return at once (default true). Without an LLM the write is always synchronous. */
  background?: boolean;
  /** When the LLM fails, fall back to the rules (default true). */
  fallbackToRules?: boolean;
  policy?: Partial<Omit<WritePolicy, 'importance'>> & { importance?: Partial<ImportancePolicy> };
  signal?: AbortSignal;
}

export interface RejectedProposal {
  text: string;
  reason: GuardReason | 'judge' | 'invalid' | 'duplicate-in-turn' | 'resumes-nothing';
  missing: string[];
  extractor: 'rules' | 'llm';
}

export interface MergedMemory {
  memory: MemoryRecord;
  /** The restated text that was folded into it. */
  proposal: string;
}

export interface SupersededMemory {
  /** The old memory, after it was closed (validTo and supersededBy set). */
  memory: MemoryRecord;
  by: string;
  slot: string;
}

export type WriteStatus = 'pending' | 'done' | 'failed';

export interface WriteReport {
  /** Job id for `writeStatus`. */
  id: string;
  status: WriteStatus;
  /** The turn's evidence id, `<sessionId>:<turnId>`. */
  evidenceId: string;
  language: TurnLanguage;
  extractor: 'rules' | 'llm' | 'none';
  /** True when the whole turn was small talk (嗯, 好的, ok, thanks): nothing is written. */
  filler: boolean;
  created: MemoryRecord[];
  merged: MergedMemory[];
  superseded: SupersededMemory[];
  /** Memories that stay current with some of their slots changed by this turn (`metadata.changedSlots`); absent in reports written before session 22. */
  narrowed?: SupersededMemory[];
  rejected: RejectedProposal[];
  warnings: string[];
  error?: { code: string; message: string };
  startedAt: string;
  finishedAt: string | null;
}
