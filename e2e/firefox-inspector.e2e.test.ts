import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from './support/demo-server.js';
import { FirefoxPage } from './support/firefox-bidi.js';
import { seedAlice } from './support/inspector-fixture.js';

/** The inspector's main paths in Firefox (the full set runs in Chromium: inspector.e2e.test.ts). */

let server: DemoServer;
let page: FirefoxPage;

beforeAll(async () => {
  server = await startDemoServer();
  await seedAlice(server);
  page = await FirefoxPage.launch({ width: 1280, height: 860 });
});

afterAll(async () => {
  await page?.close();
  await server?.stop();
});

const SIGNALS = ['dense', 'keyword', 'importance', 'recency', 'time', 'validity', 'final'];

describe('memory inspector in Firefox', () => {
  it('signs in with a key kept in sessionStorage, never in the URL, and lists the users', async () => {
    await page.goto(`${server.url}/`);
    await page.fill({ label: 'API key' }, server.apiKey);
    await page.pressEnter();
    await page.waitForElement({ css: 'nav[aria-label=Users] button', name: 'alice' });
    expect(await page.url()).not.toContain(server.apiKey);
    expect(await page.evaluate(() => Object.values((globalThis as unknown as { sessionStorage: Record<string, string> }).sessionStorage))).toContain(server.apiKey);
    await page.waitForElement({ css: 'tbody tr', name: '我对花生过敏' });
    await page.screenshot('inspector-memories');
  });

  it('searches and shows every score as a bar with the reason the result passed', async () => {
    await page.click({ css: '[role=tab]', name: 'Search' });
    await page.fill({ label: 'Search question' }, '下雨天通勤穿什么鞋');
    await page.pressEnter();
    const meters = await page.waitFor(
      'a returned search result',
      (signals: string[]) => {
        const result = (globalThis as unknown as { document: { querySelector(selector: string): { querySelector(selector: string): unknown } | null } }).document.querySelector('[data-testid=search-result][data-passed=true]');
        return result === null ? null : signals.filter((signal) => result.querySelector(`[data-score="${signal}"] [role=meter]`) !== null);
      },
      SIGNALS,
    );
    expect(meters).toEqual(SIGNALS);
    expect(await page.textOf({ css: '[data-testid=search-result][data-passed=true] [data-testid=why]' })).toMatch(/relevance [\d.]+ ≥ cut/);
    expect(await page.textOf({ css: '[data-testid=search-result]', text: '南方' })).toContain('南方');
    await page.screenshot('inspector-search');
  });

  it("opens a memory's history with its evidence turns", async () => {
    await page.click({ css: '[role=tab]', name: 'Memories' });
    await page.click({ css: 'button[aria-label^="Open memory:"]', name: '花生' });
    await page.waitForElement({ css: '[data-testid=history] li[data-event=create]' });
    expect(await page.textOf({ css: '[data-testid=memory-status]' })).toBe('active');
    expect(await page.textOf({ css: '[data-testid=evidence]' })).toMatch(/session s1.*我对花生过敏/s);
    await page.screenshot('inspector-memory-history');
  });
});
