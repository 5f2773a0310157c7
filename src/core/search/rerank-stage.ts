import { MemoryError } from '../errors.js';
import type { SearchResult } from '../types.js';
import { rerankHead, type SearchReranker } from './reranker.js';
import { StageFailures, type SearchStageFailure } from './stage-failure.js';

/** The last reranker failure, for diagnostics: search itself never fails because of one. */
export type RerankFailure = SearchStageFailure<'reranker'>;

/**
 * The engine's optional last search stage: which reranker is set, how much of the ranking it
 * sees, and its failures. One object, so `forTenant` views share it.
 */
export class RerankStage {
  private current: SearchReranker | null = null;
  /** Overrides config.search.rerank.candidates for this reranker. */
  private candidateOverride: number | null = null;
  private readonly failureLog = new StageFailures('reranker');

  set(reranker: SearchReranker | null, candidates?: number): void {
    if (candidates !== undefined && (!Number.isInteger(candidates) || candidates < 1 || candidates > 100)) {
      throw new MemoryError('INVALID_INPUT', `rerank candidates must be an integer from 1 to 100, got ${candidates}`, { details: { field: 'candidates' } });
    }
    this.current = reranker;
    this.candidateOverride = candidates ?? null;
  }

  get reranker(): SearchReranker | null {
    return this.current;
  }

  get failures(): number {
    return this.failureLog.count;
  }

  get lastFailure(): RerankFailure | null {
    return this.failureLog.latest;
  }

  /** How many results the pipeline must rank for this search. */
  rankedNeeded(topK: number, configured: number): number {
    return this.current ? Math.max(topK, this.candidates(configured)) : topK;
  }

  /**
   * The results for the caller, and whether they may be cached: the reranker's order, or the
   * local order (not cached, so the next search tries again) when it fails.
   */
  async apply(question: string, ranked: SearchResult[], topK: number, configured: number, now: string): Promise<{ results: SearchResult[]; cacheable: boolean }> {
    const reranker = this.current;
    if (!reranker || ranked.length === 0) return { results: ranked.slice(0, topK), cacheable: true };
    try {
      return { results: await rerankHead({ reranker, question, ranked, candidates: this.candidates(configured), topK }), cacheable: true };
    } catch (error: unknown) {
      this.failureLog.record(reranker.name, error, now);
      return { results: ranked.slice(0, topK), cacheable: false };
    }
  }

  private candidates(configured: number): number {
    return this.candidateOverride ?? configured;
  }
}
