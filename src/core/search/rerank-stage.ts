import { MemoryError } from '../errors.js';
import type { SearchResult } from '../types.js';
import { rerankHead, type SearchReranker } from './reranker.js';
import { OptionalSearchStage, type SearchStageFailure } from './stage-failure.js';

/** The last reranker failure, for diagnostics: search itself never fails because of one. */
export type RerankFailure = SearchStageFailure<'reranker'>;

/**
 * The engine's optional last search stage: which reranker is set, how much of the ranking it
 * sees, and its failures. One object, so `forTenant` views share it.
 */
export class RerankStage extends OptionalSearchStage<SearchReranker, 'reranker'> {
  /** Overrides config.search.rerank.candidates for this reranker. */
  private candidateOverride: number | null = null;

  constructor() {
    super('reranker');
  }

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

  /** How many results the pipeline must rank for this search. */
  rankedNeeded(topK: number, configured: number): number {
    return this.current ? Math.max(topK, this.candidates(configured)) : topK;
  }

  /**
   * The results for the caller, and whether they may be cached: the reranker's order, or the
   * local order (not cached, so the next search tries again) when it fails.
   */
  async apply(question: string, ranked: SearchResult[], topK: number, configured: number, now: string): Promise<{ results: SearchResult[]; cacheable: boolean }> {
    const localOrder = (): SearchResult[] => ranked.slice(0, topK);
    if (ranked.length === 0) return { results: localOrder(), cacheable: true };
    const { value, cacheable } = await this.attempt(
      (reranker) => rerankHead({ reranker, question, ranked, candidates: this.candidates(configured), topK }),
      localOrder,
      () => now,
    );
    return { results: value, cacheable };
  }

  private candidates(configured: number): number {
    return this.candidateOverride ?? configured;
  }
}
