/**
 * The optional LLM: any OpenAI-compatible chat-completions endpoint. Every feature that
 * uses it (extraction, summaries, rewriting, reranking) must also work without it.
 */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  /** Ask for a JSON object response (`response_format: { type: 'json_object' }`). */
  json?: boolean;
  temperature?: number;
  maxTokens?: number;
  signal?: AbortSignal;
}

export interface ChatModel {
  readonly provider: string;
  readonly model: string;
  complete(request: ChatRequest): Promise<string>;
}
