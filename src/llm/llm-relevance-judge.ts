import { z } from 'zod';
import type { RelevanceJudge } from '../core/search/relevance-judge.js';
import type { SearchResult } from '../core/types.js';
import type { ChatModel } from './chat-model.js';
import { JsonStageCall } from './json-stage-call.js';
import { promptCandidate } from './llm-reranker.js';
import { judgeMessages } from './prompts/judge.js';
import { promptLanguageOf } from './prompts/prompt-language.js';

export interface LlmRelevanceJudgeOptions {
  llm: ChatModel;
  /** The whole call, retries included; past it the engine keeps the local decision. Default 10 s. */
  timeoutMs?: number;
}

/** The model's answer: the numbers (1-based, as shown) of the memories that help answer. */
export const judgeAnswerSchema = z.object({ relevant: z.array(z.number().int()).max(500) });

/**
 * Judges the relevance gate's uncertain band with one chat call (engine.setRelevanceJudge): the
 * model lists the memories that help answer the question; a memory it leaves out is judged not to.
 */
export class LlmRelevanceJudge implements RelevanceJudge {
  private readonly call: JsonStageCall;

  constructor(options: LlmRelevanceJudgeOptions) {
    this.call = new JsonStageCall(options.llm, options.timeoutMs, { stage: 'relevance judge', field: 'judge', doing: 'judging relevance', answering: 'relevance judging' });
  }

  get name(): string {
    return this.call.name;
  }

  async judge(question: string, candidates: SearchResult[], signal?: AbortSignal): Promise<boolean[]> {
    if (candidates.length === 0) return [];
    const shown = candidates.map((candidate, index) => promptCandidate(candidate, index + 1));
    const { relevant } = await this.call.ask(judgeMessages(promptLanguageOf(question), question, shown), judgeAnswerSchema, signal);
    const accepted = new Set(relevant);
    return candidates.map((_candidate, index) => accepted.has(index + 1));
  }
}
