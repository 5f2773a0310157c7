import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from './support/demo-server.js';
import { FirefoxPage } from './support/firefox-bidi.js';
import { CHAT_KEY, chatAnswered, readChat, UUID, type StoredChat } from './support/widget-chat.js';

/**
 * The blog demo's chat widget in Firefox: ask with a streamed answer, reload and find the
 * conversation restored (and sent as history), start a new conversation. The request-body checks
 * (rate-limit notice, last 5 pairs, 20-message cap) run in Chromium: blog-widget.e2e.test.ts.
 */

let server: DemoServer;
let page: FirefoxPage;

const PANEL = 'section[role=dialog][aria-label="Blog assistant"]';

beforeAll(async () => {
  server = await startDemoServer();
  page = await FirefoxPage.launch({ width: 1100, height: 800 });
});

afterAll(async () => {
  await page?.close();
  await server?.stop();
});

async function stored(): Promise<StoredChat> {
  const chat = await page.evaluate(readChat, CHAT_KEY);
  if (chat === null) throw new Error('no chat in localStorage');
  return chat;
}

async function openWidget(): Promise<void> {
  await page.click({ css: 'button.launcher', name: 'Ask · 提问' });
  await page.waitForElement({ css: PANEL });
}

/** Asks and waits until the widget has stored the answer after the question, and is ready again; returns the answer shown. */
async function ask(question: string): Promise<string> {
  const lastIdBefore = (await page.evaluate(readChat, CHAT_KEY))?.messages.at(-1)?.id ?? null;
  await page.fill({ label: 'Your question' }, question);
  await page.pressEnter();
  await page.waitFor(`the answer to ${question}`, chatAnswered, { key: CHAT_KEY, lastIdBefore, asked: question });
  await page.waitForElement({ css: `${PANEL} button[type=submit]:not([disabled])` });
  return page.textOf({ css: `${PANEL} li.msg.assistant[data-notice=""]`, pick: 'last' });
}

describe('blog demo chat widget in Firefox', () => {
  it('streams a grounded answer from the local OpenAI-compatible server, with sources linked to the posts', async () => {
    await page.goto(`${server.url}/demo`);
    await openWidget();
    const answer = await ask('下雨天通勤穿什么鞋？');
    expect(answer).toContain('Answer to "下雨天通勤穿什么鞋？" (history pairs: 0).');
    await expect(page.attributeOf({ css: `${PANEL} li.msg.assistant .sources a` }, 'href')).resolves.toBe('/demo/posts/shoes-for-rainy-commutes');
    const chat = await stored();
    expect(chat.conversationId).toMatch(UUID);
    expect(chat.messages.map((message) => [message.role, message.notice])).toEqual([['user', null], ['assistant', null]]);
    const streamed = server.llm.requestsTo('/v1/chat/completions').filter((request) => (request.body as { stream?: boolean }).stream === true);
    expect(streamed).toHaveLength(1);
    expect(JSON.stringify(streamed[0]?.body)).toContain('shoes-for-rainy-commutes.md');
    await page.screenshot('widget-answer');
  });

  it('restores the conversation from localStorage after a reload and sends it as history', async () => {
    const before = await stored();
    await page.reload();
    await openWidget();
    await expect(page.count({ css: `${PANEL} li.msg` })).resolves.toBe(2);
    await expect(page.attributeOf({ css: PANEL }, 'data-conversation-id')).resolves.toBe(before.conversationId);
    expect(await page.textOf({ css: `${PANEL} li.msg.user` })).toContain('下雨天通勤穿什么鞋？');
    // The fake model names how many earlier pairs it was given: the restored pair went along.
    expect(await ask('What does the blog say about hybrid search?')).toContain('(history pairs: 1)');
    expect((await stored()).conversationId).toBe(before.conversationId);
  });

  it('starts a new conversation with a new browser-made id and no history', async () => {
    const before = await stored();
    await page.click({ css: `${PANEL} button`, name: 'New conversation' });
    const after = await page.waitFor('a new conversation id', (key: string, old: string) => {
      const raw = (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem(key);
      const chat = raw === null ? null : (JSON.parse(raw) as StoredChat);
      return chat !== null && chat.conversationId !== old ? chat : null;
    }, CHAT_KEY, before.conversationId);
    expect(after.conversationId).toMatch(UUID);
    expect(after.messages).toEqual([]);
    await expect(page.attributeOf({ css: PANEL }, 'data-conversation-id')).resolves.toBe(after.conversationId);
    expect(await ask('Tell me about the three layers of memory')).toContain('(history pairs: 0)');
    await page.screenshot('widget-new-conversation');
  });
});
