import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshot } from './support/browser.js';
import { ADMIN_KEY, api, startDemoServer, type DemoServer } from './support/demo-server.js';
import { seedAlice } from './support/inspector-fixture.js';

let server: DemoServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startDemoServer();
  await seedAlice(server);
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('memory inspector', () => {
  it('signs in with a key kept in sessionStorage, never in the URL, and lists the tenant users', async () => {
    await page.goto(`${server.url}/`);
    // Keyboard only: type the key and press Enter.
    await page.getByLabel('API key').fill(server.apiKey);
    await page.getByLabel('API key').press('Enter');
    await page.getByRole('navigation', { name: 'Users' }).getByRole('button', { name: /^alice/ }).waitFor();
    expect(page.url()).not.toContain(server.apiKey);
    expect(await page.evaluate<string[]>('Object.values(sessionStorage)')).toContain(server.apiKey);
    await page.getByRole('row').filter({ hasText: '我对花生过敏' }).first().waitFor();
    await screenshot(page, 'inspector-memories');
  });

  it('filters memories by tag and sorts by importance', async () => {
    await page.getByLabel('Tags (comma separated)').fill('style');
    await page.getByText('1 memories').waitFor();
    await expect(page.getByRole('row').filter({ hasText: 'short bullet points' }).count()).resolves.toBe(1);
    await page.getByLabel('Tags (comma separated)').fill('');
    await page.getByLabel('Sort by').selectOption('importance');
    const { items } = await api<{ items: { text: string; importance: number }[] }>(server, 'POST', '/v1/inspect/memories', { userId: 'alice', sort: 'importance' });
    expect(items.map((item) => item.importance)).toEqual([...items.map((item) => item.importance)].sort((left, right) => right - left));
    await page.locator('tbody tr').first().filter({ hasText: (items[0] as { text: string }).text.slice(0, 20) }).waitFor();
    const shown = (await page.locator('tbody tr td:nth-child(4)').allTextContents()).map(Number);
    expect(shown).toEqual([...shown].sort((left, right) => right - left));
  });

  it('explains a search: score bars for every signal and why each result passed or was dropped', async () => {
    await page.getByRole('tab', { name: 'Search' }).click();
    await page.getByLabel('Search question').fill('下雨天通勤穿什么鞋');
    await page.getByLabel('Search question').press('Enter');
    const returned = page.locator('[data-testid=search-result][data-passed=true]').first();
    await returned.waitFor();
    for (const signal of ['dense', 'keyword', 'importance', 'recency', 'time', 'validity', 'final']) {
      await expect(returned.locator(`[data-score="${signal}"] [role=meter]`).count()).resolves.toBe(1);
    }
    await expect(returned.getByTestId('why').textContent()).resolves.toMatch(/relevance [\d.]+ ≥ cut/);
    await expect(page.locator('[data-testid=search-result]').filter({ hasText: '南方' }).count()).resolves.toBeGreaterThan(0);
    await screenshot(page, 'inspector-search');
  });

  it("opens a memory's history, forgets it after confirmation, and restores it", async () => {
    await page.getByRole('tab', { name: 'Memories' }).click();
    await page.getByRole('button', { name: /^Open memory: .*花生/ }).first().click();
    const detail = page.getByTestId('memory-detail');
    await detail.getByTestId('history').locator('li[data-event=create]').first().waitFor();
    await expect(detail.getByTestId('memory-status').textContent()).resolves.toBe('active');
    await expect(detail.getByTestId('evidence').textContent()).resolves.toMatch(/session s1.*我对花生过敏/s);
    await screenshot(page, 'inspector-memory-history');

    await detail.getByRole('button', { name: 'Forget' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm forget' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(detail.getByTestId('memory-status').textContent()).resolves.toBe('active');

    await detail.getByRole('button', { name: 'Forget' }).click();
    await confirm.getByRole('button', { name: 'Yes, forget it' }).click();
    await detail.getByTestId('memory-status').filter({ hasText: 'archived' }).waitFor();
    await detail.locator('li[data-event=archive]').waitFor();

    await detail.getByRole('button', { name: 'Restore' }).click();
    await detail.getByTestId('memory-status').filter({ hasText: 'active' }).waitFor();
    await detail.locator('li[data-event=restore]').waitFor();
    await detail.getByRole('button', { name: '← Back to the list' }).click();
  });

  it('shows the supersession chain of a replaced fact', async () => {
    await page.getByRole('button', { name: /^Open memory: Works at Globex/ }).click();
    const chain = page.getByRole('list', { name: 'Supersession chain' });
    await chain.waitFor();
    await expect(chain.locator('li').allTextContents()).resolves.toEqual([expect.stringContaining('Works at Acme'), expect.stringContaining('Works at Globex')]);
  });

  it('edits a memory (before and after in its history) and takes feedback', async () => {
    const detail = page.getByTestId('memory-detail');
    await detail.getByRole('button', { name: 'Edit' }).click();
    await detail.getByLabel('New text').fill('Works at Globex as head of product');
    await detail.getByRole('button', { name: 'Save' }).click();
    const update = detail.locator('li[data-event=update]');
    await update.waitFor();
    await expect(update.getByLabel('Before').textContent()).resolves.toContain('Works at Globex as a product lead');
    await expect(update.getByLabel('After').textContent()).resolves.toContain('Works at Globex as head of product');
    const importance = async (): Promise<number> => Number(/importance ([\d.]+)/.exec((await detail.getByText(/^importance /).textContent()) ?? '')?.[1]);
    const before = await importance();
    await detail.getByRole('button', { name: 'Useful', exact: true }).click();
    await detail.getByRole('status').filter({ hasText: 'Marked useful' }).waitFor();
    await page.waitForFunction((previous) => {
      const badge = Array.from((globalThis as unknown as { document: { querySelectorAll(selector: string): ArrayLike<{ textContent: string | null }> } }).document.querySelectorAll('.badge')).find((node) => node.textContent?.startsWith('importance '));
      return badge !== undefined && Number(badge.textContent?.slice(11)) > previous;
    }, before);
    await page.getByRole('button', { name: '← Back to the list' }).click();
  });

  it('previews the assembled context with the report of what was dropped and why', async () => {
    await page.getByRole('tab', { name: 'Context' }).click();
    await page.getByLabel('Question for the context').fill('推荐一家餐厅');
    await page.getByRole('button', { name: 'Preview context' }).click();
    await page.getByTestId('context-messages').locator('li').first().waitFor();
    await expect(page.getByTestId('context-messages').textContent()).resolves.toContain('花生');
    await expect(page.getByTestId('context-report').locator('tbody tr').count()).resolves.toBeGreaterThan(0);
    await screenshot(page, 'inspector-context');
  });

  it('shows knowledge collections with counts and searches within one', async () => {
    await page.getByRole('tab', { name: 'Knowledge' }).click();
    const row = page.getByRole('row').filter({ hasText: 'blog' });
    await row.waitFor();
    await expect(row.locator('td').nth(1).textContent()).resolves.toBe('5');
    await row.getByRole('button', { name: 'blog' }).click();
    await page.getByLabel('Search in blog').fill('向量库重启后数据丢失');
    await page.getByRole('button', { name: 'Search collection' }).click();
    await page.locator('[data-testid=search-result][data-passed=true]').filter({ hasText: 'chroma-persistence.md' }).first().waitFor();
  });

  it("shows a user's sessions with their turns", async () => {
    await page.getByRole('tab', { name: 'Conversations' }).click();
    await page.getByText('s1', { exact: true }).click();
    await page.getByText('我住在南方，经常下雨，路面湿滑').first().waitFor();
  });

  it('lets the admin key switch tenants', async () => {
    const created = await api<{ key: string }>({ url: server.url, apiKey: ADMIN_KEY }, 'POST', '/v1/admin/tenants/other/keys', { name: 'e2e' });
    await api({ url: server.url, apiKey: created.key }, 'POST', '/v1/memories', { userId: 'zoe', text: 'Zoe lives in another tenant' });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('API key').fill(ADMIN_KEY);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const tenant = page.getByLabel('Tenant');
    await tenant.waitFor();
    await expect(tenant.inputValue()).resolves.toBe('default');
    const users = page.getByRole('navigation', { name: 'Users' });
    await users.getByRole('button', { name: /^alice/ }).waitFor();
    await tenant.selectOption('other');
    await users.getByRole('button', { name: /^zoe/ }).waitFor();
    await expect(users.getByRole('button', { name: /^alice/ }).count()).resolves.toBe(0);
    expect(page.url()).not.toContain(ADMIN_KEY);
  });
});
