export { MemoryEngine, type EngineOptions, type RerankFailure, type RewriteFailure, type JudgeFailure } from './core/engine.js';
export type { AddedMemory } from './core/exact-duplicate.js';
export { Memory, type MemoryOptions } from './memory.js';
export { MemoryError, type MemoryErrorCode, type MemoryErrorCategory, type JsonValue } from './core/errors.js';
export type * from './core/types.js';
export type { Filter, FilterNode } from './core/filter.js';
export { parseFilter, matchesFilter } from './core/filter.js';
export type { MemoryStore, RecordQuery, ScoredId, WriteBatch } from './core/store.js';
export type { Embedder, EmbedderInfo, EmbedderPart } from './core/embedder.js';
export { systemClock, manualClock, type Clock } from './core/clock.js';
export { defaultSearchConfig, type DenseScale, type EngineConfig, type SearchConfig } from './core/config.js';
export { analyze, loadUserDictionary, loadUserDictionaryFile } from './core/text/analyzer.js';
export { InMemoryStore } from './stores/in-memory/in-memory-store.js';
export { SqliteStore, type SqliteStoreOptions } from './stores/sqlite/sqlite-store.js';
export { HashEmbedder } from './embedders/hash/hash-embedder.js';
export { LocalEmbedder, type LocalEmbedderOptions } from './embedders/local/local-embedder.js';
export { OpenAIEmbedder, type OpenAIEmbedderOptions } from './embedders/openai/openai-embedder.js';
export { UseLiteEmbedder, type UseLiteEmbedderOptions } from './embedders/use-lite/use-lite-embedder.js';
export { CompositeEmbedder, type CompositeMember } from './embedders/composite/composite-embedder.js';
export { createBilingualLocalEmbedder } from './embedders/composite/local-bilingual.js';
export { createDefaultEmbedder, embedderForRecorded, defaultEmbedderKind } from './embedders/default-embedder.js';
export type { ChatModel, ChatMessage, ChatRequest } from './llm/chat-model.js';
export { OpenAIChatModel } from './llm/openai-chat-model.js';
export type { SearchReranker } from './core/search/reranker.js';
export type { RelevanceJudge, JudgeBand } from './core/search/relevance-judge.js';
export type { QueryRewriter } from './core/search/query-rewriter.js';
export { LlmReranker, type LlmRerankerOptions } from './llm/llm-reranker.js';
export { LlmRelevanceJudge, type LlmRelevanceJudgeOptions } from './llm/llm-relevance-judge.js';
export { LlmQueryRewriter, type LlmQueryRewriterOptions } from './llm/llm-query-rewriter.js';
export * from './knowledge/index.js'; // issue 5: knowledge memory
export * from './conversation/public.js'; // issue 4
export * from './write/index.js'; // issue 7: write pipeline
export * from './lifecycle/index.js'; // issue 7: lifecycle and forgetting
export * from './eval/index.js'; // issue 3: eval harness
export { findTimeCues, type TimeCues, type TimeRange } from './core/search/time-cues.js'; // issue 3
