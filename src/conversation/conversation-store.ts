import type { Conversation, ConversationMessage, ExpiredConversation } from './types.js';

export interface AppendRequest {
  tenantId: string;
  conversationId: string;
  /** Owner recorded when the conversation is created; later appends must match it. */
  userId: string | null;
  messages: ConversationMessage[];
  /** Becomes the conversation's last activity. */
  at: string;
  /** Keep only the newest this many messages. */
  cap: number;
}

/**
 * Where session history lives. Adapters apply each append (insert, trim to the cap, touch)
 * atomically, so several processes sharing one database see one consistent history.
 */
export interface ConversationStore {
  readonly name: string;
  init(): Promise<void>;
  append(request: AppendRequest): Promise<void>;
  load(tenantId: string, conversationId: string): Promise<Conversation | null>;
  delete(tenantId: string, conversationId: string): Promise<boolean>;
  /** Removes every conversation whose last activity is strictly before `cutoff`, and says which. */
  deleteIdle(cutoff: string): Promise<ExpiredConversation[]>;
}

/** Thrown by adapters when an append names a different owner than the stored one. */
export class ConversationOwnerMismatch extends Error {
  constructor(readonly conversationId: string) {
    super(`conversation ${conversationId} belongs to another user`);
    this.name = 'ConversationOwnerMismatch';
  }
}
