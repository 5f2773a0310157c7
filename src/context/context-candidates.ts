import { embedMany } from '../core/embedder.js';
import type { MemoryEngine } from '../core/engine.js';
import { buildRecordQuery } from '../core/scope.js';
import { rankCandidates } from '../core/search/hybrid-search.js';
import { gateDecision } from '../core/search/relevance.js';
import { passesThreshold, scoreRuleDrops } from '../core/search/score-rules.js';
import { analyze } from '../core/text/analyzer.js';
import type { MemoryRecord, Scope, ScoreBreakdown, SearchResult } from '../core/types.js';
import { isTurnRecord, turnInfoOf } from '../turns/turn-record.js';
import type { ContextBlock, DropReason } from './context-types.js';

/** One memory that may go into the prompt, before the budget decides. */
export interface MemoryCandidate {
  record: MemoryRecord;
  block: ContextBlock;
  score: number;
  scoreBasis: 'relevance' | 'importance';
  scores: ScoreBreakdown | null;
  /** True: superseded or expired, shown as outdated. False: the current side of a conflict. */
  outdated: boolean | null;
  /** Set when the candidate is out before the budget is even considered. */
  drop: { reason: DropReason; detail: string } | null;
  detail: string | null;
}

export interface GatherOptions {
  scope: Scope;
  question: string;
  topK: number;
  /** A caller's floor on the final score; without one, what a search returns (the relevance gate) and what the default score rules pass are recalled. */
  threshold?: number;
  now: Date;
}

const TASK_CATEGORIES = ['task', 'task-state', 'task_state'] as const;

/** How a memory is classified by the write pipeline (src/write/): `metadata.category` (or `type`). */
function categoryOf(record: MemoryRecord): string | null {
  const value = record.metadata.category ?? record.metadata.type;
  return typeof value === 'string' ? value.toLowerCase() : null;
}

export function blockOf(record: MemoryRecord): ContextBlock {
  if (record.kind === 'procedural' || categoryOf(record) === 'instruction') return 'instructions';
  const category = categoryOf(record);
  // Safety facts (allergies, conditions) hold for every question, like preferences.
  if (category === 'preference' || category === 'safety') return 'preferences';
  if (category !== null && (TASK_CATEGORIES as readonly string[]).includes(category)) return 'task-state';
  return 'facts';
}

export function isOutdated(record: MemoryRecord, now: Date): boolean {
  return record.supersededBy !== null || (record.validTo !== null && Date.parse(record.validTo) <= now.getTime());
}

const STANDING_LIMIT = 50;
const TASK_LIMIT = 3;
const CANDIDATE_POOL = 24;
const SUCCESSOR_HOPS = 5;

/**
 * Standing instructions, preferences and the newest task states apply whatever the question,
 * so they are listed, not searched (ranked by importance). Everything else is searched, with the thresholds
 * applied here rather than inside the search, so the report can say what they cut.
 */
export async function gatherMemoryCandidates(engine: MemoryEngine, options: GatherOptions): Promise<MemoryCandidate[]> {
  await engine.init();
  const owner: Scope = {};
  if (options.scope.userId !== undefined) owner.userId = options.scope.userId;
  if (options.scope.agentId !== undefined) owner.agentId = options.scope.agentId;

  const standing = await listStanding(engine, owner, options.now);
  const standingIds = new Set(standing.map((candidate) => candidate.record.id));

  const config = engine.config.search;
  const [vector] = await embedMany(engine.embedder, [options.question]);
  // The ranking before any threshold (the search pipeline's report entry point), so the
  // thresholds are applied here and the report can say what they cut.
  const ranked = await rankCandidates({
    store: engine.store,
    query: buildRecordQuery(engine.tenantId, owner, { statuses: ['active'], includeShared: config.includeKnowledge && owner.userId !== undefined }),
    vector: vector as Float32Array,
    terms: analyze(options.question),
    now: options.now,
    config,
    topK: Math.max(CANDIDATE_POOL, options.topK * 2),
    threshold: options.threshold ?? config.threshold,
    text: options.question,
    embedder: engine.embedder,
    ...(await engine.pipelineInputs()),
  });
  const pool = ranked.slice(0, Math.max(CANDIDATE_POOL, options.topK * 2));
  // Standing memories are in the prompt already; the best score is still the whole pool's.
  const results = pool.filter((result) => !standingIds.has(result.id));
  const topScore = pool[0]?.score ?? 0;
  const verdicts =
    options.threshold === undefined
      ? recallVerdicts(results, { topScore, threshold: config.threshold, relative: config.relativeThreshold, cut: config.relevance.cut, topK: options.topK })
      : scoreVerdicts(results, topScore, options.threshold, config.relativeThreshold, options.topK);
  const recalled = results.map((result, index): MemoryCandidate => {
    const { score, scores, ...record } = result;
    // Gated by relevance, a result's weight in the prompt is its relevance (what decided it); with a threshold, its score.
    return { record, block: blockOf(record), score: options.threshold === undefined ? result.relevance : score, scoreBasis: 'relevance', scores, outdated: null, drop: verdicts[index] ?? null, detail: null };
  });
  await resolveConflicts(engine, recalled, owner, options.now, standingIds);
  return [...standing, ...recalled];
}

async function listStanding(engine: MemoryEngine, owner: Scope, now: Date): Promise<MemoryCandidate[]> {
  if (owner.userId === undefined && owner.agentId === undefined) return [];
  const page = { limit: STANDING_LIMIT, offset: 0 };
  const order = { by: 'updatedAt' as const, direction: 'desc' as const };
  const taskFilter = { $or: TASK_CATEGORIES.flatMap((category) => [{ category }, { type: category }]) };
  const [procedural, semantic, tasks] = await Promise.all([
    engine.store.list(buildRecordQuery(engine.tenantId, owner, { statuses: ['active'], kinds: ['procedural'] }), page, order),
    engine.store.list(buildRecordQuery(engine.tenantId, owner, { statuses: ['active'], kinds: ['semantic'], filter: { $or: [{ category: 'preference' }, { type: 'preference' }, { category: 'safety' }, { category: 'instruction' }] } }), page, order),
    // Only the newest task states: older ones are history, found by search if relevant.
    engine.store.list(buildRecordQuery(engine.tenantId, owner, { statuses: ['active'], kinds: ['semantic', 'episodic'], filter: taskFilter }), { limit: TASK_LIMIT, offset: 0 }, order),
  ]);
  return [...procedural.items, ...semantic.items, ...tasks.items]
    .sort((left, right) => right.importance - left.importance || right.updatedAt.localeCompare(left.updatedAt))
    .map((record): MemoryCandidate => {
      const outdated = isOutdated(record, now);
      return {
        record,
        block: blockOf(record),
        score: record.importance,
        scoreBasis: 'importance',
        scores: null,
        outdated: outdated ? true : null,
        // A replaced instruction must never reach the system message, where the model would obey it.
        drop: outdated ? { reason: 'superseded', detail: supersededDetail(record) } : null,
        detail: null,
      };
    });
}

function supersededDetail(record: MemoryRecord): string {
  if (record.supersededBy) return `superseded by ${record.supersededBy}${record.validTo ? ` on ${record.validTo.slice(0, 10)}` : ''}`;
  return `valid until ${record.validTo?.slice(0, 10) ?? '?'}`;
}

/**
 * A recalled memory that was superseded stays, marked outdated, and its successor joins as
 * the current one (fetched when the search did not find it), so the model sees which is new.
 */
async function resolveConflicts(engine: MemoryEngine, recalled: MemoryCandidate[], owner: Scope, now: Date, standingIds: Set<string>): Promise<void> {
  const byId = new Map(recalled.map((candidate) => [candidate.record.id, candidate]));
  for (const candidate of [...recalled]) {
    if (candidate.drop !== null || !isOutdated(candidate.record, now)) continue;
    candidate.outdated = true;
    candidate.detail = supersededDetail(candidate.record);
    let successorId = candidate.record.supersededBy;
    for (let hop = 0; successorId && hop < SUCCESSOR_HOPS; hop += 1) {
      // The standing block already presents it (as an instruction or preference).
      if (standingIds.has(successorId)) break;
      let successor = byId.get(successorId);
      if (!successor) {
        const record = await engine.store.get(engine.tenantId, successorId);
        if (!record || record.status !== 'active' || record.tenantId !== engine.tenantId || (owner.userId !== undefined && record.scope.userId !== owner.userId)) break;
        successor = { record, block: blockOf(record), score: candidate.score, scoreBasis: 'relevance', scores: null, outdated: null, drop: null, detail: `current version of ${candidate.record.id}` };
        byId.set(record.id, successor);
        recalled.push(successor);
      }
      if (successor.drop?.reason === 'threshold' || successor.drop?.reason === 'top-k') {
        successor.drop = null;
        successor.detail = `current version of ${candidate.record.id}`;
      }
      if (!isOutdated(successor.record, now)) {
        successor.outdated = false;
        break;
      }
      successor.outdated = true;
      successorId = successor.record.supersededBy;
    }
  }
}

/** Recalled turns already present as history pairs add nothing. */
export function markHistoryDuplicates(candidates: MemoryCandidate[], historyQuestions: Set<string>): void {
  for (const candidate of candidates) {
    if (candidate.drop !== null || !isTurnRecord(candidate.record)) continue;
    if (historyQuestions.has(turnInfoOf(candidate.record).user.trim())) {
      candidate.drop = { reason: 'duplicate', detail: 'this turn is already in the prompt as a history pair' };
    }
  }
}

type Drop = MemoryCandidate['drop'];

/** A caller's threshold: the score rules (each result needs `threshold` and `relative` x the best score), then the top k. */
function scoreVerdicts(results: SearchResult[], topScore: number, threshold: number, relative: number, topK: number): Drop[] {
  const drops = scoreRuleDrops(
    results.map((result) => result.score),
    { topScore, minTopScore: threshold, threshold, relative, topK },
  );
  return results.map(({ score }, index): Drop => {
    const drop = drops[index];
    if (drop === null || drop === undefined) return null;
    if (drop === 'top-k') return { reason: 'top-k', detail: `ranked below the top ${topK}` };
    return { reason: 'threshold', detail: scoreShortfall(score, topScore, threshold, relative) };
  });
}

/**
 * No threshold: what the engine's search returns (its relevance gate, `gateDecision`) and what
 * passes the default score rules, the results reaching the relevance cut first, then the rest in
 * ranking order, up to topK. The prompt is generous where a search is strict: a memory left out
 * loses what the model needed, an extra one is context it can ignore. The gate adds what the score
 * rules miss (a memory found through its topic alone: 我对花生过敏 for 晚饭吃什么 has score 0 and
 * relevance 0.40, and until session 13 was left out of the prompt though search returned it); the
 * score rules keep what the gate, fit on personal memories, refuses (a blog post in English for a
 * Chinese question, relevance 0.336 against the cut 0.339).
 */
function recallVerdicts(results: SearchResult[], rules: { topScore: number; threshold: number; relative: number; cut: number; topK: number }): Drop[] {
  const { topScore, threshold, relative, cut, topK } = rules;
  const gate = gateDecision(results, cut, relative, topK);
  const byGate = new Set(gate.returned);
  const passing = results.filter((result) => byGate.has(result) || passesThreshold(result.score, topScore, threshold, relative));
  const chosen = new Set([...passing.filter((result) => result.relevance >= cut), ...passing.filter((result) => result.relevance < cut)].slice(0, topK));
  const passed = new Set(passing);
  return results.map((result): Drop => {
    if (chosen.has(result)) return null;
    const gateCause = gate.dropped.get(result);
    if (passed.has(result) || gateCause === 'top-k') return { reason: 'top-k', detail: `ranked below the top ${topK}` };
    const gateWhy =
      gateCause === 'relevance-floor'
        ? `relevance ${result.relevance.toFixed(3)} < floor ${gate.floor.toFixed(3)} (cut ${cut.toFixed(3)} x ${relative})`
        : `no result reaches the relevance cut ${cut.toFixed(3)} (best ${gate.best.toFixed(3)})`;
    return { reason: 'threshold', detail: `${scoreShortfall(result.score, topScore, threshold, relative)}; ${gateWhy}` };
  });
}

/** Why a score fails the score rules: under the threshold, or under `relative` x the best score. */
function scoreShortfall(score: number, topScore: number, threshold: number, relative: number): string {
  return score < threshold ? `score ${score.toFixed(3)} < threshold ${threshold}` : `score ${score.toFixed(3)} < ${relative} x top score ${topScore.toFixed(3)} = ${(topScore * relative).toFixed(3)}`;
}
