import { z } from 'zod';
import { embedMany } from '../core/embedder.js';
import type { MemoryEngine } from '../core/engine.js';
import { MemoryError } from '../core/errors.js';
import { parseFilter } from '../core/filter.js';
import { memoryKindSchema, parseInput, scopeSchema } from '../core/schemas.js';
import { buildRecordQuery } from '../core/scope.js';
import type { RecordQuery } from '../core/store.js';
import { rankCandidates } from '../core/search/hybrid-search.js';
import { gateDecision, type GateDrop } from '../core/search/relevance.js';
import { scoreRuleDrops, type ScoreRuleDrop, type ScoreRules } from '../core/search/score-rules.js';
import { analyze } from '../core/text/analyzer.js';
import type { SearchResult } from '../core/types.js';
import { evidenceTurns, type EvidenceTurn } from './evidence-turns.js';

/**
 * "Why was this recalled": the search pipeline's ranking before any threshold, with each
 * candidate marked as returned or dropped and the reason in words, decided as the engine's search
 * decides: by the calibrated relevance gate (`gateByRelevance`) unless the request gives a
 * `threshold`, and by the score thresholds when it does. It is the local ranking (dense, keyword,
 * importance, recency, time, validity); a configured LLM reranker, query rewriter or judge is not
 * consulted, and the answer says so. Until session 13 it always explained the score thresholds,
 * which the engine no longer applies by default: a memory found through its topic alone (score 0)
 * read as dropped while the search returned it.
 */
export const explainSearchInputSchema = z.object({
  query: z.string().min(1).max(4000),
  userId: scopeSchema.shape.userId,
  /** Searches one knowledge collection only (the shared posts), instead of a user's memories. */
  collection: z.string().min(1).max(256).optional(),
  topK: z.number().int().min(1).max(200).optional(),
  threshold: z.number().min(0).max(1).optional(),
  kinds: z.array(memoryKindSchema).optional(),
  includeKnowledge: z.boolean().optional(),
  includeArchived: z.boolean().optional(),
  /** How many dropped candidates to list after the returned ones. */
  maxDropped: z.number().int().min(0).max(200).optional(),
});
export type ExplainSearchInput = z.infer<typeof explainSearchInputSchema>;

export type DropCause = ScoreRuleDrop | GateDrop;

export interface ExplainedCandidate extends SearchResult {
  rank: number;
  passed: boolean;
  dropped: DropCause | null;
  reason: string;
  evidenceTurns: EvidenceTurn[];
}

export interface SearchExplanation {
  query: string;
  /** The relevance cut that decided (the default search), or null when the request's `threshold` did. */
  relevanceCut: number | null;
  threshold: number;
  minTopScore: number;
  relativeThreshold: number;
  topK: number;
  topScore: number;
  /** Set when an LLM reranker or rewriter would also act on the engine's own search. */
  note: string | null;
  candidates: ExplainedCandidate[];
}

const DEFAULT_MAX_DROPPED = 10;

function recordQueryOf(engine: MemoryEngine, input: ExplainSearchInput): RecordQuery {
  if (input.collection !== undefined) {
    return { tenantId: engine.tenantId, statuses: ['active'], sharedOnly: true, kinds: ['knowledge'], filter: parseFilter({ collection: input.collection }) };
  }
  if (input.userId === undefined) throw new MemoryError('SCOPE_REQUIRED', 'explain needs a userId, or a knowledge collection', { details: { field: 'userId' } });
  const includeKnowledge = input.includeKnowledge ?? engine.config.search.includeKnowledge;
  return buildRecordQuery(engine.tenantId, { userId: input.userId }, {
    statuses: input.includeArchived ? ['active', 'archived'] : ['active'],
    ...(input.kinds ? { kinds: input.kinds } : {}),
    includeShared: includeKnowledge,
  });
}

function fixed(value: number): string {
  return value.toFixed(3);
}

/** The words for each score rule's verdict; which rule a result fails is `scoreRuleDrops`', as in the search. */
function scoreReason(drop: ScoreRuleDrop | null, score: number, rank: number, limits: ScoreRules): string {
  const { topScore, minTopScore, threshold, relative, topK } = limits;
  const floor = topScore * relative;
  switch (drop) {
    case 'no-confident-match':
      return `the best score ${fixed(topScore)} is under the minimum top score ${minTopScore}, so the search returns nothing`;
    case 'threshold':
      return `score ${fixed(score)} < threshold ${threshold}`;
    case 'relative-threshold':
      return `score ${fixed(score)} < ${relative} × best ${fixed(topScore)} = ${fixed(floor)}`;
    case 'top-k':
      return `passed the thresholds but ranked ${rank}, below the top ${topK}`;
    case null:
      return `score ${fixed(score)} ≥ threshold ${threshold} and ≥ ${relative} × best = ${fixed(floor)}; rank ${rank} of top ${topK}`;
  }
}

export async function explainSearch(engine: MemoryEngine, rawInput: unknown): Promise<SearchExplanation> {
  await engine.init();
  const input = parseInput(explainSearchInputSchema, rawInput, 'explain request');
  const config = engine.config.search;
  const query = engine.checkText(input.query, 'query');
  const topK = input.topK ?? config.topK;
  const threshold = input.threshold ?? config.threshold;
  const minTopScore = input.threshold ?? config.minTopScore;
  const [vector] = await embedMany(engine.embedder, [query]);
  const ranked = await rankCandidates({
    store: engine.store,
    query: recordQueryOf(engine, input),
    vector: vector as Float32Array,
    terms: analyze(query),
    now: engine.clock.now(),
    config,
    topK,
    threshold,
    minTopScore,
    text: query,
    embedder: engine.embedder,
    ...(await engine.pipelineInputs()),
    successorsFirst: true,
  });
  const topScore = ranked[0]?.score ?? 0;
  const maxDropped = input.maxDropped ?? DEFAULT_MAX_DROPPED;
  const relevanceCut = input.threshold === undefined ? config.relevance.cut : null;
  const verdicts =
    relevanceCut === null
      ? scoreVerdicts(ranked, { topScore, minTopScore, threshold, relative: config.relativeThreshold, topK })
      : relevanceVerdicts(ranked, { cut: relevanceCut, relative: config.relativeThreshold, topK });
  const candidates: ExplainedCandidate[] = [];
  let dropped = 0;
  for (const { result, rank, dropped: cause, reason } of verdicts) {
    if (cause !== null && dropped >= maxDropped) continue;
    if (cause !== null) dropped += 1;
    candidates.push({ ...result, rank, passed: cause === null, dropped: cause, reason, evidenceTurns: await evidenceTurns(engine, result) });
  }
  const helpers = [engine.reranker ? 'an LLM reranker' : null, engine.rewriter ? 'an LLM query rewriter' : null, engine.relevanceJudge && relevanceCut !== null ? 'an LLM judge of the results near the cut' : null].filter((name) => name !== null);
  return {
    query,
    relevanceCut,
    threshold,
    minTopScore,
    relativeThreshold: config.relativeThreshold,
    topK,
    topScore,
    note: helpers.length > 0 ? `the engine's search also runs ${helpers.join(' and ')}; this is the local ranking before them` : null,
    candidates,
  };
}

interface Verdict {
  result: SearchResult;
  /** The result's place in the ranking (1-based). */
  rank: number;
  dropped: DropCause | null;
  reason: string;
}

/** The score thresholds of a request with a `threshold`, candidate by candidate in ranking order. */
function scoreVerdicts(ranked: SearchResult[], limits: ScoreRules): Verdict[] {
  const drops = scoreRuleDrops(ranked.map((result) => result.score), limits);
  return ranked.map((result, index) => {
    const dropped = drops[index] ?? null;
    return { result, rank: index + 1, dropped, reason: scoreReason(dropped, result.score, index + 1, limits) };
  });
}

/**
 * The relevance gate of a default search: the returned results in the order the search returns
 * them (`gateByRelevance` itself decides), then the dropped ones in ranking order.
 */
function relevanceVerdicts(ranked: SearchResult[], gate: { cut: number; relative: number; topK: number }): Verdict[] {
  const { cut, relative, topK } = gate;
  const rankOf = new Map(ranked.map((result, index) => [result, index + 1]));
  const { returned, dropped, floor, best } = gateDecision(ranked, cut, relative, topK);
  const passedVerdicts = returned.map((result, index): Verdict => ({
    result,
    rank: rankOf.get(result) as number,
    dropped: null,
    reason:
      result.relevance >= cut
        ? `relevance ${fixed(result.relevance)} ≥ cut ${fixed(cut)}; returned #${index + 1} of top ${topK}`
        : `relevance ${fixed(result.relevance)} ≥ floor ${fixed(floor)} (cut ${fixed(cut)} × ${relative}); returned #${index + 1}, after the results that reach the cut`,
  }));
  const why: Record<GateDrop, (result: SearchResult, rank: number) => string> = {
    'relevance-floor': (result) => `relevance ${fixed(result.relevance)} < floor ${fixed(floor)} (cut ${fixed(cut)} × ${relative})`,
    'no-relevant-match': () => `no result in the top ${topK} reaches the relevance cut ${fixed(cut)} (best ${fixed(best)}), so the search returns nothing`,
    'top-k': (result, rank) => `relevance ${fixed(result.relevance)} passes the floor but ranked ${rank}, below the top ${topK}`,
  };
  const droppedVerdicts = [...dropped].map(([result, cause]): Verdict => {
    const rank = rankOf.get(result) as number;
    return { result, rank, dropped: cause, reason: why[cause](result, rank) };
  });
  return [...passedVerdicts, ...droppedVerdicts];
}
