/** What the chat widget keeps in localStorage, shared by the Chromium and Firefox widget tests. */

export interface StoredChat {
  conversationId: string;
  messages: { id: string; role: string; content: string; notice: string | null }[];
}

/** The widget's localStorage key for the demo blog (one key per site). */
export const CHAT_KEY = 'agent-memory-chat:agent-memory-blog';

/** A version 4 UUID, as the browser's crypto.randomUUID makes. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * In the page: true once the stored chat ends with `asked` followed by an assistant message
 * (an answer or a notice) other than `lastIdBefore`. Self-contained, as it is sent to the browser.
 */
export function chatAnswered({ key, lastIdBefore, asked }: { key: string; lastIdBefore: string | null; asked: string }): boolean {
  const raw = (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem(key);
  const messages = raw === null ? [] : (JSON.parse(raw) as StoredChat).messages;
  const [previous, last] = messages.slice(-2);
  return last !== undefined && last.id !== lastIdBefore && last.role === 'assistant' && last.content.length > 0 && previous?.role === 'user' && previous.content === asked;
}

/** In the page: the stored chat, or null. Self-contained, as it is sent to the browser. */
export function readChat(key: string): StoredChat | null {
  const raw = (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem(key);
  return raw === null ? null : (JSON.parse(raw) as StoredChat);
}
