/** The write pipeline's public surface (issue 7). */
export { processTurn, defaultWritePolicy, resolveWritePolicy } from './process-turn.js';
export { writeStatus, waitForWrite, waitForAllWrites } from './jobs.js';
export { turnEvidenceId, parseEvidenceId } from './evidence.js';
export { resolveRelativeTimes, findRelativeTimeWords, type TimeResolution, type ResolvedPhrase } from './relative-time.js';
export { checkSupport, type GuardResult, type GuardReason } from './guard.js';
export { defaultImportancePolicy, type ImportancePolicy } from './importance.js';
export { extractByRules } from './rule-extractor.js';
export { LONG_TERM_LAYER } from './reconcile.js';
export type { ProcessTurnOptions, ProposedMemory, WritePolicy, WriteReport, WriteStatus, RejectedProposal, MergedMemory, SupersededMemory, MemoryCategory, Slot } from './types.js';
export { isSuperseded, rankCurrentFirst } from './validity.js';
