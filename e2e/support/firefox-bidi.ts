import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { SCREENSHOT_DIR } from './browser.js';
import { findElements, type ElementQuery } from './dom-query.js';

/**
 * Debian's firefox-esr driven over WebDriver BiDi, the W3C protocol Firefox serves itself: no
 * geckodriver and no Playwright-patched Firefox (neither can be installed here). playwright-core's
 * own BiDi Firefox path needs commands this ESR lacks (emulation.setMediaFeaturesOverride), so this
 * is a small client over a WebSocket with just what the tests use: navigate, run a function in the
 * page, wait on a condition in the page, click and type with real input events, screenshot.
 */

export const FIREFOX = process.env.AGENT_MEMORY_E2E_FIREFOX ?? '/usr/bin/firefox-esr';

/** Keep a test browser off the network: no update, telemetry, experiment or start-page fetches. */
const QUIET_PREFS: Record<string, string | number | boolean> = {
  'app.normandy.api_url': '',
  'app.update.disabledForTesting': true,
  'browser.shell.checkDefaultBrowser': false,
  'browser.startup.page': 0,
  'browser.newtabpage.enabled': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'datareporting.healthreport.uploadEnabled': false,
  'messaging-system.rsexperimentloader.enabled': false,
  'network.connectivity-service.enabled': false,
  'extensions.update.enabled': false,
};

const WAIT_MS = 30_000;
const ENTER = '\uE007';

interface BidiError {
  type: 'error';
  id: number;
  error: string;
  message: string;
}
interface BidiSuccess {
  type: 'success';
  id: number;
  result: unknown;
}
/** What script.callFunction answers: a value, or the exception the page threw. */
type ScriptResult = { type: 'success'; result: { type: string; value?: unknown; sharedId?: string } } | { type: 'exception'; exceptionDetails: { text: string } };

/** One WebSocket, commands matched to answers by id. Events are not needed by these tests. */
class BidiConnection {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void; method: string }>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as BidiSuccess | BidiError | { type: 'event' };
      if (message.type === 'event') return;
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.type === 'success') waiting.resolve(message.result);
      else waiting.reject(new Error(`${waiting.method}: ${message.error}: ${message.message}`));
    });
    socket.on('close', () => {
      for (const waiting of this.pending.values()) waiting.reject(new Error(`${waiting.method}: the browser closed the connection`));
      this.pending.clear();
    });
  }

  static async open(url: string): Promise<BidiConnection> {
    const socket = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new BidiConnection(socket);
  }

  send<T>(method: string, params: object): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: (result) => resolve(result as T), reject, method });
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }
}

/** The page function wrapped so that its result comes back as one JSON string. */
function jsonResult(source: string): string {
  return `async (...args) => { const result = await (${source})(...args); return JSON.stringify(result === undefined ? null : result); }`;
}

/** A page function that calls `check` until it returns something truthy, and rejects after `timeoutMs`. */
function poller(check: string, description: string, timeoutMs: number): string {
  return `async (...args) => {
    const check = (${check});
    const deadline = Date.now() + ${timeoutMs};
    for (;;) {
      const value = await check(...args);
      if (value) return value;
      if (Date.now() > deadline) throw new Error(${JSON.stringify(`timed out after ${timeoutMs} ms waiting for ${description}`)});
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }`;
}

/** The WebSocket address Firefox prints once its remote agent listens. Its stderr is read to the end, so a chatty browser never blocks on a full pipe. */
function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let early = '';
    let found = false;
    child.stderr?.on('data', (chunk: Buffer) => {
      if (found) return;
      early += chunk.toString();
      const listening = /WebDriver BiDi listening on (ws:\/\/\S+)/.exec(early);
      if (!listening) return;
      found = true;
      resolve(listening[1] as string);
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${FIREFOX} exited with ${code} before listening:\n${early}`)));
  });
}

const FIND_ALL = findElements.toString();
/** The page function that returns the one element a query picks, or null. */
const FIND = `(query) => { const all = (${FIND_ALL})(query); return (query.pick === 'last' ? all.at(-1) : all[0]) ?? null; }`;

/** One Firefox with one tab. */
export class FirefoxPage {
  private constructor(
    private readonly child: ChildProcess,
    private readonly profile: string,
    private readonly bidi: BidiConnection,
    private readonly context: string,
  ) {}

  /** Starts headless firefox-esr on a fresh profile and opens a BiDi session on its tab. */
  static async launch(viewport: { width: number; height: number }): Promise<FirefoxPage> {
    const profile = mkdtempSync(join(tmpdir(), 'agent-memory-firefox-'));
    writeFileSync(join(profile, 'user.js'), Object.entries(QUIET_PREFS).map(([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});\n`).join(''));
    const child = spawn(FIREFOX, ['--headless', '--no-remote', '--remote-debugging-port=0', '--profile', profile], { stdio: ['ignore', 'ignore', 'pipe'] });
    try {
      const url = await listeningUrl(child);
      const bidi = await BidiConnection.open(`${url}/session`);
      await bidi.send('session.new', { capabilities: {} });
      const tree = await bidi.send<{ contexts: { context: string }[] }>('browsingContext.getTree', { maxDepth: 0 });
      const context = tree.contexts[0]?.context;
      if (context === undefined) throw new Error('Firefox opened no tab');
      await bidi.send('browsingContext.setViewport', { context, viewport });
      return new FirefoxPage(child, profile, bidi, context);
    } catch (error) {
      child.kill('SIGKILL');
      rmSync(profile, { recursive: true, force: true });
      throw error;
    }
  }

  async goto(url: string): Promise<void> {
    await this.bidi.send('browsingContext.navigate', { context: this.context, url, wait: 'complete' });
  }

  async reload(): Promise<void> {
    await this.bidi.send('browsingContext.reload', { context: this.context, wait: 'complete' });
  }

  async url(): Promise<string> {
    return this.evaluate(() => (globalThis as unknown as { location: { href: string } }).location.href);
  }

  /** Runs `fn` in the page with JSON arguments and returns its JSON result. `fn` must be self-contained. */
  async evaluate<A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R> {
    return this.callJson<R>(fn.toString(), args);
  }

  /** Waits in the page until `fn(...args)` is truthy, and returns that value. */
  async waitFor<A extends unknown[], R>(description: string, fn: (...args: A) => R | Promise<R>, ...args: A): Promise<NonNullable<R>> {
    return this.callJson<NonNullable<R>>(poller(fn.toString(), description, WAIT_MS), args);
  }

  async waitForElement(query: ElementQuery): Promise<void> {
    await this.callJson(poller(`(query) => (${FIND})(query) !== null`, `an element ${JSON.stringify(query)}`, WAIT_MS), [query]);
  }

  /** The text of the element once it exists. */
  async textOf(query: ElementQuery): Promise<string> {
    await this.waitForElement(query);
    return this.callJson<string>(`(query) => (${FIND})(query).textContent ?? ''`, [query]);
  }

  /** How many visible elements match now. */
  async count(query: ElementQuery): Promise<number> {
    return this.callJson<number>(`(query) => (${FIND_ALL})(query).length`, [query]);
  }

  /** An attribute of the element once it exists. */
  async attributeOf(query: ElementQuery, name: string): Promise<string | null> {
    await this.waitForElement(query);
    return this.callJson<string | null>(`(query, name) => (${FIND})(query).getAttribute(name)`, [query, name]);
  }

  /** Clicks the middle of the element with real mouse events, once it exists. */
  async click(query: ElementQuery): Promise<void> {
    await this.waitForElement(query);
    const found = await this.call(`(query) => { const element = (${FIND})(query); element.scrollIntoView({ block: 'center', inline: 'center' }); return element; }`, [query]);
    if (found.type !== 'node' || found.sharedId === undefined) throw new Error(`no element for ${JSON.stringify(query)}`);
    const origin = { type: 'element', element: { sharedId: found.sharedId } };
    await this.bidi.send('input.performActions', {
      context: this.context,
      actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions: [{ type: 'pointerMove', x: 0, y: 0, origin }, { type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 }] }],
    });
  }

  /** Clicks into a text field, clears it and types `text` one key per code point (enough for the Chinese and English typed here). */
  async fill(query: ElementQuery, text: string): Promise<void> {
    await this.click(query);
    await this.callJson(`(query) => { (${FIND})(query).select(); }`, [query]);
    await this.keys([...text]);
  }

  async pressEnter(): Promise<void> {
    await this.keys([ENTER]);
  }

  /** Saves a PNG of the viewport to the shared screenshots folder as firefox-<name>.png. */
  async screenshot(name: string): Promise<void> {
    const { data } = await this.bidi.send<{ data: string }>('browsingContext.captureScreenshot', { context: this.context });
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    writeFileSync(join(SCREENSHOT_DIR, `firefox-${name}.png`), Buffer.from(data, 'base64'));
  }

  async close(): Promise<void> {
    const exited = this.child.exitCode !== null || this.child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => this.child.once('exit', resolve));
    await this.bidi.send('browser.close', {}).catch(() => this.child.kill('SIGKILL'));
    await exited;
    rmSync(this.profile, { recursive: true, force: true });
  }

  private async keys(values: string[]): Promise<void> {
    const actions = values.flatMap((value) => [{ type: 'keyDown', value }, { type: 'keyUp', value }]);
    await this.bidi.send('input.performActions', { context: this.context, actions: [{ type: 'key', id: 'keyboard', actions }] });
  }

  /** Calls the page function `source` with `args`, which travel as one JSON string. */
  private async call(source: string, args: unknown[]): Promise<{ type: string; value?: unknown; sharedId?: string }> {
    const answer = await this.bidi.send<ScriptResult>('script.callFunction', {
      functionDeclaration: `(json) => (${source})(...JSON.parse(json))`,
      arguments: [{ type: 'string', value: JSON.stringify(args) }],
      target: { context: this.context },
      awaitPromise: true,
      resultOwnership: 'none',
    });
    if (answer.type === 'exception') throw new Error(`in Firefox: ${answer.exceptionDetails.text}`);
    return answer.result;
  }

  private async callJson<R>(source: string, args: unknown[]): Promise<R> {
    const result = await this.call(jsonResult(source), args);
    return JSON.parse(result.value as string) as R;
  }
}
