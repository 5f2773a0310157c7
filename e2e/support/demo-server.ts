import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chatCompletionsHandler, FakeOpenAIServer, type FakeChatMessage } from '../../src/testing/fake-openai-server.js';

export const ADMIN_KEY = 'e2e-admin-key-0123456789abcdef';

export interface DemoServer {
  url: string;
  apiKey: string;
  llm: FakeOpenAIServer;
  stop(): Promise<void>;
}

/** The streamed answer the fake model gives: it names the question and how many history pairs it saw. */
export function fakeAnswer(messages: FakeChatMessage[]): string {
  const question = messages.at(-1)?.content ?? '';
  const pairs = messages.filter((message) => message.role === 'assistant').length;
  return `Answer to "${question}" (history pairs: ${pairs}).`;
}

/** The environment without any LLM settings the developer's shell may hold. */
function withoutLlm(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('AGENT_MEMORY_LLM')));
}

/**
 * `agent-memory demo --web` as its own process, exactly as a user starts it, with the local
 * OpenAI-compatible fake as its LLM (unless `withLlm: false`, the offline demo): streamed chat requests get `fakeAnswer` in three pieces,
 * other calls (extraction, summaries in the background) an empty JSON object.
 */
export async function startDemoServer(options: { withLlm?: boolean } = {}): Promise<DemoServer> {
  const withLlm = options.withLlm ?? true;
  // The CLI runs from dist/ and serves dist/web: a stale or missing build would test old code.
  if (!existsSync(join(process.cwd(), 'dist', 'web', 'widget.js'))) throw new Error('dist/web is missing: run npm run build before npm run test:e2e');
  const llm = await FakeOpenAIServer.start();
  const plain = chatCompletionsHandler(() => '{}');
  llm.route('POST', '/v1/chat/completions', async (request) => {
    const body = request.body as { stream?: boolean; messages: FakeChatMessage[] };
    if (!body.stream) return plain(request);
    const answer = fakeAnswer(body.messages);
    const third = Math.ceil(answer.length / 3);
    const pieces = [answer.slice(0, third), answer.slice(third, 2 * third), answer.slice(2 * third)];
    return { events: pieces.map((content) => ({ id: 'chatcmpl-e2e', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content }, finish_reason: null }] })) };
  });
  const folder = mkdtempSync(join(tmpdir(), 'agent-memory-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['bin/agent-memory.js', 'demo', '--web', '--port', '0', '--db', join(folder, 'e2e.db')], {
    cwd: process.cwd(),
    env: { ...withoutLlm(process.env), ...(withLlm ? { AGENT_MEMORY_LLM_URL: llm.baseUrl, AGENT_MEMORY_LLM_MODEL: 'fake-chat' } : {}), AGENT_MEMORY_ADMIN_KEY: ADMIN_KEY },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const started = await new Promise<{ url: string; apiKey: string }>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /inspector: (http:\/\/\S+)\/ {2}\(API key: (\S+)\)/.exec(stdout);
      if (url) resolve({ url: url[1] as string, apiKey: url[2] as string });
    });
    child.once('exit', (code) => reject(new Error(`demo --web exited with ${code}:\n${stdout}\n${stderr}`)));
  });
  return {
    ...started,
    llm,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await llm.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A JSON call to the demo's API with its key. */
export async function api<T>(server: Pick<DemoServer, 'url' | 'apiKey'>, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${server.apiKey}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
