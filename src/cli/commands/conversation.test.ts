import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatCompletionsHandler, FakeOpenAIServer, type FakeChatMessage } from '../../testing/fake-openai-server.js';
import { main } from '../main.js';
import type { ChatIO } from './conversation.js';

let folder: string;
let db: string;
let server: FakeOpenAIServer;
const prompts: FakeChatMessage[][] = [];

beforeAll(async () => {
  server = await FakeOpenAIServer.start();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'agent-memory-cli-conversation-'));
  db = join(folder, 'memory.db');
  prompts.length = 0;
  server.reset();
  server.route(
    'POST',
    '/v1/chat/completions',
    chatCompletionsHandler((messages) => {
      prompts.push(messages);
      const question = messages.at(-1)?.content ?? '';
      return messages[0]?.content.includes('summarise') ? JSON.stringify({ summary: '- 用户住在南方' }) : `关于「${question}」：建议选防滑的鞋。`;
    }),
  );
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

function captureIO(env: NodeJS.ProcessEnv = {}, input?: string): ChatIO & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  const io: ChatIO & { lines: string[]; errors: string[] } = {
    lines,
    errors,
    out: (line) => lines.push(line),
    err: (line) => errors.push(line),
    env: { AGENT_MEMORY_EMBEDDER: 'hash', ...env },
  };
  if (input !== undefined) {
    const stream = new PassThrough();
    stream.end(input);
    io.input = stream;
  }
  return io;
}

const run = (args: string[], io = captureIO()) => main([...args, '--db', db], io).then((code) => ({ code, io }));

describe('agent-memory remember / recall / context', () => {
  it('says what the write pipeline made of the turn: the memory it wrote, and the ones a change closed', async () => {
    const first = await run(['remember', '--user', 'u1', '--session', 's1', '--turn', '1', '--user-text', 'I drive an old Honda Civic.', '--time', '2026-02-01T10:00:00Z']);
    expect(first.io.lines).toEqual(['created s1_1', '  memory: The user drives an old Honda Civic.']);
    const change = await run(['remember', '--user', 'u1', '--session', 's2', '--turn', '1', '--user-text', 'I sold my Civic and bought a Tesla.', '--time', '2026-06-01T10:00:00Z']);
    expect(change.io.lines).toEqual([
      'created s2_1',
      '  memory: The user sold the user\'s Civic and bought a Tesla.',
      '  supersedes: The user drives an old Honda Civic. (retracted:civic)',
      '  supersedes: User: I drive an old Honda Civic. (retracted:civic)',
    ]);
  });

  it('remembers turns, replaces a turn remembered again, and recalls in time order with turn labels', async () => {
    const first = await run(['remember', '--user', 'u1', '--session', 's1', '--turn', '1', '--user-text', 'espresso coffee beans grinder', '--assistant-text', 'ok', '--time', '2026-03-01T08:00:00Z']);
    expect(first.code).toBe(0);
    expect(first.io.lines).toEqual(['created s1_1']);
    await run(['remember', '--user', 'u1', '--session', 's1', '--turn', '2', '--user-text', 'espresso coffee beans', '--assistant-text', 'noted', '--time', '2026-03-01T08:05:00Z']);
    const again = await run(['remember', '--user', 'u1', '--session', 's1', '--turn', '2', '--user-text', 'espresso coffee beans', '--assistant-text', 'noted again', '--time', '2026-03-01T08:05:00Z']);
    expect(again.io.lines).toEqual(['replaced s1_2']);

    // The CLI runs the default retrieval weights; threshold 0 keeps this about recall's own rules.
    const recalled = await run(['recall', 'espresso coffee beans', '--user', 'u1', '--session', 's1', '--json', '--threshold', '0']);
    const result = JSON.parse(recalled.io.lines.join('\n')) as { turns: { id: string; label: string; text: string }[] };
    expect(result.turns.map((turn) => [turn.id, turn.label])).toEqual([
      ['s1_1', '[turn 1]'],
      ['s1_2', '[turn 2]'],
    ]);
    expect(result.turns[1]?.text).toContain('noted again');
    const text = await run(['recall', 'espresso coffee beans', '--user', 'u1', '--threshold', '0']);
    expect(text.io.lines[0]).toMatch(/^\[session s1, turn 1\] 2026-03-01 08:00 \+00:00 {2}relevance \d\.\d{2} {2}score \d\.\d{3}\n  User: espresso coffee beans grinder\n  Assistant: ok$/);
    // A turn told in +08:00 is shown in +08:00; its stored time (and --json) stays UTC.
    await run(['remember', '--user', 'u1', '--session', 's2', '--turn', '1', '--user-text', 'espresso coffee beans in Shenzhen', '--time', '2026-03-01T16:10:00+08:00']);
    const local = await run(['recall', 'espresso coffee beans in Shenzhen', '--user', 'u1', '--session', 's2', '--threshold', '0']);
    expect(local.io.lines[0]).toMatch(/^\[turn 1\] 2026-03-01 16:10 \+08:00 {2}relevance \d\.\d{2} {2}score/);
    const localJson = await run(['recall', 'espresso coffee beans in Shenzhen', '--user', 'u1', '--session', 's2', '--threshold', '0', '--json']);
    expect(JSON.parse(localJson.io.lines.join('\n')).turns[0]).toMatchObject({ time: '2026-03-01T08:10:00.000Z', timeOffset: '+08:00' });
    const nothing = await run(['recall', 'espresso', '--user', 'someone-else', '--threshold', '0']);
    expect(nothing.io.lines).toEqual(['recalled nothing above the threshold']);
  });

  it('context prints the messages and the report, and --json gives both', async () => {
    await run(['remember', '--user', 'u1', '--session', 's1', '--turn', '1', '--user-text', 'espresso coffee beans', '--assistant-text', 'ok']);
    const printed = await run(['context', 'espresso coffee beans', '--user', 'u1', '--budget', '500']);
    expect(printed.code).toBe(0);
    const output = printed.io.lines.join('\n');
    expect(output).toMatch(/^\[system\]\n/);
    expect(output).toContain('[user]\nespresso coffee beans');
    expect(output).toMatch(/report:\n\d+ of 500 tokens/);
    const asJson = await run(['context', 'espresso coffee beans', '--user', 'u1', '--budget', '500', '--json']);
    const built = JSON.parse(asJson.io.lines.join('\n')) as { messages: { role: string }[]; report: { budgetTokens: number; items: unknown[] } };
    expect(built.messages.at(-1)?.role).toBe('user');
    expect(built.report.budgetTokens).toBe(500);
    expect(built.report.items.length).toBeGreaterThan(0);
  });

  it('reports bad input as one error line', async () => {
    const bad = await run(['remember', '--user', 'u1', '--session', 'bad session', '--turn', '1', '--user-text', 'x']);
    expect(bad.code).toBe(1);
    expect(bad.io.errors).toEqual([expect.stringMatching(/^error: INVALID_INPUT: invalid turn: sessionId/)]);
    const tooSmall = await run(['context', 'a question', '--user', 'u1', '--budget', '5']);
    expect(tooSmall.code).toBe(1);
    expect(tooSmall.io.errors[0]).toMatch(/^error: INVALID_INPUT: budgetTokens 5 is too small/);
  });
});

describe('agent-memory chat', () => {
  it('without an LLM shows the assembled prompt each turn, remembers each turn, and shows what was recalled', async () => {
    const io = captureIO({}, '我住在南方，经常下雨\n\n推荐适合南方下雨天通勤的鞋\n/exit\nnever read\n');
    const { code } = await run(['chat', '--user', 'u1', '--session', 'conv_00000000000a', '--threshold', '0'], io);
    expect(code).toBe(0);
    const output = io.lines.join('\n');
    expect(io.lines[0]).toMatch(/^chat as u1, session conv_00000000000a; no LLM configured/);
    expect(output.match(/^prompt \(\d+ of 2000 tokens\):/gm)).toHaveLength(2);
    expect(output).toContain('[user]\n推荐适合南方下雨天通勤的鞋');
    expect(output).toContain('remembered conv_00000000000a_1');
    expect(output).toContain('remembered conv_00000000000a_2');
    expect(output).not.toContain('never read');
    // The first turn, or the fact the write pipeline derived from it (a shoe question pulls the residence fact).
    expect(output).toMatch(/recalled:\n(?:.*\n)*?.*\[facts\] 用户(?:：我)?住在南方，经常下雨/);
    expect(output).toMatch(/session ended; summary summary:conv_00000000000a:\n- 我住在南方，经常下雨/);
    const recalled = await run(['recall', '南方下雨', '--user', 'u1', '--json', '--threshold', '0']);
    expect(JSON.parse(recalled.io.lines.join('\n')).turns.map((turn: { id: string }) => turn.id)).toContain('conv_00000000000a_1');
  });

  it('with an LLM configured answers from the assembled prompt and keeps answers in the history', async () => {
    const env = { AGENT_MEMORY_LLM_URL: server.baseUrl, AGENT_MEMORY_LLM_MODEL: 'fake-chat' };
    const io = captureIO(env, '我住在南方，经常下雨\n推荐通勤的鞋\n');
    const { code } = await run(['chat', '--user', 'u1', '--session', 's-llm'], io);
    expect(code).toBe(0);
    expect(io.lines[0]).toContain('answering with fake-chat');
    expect(io.lines).toContain('assistant: 关于「推荐通勤的鞋」：建议选防滑的鞋。');
    // The second prompt carries the first exchange as a history pair.
    const second = prompts.find((messages) => messages.at(-1)?.content === '推荐通勤的鞋');
    expect(second?.map((message) => message.content)).toContain('关于「我住在南方，经常下雨」：建议选防滑的鞋。');
    // Session end wrote the summary with the LLM.
    expect(io.lines.join('\n')).toContain('session ended; summary summary:s-llm:\n- 用户住在南方');
  });

  it('reads stdin when run as a process', async () => {
    const script = "const { main } = await import('./src/cli/main.ts'); process.exitCode = await main(process.argv.slice(1));";
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, 'chat', '--user', 'u1', '--session', 'piped', '--db', db], {
      cwd: process.cwd(),
      env: { ...process.env, AGENT_MEMORY_EMBEDDER: 'hash', AGENT_MEMORY_LLM_URL: '', AGENT_MEMORY_LLM_MODEL: '' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.stdin.end('I keep my bike in the garage\n');
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    expect(stdout).toContain('prompt (');
    expect(stdout).toContain('remembered piped_1');
  });
});
