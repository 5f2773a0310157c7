import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const OUTPUT_DIR = join(process.cwd(), 'e2e-output');
export const SCREENSHOT_DIR = join(OUTPUT_DIR, 'screenshots');

/** Debian's chromium, headless; --no-sandbox because CI runs as root, where the sandbox cannot start. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.AGENT_MEMORY_E2E_CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
}
