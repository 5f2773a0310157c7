import { MemoryError } from '../errors.js';
import type { SearchResult } from '../types.js';
import { aboveRelevanceFloor, gateByRelevance } from './relevance.js';

/**
 * An optional judge of the relevance model's uncertain band (issue 11, item 3): for results
 * whose calibrated relevance lies near the cut, where the local model is least sure, it says
 * whether each memory bears on the question. One call per search; an implementation bounds its
 * own time and throws when it cannot answer, and the engine then keeps the local decision.
 */
export interface RelevanceJudge {
  /** Names the judge in the result cache's key and in failure reports, e.g. `llm:deepseek-chat`. */
  readonly name: string;
  /** One verdict per candidate, in order: true when the memory helps answer the question. */
  judge(question: string, candidates: SearchResult[], signal?: AbortSignal): Promise<boolean[]>;
}

/** Where the judge is asked: relevance within `band` of the cut, at most `limit` results a search. */
export interface JudgeBand {
  band: number;
  limit: number;
}

export interface JudgedGateRequest {
  judge: RelevanceJudge;
  question: string;
  /** The ungated ranking, best first, each result with its calibrated `relevance`. */
  ranked: SearchResult[];
  cut: number;
  relativeThreshold: number;
  topK: number;
  band: JudgeBand;
}

/**
 * The relevance policy (gateByRelevance) with the judge's verdicts on the uncertain band: a
 * result the judge accepts counts as reaching the cut, one it rejects is left out; every other
 * result keeps the local decision. Only the results the local policy could show are asked about
 * (`aboveRelevanceFloor`: the first `topK` above the floor, those reaching the cut first), in that
 * order, at most `band.limit` of them. Accepted
 * results carry `scores.judged` = 1; rejected ones are not shown. A verdict list of the wrong
 * length is refused with a PROVIDER_ERROR, like a failed call.
 */
export async function judgedGate(request: JudgedGateRequest): Promise<SearchResult[]> {
  const { cut, relativeThreshold, topK, band } = request;
  const shown = aboveRelevanceFloor(request.ranked, cut, relativeThreshold, topK);
  const uncertain = shown.filter((result) => Math.abs(result.relevance - cut) <= band.band).slice(0, band.limit);
  if (uncertain.length === 0) return gateByRelevance(request.ranked, cut, relativeThreshold, topK);
  const verdicts = await request.judge.judge(request.question, uncertain.map((result) => structuredClone(result)));
  if (verdicts.length !== uncertain.length) {
    throw new MemoryError('PROVIDER_ERROR', `relevance judge ${request.judge.name} gave ${verdicts.length} verdicts for ${uncertain.length} results`, { details: { judge: request.judge.name } });
  }
  const verdictOf = new Map(uncertain.map((result, index) => [result.id, verdicts[index] as boolean]));
  // The gate decides on effective relevances: accepted reaches the cut, rejected falls under the floor.
  const decided = request.ranked.flatMap((result) => {
    const verdict = verdictOf.get(result.id);
    if (verdict === undefined) return [{ result, relevance: result.relevance }];
    if (!verdict) return [];
    return [{ result: { ...result, scores: { ...result.scores, judged: 1 } }, relevance: Math.max(result.relevance, cut) }];
  });
  return gateByRelevance(decided, cut, relativeThreshold, topK).map((entry) => entry.result);
}
