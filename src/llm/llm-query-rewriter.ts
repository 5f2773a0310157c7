import { z } from 'zod';
import type { QueryRewriter } from '../core/search/query-rewriter.js';
import { promptLanguageOf } from './prompts/prompt-language.js';
import type { ChatModel } from './chat-model.js';
import { JsonStageCall } from './json-stage-call.js';
import { rewriteMessages } from './prompts/rewrite.js';

export interface LlmQueryRewriterOptions {
  llm: ChatModel;
  /** The whole rewrite call, retries included; past it the engine searches with the question's own terms. Default 10 s. */
  timeoutMs?: number;
}

/** The model's answer; a list past the bound is refused as garbage, a merely long one is cut (`MAX_REWRITES`). */
export const rewriteAnswerSchema = z.object({
  rewrites: z.array(z.string()).max(50),
});

/** Rewrites used from one answer. */
export const MAX_REWRITES = 5;
/** Characters kept of each rewrite. */
export const MAX_REWRITE_CHARACTERS = 200;

/**
 * Rewrites a search question with one chat call: other phrasings, synonyms and the words a
 * memory answering it would likely use, in Chinese and English when useful. The engine only
 * adds their keyword terms to the question's (engine.setRewriter); the model never sees a
 * memory, and what it answers cannot lower a threshold.
 */
export class LlmQueryRewriter implements QueryRewriter {
  private readonly call: JsonStageCall;

  constructor(options: LlmQueryRewriterOptions) {
    this.call = new JsonStageCall(options.llm, options.timeoutMs, { stage: 'query rewriter', field: 'rewriter', doing: 'rewriting the query', answering: 'query rewriting' });
  }

  get name(): string {
    return this.call.name;
  }

  async rewrite(question: string, signal?: AbortSignal): Promise<string[]> {
    const { rewrites } = await this.call.ask(rewriteMessages(promptLanguageOf(question), question), rewriteAnswerSchema, signal);
    return rewrites
      .map((rewrite) => Array.from(rewrite.replace(/\s+/gu, ' ').trim()).slice(0, MAX_REWRITE_CHARACTERS).join(''))
      .filter((rewrite) => rewrite.length > 0)
      .slice(0, MAX_REWRITES);
  }
}
