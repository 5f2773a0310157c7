import { z } from 'zod';
import type { SearchReranker } from '../core/search/reranker.js';
import type { SearchResult } from '../core/types.js';
import { promptLanguageOf } from './prompts/prompt-language.js';
import { JsonStageCall } from './json-stage-call.js';
import type { ChatModel } from './chat-model.js';
import { rerankMessages, type RerankPromptCandidate } from './prompts/rerank.js';

export interface LlmRerankerOptions {
  llm: ChatModel;
  /** The whole rerank call, retries included; past it the engine keeps the local order. Default 10 s. */
  timeoutMs?: number;
}

/** The model's answer: ids are the candidates' numbers in the prompt, scores 0 (unrelated) to 3 (answers it). */
export const rerankAnswerSchema = z.object({
  ranking: z.array(z.object({ id: z.number().int(), score: z.number().min(0).max(3) })).max(500),
});

/** Characters of a memory shown to the model: enough to judge it, bounded cost per search. */
const MAX_CANDIDATE_CHARACTERS = 300;

/**
 * Reranks the head of a search with one chat call: the model scores each candidate 0-3 for the
 * question; the order follows its scores (ties and unscored candidates keep the local order).
 * It only orders: a candidate scored 0 goes after every one scored 1 or more but stays, since the
 * local thresholds already judged it relevant enough. Results carry the score as `scores.rerank`.
 */
export class LlmReranker implements SearchReranker {
  private readonly call: JsonStageCall;

  constructor(options: LlmRerankerOptions) {
    this.call = new JsonStageCall(options.llm, options.timeoutMs, { stage: 'reranker', field: 'reranker', doing: 'reranking', answering: 'search reranking' });
  }

  get name(): string {
    return this.call.name;
  }

  async rerank(question: string, candidates: SearchResult[], signal?: AbortSignal): Promise<SearchResult[]> {
    if (candidates.length < 2) return candidates;
    const shown = candidates.map((candidate, index) => promptCandidate(candidate, index + 1));
    const { ranking } = await this.call.ask(rerankMessages(promptLanguageOf(question), question, shown), rerankAnswerSchema, signal);
    return orderByScores(candidates, ranking);
  }
}

/** A memory as the search-stage prompts show it: flattened, cut to MAX_CANDIDATE_CHARACTERS, with its kind and date. */
export function promptCandidate(candidate: SearchResult, number: number): RerankPromptCandidate {
  const flat = candidate.text.replace(/\s+/gu, ' ').trim();
  const characters = Array.from(flat);
  const text = characters.length > MAX_CANDIDATE_CHARACTERS ? `${characters.slice(0, MAX_CANDIDATE_CHARACTERS).join('')}…` : flat;
  return { number, text, kind: candidate.kind, date: (candidate.eventTime ?? candidate.createdAt).slice(0, 10) };
}

/**
 * Scored candidates first, by score (ties: local order), scores of 0 after every score of 1
 * or more; then the candidates the model left out, in local order. The first score given for a
 * number counts; numbers naming no candidate are ignored.
 */
export function orderByScores(candidates: readonly SearchResult[], ranking: readonly { id: number; score: number }[]): SearchResult[] {
  const scores = new Map<number, number>();
  for (const item of ranking) {
    const index = item.id - 1;
    if (index >= 0 && index < candidates.length && !scores.has(index)) scores.set(index, item.score);
  }
  const positions = candidates.map((_candidate, index) => index);
  const scored = positions.filter((index) => scores.has(index)).sort((left, right) => (scores.get(right) as number) - (scores.get(left) as number) || left - right);
  const omitted = positions.filter((index) => !scores.has(index));
  return [...scored, ...omitted].map((index) => {
    const candidate = candidates[index] as SearchResult;
    const score = scores.get(index);
    return score === undefined ? candidate : { ...candidate, scores: { ...candidate.scores, rerank: score } };
  });
}
