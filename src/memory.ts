import { MemoryEngine, type EngineOptions } from './core/engine.js';
import type { Embedder } from './core/embedder.js';
import type { MemoryStore } from './core/store.js';
import { createDefaultEmbedder, embedderForRecorded } from './embedders/default-embedder.js';
import { storeFromLocation } from './stores/store-location.js';
import { ingestDocs, type IngestOptions, type IngestSummary } from './knowledge/ingest.js'; // issue 5
import { watchDocs, type KnowledgeWatcher, type WatchOptions } from './knowledge/watch.js'; // issue 5
import { knowledgeStatus, type KnowledgeStatus } from './knowledge/status.js'; // issue 5
import type { TurnInput } from './core/types.js'; // issue 4
import { closeConversationLayer, configureConversationLayer, conversationLayerFor, type ConversationLayerOptions, type RememberResult } from './conversation/conversation-layer.js'; // issue 4
import type { ConversationHistory } from './conversation/conversation-history.js'; // issue 4
import type { BuildContextInput, BuiltContext } from './context/context-types.js'; // issue 4
import type { SessionSummaryResult, SummarizeSessionInput } from './summaries/session-summary.js'; // issue 4
import { recallTurns, type RecallResult } from './turns/recall-turns.js'; // issue 4
import { cleanupTurns, type CleanupTurnsResult } from './turns/cleanup-turns.js'; // issue 4
import type { CleanupTurnsInput, RecallInput } from './turns/turn-schemas.js'; // issue 4
import type { MemoryRecord, Scope } from './core/types.js'; // issue 7
import { processTurn, writeStatus, waitForWrite, type ProcessTurnOptions, type WriteReport } from './write/index.js'; // issue 7
import { textCategories } from './write/text-categories.js'; // issue 11: categories read in a memory's own words
import type { ChatModel } from './llm/chat-model.js'; // LLM reranking
import { LlmReranker } from './llm/llm-reranker.js'; // LLM reranking
import { LlmRelevanceJudge } from './llm/llm-relevance-judge.js'; // LLM judging of the relevance gate's uncertain band
import { LlmQueryRewriter } from './llm/llm-query-rewriter.js'; // LLM query rewriting
import { erase, exportJsonl, feedback, forget, importJsonl, maintain, reindexKeywords, restore, type EraseReport, type FeedbackInput, type ForgetInput, type ForgetReport, type ImportOptions, type ImportReport, type MaintainOptions, type MaintainReport, type ReindexReport, type RestoreInput } from './lifecycle/index.js'; // issue 7

export interface MemoryOptions extends Omit<EngineOptions, 'store' | 'embedder'> {
  /**
   * A store, or where one is: `postgres://user:pass@host:port/db`, `chroma://host:port` or a SQLite file path
   * (see stores/store-location.ts). Defaults to `AGENT_MEMORY_STORE`, else the SQLite store at `dbPath`.
   */
  store?: MemoryStore | string;
  /**
   * Defaults to the local embedder the store recorded (bge-small-zh alone, or `local-bilingual`:
   * bge-small-zh plus USE-lite for English), else, for a new store, `defaultEmbedderKind`
   * (`local-bilingual`; embedders/default-embedder.ts). Both ship with the package; nothing is
   * fetched at run time.
   */
  embedder?: Embedder;
  /** SQLite file for the default store; `AGENT_MEMORY_DB` or `./agent-memory.db` when absent. */
  dbPath?: string;
}

/** An explicit `dbPath` wins over the environment; then `AGENT_MEMORY_STORE`, `AGENT_MEMORY_DB`, `./agent-memory.db`. */
function defaultLocation(dbPath: string | undefined): string {
  return dbPath ?? (process.env.AGENT_MEMORY_STORE || undefined) ?? (process.env.AGENT_MEMORY_DB || undefined) ?? './agent-memory.db';
}

/**
 * The library entry point: the engine wired to the embedded defaults, so
 * `await Memory.open()` works offline with no configuration and no API key.
 */
export class Memory extends MemoryEngine {
  constructor(options: MemoryOptions = {}) {
    const { store, embedder, dbPath, ...engineOptions } = options;
    super({
      ...engineOptions,
      store: typeof store === 'object' ? store : storeFromLocation(store ?? defaultLocation(dbPath)),
      embedder: embedder ?? createDefaultEmbedder(),
      ...(embedder === undefined ? { embedderForStore: (recorded) => embedderForRecorded(recorded) } : {}),
      textCategories: engineOptions.textCategories ?? textCategories,
    });
  }

  static async open(options: MemoryOptions = {}): Promise<Memory> {
    const memory = new Memory(options);
    await memory.init();
    return memory;
  }

  // --- issue 5: knowledge memory (src/knowledge/) ---
  /** Makes a collection mirror a folder of Markdown, text and HTML; returns what changed. */
  ingestDocs(options: IngestOptions): Promise<IngestSummary> {
    return ingestDocs(this, options);
  }

  /** Syncs the folder, then follows it (debounced) until `close()`. */
  watchDocs(options: WatchOptions): Promise<KnowledgeWatcher> {
    return watchDocs(this, options);
  }

  /** Per collection: files and chunks in the index, archived chunks, and when it last changed. */
  knowledgeStatus(options: { collection?: string } = {}): Promise<KnowledgeStatus> {
    return knowledgeStatus(this, options);
  }
  // --- end issue 5 ---

  // --- issue 4: conversation layer (src/conversation/, src/turns/, src/summaries/, src/context/) ---
  /** Sets history limits, the optional LLM for summaries and the summary cadence; stops a running sweeper. */
  async configureConversation(options: ConversationLayerOptions): Promise<void> {
    await configureConversationLayer(this, options);
  }

  /** Session history for this tenant: append, read, pairs, `startSweeper()` / `stopSweeper()`. */
  get conversations(): ConversationHistory {
    return conversationLayerFor(this).history.forTenant(this.tenantId);
  }

  /** Upserts one turn as the episodic memory `<session>_<turn>`; summarises the session every N turns. */
  remember(turn: TurnInput): Promise<RememberResult> {
    return conversationLayerFor(this).remember(this, turn);
  }

  /** Turn memories relevant to the question, above the threshold, in time order, each labelled `[turn N]`. */
  recall(input: RecallInput): Promise<RecallResult> {
    return recallTurns(this, input);
  }

  /** Deletes a user's turn memories by age (`olderThan`) and/or beyond the newest `keepLast` per session. */
  cleanupTurns(input: CleanupTurnsInput): Promise<CleanupTurnsResult> {
    return cleanupTurns(this, input);
  }

  /** Writes (or refreshes) the session's `summary` memory in the user's scope. */
  summarizeSession(input: SummarizeSessionInput): Promise<SessionSummaryResult> {
    return conversationLayerFor(this).summarize(this, input);
  }

  /** Session end: summarises the session and drops its short-term history. */
  endSession(input: Omit<SummarizeSessionInput, 'trigger'>): Promise<{ summary: SessionSummaryResult; historyEnded: boolean }> {
    return conversationLayerFor(this).endSession(this, input);
  }

  /** The prompt for one question within a token budget, plus a report of what went in and what was dropped. */
  buildContext(input: BuildContextInput): Promise<BuiltContext> {
    return conversationLayerFor(this).buildContext(this, input);
  }

  /** Stops the history sweeper before the store closes. */
  override async close(): Promise<void> {
    await closeConversationLayer(this);
    await super.close();
  }
  // --- end issue 4 ---

  // --- issue 7: long-term memory write pipeline (src/write/) and forgetting (src/lifecycle/) ---
  /** Runs a turn through the write pipeline: rules (or the optional LLM) extract, the guard checks, duplicates merge, conflicts supersede. */
  processTurn(turn: TurnInput, options?: ProcessTurnOptions): Promise<WriteReport> {
    return processTurn(this, turn, options);
  }

  /** The report of a write job: `pending` while an LLM extraction runs in the background, then `done` or `failed`. */
  writeStatus(id: string): Promise<WriteReport> {
    return writeStatus(this, id);
  }

  /** Resolves when a background write job has finished. */
  waitForWrite(id: string): Promise<WriteReport> {
    return waitForWrite(this, id);
  }

  /** Archives one memory by id, or previews (then, with `confirm: true`, archives) what a query matches. */
  forget(input: ForgetInput): Promise<ForgetReport> {
    return forget(this, input);
  }

  /** Archives old, unused, unimportant memories and purges long-archived ones; `dryRun` only lists them. */
  maintain(options?: MaintainOptions): Promise<MaintainReport> {
    return maintain(this, options);
  }

  /** Brings an archived memory back. */
  restore(input: RestoreInput): Promise<MemoryRecord> {
    return restore(this, input);
  }

  /** A user's memories and their history as JSONL. */
  export(scope: Scope): Promise<string> {
    return exportJsonl(this, scope);
  }

  /** Loads a JSONL export (validated first; ids already present are skipped). */
  import(jsonl: string, options?: ImportOptions): Promise<ImportReport> {
    return importJsonl(this, jsonl, options);
  }

  /** Right to be forgotten: deletes everything of the scope, vectors, keyword rows and history included, with proof. */
  erase(scope: Scope): Promise<EraseReport> {
    return erase(this, scope);
  }

  /** "Useful" raises a memory's importance, "not useful" lowers it. */
  feedback(input: FeedbackInput): Promise<MemoryRecord> {
    return feedback(this, input);
  }

  /**
   * Writes every keyword row of the tenant again under the current text analysis, after an upgrade
   * that changed it or a user dictionary: old rows keep the terms they were indexed with. Run it
   * while nothing else writes to the tenant (lifecycle/reindex.ts).
   */
  reindex(): Promise<ReindexReport> {
    return reindexKeywords(this);
  }
  // --- end issue 7 ---

  // --- LLM reranking and query rewriting (src/llm/llm-reranker.ts, src/llm/llm-query-rewriter.ts, src/core/search/) ---
  /**
   * With an LLM, every search has it reorder its top `candidates` results (one chat call per
   * search, not cached results; `rerank: false` leaves that out); with `rewrite: true` too, it is
   * also asked first for other phrasings of the question, whose words join the keyword search (a
   * second chat call). With `judge: true` it also judges the relevance gate's uncertain band: the
   * results whose relevance lies near the cut are shown or left out by its verdict (one more
   * call, only for searches with such results; engine.setRelevanceJudge), `judgeBand` wide around
   * the cut (default 0.25; 1 judges every result the gate could show). A stage not asked for
   * is cleared; null turns them all off. A failed call falls back to the local order, the
   * question's own words or the local decision and counts in `rerankFailures`,
   * `rewriteFailures` or `judgeFailures`.
   */
  configureRetrieval(options: { llm: ChatModel | null; candidates?: number; timeoutMs?: number; rerank?: boolean; rewrite?: boolean; judge?: boolean; judgeBand?: number }): void {
    const { llm } = options;
    const timeout = options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {};
    const rerank = llm !== null && options.rerank !== false;
    this.setReranker(rerank ? new LlmReranker({ llm, ...timeout }) : null, rerank && options.candidates !== undefined ? { candidates: options.candidates } : {});
    this.setRewriter(llm !== null && options.rewrite === true ? new LlmQueryRewriter({ llm, ...timeout }) : null);
    this.setRelevanceJudge(llm !== null && options.judge === true ? new LlmRelevanceJudge({ llm, ...timeout }) : null, options.judgeBand !== undefined ? { band: options.judgeBand } : {});
  }
  // --- end LLM reranking and query rewriting ---
}
