import type { z } from 'zod';
import { callWithin, stageTimeout } from './bounded-call.js';
import type { ChatMessage, ChatModel } from './chat-model.js';
import { parseLlmJson } from './llm-json.js';

/** How an LLM search stage names itself in its errors. */
export interface StageWording {
  /** For the timeout option's error: `reranker`, `query rewriter`. */
  stage: string;
  /** The field naming the component in the errors' details: `reranker`, `rewriter`, `judge`. */
  field: string;
  /** What it is doing, before `with llm:…`: `reranking`. */
  doing: string;
  /** What the parsed answer is for, in its parse errors: `search reranking`. */
  answering: string;
}

/**
 * One bounded JSON chat call, as every LLM search stage (reranker, query rewriter, relevance
 * judge) makes it: temperature 0, JSON asked for, the stage's time limit over the whole call, the
 * answer parsed against a schema. The stage's `name` is `llm:<model>`.
 */
export class JsonStageCall {
  readonly name: string;
  private readonly timeoutMs: number;

  constructor(
    private readonly llm: ChatModel,
    timeoutMs: number | undefined,
    private readonly wording: StageWording,
  ) {
    this.timeoutMs = stageTimeout(timeoutMs, wording.stage);
    this.name = `llm:${llm.model}`;
  }

  async ask<Answer>(messages: ChatMessage[], schema: z.ZodType<Answer>, signal?: AbortSignal): Promise<Answer> {
    const answer = await callWithin(
      { timeoutMs: this.timeoutMs, signal, action: `${this.wording.doing} with ${this.name}`, details: { [this.wording.field]: this.name } },
      (bounded) => this.llm.complete({ messages, json: true, temperature: 0, signal: bounded }),
    );
    return parseLlmJson(answer, schema, this.wording.answering);
  }
}
