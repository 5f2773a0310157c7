import type { EvalQuestion } from './datasets/eval-dataset.js';
import { firstHit, type QuestionRanking } from './metrics.js';
import type { MethodName } from './retrievers.js';

/**
 * Per-question results of every method, for studying misses: where the first evidence ranked
 * and what each method returned instead. Written by `eval --details FILE`.
 */
export interface MethodDetail {
  /** 1-based rank of the first result holding any evidence; null when none does. */
  first_hit: number | null;
  /** Each result's evidence, text and (for ours) calibrated relevance. */
  results: Array<{ evidence: string[]; content: string; relevance?: number }>;
}

export interface QuestionDetail {
  id: string;
  type: string;
  user: string;
  query: string;
  evidence: string[];
  stale: string[];
  methods: Record<MethodName, MethodDetail>;
}

function methodDetail(ranking: QuestionRanking): MethodDetail {
  return {
    first_hit: firstHit(ranking),
    results: ranking.items.map((item) => ({ evidence: item.evidence, content: item.content ?? '', ...(item.relevance === undefined ? {} : { relevance: item.relevance }) })),
  };
}

export function questionDetails(questions: EvalQuestion[], rankings: Record<MethodName, QuestionRanking[]>): QuestionDetail[] {
  return questions.map((question, index) => {
    const methodOf = (method: MethodName): MethodDetail => methodDetail(rankings[method][index] as QuestionRanking);
    return {
      id: question.id,
      type: question.type,
      user: question.userId,
      query: question.query,
      evidence: question.evidence,
      stale: question.stale,
      methods: { ours: methodOf('ours'), keyword: methodOf('keyword'), dense: methodOf('dense') },
    };
  });
}
