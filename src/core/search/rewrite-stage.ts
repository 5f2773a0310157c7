import { MemoryError } from '../errors.js';
import { analyze } from '../text/analyzer.js';
import type { QueryRewriter } from './query-rewriter.js';
import { OptionalSearchStage, type SearchStageFailure } from './stage-failure.js';

/** The last query-rewriter failure, for diagnostics: search itself never fails because of one. */
export type RewriteFailure = SearchStageFailure<'rewriter'>;

/** Extra keyword terms one search may take from rewrites, so a chatty model cannot flood the query. */
export const MAX_EXTRA_TERMS = 12;

/**
 * The keyword terms the rewrites add to the question's: each rewrite analysed like any text, in
 * the rewriter's order, without the question's own terms or repeats, at most `cap` of them.
 */
export function extraTermsFrom(rewrites: readonly string[], questionTerms: readonly string[], cap = MAX_EXTRA_TERMS): string[] {
  const seen = new Set(questionTerms);
  const extra: string[] = [];
  for (const rewrite of rewrites) {
    for (const term of analyze(rewrite)) {
      if (extra.length >= cap) return extra;
      if (seen.has(term)) continue;
      seen.add(term);
      extra.push(term);
    }
  }
  return extra;
}

/**
 * The engine's optional first search stage: which query rewriter is set and its failures. One
 * object, so `forTenant` views share it.
 */
export class RewriteStage extends OptionalSearchStage<QueryRewriter, 'rewriter'> {
  constructor() {
    super('rewriter');
  }

  set(rewriter: QueryRewriter | null): void {
    this.current = rewriter;
  }

  get rewriter(): QueryRewriter | null {
    return this.current;
  }

  /**
   * The extra keyword terms for a question, and whether a result searched with them may be
   * cached: none (and cacheable) without a rewriter; none and not cacheable when it fails, so
   * the next search asks it again.
   */
  async extraTerms(question: string, questionTerms: readonly string[], now: () => string): Promise<{ terms: string[]; cacheable: boolean }> {
    const { value, cacheable } = await this.attempt(
      async (rewriter) => {
        const rewrites: unknown = await rewriter.rewrite(question);
        if (!Array.isArray(rewrites) || !rewrites.every((rewrite): rewrite is string => typeof rewrite === 'string')) {
          throw new MemoryError('PROVIDER_ERROR', `query rewriter ${rewriter.name} did not return a list of strings`, { details: { rewriter: rewriter.name } });
        }
        return extraTermsFrom(rewrites, questionTerms);
      },
      () => [],
      now,
    );
    return { terms: value, cacheable };
  }
}
