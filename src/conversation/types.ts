/**
 * Messages that are not real answers: a rate-limit text, a fallback text shown when the
 * model was down, an error, or any other system notice. They are kept in the history so a
 * client can show them, but they are never paired and never reach the model (seed 002).
 */
export const NOTICE_KINDS = ['rate-limit', 'fallback', 'error', 'system'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const MESSAGE_ROLES = ['user', 'assistant', 'system'] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];

export interface ConversationMessage {
  id: string;
  role: MessageRole;
  content: string;
  /** Set for system notices; `null` for a real user question or assistant answer. */
  notice: NoticeKind | null;
  at: string;
}

/** What a caller appends; id and time are filled in when absent. */
export interface MessageInput {
  role: MessageRole;
  content: string;
  notice?: NoticeKind | null;
  id?: string;
  at?: string;
}

export interface Conversation {
  id: string;
  tenantId: string;
  userId: string | null;
  createdAt: string;
  lastActiveAt: string;
  /** Oldest first, at most the configured cap. */
  messages: ConversationMessage[];
}

export interface ExpiredConversation {
  id: string;
  tenantId: string;
  userId: string | null;
  lastActiveAt: string;
}

/** One real exchange, the unit the model sees from history. */
export interface QuestionAnswerPair {
  question: string;
  answer: string;
  questionId: string;
  answerId: string;
  at: string;
}

export type UnpairedReason = 'notice' | 'unanswered' | 'answer-without-question';

export interface UnpairedMessage {
  message: ConversationMessage;
  reason: UnpairedReason;
}
