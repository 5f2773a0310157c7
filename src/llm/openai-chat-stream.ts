import { MemoryError } from '../core/errors.js';
import { serverErrorMessage } from '../openai-compatible/error-body.js';
import type { ChatMessage } from './chat-model.js';

export interface ChatStreamOptions {
  baseUrl: string;
  model: string;
  apiKey?: string | undefined;
  temperature?: number;
  signal?: AbortSignal;
}

/** The part of one streamed chat-completions chunk we read: `choices[0].delta.content`. */
function deltaOf(data: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch (error: unknown) {
    throw new MemoryError('PROVIDER_ERROR', `the chat stream sent a chunk that is not JSON: ${data.slice(0, 80)}`, { cause: error });
  }
  if (typeof parsed !== 'object' || parsed === null || !('choices' in parsed) || !Array.isArray(parsed.choices)) return '';
  const choice: unknown = parsed.choices[0];
  if (typeof choice !== 'object' || choice === null || !('delta' in choice)) return '';
  const delta: unknown = choice.delta;
  return typeof delta === 'object' && delta !== null && 'content' in delta && typeof delta.content === 'string' ? delta.content : '';
}

/**
 * Streams an answer from any OpenAI-compatible `/chat/completions` endpoint (`stream: true`,
 * server-sent events), yielding each piece of text as it arrives. No retries: a stream that
 * already showed text cannot be replayed, so the caller shows a fallback instead.
 */
export async function* streamChat(options: ChatStreamOptions, messages: ChatMessage[]): AsyncGenerator<string> {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
  if (options.apiKey !== undefined) headers.authorization = `Bearer ${options.apiKey}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ model: options.model, messages, temperature: options.temperature ?? 0.3, stream: true }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error: unknown) {
    throw new MemoryError('PROVIDER_ERROR', `chat stream to ${url} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error, isRetryable: true });
  }
  if (!response.ok || response.body === null) {
    const text = await response.text();
    throw new MemoryError('PROVIDER_ERROR', `chat stream to ${url} answered ${response.status}: ${serverErrorMessage(text)}`, {
      details: { status: response.status },
      isRetryable: response.status === 429 || response.status >= 500,
    });
  }
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf('\n');
    while (end >= 0) {
      const line = buffer.slice(0, end).replace(/\r$/, '');
      buffer = buffer.slice(end + 1);
      end = buffer.indexOf('\n');
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return;
      const text = deltaOf(data);
      if (text.length > 0) yield text;
    }
  }
}
