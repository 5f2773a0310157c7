import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshot } from './support/browser.js';
import { startDemoServer, type DemoServer } from './support/demo-server.js';
import { CHAT_KEY, chatAnswered, readChat, UUID, type StoredChat } from './support/widget-chat.js';

interface ChatBody {
  conversationId: string;
  visitorId: string;
  question: string;
  history: { question: string; answer: string }[];
}

let server: DemoServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Every body the widget posted to the chat endpoint, in order. */
const sent: ChatBody[] = [];

async function stored(): Promise<StoredChat> {
  const chat = await page.evaluate(readChat, CHAT_KEY);
  if (chat === null) throw new Error('no chat in localStorage');
  return chat;
}

function panel(): Locator {
  return page.getByRole('dialog', { name: 'Blog assistant' });
}

async function openWidget(): Promise<void> {
  await page.getByRole('button', { name: 'Ask · 提问' }).click();
  await panel().waitFor();
}

/** Asks and waits until the widget has stored the outcome (an answer or a notice) after the question, and is ready again. */
async function ask(question: string): Promise<void> {
  const lastBefore = (await stored().catch(() => null))?.messages.at(-1)?.id ?? null;
  await panel().getByLabel('Your question').fill(question);
  await panel().getByLabel('Your question').press('Enter');
  await page.waitForFunction(chatAnswered, { key: CHAT_KEY, lastIdBefore: lastBefore, asked: question });
  await panel().locator('button[type=submit]:not([disabled])').waitFor();
}

beforeAll(async () => {
  server = await startDemoServer();
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1100, height: 800 } });
  page = await context.newPage();
  page.on('request', (request) => {
    if (request.url().endsWith('/demo/api/chat') && request.method() === 'POST') sent.push(request.postDataJSON() as ChatBody);
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('blog demo chat widget (seed 002)', () => {
  it('is embedded with one script tag and streams a grounded answer with sources linked to the posts', async () => {
    await page.goto(`${server.url}/demo`);
    await expect(page.locator('script[src="/widget.js"]').count()).resolves.toBe(1);
    await openWidget();
    await ask('下雨天通勤穿什么鞋？');
    const answer = panel().locator('li.msg.assistant[data-notice=""]').last();
    await expect(answer.textContent()).resolves.toContain('Answer to "下雨天通勤穿什么鞋？" (history pairs: 0).');
    await expect(answer.getByRole('link').first().getAttribute('href')).resolves.toBe('/demo/posts/shoes-for-rainy-commutes');

    const chat = await stored();
    expect(chat.conversationId).toMatch(UUID);
    expect(chat.messages.map((message) => [message.role, message.notice])).toEqual([['user', null], ['assistant', null]]);
    expect(sent[0]?.conversationId).toBe(chat.conversationId);
    expect(sent[0]?.history).toEqual([]);
    // The model was asked to stream, with the post retrieved as knowledge in its context.
    const streamed = server.llm.requestsTo('/v1/chat/completions').filter((request) => (request.body as { stream?: boolean }).stream === true);
    expect(streamed).toHaveLength(1);
    expect(JSON.stringify(streamed[0]?.body)).toContain('shoes-for-rainy-commutes.md');
    await screenshot(page, 'widget-answer');
  });

  it('restores the conversation from localStorage after a reload', async () => {
    const before = await stored();
    await page.reload();
    await openWidget();
    await expect(panel().locator('li.msg').count()).resolves.toBe(2);
    await expect(panel().getAttribute('data-conversation-id')).resolves.toBe(before.conversationId);
    await expect(panel().locator('li.msg.user').textContent()).resolves.toContain('下雨天通勤穿什么鞋？');
  });

  it('shows a forced rate-limit notice, marked, and never sends it as history', async () => {
    await page.route('**/demo/api/chat', (route) => route.fulfill({ status: 429, headers: { 'retry-after': '3' }, json: { error: { code: 'RATE_LIMITED', message: 'too many questions; try again in 3 s' } } }), { times: 1 });
    await ask('这条会被限流');
    const notice = panel().locator('li.msg[data-notice="rate-limit"]');
    await expect(notice.textContent()).resolves.toContain('too many questions');
    await expect(notice.textContent()).resolves.toContain('not sent to the assistant');

    await ask('What does the blog say about hybrid search?');
    const body = sent.at(-1) as ChatBody;
    expect(body.question).toBe('What does the blog say about hybrid search?');
    expect(body.history).toEqual([{ question: '下雨天通勤穿什么鞋？', answer: 'Answer to "下雨天通勤穿什么鞋？" (history pairs: 0).' }]);
    expect(JSON.stringify(body)).not.toContain('too many questions');
    expect(JSON.stringify(body)).not.toContain('这条会被限流');
    await screenshot(page, 'widget-rate-limit');
  });

  it('keeps 20 messages: the 21st evicts the first, and only the last 5 real pairs are sent', async () => {
    const first = (await stored()).messages[0];
    // 6 messages so far; 8 more questions make 22.
    for (let index = 1; (await stored()).messages.length < 22 && index <= 8; index += 1) await ask(`Question number ${index} about vector databases`);
    const chat = await stored();
    expect(chat.messages).toHaveLength(20);
    expect(chat.messages.some((message) => message.id === first?.id)).toBe(false);
    const last = sent.at(-1) as ChatBody;
    expect(last.history).toHaveLength(5);
    expect(last.history.at(-1)?.question).toBe('Question number 7 about vector databases');
    await expect(panel().locator('li.msg').count()).resolves.toBe(20);
  });

  it('starts a new conversation with a new browser-made id', async () => {
    const before = await stored();
    await panel().getByRole('button', { name: 'New conversation' }).click();
    const after = await stored();
    expect(after.conversationId).toMatch(UUID);
    expect(after.conversationId).not.toBe(before.conversationId);
    expect(after.messages).toEqual([]);
    await ask('Tell me about the three layers of memory');
    expect(sent.at(-1)?.conversationId).toBe(after.conversationId);
    expect(sent.at(-1)?.history).toEqual([]);
    expect(sent.at(-1)?.visitorId).toBe(sent[0]?.visitorId);
    await screenshot(page, 'widget-new-conversation');
  });
});
