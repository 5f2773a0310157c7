import { describe, expect, it } from 'vitest';
import { buildHistory, chatKey, loadChat, saveChat, visitorId, withMessage, type KeyValueStorage, type NoticeKind, type StoredChat, type WidgetMessage } from './chat-history.js';

class MapStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

let counter = 0;
function message(role: 'user' | 'assistant', content: string, notice: NoticeKind | null = null): WidgetMessage {
  counter += 1;
  return { id: `m${counter}`, role, content, notice, at: '2026-04-01T00:00:00.000Z' };
}

describe('widget chat history (seed 002)', () => {
  it('keeps one entry per site with the id made in the browser, and restores it', () => {
    const storage = new MapStorage();
    const chat = loadChat(storage, 'blog', () => 'uuid-1');
    expect(chat).toEqual({ conversationId: 'uuid-1', messages: [] });
    saveChat(storage, 'blog', withMessage(chat, message('user', 'hello')));
    expect([...storage.items.keys()]).toEqual([chatKey('blog')]);
    const restored = loadChat(storage, 'blog', () => 'uuid-2');
    expect(restored.conversationId).toBe('uuid-1');
    expect(restored.messages.map((item) => item.content)).toEqual(['hello']);
    expect(loadChat(storage, 'other-site', () => 'uuid-3').conversationId).toBe('uuid-3');
  });

  it('caps the flow at 20 messages: the 21st evicts the first', () => {
    let chat: StoredChat = { conversationId: 'c', messages: [] };
    for (let index = 1; index <= 21; index += 1) chat = withMessage(chat, message(index % 2 ? 'user' : 'assistant', `#${index}`));
    expect(chat.messages).toHaveLength(20);
    expect(chat.messages[0]?.content).toBe('#2');
    expect(chat.messages.at(-1)?.content).toBe('#21');
  });

  it('sends only real question/answer pairs, the last 5; notices and unpaired messages never go', () => {
    const messages = [
      message('assistant', 'welcome, no question before me'),
      message('user', 'q1'),
      message('assistant', 'a1'),
      message('user', 'q-limited'),
      message('assistant', 'Too many requests', 'rate-limit'),
      message('user', 'q2'),
      message('assistant', 'a2'),
      message('user', 'q-down'),
      message('assistant', 'The model is down', 'fallback'),
      message('user', 'q-unanswered'),
      message('user', 'q3'),
      message('assistant', 'a3'),
    ];
    expect(buildHistory(messages)).toEqual([
      { question: 'q1', answer: 'a1' },
      { question: 'q2', answer: 'a2' },
      { question: 'q3', answer: 'a3' },
    ]);
    const many = Array.from({ length: 7 }, (_, index) => [message('user', `q${index}`), message('assistant', `a${index}`)]).flat();
    expect(buildHistory(many).map((pair) => pair.question)).toEqual(['q2', 'q3', 'q4', 'q5', 'q6']);
  });

  it('starts afresh from a corrupt entry and keeps one visitor id per site', () => {
    const storage = new MapStorage();
    storage.setItem(chatKey('blog'), '{not json');
    expect(loadChat(storage, 'blog', () => 'fresh')).toEqual({ conversationId: 'fresh', messages: [] });
    const first = visitorId(storage, 'blog', () => 'v-1234567890');
    expect(first).toBe('visitor-v-1234567890');
    expect(visitorId(storage, 'blog', () => 'other')).toBe(first);
  });
});
