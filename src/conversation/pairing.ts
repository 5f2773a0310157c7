import type { ConversationMessage, QuestionAnswerPair, UnpairedMessage } from './types.js';

export const DEFAULT_MAX_PAIRS = 5;

export interface PairingResult {
  /** Oldest first; only the newest `maxPairs`. */
  pairs: QuestionAnswerPair[];
  /** Pairs that were complete but older than the newest `maxPairs`. */
  olderPairs: QuestionAnswerPair[];
  unpaired: UnpairedMessage[];
}

/**
 * Pairs each user question with the next real assistant answer (seed 002's buildHistory).
 * Notices in between are skipped and reported; a question followed by another question
 * was never answered, and an answer with no open question has nothing to pair with.
 */
export function pairMessages(messages: readonly ConversationMessage[], maxPairs = DEFAULT_MAX_PAIRS): PairingResult {
  const pairs: QuestionAnswerPair[] = [];
  const unpaired: UnpairedMessage[] = [];
  let openQuestion: ConversationMessage | null = null;
  for (const message of messages) {
    if (message.notice !== null || message.role === 'system') {
      unpaired.push({ message, reason: 'notice' });
      continue;
    }
    if (message.role === 'user') {
      if (openQuestion) unpaired.push({ message: openQuestion, reason: 'unanswered' });
      openQuestion = message;
      continue;
    }
    if (!openQuestion) {
      unpaired.push({ message, reason: 'answer-without-question' });
      continue;
    }
    pairs.push({ question: openQuestion.content, answer: message.content, questionId: openQuestion.id, answerId: message.id, at: openQuestion.at });
    openQuestion = null;
  }
  if (openQuestion) unpaired.push({ message: openQuestion, reason: 'unanswered' });
  const keep = Math.max(0, maxPairs);
  const cut = Math.max(0, pairs.length - keep);
  return { pairs: pairs.slice(cut), olderPairs: pairs.slice(0, cut), unpaired };
}
