/** The public face of knowledge memory (issue 5). */
export { ingestDocs, DEFAULT_COLLECTION, type IngestOptions, type IngestSummary, type IngestProgress } from './ingest.js';
export { watchDocs, type WatchOptions, type KnowledgeWatcher } from './watch.js';
export { chunkDocument, defaultChunking, type Chunk, type ChunkingOptions } from './chunker.js';
export { parseDocument } from './parse-document.js';
export type { Block, DocumentFormat, ParsedDocument } from './document.js';
export type { SkippedFile, SkipReason } from './scan.js';
export { knowledgeSourceOf, formatKnowledgeSource, type KnowledgeSource } from './source-label.js';
export { knowledgeStatus, type KnowledgeStatus, type CollectionStatus } from './status.js';
