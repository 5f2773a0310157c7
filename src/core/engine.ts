import { systemClock, type Clock } from './clock.js';
import { randomIds, type IdSource } from './ids.js';
import { resolveEngineConfig, type DeepPartial, type EngineConfig } from './config.js';
import { describeEmbedder, embedMany, sameEmbedder, type Embedder, type EmbedderInfo } from './embedder.js';
import { MemoryError } from './errors.js';
import { findExactDuplicate, type AddedMemory } from './exact-duplicate.js';
import { QueryEmbeddingBatcher } from './query-batcher.js';
import { addInputSchema, listInputSchema, parseInput, scopeSchema, searchInputSchema, updateInputSchema } from './schemas.js';
import { buildRecordQuery, recordInScope, requireAnchoredScope } from './scope.js';
import { runSearch, type SearchRequest } from './search/hybrid-search.js';
import { AskerOffsets } from './search/asker-offset.js';
import { readOnlyRecords } from './search/read-only-records.js';
import { CategoryTopics, MemoryCategories, MemoryDomains, type TextCategorizer } from './search/category-topics.js';
import { SearchResultCache } from './search/result-cache.js'; // issue 3
import { ProfileIndex } from './search/profile-index.js';
import { TurnPositions } from './search/turn-positions.js';
import { RerankStage, type RerankFailure } from './search/rerank-stage.js';
export type { RerankFailure } from './search/rerank-stage.js';
import type { SearchReranker } from './search/reranker.js';
import type { QueryRewriter } from './search/query-rewriter.js';
import { RewriteStage, type RewriteFailure } from './search/rewrite-stage.js';
export type { RewriteFailure } from './search/rewrite-stage.js';
import { JudgeStage, type JudgeFailure } from './search/judge-stage.js';
export type { JudgeFailure } from './search/judge-stage.js';
import type { JudgeBand, RelevanceJudge } from './search/relevance-judge.js';
import { onStoreWrite } from './search/write-observer.js'; // issue 3
import type { MemoryStore } from './store.js';
import { analyze, textTerms } from './text/analyzer.js';
import { checkTenantId } from './tenant-key.js';
import type {
  AddInput,
  HistoryEntry,
  HistoryEvent,
  ListInput,
  MemoryRecord,
  Page,
  Scope,
  SearchInput,
  SearchResult,
  UpdateInput,
} from './types.js';

export interface EngineOptions {
  store: MemoryStore;
  embedder: Embedder;
  tenantId?: string;
  clock?: Clock;
  config?: DeepPartial<EngineConfig>;
  /** An optional last search stage (e.g. an LLM); see `setReranker`. */
  reranker?: SearchReranker;
  /** An optional first search stage (e.g. an LLM) that adds keyword terms; see `setRewriter`. */
  rewriter?: QueryRewriter;
  /**
   * The write pipeline's rules for the categories search reads in a memory's own words when no
   * pipeline filed it under one (category-topics.ts). `Memory` passes the rule-based one; without
   * it only filed categories count. `add` files a memory under the first of them when the caller
   * gives neither a kind nor a category (an instruction as `procedural`), as `remember` files what it derives.
   */
  textCategories?: TextCategorizer;
  /** Makes ids for new memories and history entries (default: random UUIDs; src/core/ids.ts). */
  ids?: IdSource;
  /**
   * Only when the caller did not choose `embedder` (`Memory` with none given): for a store that
   * recorded another embedder, the embedder to use instead, or null when none fits (the store
   * then fails with EMBEDDER_MISMATCH). This is how a new default embedder reaches new stores
   * only, while a store keeps the embedder that wrote it.
   */
  embedderForStore?: (recorded: EmbedderInfo) => Embedder | null;
}

/** Everything that follows from the embedder; replaced together when `init` adopts the store's. */
interface EmbedderBinding {
  embedder: Embedder;
  config: EngineConfig;
  queryEmbeddings: QueryEmbeddingBatcher;
  /** Write-time category descriptions, embedded on the first search (search/category-topics.ts). */
  categoryTopics: CategoryTopics;
}

function bindEmbedder(embedder: Embedder, config: DeepPartial<EngineConfig> | undefined): EmbedderBinding {
  return {
    embedder,
    config: resolveEngineConfig(config, embedder.info.model),
    queryEmbeddings: new QueryEmbeddingBatcher(embedder),
    categoryTopics: new CategoryTopics(embedder),
  };
}

const DEFAULT_TENANT = 'default';

/**
 * The memory engine: the verbs every surface (library, CLI, HTTP, MCP) calls.
 * It owns validation, embedding, scoring and history; adapters only store and embed.
 */
export class MemoryEngine {
  readonly store: MemoryStore;
  /** The store as search reads it: candidate records without a copy each (search/read-only-records.ts). */
  private readonly searchStore: MemoryStore;
  readonly tenantId: string;
  readonly clock: Clock;
  private readonly ids: IdSource;
  /** One object, shared with `forTenant` views, so adopting the store's embedder reaches them too. */
  private readonly binding: EmbedderBinding;
  private readonly configOverrides: DeepPartial<EngineConfig> | undefined;
  private readonly embedderForStore: ((recorded: EmbedderInfo) => Embedder | null) | undefined;
  /** Each candidate's categories for the topic signal: filed, else read by the write rules (search/category-topics.ts). */
  private readonly memoryCategories: MemoryCategories;
  /** The domains of preferences' own words, read once per text by this engine's embedder (search/category-topics.ts). */
  private readonly memoryDomains = new MemoryDomains();
  /** Issue 3: short-TTL search results, dropped by writes in their scope (src/core/search/result-cache.ts). */
  private readonly searchCache: SearchResultCache;
  /** The users' profile lookups every search makes, dropped by writes in their scope (search/profile-index.ts). */
  private readonly profileIndex = new ProfileIndex();
  private readonly turnPositions = new TurnPositions();
  /** The calendar each user asks in when a search has no `now`, dropped by writes in their scope (search/asker-offset.ts). */
  private readonly askerOffsets = new AskerOffsets();
  /** Shared with `forTenant` views, like everything set on the instance they are made from. */
  private readonly rerankStage = new RerankStage();
  /** Shared with `forTenant` views, like the rerank stage. */
  private readonly rewriteStage = new RewriteStage();
  /** Shared with `forTenant` views, like the rerank stage. */
  private readonly judgeStage = new JudgeStage();
  private ready: Promise<void> | null = null;
  /** The store's external change version when the result cache was last known valid. */
  private seenExternalVersion: number | null = null;

  constructor(options: EngineOptions) {
    this.store = options.store;
    this.searchStore = readOnlyRecords(options.store);
    this.tenantId = checkTenantId(options.tenantId ?? DEFAULT_TENANT);
    this.clock = options.clock ?? systemClock;
    this.ids = options.ids ?? randomIds;
    this.configOverrides = options.config;
    this.embedderForStore = options.embedderForStore;
    this.binding = bindEmbedder(options.embedder, options.config);
    this.memoryCategories = new MemoryCategories(options.textCategories);
    this.searchCache = new SearchResultCache(this.clock, this.config.search.cache.ttlMs, this.config.search.cache.maxEntries);
    onStoreWrite(this.store, (batch) => {
      this.searchCache.invalidate(batch);
      this.profileIndex.invalidate(batch);
      this.turnPositions.observe(batch);
      this.askerOffsets.invalidate(batch);
    });
    if (options.reranker) this.setReranker(options.reranker);
    if (options.rewriter) this.setRewriter(options.rewriter);
  }

  /** The embedder: the one given, or, for a store that recorded another, the one `embedderForStore` chose at `init`. */
  get embedder(): Embedder {
    return this.binding.embedder;
  }

  /** The settings: defaults for this embedder (its relevance model), under the caller's. */
  get config(): EngineConfig {
    return this.binding.config;
  }

  private get queryEmbeddings(): QueryEmbeddingBatcher {
    return this.binding.queryEmbeddings;
  }

  private get categoryTopics(): CategoryTopics {
    return this.binding.categoryTopics;
  }

  /**
   * Sets (or, with null, clears) the reranker that reorders the head of every search: the top
   * `candidates` results (default config.search.rerank.candidates). Shared with `forTenant` views.
   */
  setReranker(reranker: SearchReranker | null, options: { candidates?: number } = {}): void {
    this.rerankStage.set(reranker, options.candidates);
    this.searchCache.clear();
  }

  get reranker(): SearchReranker | null {
    return this.rerankStage.reranker;
  }

  /** Searches whose reranker failed (network, bad answer, timeout) and fell back to the local order. */
  get rerankFailures(): number {
    return this.rerankStage.failures;
  }

  get lastRerankFailure(): RerankFailure | null {
    return this.rerankStage.lastFailure;
  }

  /**
   * Sets (or, with null, clears) the judge of the relevance gate's uncertain band: results whose
   * relevance lies within `band` of the cut (at most `limit` a search) are shown or left out by
   * its verdict instead of the local model's (search/relevance-judge.ts). Only the default gate
   * asks it (a caller's `threshold` replaces the gate). Shared with `forTenant` views.
   */
  setRelevanceJudge(judge: RelevanceJudge | null, band: Partial<JudgeBand> = {}): void {
    this.judgeStage.set(judge, band);
    this.searchCache.clear();
  }

  get relevanceJudge(): RelevanceJudge | null {
    return this.judgeStage.judge;
  }

  /** How far from the cut a result may lie and still go to the judge, and how many a search may send. */
  get relevanceJudgeBand(): JudgeBand {
    return this.judgeStage.band;
  }

  /** Searches whose relevance judge failed (network, bad answer, timeout) and kept the local decision. */
  get judgeFailures(): number {
    return this.judgeStage.failures;
  }

  get lastJudgeFailure(): JudgeFailure | null {
    return this.judgeStage.lastFailure;
  }

  /**
   * Sets (or, with null, clears) the query rewriter asked before every search: its phrasings add
   * keyword terms (at most 12), never a threshold change or another embedding. Shared with
   * `forTenant` views.
   */
  setRewriter(rewriter: QueryRewriter | null): void {
    this.rewriteStage.set(rewriter);
    this.searchCache.clear();
  }

  get rewriter(): QueryRewriter | null {
    return this.rewriteStage.rewriter;
  }

  /** Searches whose rewriter failed (network, bad answer, timeout) and ran on the question's own terms. */
  get rewriteFailures(): number {
    return this.rewriteStage.failures;
  }

  get lastRewriteFailure(): RewriteFailure | null {
    return this.rewriteStage.lastFailure;
  }

  /** The same store and embedder, confined to another tenant. */
  forTenant(tenantId: string): this {
    const view = Object.create(this) as this;
    Object.defineProperty(view, 'tenantId', { value: checkTenantId(tenantId) });
    return view;
  }

  /** Opens the store and checks that it was built by this embedder. Idempotent. */
  init(): Promise<void> {
    this.ready ??= this.initialise();
    return this.ready;
  }

  private async initialise(): Promise<void> {
    await this.store.init();
    const recorded = await this.store.getEmbedderInfo();
    if (recorded === null) {
      await this.store.setEmbedderInfo(this.embedder.info);
    } else if (!sameEmbedder(recorded, this.embedder.info) && !(await this.adoptEmbedderOf(recorded))) {
      throw new MemoryError(
        'EMBEDDER_MISMATCH',
        `this store was built with ${describeEmbedder(recorded)} but the engine uses ${describeEmbedder(this.embedder.info)}; ` +
          'use the same embedder, or re-embed into a new store (export, then import)',
        { details: { stored: { ...recorded }, configured: { ...this.embedder.info } } },
      );
    }
  }

  /** Switches to the embedder `embedderForStore` picks for what the store recorded; false when there is none. */
  private async adoptEmbedderOf(recorded: EmbedderInfo): Promise<boolean> {
    const adopted = this.embedderForStore?.(recorded) ?? null;
    if (adopted === null || !sameEmbedder(recorded, adopted.info)) return false;
    const unused = this.binding.embedder;
    Object.assign(this.binding, bindEmbedder(adopted, this.configOverrides));
    this.searchCache.clear();
    // Never loaded: nothing was embedded before `init`.
    await unused.close?.();
    return true;
  }

  async close(): Promise<void> {
    await this.store.close();
    await this.embedder.close?.();
  }

  now(): string {
    return this.clock.now().toISOString();
  }

  checkText(text: string, field = 'text'): string {
    const trimmed = text.trim();
    if (trimmed.length === 0) throw new MemoryError('INVALID_INPUT', `${field} must not be empty`, { details: { field } });
    if (text.length > this.config.limits.maxTextLength) {
      throw new MemoryError('TEXT_TOO_LONG', `${field} has ${text.length} characters; the limit is ${this.config.limits.maxTextLength}`, {
        details: { field, length: text.length, limit: this.config.limits.maxTextLength },
      });
    }
    return trimmed;
  }

  /** A new id for a memory or a history entry (`EngineOptions.ids`). */
  newId(): string {
    return this.ids();
  }

  historyEntry(event: HistoryEvent, before: MemoryRecord | null, after: MemoryRecord | null, actor: string | null = null): HistoryEntry {
    const memoryId = (after ?? before)?.id ?? '';
    return { id: this.newId(), memoryId, event, before, after, at: this.now(), actor };
  }

  /**
   * Adds one memory. Without an explicit `id`, an exact repeat of an active memory (same scope,
   * kind, text, metadata and tags) is not stored again: the existing one comes back with
   * `deduplicated: true`.
   */
  async add(input: AddInput): Promise<AddedMemory> {
    if (input.id !== undefined) return (await this.addMany([input]))[0] as MemoryRecord;
    const [record] = await this.prepareRecords([input]);
    const [vector] = await embedMany(this.embedder, [(record as MemoryRecord).text]);
    const duplicate = await findExactDuplicate(this.store, record as MemoryRecord, vector as Float32Array);
    if (duplicate) return { ...duplicate, deduplicated: true };
    await this.insertRecords([record as MemoryRecord], [vector as Float32Array]);
    return record as MemoryRecord;
  }

  /** Adds several memories with one batched embedding call and one transaction (no deduplication). */
  async addMany(inputs: AddInput[]): Promise<MemoryRecord[]> {
    const records = await this.prepareRecords(inputs);
    const duplicate = records.find((record, index) => records.findIndex((other) => other.id === record.id) !== index);
    if (duplicate) throw new MemoryError('CONFLICT', `the id ${duplicate.id} appears twice in one addMany call`, { details: { id: duplicate.id } });
    // An early answer before embedding; the write below re-checks inside its transaction (create: true).
    const existing = await this.store.getMany(this.tenantId, records.map((record) => record.id));
    if (existing.length > 0) {
      throw new MemoryError('CONFLICT', `a memory with id ${existing[0]?.id} already exists`, { details: { id: existing[0]?.id ?? '' } });
    }
    await this.insertRecords(records, await embedMany(this.embedder, records.map((record) => record.text)));
    return records;
  }

  private async insertRecords(records: MemoryRecord[], vectors: Float32Array[]): Promise<void> {
    await this.store.write({
      tenantId: this.tenantId,
      upserts: records.map((record, index) => ({ record, vector: vectors[index] as Float32Array, ...textTerms(record.text), create: true })),
      history: records.map((record) => this.historyEntry('create', null, record)),
    });
  }

  /** Validates add inputs into new records (not yet stored). */
  private async prepareRecords(inputs: AddInput[]): Promise<MemoryRecord[]> {
    await this.init();
    const parsed = inputs.map((input) => parseInput(addInputSchema, input, 'memory'));
    // A memory with neither user nor agent would be nobody's: only knowledge is shared (README scope rules).
    for (const input of parsed) if (input.kind !== 'knowledge') requireAnchoredScope(input, 'add');
    const texts = parsed.map((input) => this.checkText(input.text));
    const now = this.now();
    const records = parsed.map((input, index): MemoryRecord => {
      const scope: Scope = {};
      if (input.userId !== undefined) scope.userId = input.userId;
      if (input.agentId !== undefined) scope.agentId = input.agentId;
      if (input.sessionId !== undefined) scope.sessionId = input.sessionId;
      const text = texts[index] as string;
      const filed = input.kind === undefined && input.metadata?.category === undefined ? this.memoryCategories.ofText(text)[0] : undefined;
      return {
        id: input.id ?? this.newId(),
        tenantId: this.tenantId,
        scope,
        kind: input.kind ?? (filed === 'instruction' ? 'procedural' : 'semantic'),
        text,
        metadata: filed === undefined ? (input.metadata ?? {}) : { ...input.metadata, category: filed },
        tags: input.tags ?? [],
        importance: input.importance ?? 0.5,
        createdAt: now,
        updatedAt: now,
        lastAccessedAt: null,
        accessCount: 0,
        eventTime: input.eventTime ?? null,
        validFrom: input.validFrom ?? input.eventTime ?? now,
        validTo: null,
        supersededBy: null,
        status: 'active',
        evidence: input.evidence ?? [],
        source: Object.fromEntries(Object.entries(input.source ?? {}).filter(([, value]) => value !== undefined)),
      };
    });
    return records;
  }

  /** Loads a record visible from the scope, or throws NOT_FOUND (also for another tenant's or user's id). */
  async requireRecord(id: string, scope: Scope = {}): Promise<MemoryRecord> {
    await this.init();
    const parsedScope = parseInput(scopeSchema, scope, 'scope');
    const record = typeof id === 'string' && id.length > 0 ? await this.store.get(this.tenantId, id) : null;
    if (!record || record.status === 'deleted' || !recordInScope(record, this.tenantId, parsedScope)) {
      throw new MemoryError('NOT_FOUND', `no memory with id ${JSON.stringify(id)}`, { details: { id: String(id) } });
    }
    return record;
  }

  /** Writes must name the owner exactly: a user may read shared knowledge but not change it. */
  private async requireWritable(id: string, scope: Scope): Promise<MemoryRecord> {
    const record = await this.requireRecord(id, scope);
    if (scope.userId !== undefined && record.scope.userId !== scope.userId) {
      throw new MemoryError('NOT_FOUND', `no memory with id ${JSON.stringify(id)}`, { details: { id } });
    }
    return record;
  }

  get(id: string, scope: Scope = {}): Promise<MemoryRecord> {
    return this.requireRecord(id, scope);
  }

  /**
   * Lists memories of one user or agent. Listing the whole tenant needs `tenantWide: true`, an
   * explicit opt-in for admin tools and maintenance (SCOPE_REQUIRED otherwise).
   */
  async getAll(input: ListInput = {}): Promise<Page<MemoryRecord>> {
    await this.init();
    const parsed = parseInput(listInputSchema, input, 'list request');
    if (parsed.tenantWide !== true) requireAnchoredScope(parsed, 'getAll (pass tenantWide: true to list the whole tenant)');
    const query = buildRecordQuery(this.tenantId, parsed, {
      statuses: parsed.statuses ?? ['active'],
      ...(parsed.kinds ? { kinds: parsed.kinds } : {}),
      filter: parsed.filter,
    });
    return this.store.list(query, { limit: parsed.limit ?? 100, offset: parsed.offset ?? 0 }, { by: 'createdAt', direction: 'desc' });
  }

  async update(id: string, patch: UpdateInput, scope: Scope = {}): Promise<MemoryRecord> {
    const parsed = parseInput(updateInputSchema, patch, 'update');
    const before = await this.requireWritable(id, scope);
    const text = parsed.text === undefined ? before.text : this.checkText(parsed.text);
    const after: MemoryRecord = {
      ...before,
      text,
      metadata: parsed.metadata ?? before.metadata,
      tags: parsed.tags ?? before.tags,
      importance: parsed.importance ?? before.importance,
      eventTime: parsed.eventTime === undefined ? before.eventTime : parsed.eventTime,
      validTo: parsed.validTo === undefined ? before.validTo : parsed.validTo,
      supersededBy: parsed.supersededBy === undefined ? before.supersededBy : parsed.supersededBy,
      status: parsed.status ?? before.status,
      updatedAt: this.now(),
    };
    const textChanged = text !== before.text;
    const [vector] = textChanged ? await embedMany(this.embedder, [text]) : [undefined];
    await this.store.write({
      tenantId: this.tenantId,
      upserts: [textChanged ? { record: after, vector: vector as Float32Array, ...textTerms(after.text) } : { record: after }],
      history: [this.historyEntry('update', before, after)],
    });
    return after;
  }

  async delete(id: string, scope: Scope = {}): Promise<void> {
    const before = await this.requireWritable(id, scope);
    await this.store.write({ tenantId: this.tenantId, deletes: [before.id], history: [this.historyEntry('delete', before, null)] });
  }

  /** Deletes every memory in the scope. Refused without a userId or agentId. Returns the count. */
  async deleteAll(scope: Scope): Promise<number> {
    await this.init();
    const parsed = parseInput(scopeSchema, scope ?? {}, 'scope');
    requireAnchoredScope(parsed, 'deleteAll');
    const query = buildRecordQuery(this.tenantId, parsed, { statuses: ['active', 'archived'] });
    const ids = await this.store.listIds(query);
    if (ids.length === 0) return 0;
    const records = await this.store.getMany(this.tenantId, ids);
    await this.store.write({ tenantId: this.tenantId, deletes: ids, history: records.map((record) => this.historyEntry('delete', record, null)) });
    return ids.length;
  }

  /**
   * The history of one id, only the entries the caller owns: the tenant's rows (the store keys
   * history by tenant), and of those only snapshots visible from the scope. An id can be reused
   * after a hard delete (a remembered turn, another user's import), so the log of one id may hold
   * another owner's snapshots; those are never returned.
   */
  async history(id: string, scope: Scope = {}): Promise<HistoryEntry[]> {
    await this.init();
    const parsedScope = parseInput(scopeSchema, scope, 'scope');
    const entries = (await this.store.history(this.tenantId, id)).filter((entry) => this.historyEntryOwned(entry, parsedScope));
    if (entries.length === 0) throw new MemoryError('NOT_FOUND', `no history for memory ${JSON.stringify(id)}`, { details: { id } });
    return entries;
  }

  /** An entry belongs to the caller when every snapshot in it is visible from the scope. */
  historyEntryOwned(entry: HistoryEntry, scope: Scope): boolean {
    const snapshots = [entry.before, entry.after].filter((snapshot): snapshot is MemoryRecord => snapshot !== null);
    return snapshots.length > 0 && snapshots.every((snapshot) => recordInScope(snapshot, this.tenantId, scope) && ownedBy(snapshot, scope));
  }

  /** Another process writing to the same database invalidates every cached result and profile. */
  private async dropCacheOnExternalWrites(): Promise<void> {
    if (!this.store.externalChangeVersion) return;
    const version = await this.store.externalChangeVersion();
    if (version !== this.seenExternalVersion) {
      this.searchCache.clear();
      this.profileIndex.clear();
      this.turnPositions.clear();
      this.askerOffsets.clear();
      this.seenExternalVersion = version;
    }
  }

  /** The cached profile lookups, checked against other processes' writes: for callers of the search pipeline. */
  async profileLookups(): Promise<ProfileIndex> {
    await this.dropCacheOnExternalWrites();
    return this.profileIndex;
  }

  /**
   * What the engine's own search hands the pipeline besides the store and the question: the
   * profile, turn positions, the life domains, memories' categories and their own domains. Other
   * callers of the pipeline (context assembly, "why was this recalled", forget by query) rank with
   * the same, so a memory found through its topic is found there too (until session 13 they passed
   * the profile alone, and ranked 我对花生过敏 for 晚饭吃什么 at relevance 0.13 where search gave 0.40).
   */
  async pipelineInputs(): Promise<PipelineInputs> {
    await this.dropCacheOnExternalWrites();
    return this.pipelineState();
  }

  /** The pipeline inputs as they stand, for a caller that has just checked for other processes' writes (the engine's own search). */
  private async pipelineState(): Promise<PipelineInputs> {
    return {
      profileIndex: this.profileIndex,
      turnPositions: this.turnPositions,
      topics: await this.categoryTopics.load(),
      categories: this.memoryCategories,
      memoryDomains: this.memoryDomains,
    };
  }

  async search(input: SearchInput): Promise<SearchResult[]> {
    return this.searchRanking(input, false);
  }

  /**
   * For evaluation: the first `topK` of the ranking with no threshold and no relevance gate, each
   * result with its breakdown (the eval harness refits the relevance model and replays the gate on
   * these). Not a recall: access statistics are left alone.
   */
  async searchUncut(input: SearchInput): Promise<SearchResult[]> {
    return this.searchRanking(input, true);
  }

  private async searchRanking(input: SearchInput, uncut: boolean): Promise<SearchResult[]> {
    await this.init();
    const parsed = parseInput(searchInputSchema, input, 'search');
    const query = this.checkText(parsed.query, 'query');
    const includeKnowledge = parsed.includeKnowledge ?? this.config.search.includeKnowledge;
    const recordQuery = buildRecordQuery(this.tenantId, parsed, {
      statuses: parsed.includeArchived ? ['active', 'archived'] : ['active'],
      ...(parsed.kinds ? { kinds: parsed.kinds } : {}),
      filter: parsed.filter,
      includeShared: includeKnowledge && parsed.userId !== undefined,
    });
    await this.dropCacheOnExternalWrites();
    const judged = !uncut && parsed.threshold === undefined && this.judgeStage.judge !== null;
    const cacheKey = JSON.stringify([parsed, includeKnowledge, this.rerankStage.reranker?.name ?? null, this.rewriteStage.rewriter?.name ?? null, judged ? this.judgeStage.judge?.name : null, uncut]);
    const cached = this.searchCache.get(this.tenantId, parsed.userId, cacheKey);
    const topK = parsed.topK ?? this.config.search.topK;
    const rerankCandidates = this.config.search.rerank.candidates;
    const needed = this.rerankStage.rankedNeeded(topK, rerankCandidates);
    let results = cached;
    if (!results) {
      const questionTerms = analyze(query);
      // The rewriter's call and the query embedding run side by side; the vector is the question's own.
      const [vector, extra] = await Promise.all([this.queryEmbeddings.embed(query), this.rewriteStage.extraTerms(query, questionTerms, () => this.now())]);
      const ranked = await runSearch({
        store: this.searchStore,
        query: recordQuery,
        vector,
        terms: [...questionTerms, ...extra.terms],
        questionTerms,
        now: parsed.now ? new Date(parsed.now) : this.clock.now(),
        // A question names days of the asker's calendar: `now`'s offset, or the one their latest turn was told in.
        utcOffsetMinutes: await this.askerOffsets.of(this.store, this.tenantId, parsed, parsed.now),
        config: this.config.search,
        // The judge decides on the ungated ranking: deep enough for the gate to fill topK after it.
        topK: judged ? Math.max(JUDGED_RANKING_DEPTH, 3 * needed) : needed,
        threshold: parsed.threshold ?? this.config.search.threshold,
        // A caller's threshold replaces the relevance gate; otherwise the calibrated gate decides.
        minTopScore: parsed.threshold ?? 0,
        ...(parsed.threshold === undefined && !judged ? { relevanceCut: this.config.search.relevance.cut } : {}),
        text: query,
        embedder: this.embedder,
        ...(await this.pipelineState()),
        successorsFirst: true,
        uncut: uncut || judged,
      });
      const gate = { cut: this.config.search.relevance.cut, relativeThreshold: this.config.search.relativeThreshold, topK: needed };
      const gated = judged ? await this.judgeStage.apply(query, ranked, gate, this.now()) : { results: ranked, cacheable: true };
      const final = await this.rerankStage.apply(query, gated.results, topK, rerankCandidates, this.now());
      results = final.results;
      // A search that called a model is kept at once; a local one from its question's second ask (result-cache.ts).
      const costly = judged || this.rewriteStage.rewriter !== null || this.rerankStage.reranker !== null;
      if (final.cacheable && extra.cacheable && gated.cacheable) this.searchCache.offer(this.tenantId, parsed.userId, cacheKey, results, costly);
    }
    if (results.length > 0 && !uncut) await this.store.touch(this.tenantId, results.map((result) => result.id), this.now());
    return results;
  }
}

/** What every caller of the search pipeline passes besides the store and the question (MemoryEngine.pipelineInputs). */
type PipelineInputs = Pick<SearchRequest, 'profileIndex' | 'turnPositions' | 'topics' | 'categories' | 'memoryDomains'>;

/** The least depth of the ungated ranking a judged search reads (the gate drops results under its floor before taking topK). */
const JUDGED_RANKING_DEPTH = 30;

/** History is stricter than reads: a user sees shared records, but a shared record's history is not the user's. */
function ownedBy(snapshot: MemoryRecord, scope: Scope): boolean {
  return scope.userId === undefined || snapshot.scope.userId === scope.userId;
}
