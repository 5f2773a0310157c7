import type { BuildContextInput, BuiltContext } from '../context/context-types.js';
import { buildContext } from '../context/build-context.js';
import type { MemoryEngine } from '../core/engine.js';
import { buildRecordQuery } from '../core/scope.js';
import type { MemoryStore } from '../core/store.js';
import type { TurnInput } from '../core/types.js';
import type { ChatModel } from '../llm/chat-model.js';
import { isPostgresStore } from '../stores/postgres/postgres-side-tables.js';
import { isSqliteBacked } from '../stores/sqlite/sqlite-backed.js';
import { summarizeSession, type SessionSummaryResult, type SummarizeSessionInput } from '../summaries/session-summary.js';
import { rememberTurn, type RememberTurnResult } from '../turns/remember-turn.js';
import { turnFilter } from '../turns/turn-record.js';
import { processTurn, type WriteReport } from '../write/index.js';
import { ConversationHistory, type ConversationHistoryOptions } from './conversation-history.js';
import type { ConversationStore } from './conversation-store.js';
import { InMemoryConversationStore } from './in-memory-conversation-store.js';
import { PostgresConversationStore } from './postgres-conversation-store.js';
import { SqliteConversationStore } from './sqlite-conversation-store.js';
import type { ExpiredConversation } from './types.js';

export interface ConversationLayerOptions {
  history?: Omit<ConversationHistoryOptions, 'onExpire'>;
  /** Where history lives. Default: the memory store's database when it is SQLite or Postgres, else this process's memory. */
  conversationStore?: ConversationStore;
  /** Writes session summaries when set; the extractive summariser runs otherwise. */
  llm?: ChatModel | null;
  /** Summarise a session every N new turns (default 10; 0 turns it off). */
  summarizeEvery?: number;
  /** Run each remembered turn through the long-term write pipeline (default true). */
  extract?: boolean;
  /** Summarise a session when its conversation expires (default true). */
  summarizeOnExpire?: boolean;
  /** Background failures (sweeps, end-of-session summaries) land here. Default: stderr. */
  onError?: (error: unknown) => void;
}

export interface RememberResult extends RememberTurnResult {
  /** The session summary, when this turn completed a block of `summarizeEvery` turns. */
  summary: SessionSummaryResult | null;
  /** What the long-term write pipeline made of the turn (null when extraction is off). */
  write: WriteReport | null;
}

export const DEFAULT_SUMMARIZE_EVERY = 10;

/** History in the memory store's own database (its SQLite file or Postgres schema) when there is one, so processes share it. */
export function conversationStoreFor(store: MemoryStore): ConversationStore {
  if (isSqliteBacked(store)) return new SqliteConversationStore(() => store.database);
  if (isPostgresStore(store)) return new PostgresConversationStore(store);
  return new InMemoryConversationStore();
}

/**
 * The conversation layer of one memory store: session history with its sweeper, turn
 * memory with summaries every N turns and at session end, and context assembly. Its
 * methods take the engine (a tenant's view of it) so one layer serves every tenant.
 */
export class ConversationLayer {
  readonly history: ConversationHistory;
  readonly llm: ChatModel | null;
  readonly summarizeEvery: number;
  readonly extract: boolean;
  private readonly onError: (error: unknown) => void;

  constructor(
    private readonly engine: MemoryEngine,
    options: ConversationLayerOptions = {},
  ) {
    this.llm = options.llm ?? null;
    this.summarizeEvery = Math.max(0, Math.floor(options.summarizeEvery ?? DEFAULT_SUMMARIZE_EVERY));
    this.extract = options.extract ?? true;
    this.onError = options.onError ?? ((error: unknown) => process.stderr.write(`agent-memory: ${error instanceof Error ? error.message : String(error)}\n`));
    const summarizeOnExpire = options.summarizeOnExpire ?? true;
    this.history = ConversationHistory.create(
      options.conversationStore ?? conversationStoreFor(engine.store),
      engine.clock,
      {
        ...options.history,
        onError: options.history?.onError ?? this.onError,
        beforeInit: () => engine.init(),
        ...(summarizeOnExpire ? { onExpire: (expired: ExpiredConversation[]) => this.summarizeExpired(expired) } : {}),
      },
      engine.tenantId,
    );
  }

  /** History bound to the engine's tenant, after the store is open (SQLite history needs its handle). */
  async historyFor(engine: MemoryEngine): Promise<ConversationHistory> {
    await engine.init();
    return this.history.forTenant(engine.tenantId);
  }

  async remember(engine: MemoryEngine, turn: TurnInput): Promise<RememberResult> {
    const stored = await rememberTurn(engine, turn);
    // Every turn passes through the write pipeline; re-processing an unchanged turn is a no-op there.
    const write = this.extract ? await processTurn(engine, turn, this.llm ? { llm: this.llm } : {}) : null;
    let summary: SessionSummaryResult | null = null;
    if (stored.outcome === 'created' && this.summarizeEvery > 0) {
      const count = await this.countSessionTurns(engine, stored.record.scope);
      if (count > 0 && count % this.summarizeEvery === 0) {
        summary = await summarizeSession(engine, { ...ownerOf(stored.record.scope), sessionId: stored.record.scope.sessionId as string, trigger: 'every-n-turns' }, this.llm);
      }
    }
    return { ...stored, summary, write };
  }

  summarize(engine: MemoryEngine, input: SummarizeSessionInput): Promise<SessionSummaryResult> {
    return summarizeSession(engine, input, this.llm);
  }

  /** Session end: summarise it and drop its short-term history. */
  async endSession(engine: MemoryEngine, input: Omit<SummarizeSessionInput, 'trigger'>): Promise<{ summary: SessionSummaryResult; historyEnded: boolean }> {
    const summary = await summarizeSession(engine, { ...input, trigger: 'session-end' }, this.llm);
    const history = await this.historyFor(engine);
    return { summary, historyEnded: await history.end(input.sessionId) };
  }

  /** With no history given, the stored history of `scope.sessionId` is used. */
  async buildContext(engine: MemoryEngine, input: BuildContextInput): Promise<BuiltContext> {
    if (input.history !== undefined || input.scope?.sessionId === undefined) return buildContext(engine, input);
    const history = await this.historyFor(engine);
    const messages = await history.messages(input.scope.sessionId, input.scope.userId === undefined ? {} : { userId: input.scope.userId });
    return buildContext(engine, { ...input, history: messages });
  }

  async close(): Promise<void> {
    await this.history.stopSweeper();
  }

  private async countSessionTurns(engine: MemoryEngine, scope: { userId?: string; agentId?: string; sessionId?: string }): Promise<number> {
    const ids = await engine.store.listIds(buildRecordQuery(engine.tenantId, scope, { statuses: ['active'], kinds: ['episodic'], filter: turnFilter }));
    return ids.length;
  }

  private async summarizeExpired(expired: ExpiredConversation[]): Promise<void> {
    for (const conversation of expired) {
      if (conversation.userId === null) continue;
      try {
        await summarizeSession(this.engine.forTenant(conversation.tenantId), { userId: conversation.userId, sessionId: conversation.id, trigger: 'session-end' }, this.llm);
      } catch (error: unknown) {
        this.onError(error);
      }
    }
  }
}

function ownerOf(scope: { userId?: string; agentId?: string }): { userId: string; agentId?: string } {
  return { userId: scope.userId as string, ...(scope.agentId ? { agentId: scope.agentId } : {}) };
}

/** One layer per memory store, shared by the engine and its tenant views. */
const layers = new WeakMap<MemoryStore, ConversationLayer>();

export function conversationLayerFor(engine: MemoryEngine): ConversationLayer {
  let layer = layers.get(engine.store);
  if (!layer) {
    layer = new ConversationLayer(engine);
    layers.set(engine.store, layer);
  }
  return layer;
}

/** Replaces the layer's options (stopping the old sweeper). Call before starting the sweeper. */
export async function configureConversationLayer(engine: MemoryEngine, options: ConversationLayerOptions): Promise<ConversationLayer> {
  await layers.get(engine.store)?.close();
  const layer = new ConversationLayer(engine, options);
  layers.set(engine.store, layer);
  return layer;
}

export async function closeConversationLayer(engine: MemoryEngine): Promise<void> {
  const layer = layers.get(engine.store);
  layers.delete(engine.store);
  await layer?.close();
}
