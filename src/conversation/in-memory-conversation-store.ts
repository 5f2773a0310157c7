import type { AppendRequest, ConversationStore } from './conversation-store.js';
import { ConversationOwnerMismatch } from './conversation-store.js';
import type { Conversation, ExpiredConversation } from './types.js';
import { tenantKey } from '../core/tenant-key.js';

/** History for one process only: the default when the memory store is not SQLite. */
export class InMemoryConversationStore implements ConversationStore {
  readonly name = 'in-memory';
  private readonly conversations = new Map<string, Conversation>();

  async init(): Promise<void> {}

  async append(request: AppendRequest): Promise<void> {
    const key = tenantKey(request.tenantId, request.conversationId);
    const existing = this.conversations.get(key);
    if (existing && existing.userId !== request.userId) throw new ConversationOwnerMismatch(request.conversationId);
    const conversation: Conversation = existing ?? {
      id: request.conversationId,
      tenantId: request.tenantId,
      userId: request.userId,
      createdAt: request.at,
      lastActiveAt: request.at,
      messages: [],
    };
    conversation.messages.push(...structuredClone(request.messages));
    conversation.messages = conversation.messages.slice(-Math.max(0, request.cap));
    conversation.lastActiveAt = request.at;
    this.conversations.set(key, conversation);
  }

  async load(tenantId: string, conversationId: string): Promise<Conversation | null> {
    const conversation = this.conversations.get(tenantKey(tenantId, conversationId));
    return conversation ? structuredClone(conversation) : null;
  }

  async delete(tenantId: string, conversationId: string): Promise<boolean> {
    return this.conversations.delete(tenantKey(tenantId, conversationId));
  }

  async deleteIdle(cutoff: string): Promise<ExpiredConversation[]> {
    const expired: ExpiredConversation[] = [];
    for (const [key, conversation] of this.conversations) {
      if (conversation.lastActiveAt < cutoff) {
        expired.push({ id: conversation.id, tenantId: conversation.tenantId, userId: conversation.userId, lastActiveAt: conversation.lastActiveAt });
        this.conversations.delete(key);
      }
    }
    return expired;
  }
}
