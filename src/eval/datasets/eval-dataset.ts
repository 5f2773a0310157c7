/**
 * The harness's own shape for a dataset, whatever file it came from. Loaders turn LoCoMo and
 * our dialogue format into this; everything after loading (ingestion, scoring, reports) reads
 * only this.
 */
export type DatasetFormat = 'locomo' | 'memory-dev';

export interface EvalTurn {
  /** The id evidence refers to (LoCoMo `dia_id`, our `<session>:<n>`). */
  id: string;
  /** Who spoke: a person's name (LoCoMo) or `user` / `assistant` (our format). */
  speaker: string;
  role: 'user' | 'assistant';
  text: string;
  /** Position inside its session, from 0, so neighbouring turns can be found. */
  index: number;
}

export interface EvalSession {
  id: string;
  /** ISO time the session happened; every turn in it is stored with this time. */
  time: string;
  turns: EvalTurn[];
}

export interface EvalConversation {
  /** One conversation belongs to one user; that user's scope isolates it. */
  userId: string;
  sessions: EvalSession[];
}

export interface EvalQuestion {
  id: string;
  userId: string;
  query: string;
  /** When the question is asked: "now" for recency and relative dates. */
  time: string | null;
  /** Turn ids needed to answer. Empty for a question that should get nothing (abstain). */
  evidence: string[];
  /** Question type (our format) or `category-N` (LoCoMo). */
  type: string;
  /** Outdated turn ids that must not outrank the evidence (update questions). */
  stale: string[];
  /** Another user holding a similar, conflicting fact: a result of theirs is a leak. */
  otherUser: string | null;
}

export interface EvalDataset {
  name: string;
  format: DatasetFormat;
  conversations: EvalConversation[];
  questions: EvalQuestion[];
  /** Questions left out, with why (LoCoMo category 5, evidence naming no known turn). */
  skipped: Record<string, number>;
}

export function countTurns(dataset: EvalDataset): number {
  return dataset.conversations.reduce((sum, conversation) => sum + conversation.sessions.reduce((inner, session) => inner + session.turns.length, 0), 0);
}
