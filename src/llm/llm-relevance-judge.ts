import { z } from 'zod';
import type { RelevanceJudge } from '../core/search/relevance-judge.js';
import type { SearchResult } from '../core/types.js';
import { callWithin, stageTimeout } from './bounded-call.js';
import type { ChatModel } from './chat-model.js';
import { parseLlmJson } from './llm-json.js';
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
  readonly name: string;
  private readonly llm: ChatModel;
  private readonly timeoutMs: number;

  constructor(options: LlmRelevanceJudgeOptions) {
    this.llm = options.llm;
    this.timeoutMs = stageTimeout(options.timeoutMs, 'relevance judge');
    this.name = `llm:${options.llm.model}`;
  }

  async judge(question: string, candidates: SearchResult[], signal?: AbortSignal): Promise<boolean[]> {
    if (candidates.length === 0) return [];
    const shown = candidates.map((candidate, index) => promptCandidate(candidate, index + 1));
    const answer = await callWithin(
      { timeoutMs: this.timeoutMs, signal, action: `judging relevance with ${this.name}`, details: { judge: this.name } },
      (bounded) => this.llm.complete({ messages: judgeMessages(promptLanguageOf(question), question, shown), json: true, temperature: 0, signal: bounded }),
    );
    const accepted = new Set(parseLlmJson(answer, judgeAnswerSchema, 'relevance judging').relevant);
    return candidates.map((_candidate, index) => accepted.has(index + 1));
  }
}
