import { MemoryError } from '../errors.js';
import type { SearchResult } from '../types.js';

/**
 * An optional last stage of search (engine.setReranker): it sees the head of the local ranking,
 * after the thresholds, and puts it in a better order. The local pipeline has already decided
 * what is relevant enough; a reranker only orders. An implementation bounds its own time (an
 * LLM call can hang) and throws when it cannot answer: the engine then keeps the local order.
 */
export interface SearchReranker {
  /** Names the reranker in the result cache's key and in failure reports, e.g. `llm:deepseek-chat`. */
  readonly name: string;
  /** Reorders (and may rescore) the head of a ranking for a question; must return a permutation of a subset of `candidates`. */
  rerank(question: string, candidates: SearchResult[], signal?: AbortSignal): Promise<SearchResult[]>;
}

export interface RerankHeadRequest {
  reranker: SearchReranker;
  question: string;
  /** The pipeline's ranking, thresholds applied, at least as long as what the caller asked for. */
  ranked: SearchResult[];
  /** How many of the top results the reranker sees. */
  candidates: number;
  topK: number;
}

/**
 * Runs the reranker over the top `candidates` and returns its order, followed by the rest of the
 * ranking when topK reaches past the head, cut to topK. Each result keeps the pipeline's score
 * and breakdown; scores the reranker adds (`scores.rerank`) are merged in. An answer that is not
 * a permutation of a subset of the head is refused with a PROVIDER_ERROR, like a failed call.
 */
export async function rerankHead(request: RerankHeadRequest): Promise<SearchResult[]> {
  const head = request.ranked.slice(0, request.candidates);
  if (head.length === 0) return [];
  const answer = await request.reranker.rerank(request.question, head.map((result) => structuredClone(result)));
  const byId = new Map(head.map((result) => [result.id, result]));
  const seen = new Set<string>();
  const ordered = answer.map((returned): SearchResult => {
    const original = byId.get(returned.id);
    if (!original || seen.has(returned.id)) {
      throw new MemoryError('PROVIDER_ERROR', `reranker ${request.reranker.name} returned ${original ? 'a duplicate of' : 'an unknown'} result ${JSON.stringify(returned.id)}`, {
        details: { reranker: request.reranker.name, id: String(returned.id) },
      });
    }
    seen.add(returned.id);
    return { ...original, scores: { ...original.scores, ...extraScores(returned, original) } };
  });
  return [...ordered, ...request.ranked.slice(head.length)].slice(0, request.topK);
}

/** The numeric scores a reranker added; the pipeline's own signals are never overwritten. */
function extraScores(returned: SearchResult, original: SearchResult): Record<string, number> {
  const added: Record<string, number> = {};
  for (const [signal, value] of Object.entries(returned.scores ?? {})) {
    if (!(signal in original.scores) && typeof value === 'number' && Number.isFinite(value)) added[signal] = value;
  }
  return added;
}
