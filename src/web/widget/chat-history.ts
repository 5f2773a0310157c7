/**
 * The widget's short-term memory, seed 002: one localStorage entry per site holding the
 * conversation id (a UUID made here, in the browser) and the message flow, capped at 20.
 * Notices (rate limit, fallback, errors, the offline context) are kept for display but are
 * never paired, so they never reach the model as something it said.
 */
export const MAX_MESSAGES = 20;
export const MAX_PAIRS = 5;

export type NoticeKind = 'rate-limit' | 'fallback' | 'error' | 'system';

export interface ChatSource {
  title: string;
  url: string;
  heading: string;
}

export interface WidgetMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** Null for a real question or answer; otherwise what kind of notice this is. */
  notice: NoticeKind | null;
  sources?: ChatSource[];
  at: string;
}

export interface StoredChat {
  conversationId: string;
  messages: WidgetMessage[];
}

export interface HistoryPair {
  question: string;
  answer: string;
}

/** The subset of `Storage` used, so tests can pass a Map-backed one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function chatKey(site: string): string {
  return `agent-memory-chat:${site}`;
}

export function visitorKey(site: string): string {
  return `agent-memory-visitor:${site}`;
}

/** A v4 UUID: `crypto.randomUUID` where the page is a secure context, random bytes otherwise. */
export function genUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function isMessage(value: unknown): value is WidgetMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return typeof message.id === 'string' && (message.role === 'user' || message.role === 'assistant') && typeof message.content === 'string' && (message.notice === null || typeof message.notice === 'string');
}

/** The stored chat, or a fresh one with a new id when there is none or it is unreadable. */
export function loadChat(storage: KeyValueStorage, site: string, newId: () => string = genUuid): StoredChat {
  const raw = storage.getItem(chatKey(site));
  if (raw !== null) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed === 'object' && parsed !== null) {
        const { conversationId, messages } = parsed as Record<string, unknown>;
        if (typeof conversationId === 'string' && conversationId.length > 0 && Array.isArray(messages)) {
          return { conversationId, messages: messages.filter(isMessage).slice(-MAX_MESSAGES) };
        }
      }
    } catch {
      // A corrupt entry (another script, a manual edit) starts a new conversation.
    }
  }
  return { conversationId: newId(), messages: [] };
}

export function saveChat(storage: KeyValueStorage, site: string, chat: StoredChat): void {
  storage.setItem(chatKey(site), JSON.stringify({ conversationId: chat.conversationId, messages: chat.messages.slice(-MAX_MESSAGES) }));
}

/** Appends and keeps the newest 20: the 21st message evicts the first. */
export function withMessage(chat: StoredChat, message: WidgetMessage): StoredChat {
  return { ...chat, messages: [...chat.messages, message].slice(-MAX_MESSAGES) };
}

export function replaceMessage(chat: StoredChat, message: WidgetMessage): StoredChat {
  return { ...chat, messages: chat.messages.map((existing) => (existing.id === message.id ? message : existing)) };
}

/**
 * The history sent with a question: real questions each followed by their real answer,
 * the newest 5 pairs. A notice in between means the question went unanswered, so that
 * question is dropped with it; an answer with no question is dropped too.
 */
export function buildHistory(messages: WidgetMessage[], maxPairs: number = MAX_PAIRS): HistoryPair[] {
  const pairs: HistoryPair[] = [];
  let question: string | null = null;
  for (const message of messages) {
    if (message.notice !== null) {
      question = null;
    } else if (message.role === 'user') {
      question = message.content;
    } else if (question !== null) {
      pairs.push({ question, answer: message.content });
      question = null;
    }
  }
  return pairs.slice(-maxPairs);
}

/** The visitor's id, made once per browser and site; their facts go to this id's memory. */
export function visitorId(storage: KeyValueStorage, site: string, newId: () => string = genUuid): string {
  const existing = storage.getItem(visitorKey(site));
  if (existing !== null && /^[\w-]{8,64}$/.test(existing)) return existing;
  const made = `visitor-${newId()}`;
  storage.setItem(visitorKey(site), made);
  return made;
}
