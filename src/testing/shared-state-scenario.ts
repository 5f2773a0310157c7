import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { main } from '../cli/main.js';

/**
 * Two real `serve` processes on one store location (a SQLite file, a Postgres schema) behave as
 * one server: API keys, rate limits, write-job status and conversation history live in the
 * store's database, not in either process. Each step is confined to its tenant.
 */
const packageRoot = fileURLToPath(new URL('../..', import.meta.url));
const ADMIN_KEY = 'shared-state-admin-key-0123456789';
const BURST = 12;

export async function twoServeProcessesShareState(location: string): Promise<void> {
  const children: ChildProcess[] = [];
  try {
    await scenario(location, children);
  } finally {
    // A failed assertion must not leave a server running.
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  }
}

async function createKey(location: string, tenant: string): Promise<string> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(['keys', 'create', '--tenant', tenant, '--store', location], { out: (line) => out.push(line), err: (line) => err.push(line), env: {} });
  expect(err.join('\n')).toMatch(/^created key_/);
  expect(code).toBe(0);
  return out[0] as string;
}

async function startServe(location: string, children: ChildProcess[]): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/testing/run-cli.ts', 'serve', '--port', '0', '--store', location, '--rate-limit', '1', '--burst', String(BURST)],
    { cwd: packageRoot, env: { PATH: process.env.PATH ?? '', AGENT_MEMORY_ADMIN_KEY: ADMIN_KEY, AGENT_MEMORY_EMBEDDER: 'hash' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  const errors: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const exited = once(child, 'exit').then(() => {
    throw new Error(`serve exited before listening: ${errors.join('')}`);
  });
  const [line] = (await Promise.race([once(createInterface({ input: child.stdout }), 'line'), exited])) as [string];
  const url = /listening on (http:\/\/\S+)/.exec(line)?.[1];
  if (!url) throw new Error(`unexpected first line from serve: ${line}`);
  return { url, child };
}

function call(base: string, method: string, path: string, key: string, body?: unknown): Promise<Response> {
  return fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function scenario(location: string, children: ChildProcess[]): Promise<void> {
  const limitedKey = await createKey(location, 'acme');
  const acmeKey = await createKey(location, 'acme');
  const globexKey = await createKey(location, 'globex');
  const [first, second] = await Promise.all([startServe(location, children), startServe(location, children)]);
  const servers = [first.url, second.url];

  // Rate limit: 3 x BURST requests alternating between the processes. Per-process buckets would
  // admit 2 x BURST; the shared bucket admits BURST plus what refills (1/s) while they run.
  const started = Date.now();
  const statuses: number[][] = [[], []];
  for (let index = 0; index < 3 * BURST; index += 1) {
    const which = index % 2;
    const response = await call(servers[which] as string, 'GET', '/v1/memories?userId=rate', limitedKey);
    await response.arrayBuffer();
    statuses[which]?.push(response.status);
  }
  const elapsedSeconds = (Date.now() - started) / 1000;
  const all = statuses.flat();
  const admitted = all.filter((status) => status === 200).length;
  expect(all.every((status) => status === 200 || status === 429)).toBe(true);
  expect(admitted).toBeGreaterThanOrEqual(BURST);
  expect(admitted).toBeLessThanOrEqual(BURST + Math.ceil(elapsedSeconds) + 1);
  expect(admitted).toBeLessThan(2 * BURST);
  // Both processes refuse the spent key, and another key (of another tenant) is not blocked by it.
  expect(statuses[0]).toContain(429);
  expect(statuses[1]).toContain(429);
  expect((await call(second.url, 'GET', '/v1/memories?userId=rate', globexKey)).status).toBe(200);

  // Write job: processed by the first process, its report read from the second.
  const processed = await call(first.url, 'POST', '/v1/turns/process', acmeKey, { userId: 'lin', sessionId: 's1', turnId: 1, user: '我住在杭州' });
  expect(processed.status).toBe(200);
  const report = (await processed.json()) as { id: string; status: string; created: { text: string }[] };
  expect(report.status).toBe('done');
  const status = await call(second.url, 'GET', `/v1/writes/${report.id}`, acmeKey);
  expect(status.status).toBe(200);
  expect(await status.json()).toEqual(report);
  expect((await call(second.url, 'GET', `/v1/writes/${report.id}`, globexKey)).status).toBe(404);

  // History: a conversation started on one process continues on the other.
  const opened = await call(first.url, 'POST', '/v1/conversations/messages', acmeKey, {
    userId: 'lin',
    messages: [
      { role: 'user', content: '我住在哪里？' },
      { role: 'assistant', content: '杭州。' },
    ],
  });
  expect(opened.status).toBe(200);
  const { id: conversationId } = (await opened.json()) as { id: string };
  expect(conversationId).toMatch(/^conv_[0-9a-f]{12}$/);
  const continued = await call(second.url, 'POST', '/v1/conversations/messages', acmeKey, {
    conversationId,
    userId: 'lin',
    messages: [{ role: 'user', content: '那里天气怎么样？' }],
  });
  expect(continued.status).toBe(200);
  const read = await call(first.url, 'GET', `/v1/conversations/${conversationId}?userId=lin`, acmeKey);
  const conversation = (await read.json()) as { messages: { role: string; content: string }[] };
  expect(conversation.messages.map((message) => [message.role, message.content])).toEqual([
    ['user', '我住在哪里？'],
    ['assistant', '杭州。'],
    ['user', '那里天气怎么样？'],
  ]);
  expect((await call(second.url, 'GET', `/v1/conversations/${conversationId}?userId=lin`, globexKey)).status).toBe(404);
  // Another user of the same tenant cannot append to it through either process.
  expect((await call(second.url, 'POST', '/v1/conversations/messages', acmeKey, { conversationId, userId: 'mallory', messages: [{ role: 'user', content: 'hi' }] })).status).toBe(403);

  for (const { child } of [first, second]) {
    child.kill('SIGTERM');
    const [exitCode] = (await once(child, 'exit')) as [number | null];
    expect(exitCode).toBe(0);
  }
}
