import type { ChatSource, HistoryPair } from './chat-history.js';

export interface ChatRequestBody {
  conversationId: string;
  visitorId: string;
  question: string;
  history: HistoryPair[];
}

export type ChatEvent =
  | { type: 'meta'; conversationId: string; sources: ChatSource[]; mode: 'llm' | 'offline' }
  | { type: 'delta'; text: string }
  | { type: 'context'; messages: { role: string; content: string }[]; dropped: { text: string; reason: string | null; detail: string | null }[] }
  | { type: 'notice'; kind: 'fallback' | 'error'; text: string }
  | { type: 'done'; answer: string | null };

/** The request was refused before any answer: shown as a notice, never sent as history. */
export class ChatRefused extends Error {
  constructor(
    readonly kind: 'rate-limit' | 'error',
    message: string,
  ) {
    super(message);
  }
}

function errorMessageOf(body: unknown, status: number): string {
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const error = (body as { error: unknown }).error;
    if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message;
  }
  return `the assistant answered ${status}`;
}

function parseEvent(block: string): ChatEvent | null {
  let name = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) name = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  if (data.length === 0) return null;
  const payload = JSON.parse(data.join('\n')) as Record<string, unknown>;
  return { type: name, ...payload } as ChatEvent;
}

/** POSTs the question and hands each server-sent event to `onEvent` as it arrives. */
export async function askStreaming(endpoint: string, body: ChatRequestBody, onEvent: (event: ChatEvent) => void): Promise<void> {
  let response: Response;
  try {
    response = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'text/event-stream' }, body: JSON.stringify(body) });
  } catch (error: unknown) {
    throw new ChatRefused('error', `network error: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok || response.body === null) {
    const parsed: unknown = await response.json().catch(() => null);
    const retry = response.headers.get('retry-after');
    const message = errorMessageOf(parsed, response.status) + (retry ? ` (retry in ${retry} s)` : '');
    throw new ChatRefused(response.status === 429 ? 'rate-limit' : 'error', message);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value.replace(/\r\n/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const event = parseEvent(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      if (event) onEvent(event);
    }
  }
}
