import type { RecordQuery, ScoredId } from '../core/store.js';
import type { MemoryRecord, SearchResult } from '../core/types.js';
import { outdatedSources, scoreJustAbove } from '../core/search/superseded-sources.js';
import { analyze } from '../core/text/analyzer.js';
import type { Memory } from '../memory.js';
import type { EvalQuestion } from './datasets/eval-dataset.js';
import type { QuestionRanking, RankedItem } from './metrics.js';
import { relevanceFeaturesOf } from '../core/search/relevance.js';
import type { RelevanceSample } from './relevance-fit.js';

/**
 * The three methods the harness compares over the same stored data: our pipeline
 * (`memory.search`, thresholds and all), and the two indexes alone, as baselines:
 * keyword-only (the store's BM25 over the analysed terms) and dense-only (the store's
 * cosine k-NN over the same embeddings). Baselines have no threshold: they return their
 * top k whenever anything matches.
 */
export const METHODS = ['ours', 'keyword', 'dense'] as const;
export type MethodName = (typeof METHODS)[number];

export interface RetrievalContext {
  memory: Memory;
  /** userId -> stored evidence id -> dataset turn ids (see ingest.ts). */
  evidenceMap: Map<string, Map<string, string[]>>;
  limit: number;
}

function toItems(records: MemoryRecord[], context: RetrievalContext): RankedItem[] {
  return records.map((record) => {
    const owner = record.scope.userId;
    const map = owner === undefined ? undefined : context.evidenceMap.get(owner);
    const evidence = [...new Set(record.evidence.flatMap((id) => map?.get(id) ?? [id]))];
    const relevance = 'relevance' in record && typeof record.relevance === 'number' ? { relevance: record.relevance } : {};
    return { evidence, userId: owner, content: `[${record.kind}] ${record.text}`, ...relevance };
  });
}

async function recordsInOrder(memory: Memory, hits: ScoredId[]): Promise<MemoryRecord[]> {
  const byId = new Map((await memory.store.getMany(memory.tenantId, hits.map((hit) => hit.id))).map((record) => [record.id, record]));
  return hits.map((hit) => byId.get(hit.id)).filter((record): record is MemoryRecord => record !== undefined);
}

function userQuery(memory: Memory, userId: string): RecordQuery {
  return { tenantId: memory.tenantId, userId, statuses: ['active'] };
}

async function retrieve(method: MethodName, question: EvalQuestion, context: RetrievalContext): Promise<MemoryRecord[]> {
  const { memory, limit } = context;
  switch (method) {
    case 'ours':
      return memory.search({ userId: question.userId, query: question.query, topK: limit, ...(question.time ? { now: question.time } : {}) });
    case 'keyword':
      return recordsInOrder(memory, await memory.store.keywordSearch(userQuery(memory, question.userId), analyze(question.query), limit));
    case 'dense': {
      const [vector] = await memory.embedder.embed([question.query]);
      return recordsInOrder(memory, await memory.store.vectorSearch(userQuery(memory, question.userId), vector as Float32Array, limit));
    }
  }
}

/**
 * Our pipeline's ranking with no cut at all (`searchUncut`), three times as deep as the report
 * needs so the relevance policy can be replayed on it (a filtered-out result leaves room for the
 * next): each result's relevance features and whether it holds evidence.
 */
export async function ungatedRanking(question: EvalQuestion, context: RetrievalContext): Promise<{ ranking: QuestionRanking; sample: RelevanceSample }> {
  const { memory, limit } = context;
  const results = await memory.searchUncut({ userId: question.userId, query: question.query, topK: Math.min(200, limit * 3), ...(question.time ? { now: question.time } : {}) });
  const items = toItems(results, context);
  const wanted = new Set(question.evidence);
  const storeSize = (await memory.store.listIds(userQuery(memory, question.userId))).length;
  const replacedBy = outdatedSources(results, question.time ? new Date(question.time) : new Date());
  const sample: RelevanceSample = {
    questionId: question.id,
    storeSize,
    caseId: question.userId,
    query: question.query,
    answerable: question.evidence.length > 0,
    candidates: results.map((result, index) => {
      const inheritsFrom = liftSources(results, index, replacedBy);
      const cosines = partCosinesOf(result.scores);
      return {
        features: relevanceFeaturesOf(result.scores),
        ...(cosines ? { cosines } : {}),
        relevant: (items[index]?.evidence ?? []).some((id) => wanted.has(id)),
        ...(inheritsFrom.length > 0 ? { inheritsFrom } : {}),
      };
    }),
  };
  return { ranking: { questionId: question.id, userId: question.userId, type: question.type, evidence: question.evidence, stale: question.stale, items, latencyMs: 0 }, sample };
}

/** Each model's cosine, from a composite embedder's breakdown (`cosine:<model>`); undefined for one model. */
function partCosinesOf(scores: Record<string, number>): Record<string, number> | undefined {
  const entries = Object.entries(scores).filter(([key]) => key.startsWith('cosine:'));
  return entries.length > 0 ? Object.fromEntries(entries.map(([key, value]) => [key.slice('cosine:'.length), value])) : undefined;
}

/**
 * The positions whose relevance a lifted result took over: a result the pipeline lifted (an
 * explicit successor, `scores.inherited`, or a later state, `scores.laterState`) sits at
 * scoreJustAbove of the one it was lifted above, and took its relevance too. A successor that
 * already ranked above what it replaced keeps its score and takes the relevance alone
 * (rankSuccessorsFirst), so the memories it replaced, and the turns whose facts it replaced, are
 * its sources too.
 */
function liftSources(results: SearchResult[], index: number, replacedBy: ReadonlyMap<string, readonly string[]>): number[] {
  const result = results[index] as SearchResult;
  if (result.scores.inherited !== 1 && result.scores.laterState !== 1) return [];
  const sources: number[] = [];
  results.forEach((other, position) => {
    if (position === index) return;
    if (scoreJustAbove(other.score) === result.score || other.supersededBy === result.id || replacedBy.get(other.id)?.includes(result.id)) sources.push(position);
  });
  return sources;
}

/** Runs one question through one method, timing the whole call (query embedding included). */
export async function rankQuestion(method: MethodName, question: EvalQuestion, context: RetrievalContext): Promise<QuestionRanking> {
  const started = performance.now();
  const records = await retrieve(method, question, context);
  const latencyMs = performance.now() - started;
  return {
    questionId: question.id,
    userId: question.userId,
    type: question.type,
    evidence: question.evidence,
    stale: question.stale,
    items: toItems(records, context),
    latencyMs,
  };
}
