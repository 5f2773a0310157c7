import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshot } from './support/browser.js';
import { startDemoServer, type DemoServer } from './support/demo-server.js';

let server: DemoServer;
let browser: Browser;
let page: Page;
const sent: { history: unknown[] }[] = [];

beforeAll(async () => {
  server = await startDemoServer({ withLlm: false });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
  page.on('request', (request) => {
    if (request.url().endsWith('/demo/api/chat')) sent.push(request.postDataJSON() as { history: unknown[] });
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('blog demo without an LLM', () => {
  it('shows the assembled context and sources instead of an answer, and never sends them as history', async () => {
    await page.goto(`${server.url}/demo`);
    await page.getByRole('button', { name: 'Ask · 提问' }).click();
    const panel = page.getByRole('dialog', { name: 'Blog assistant' });
    const ask = async (question: string, count: number): Promise<void> => {
      await panel.getByLabel('Your question').fill(question);
      await panel.getByRole('button', { name: 'Send' }).click();
      await panel.locator('li.msg[data-notice="system"]').nth(count - 1).waitFor();
      await panel.locator('button[type=submit]:not([disabled])').waitFor();
    };
    await ask('向量库重启以后数据丢了怎么办？', 1);
    const shown = panel.locator('li.msg[data-notice="system"]').first();
    await expect(shown.textContent()).resolves.toContain('No LLM configured');
    await expect(shown.getByRole('link').first().getAttribute('href')).resolves.toBe('/demo/posts/chroma-persistence');
    await shown.getByText('Show the prompt that would be sent').click();
    await expect(shown.locator('pre').textContent()).resolves.toContain('数据目录没有挂载');
    await screenshot(page, 'widget-offline');
    await ask('How do I keep the index?', 2);
    expect(sent.map((body) => body.history)).toEqual([[], []]);
    expect(server.llm.requestsTo('/v1/chat/completions')).toHaveLength(0);
  });
});
