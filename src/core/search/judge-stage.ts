import { MemoryError } from '../errors.js';
import type { SearchResult } from '../types.js';
import { gateByRelevance } from './relevance.js';
import { judgedGate, type JudgeBand, type RelevanceJudge } from './relevance-judge.js';
import { OptionalSearchStage, type SearchStageFailure } from './stage-failure.js';

/** The last relevance judge failure, for diagnostics: search itself never fails because of one. */
export type JudgeFailure = SearchStageFailure<'judge'>;

/**
 * How far from the cut a result's relevance may lie for the judge to be asked, and how many
 * results a search may ask about. Not fit (no eval runs with an LLM yet): chosen on what a
 * perfect judge would do with the pooled eval rankings (bench/explore-relevance.ts, ORACLE_BAND;
 * docs/retrieval.md, "LLM judging of the uncertain band"; docs/retrieval-history.md, "Session 8"):
 * at 0.15 it moved no dialogue set's recall, at 0.25
 * dialogues-2 0.897 → 0.966 and tiny-stores 0.957 → 1.000, asking on 37% of the questions. 5 is
 * the default topK.
 */
export const DEFAULT_JUDGE_BAND: JudgeBand = { band: 0.25, limit: 5 };

/**
 * The engine's optional judge of the relevance gate's uncertain band: which judge is set, its
 * band, and its failures. One object, so `forTenant` views share it.
 */
export class JudgeStage extends OptionalSearchStage<RelevanceJudge, 'judge'> {
  private bandSetting: JudgeBand = DEFAULT_JUDGE_BAND;

  constructor() {
    super('judge');
  }

  set(judge: RelevanceJudge | null, band: Partial<JudgeBand> = {}): void {
    const next = { ...DEFAULT_JUDGE_BAND, ...band };
    if (!(next.band >= 0 && next.band <= 1)) throw new MemoryError('INVALID_INPUT', `judge band must be a number from 0 to 1, got ${next.band}`, { details: { field: 'band' } });
    if (!Number.isInteger(next.limit) || next.limit < 1 || next.limit > 50) {
      throw new MemoryError('INVALID_INPUT', `judge limit must be an integer from 1 to 50, got ${next.limit}`, { details: { field: 'limit' } });
    }
    this.current = judge;
    this.bandSetting = next;
  }

  get judge(): RelevanceJudge | null {
    return this.current;
  }

  get band(): JudgeBand {
    return this.bandSetting;
  }

  /**
   * The gated results: with the judge's verdicts on the uncertain band, or the local decision
   * (not cached, so the next search asks again) when the judge fails.
   */
  async apply(question: string, ranked: SearchResult[], gate: { cut: number; relativeThreshold: number; topK: number }, now: string): Promise<{ results: SearchResult[]; cacheable: boolean }> {
    const { value, cacheable } = await this.attempt(
      (judge) => judgedGate({ judge, question, ranked, ...gate, band: this.bandSetting }),
      () => gateByRelevance(ranked, gate.cut, gate.relativeThreshold, gate.topK),
      () => now,
    );
    return { results: value, cacheable };
  }
}
