import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../core/clock.js';
import { MemoryError } from '../core/errors.js';
import { isoTimeSchema, parseInput } from '../core/schemas.js';
import { resolveConversationId, validateConversationId } from './conversation-id.js';
import { ConversationOwnerMismatch, type ConversationStore } from './conversation-store.js';
import { DEFAULT_MAX_PAIRS, pairMessages, type PairingResult } from './pairing.js';
import type { Scheduler } from './scheduler.js';
import { Sweeper } from './sweeper.js';
import { MESSAGE_ROLES, NOTICE_KINDS, type Conversation, type ConversationMessage, type ExpiredConversation, type MessageInput } from './types.js';

/** Seed 002's numbers: 20 messages, 30 minutes idle, a sweep every 5 minutes, 5 pairs. */
export interface ConversationHistoryOptions {
  maxMessages?: number;
  ttlMs?: number;
  sweepIntervalMs?: number;
  maxPairs?: number;
  maxMessageLength?: number;
  scheduler?: Scheduler;
  /** Called after a sweep removed conversations, for end-of-session work such as summaries. */
  onExpire?: (expired: ExpiredConversation[]) => Promise<void> | void;
  onError?: (error: unknown) => void;
  /** Awaited before the store's first use; the memory store must be open before SQLite history is. */
  beforeInit?: () => Promise<void>;
}

type Hooks = 'scheduler' | 'onExpire' | 'onError' | 'beforeInit';
export type ResolvedHistoryOptions = Required<Omit<ConversationHistoryOptions, Hooks>> & Pick<ConversationHistoryOptions, Hooks>;

export const defaultHistoryOptions = { maxMessages: 20, ttlMs: 30 * 60_000, sweepIntervalMs: 5 * 60_000, maxPairs: DEFAULT_MAX_PAIRS, maxMessageLength: 16_000 };

const messageInputSchema = z.object({
  role: z.enum(MESSAGE_ROLES),
  content: z.string(),
  notice: z.enum(NOTICE_KINDS).nullable().optional(),
  id: z.string().min(1).max(256).optional(),
  at: isoTimeSchema.optional(),
});

const optionsSchema = z.object({
  maxMessages: z.number().int().min(1).max(10_000),
  ttlMs: z.number().int().min(1),
  sweepIntervalMs: z.number().int().min(1),
  maxPairs: z.number().int().min(0).max(1000),
  maxMessageLength: z.number().int().min(1),
});

interface Shared {
  store: ConversationStore;
  clock: Clock;
  options: ResolvedHistoryOptions;
  sweeper: Sweeper;
  ready: Promise<void> | null;
}

/**
 * Session history (short-term memory): messages per conversation, capped, expiring when
 * idle. Kept in a ConversationStore, so processes sharing a database share the history.
 * Expiry holds on every read even before the sweeper has run.
 */
export class ConversationHistory {
  private constructor(
    private readonly shared: Shared,
    readonly tenantId: string,
  ) {}

  static create(store: ConversationStore, clock: Clock, options: ConversationHistoryOptions = {}, tenantId = 'default'): ConversationHistory {
    const resolved: ResolvedHistoryOptions = {
      ...parseInput(optionsSchema, { ...defaultHistoryOptions, ...withoutUndefined(options) }, 'conversation history options'),
      ...(options.scheduler ? { scheduler: options.scheduler } : {}),
      ...(options.onExpire ? { onExpire: options.onExpire } : {}),
      ...(options.onError ? { onError: options.onError } : {}),
      ...(options.beforeInit ? { beforeInit: options.beforeInit } : {}),
    };
    const shared: Shared = { store, clock, options: resolved, ready: null, sweeper: undefined as unknown as Sweeper };
    const history = new ConversationHistory(shared, tenantId);
    shared.sweeper = new Sweeper({
      intervalMs: resolved.sweepIntervalMs,
      sweep: () => history.sweep(),
      ...(resolved.scheduler ? { scheduler: resolved.scheduler } : {}),
      ...(resolved.onError ? { onError: resolved.onError } : {}),
    });
    return history;
  }

  /** The same store and sweeper, confined to another tenant. */
  forTenant(tenantId: string): ConversationHistory {
    return tenantId === this.tenantId ? this : new ConversationHistory(this.shared, tenantId);
  }

  get options(): Readonly<ResolvedHistoryOptions> {
    return this.shared.options;
  }

  get storeName(): string {
    return this.shared.store.name;
  }

  private init(): Promise<void> {
    const { beforeInit } = this.shared.options;
    this.shared.ready ??= (beforeInit ? beforeInit() : Promise.resolve()).then(() => this.shared.store.init());
    return this.shared.ready;
  }

  /** The client's id when it sent one (validated), or a fresh `conv_` id. */
  resolveId(conversationId?: string | null): { id: string; generated: boolean } {
    return resolveConversationId(conversationId);
  }

  async append(conversationId: string, input: MessageInput | MessageInput[], owner: { userId?: string } = {}): Promise<Conversation> {
    await this.init();
    const id = validateConversationId(conversationId);
    const inputs = Array.isArray(input) ? input : [input];
    const now = this.shared.clock.now().toISOString();
    const messages = inputs.map((raw): ConversationMessage => {
      const parsed = parseInput(messageInputSchema, raw, 'message');
      if (parsed.content.trim().length === 0) throw new MemoryError('INVALID_INPUT', 'message content must not be empty', { details: { field: 'content' } });
      if (parsed.content.length > this.shared.options.maxMessageLength) {
        throw new MemoryError('TEXT_TOO_LONG', `message has ${parsed.content.length} characters; the limit is ${this.shared.options.maxMessageLength}`);
      }
      // A system-role message is a notice by definition, so it can never be paired.
      const notice = parsed.notice ?? (parsed.role === 'system' ? 'system' : null);
      return { id: parsed.id ?? randomUUID(), role: parsed.role, content: parsed.content, notice, at: parsed.at ? new Date(parsed.at).toISOString() : now };
    });
    // An expired conversation starts afresh rather than reviving stale messages.
    await this.get(id, owner);
    try {
      await this.shared.store.append({ tenantId: this.tenantId, conversationId: id, userId: owner.userId ?? null, messages, at: now, cap: this.shared.options.maxMessages });
    } catch (error: unknown) {
      if (error instanceof ConversationOwnerMismatch) throw forbidden(id, error);
      throw error;
    }
    return (await this.get(id, owner)) as Conversation;
  }

  /** The conversation, or null when unknown, expired, or owned by another user. */
  async get(conversationId: string, owner: { userId?: string } = {}): Promise<Conversation | null> {
    await this.init();
    const id = validateConversationId(conversationId);
    const conversation = await this.shared.store.load(this.tenantId, id);
    if (!conversation) return null;
    if (this.isExpired(conversation.lastActiveAt)) {
      await this.shared.store.delete(this.tenantId, id);
      return null;
    }
    // Library callers that name no user are trusted; a named user sees only their own history.
    if (owner.userId !== undefined && conversation.userId !== owner.userId) throw forbidden(id);
    return conversation;
  }

  async messages(conversationId: string, owner: { userId?: string } = {}): Promise<ConversationMessage[]> {
    return (await this.get(conversationId, owner))?.messages ?? [];
  }

  /** The real question/answer pairs for the model: the newest `maxPairs` (default 5). */
  async pairs(conversationId: string, owner: { userId?: string } = {}, maxPairs = this.shared.options.maxPairs): Promise<PairingResult> {
    return pairMessages(await this.messages(conversationId, owner), maxPairs);
  }

  /** Ends a conversation now, as the sweeper would after the idle timeout. */
  async end(conversationId: string): Promise<boolean> {
    await this.init();
    return this.shared.store.delete(this.tenantId, validateConversationId(conversationId));
  }

  private isExpired(lastActiveAt: string): boolean {
    return Date.parse(lastActiveAt) + this.shared.options.ttlMs <= this.shared.clock.now().getTime();
  }

  /** Removes every idle conversation (all tenants: the sweeper serves the whole store). */
  async sweep(): Promise<ExpiredConversation[]> {
    await this.init();
    const cutoff = new Date(this.shared.clock.now().getTime() - this.shared.options.ttlMs + 1).toISOString();
    const expired = await this.shared.store.deleteIdle(cutoff);
    if (expired.length > 0) await this.shared.options.onExpire?.(expired);
    return expired;
  }

  startSweeper(): void {
    this.shared.sweeper.start();
  }

  /** Cancels the schedule and waits for a sweep in flight. */
  stopSweeper(): Promise<void> {
    return this.shared.sweeper.stop();
  }

  get sweeperRunning(): boolean {
    return this.shared.sweeper.running;
  }
}

function forbidden(conversationId: string, cause?: unknown): MemoryError {
  return new MemoryError('FORBIDDEN', `conversation ${conversationId} belongs to another user`, {
    details: { conversationId },
    ...(cause === undefined ? {} : { cause }),
  });
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined && typeof entry !== 'function' && typeof entry !== 'object')) as Partial<T>;
}
