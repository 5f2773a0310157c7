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

export type DropCause = 'no-confident-match' | 'threshold' | 'relative-threshold' | GateDrop;

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

/** The same tests, in the same order, as runSearch applies them with a caller's threshold. */
function verdict(score: number, rank: number, passedBefore: number, limits: { topScore: number; minTopScore: number; threshold: number; relative: number; topK: number }): { dropped: DropCause | null; reason: string } {
  const { topScore, minTopScore, threshold, relative, topK } = limits;
  if (topScore < minTopScore) return { dropped: 'no-confident-match', reason: `the best score ${fixed(topScore)} is under the minimum top score ${minTopScore}, so the search returns nothing` };
  if (score < threshold) return { dropped: 'threshold', reason: `score ${fixed(score)} < threshold ${threshold}` };
  const floor = topScore * relative;
  if (score < floor) return { dropped: 'relative-threshold', reason: `score ${fixed(score)} < ${relative} × best ${fixed(topScore)} = ${fixed(floor)}` };
  if (passedBefore >= topK) return { dropped: 'top-k', reason: `passed the thresholds but ranked ${rank}, below the top ${topK}` };
  return { dropped: null, reason: `score ${fixed(score)} ≥ threshold ${threshold} and ≥ ${relative} × best = ${fixed(floor)}; rank ${rank} of top ${topK}` };
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
function scoreVerdicts(ranked: SearchResult[], limits: Parameters<typeof verdict>[3]): Verdict[] {
  let passed = 0;
  return ranked.map((result, index) => {
    const judged = verdict(result.score, index + 1, passed, limits);
    if (judged.dropped === null) passed += 1;
    return { result, rank: index + 1, ...judged };
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
