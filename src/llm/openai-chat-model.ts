import { z } from 'zod';
import type { AgentMemoryEnv } from '../config/env.js';
import { MemoryError } from '../core/errors.js';
import { postJsonWithRetries, sleepWithTimer } from '../openai-compatible/http.js';
import type { ChatModel, ChatRequest } from './chat-model.js';
import { chatCompletionResponseSchema } from './openai-chat-api.js';
import { resolveOpenAIChatModelOptions, type OpenAIChatModelOptions, type ResolvedOpenAIChatModelOptions } from './openai-chat-model-options.js';

export type { OpenAIChatModelOptions } from './openai-chat-model-options.js';

/**
 * Any OpenAI-compatible `/chat/completions` endpoint: DeepSeek, OpenAI, Ollama, vLLM.
 * Retries 408/429/5xx and network errors with backoff, honouring `Retry-After`, and gives
 * each attempt a timeout (the HTTP code is shared with the OpenAI embedder).
 */
export class OpenAIChatModel implements ChatModel {
  readonly provider = 'openai-compatible';
  readonly model: string;
  private readonly options: ResolvedOpenAIChatModelOptions;
  private readonly url: string;

  constructor(options: OpenAIChatModelOptions) {
    this.options = resolveOpenAIChatModelOptions(options);
    this.model = this.options.model;
    this.url = `${this.options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  }

  /** The model configured by AGENT_MEMORY_LLM_URL and AGENT_MEMORY_LLM_MODEL, or null when they are unset. */
  static fromEnv(env: AgentMemoryEnv, extra: Partial<OpenAIChatModelOptions> = {}): OpenAIChatModel | null {
    if (!env.AGENT_MEMORY_LLM_URL && !env.AGENT_MEMORY_LLM_MODEL) return null;
    if (!env.AGENT_MEMORY_LLM_URL || !env.AGENT_MEMORY_LLM_MODEL) {
      throw new MemoryError('INVALID_INPUT', 'an LLM needs both AGENT_MEMORY_LLM_URL and AGENT_MEMORY_LLM_MODEL');
    }
    const apiKey = env.AGENT_MEMORY_LLM_API_KEY ?? env.OPENAI_API_KEY;
    return new OpenAIChatModel({ baseUrl: env.AGENT_MEMORY_LLM_URL, model: env.AGENT_MEMORY_LLM_MODEL, ...(apiKey ? { apiKey } : {}), ...extra });
  }

  async complete(request: ChatRequest): Promise<string> {
    if (request.messages.length === 0) throw new MemoryError('INVALID_INPUT', 'a chat request needs at least one message');
    const { signal } = request;
    const baseFetch = this.options.fetch ?? fetch;
    const baseSleep = this.options.sleep ?? sleepWithTimer;
    const json = await postJsonWithRetries({
      url: this.url,
      apiKey: this.options.apiKey,
      body: {
        model: this.model,
        messages: request.messages.map(({ role, content }) => ({ role, content })),
        temperature: request.temperature ?? this.options.temperature,
        ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
        ...(request.json ? { response_format: { type: 'json_object' } } : {}),
        stream: false,
      },
      what: `chat request to ${this.url}`,
      maxRetries: this.options.maxRetries,
      timeoutMs: this.options.timeoutMs,
      retryBaseDelayMs: this.options.retryBaseDelayMs,
      maxRetryDelayMs: this.options.maxRetryDelayMs,
      // The caller's signal cancels the attempt in flight and any wait before the next one.
      fetch: signal ? (input, init) => baseFetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal }) : baseFetch,
      sleep: async (milliseconds) => {
        if (signal?.aborted) throw cancelled(this.url, signal.reason);
        await baseSleep(milliseconds);
        if (signal?.aborted) throw cancelled(this.url, signal.reason);
      },
    });
    const parsed = chatCompletionResponseSchema.safeParse(json);
    if (!parsed.success) {
      throw new MemoryError('PROVIDER_ERROR', `the response of model ${this.model} at ${this.url} is not a chat completion: ${z.prettifyError(parsed.error)}`, {
        details: { model: this.model, url: this.url },
      });
    }
    const content = parsed.data.choices[0]?.message.content ?? '';
    if (content.trim().length === 0) {
      throw new MemoryError('PROVIDER_ERROR', `model ${this.model} at ${this.url} returned an empty message`, { details: { model: this.model, url: this.url }, isRetryable: true });
    }
    return content;
  }
}

function cancelled(url: string, reason: unknown): MemoryError {
  return new MemoryError('PROVIDER_ERROR', `chat request to ${url} was cancelled`, { details: { url, reason: 'cancelled' }, cause: reason });
}
