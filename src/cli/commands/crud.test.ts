import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCliInProcess, type CliRun } from '../../testing/in-process-cli.js';
import { matchedBy } from '../format.js';

let folder: string;
let db: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'agent-memory-cli-'));
  db = join(folder, 'cli.db');
});

afterEach(() => rmSync(folder, { recursive: true, force: true }));

function cli(...argv: string[]): Promise<CliRun> {
  return runCliInProcess({ AGENT_MEMORY_EMBEDDER: 'hash', AGENT_MEMORY_DB: db }, argv);
}

describe('CLI memory commands', () => {
  it('adds, searches, gets, lists, shows history and deletes', async () => {
    const added = await cli('add', 'I am allergic to peanuts', '--user', 'alice', '--metadata', '{"topic":"health"}');
    expect(added.code).toBe(0);
    const id = added.out.trim();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await cli('add', 'my sister lives in Berlin', '--user', 'alice');
    await cli('add', 'bob also likes peanuts', '--user', 'bob');

    const search = await cli('search', 'peanuts allergic', '--user', 'alice', '--json', '--threshold', '0');
    expect(search.code).toBe(0);
    const parsed = JSON.parse(search.out) as { results: { id: string; text: string; kind: string; score: number; scores: Record<string, number>; metadata: Record<string, unknown> }[] };
    expect(parsed.results[0]).toMatchObject({ id, text: 'I am allergic to peanuts', kind: 'semantic', metadata: { topic: 'health' } });
    expect(parsed.results[0]?.scores).toEqual(expect.objectContaining({ dense: expect.any(Number), keyword: expect.any(Number), final: expect.any(Number) }));
    expect(parsed.results.every((result) => !result.text.startsWith('bob'))).toBe(true);
    // For people: the header names relevance (the same number as --json), the signals that carried it, kind and id.
    const top = parsed.results[0] as { score: number; scores: Record<string, number> };
    expect(top.scores.dense).toBeGreaterThan(0);
    expect(top.scores.keyword).toBeGreaterThan(0);
    const human = await cli('search', 'peanuts allergic', '--user', 'alice', '--threshold', '0');
    expect(human.out.split('\n')[0]).toBe(` 1. relevance ${(top.scores.relevance ?? Number.NaN).toFixed(2)}  by ${matchedBy(top.scores)}  [semantic]  id ${id}`);
    expect(matchedBy(top.scores)).toMatch(/^meaning\+words/);

    const got = await cli('get', id, '--user', 'alice', '--json');
    expect(JSON.parse(got.out)).toMatchObject({ id, scope: { userId: 'alice' } });
    const list = await cli('list', '--user', 'alice', '--json');
    expect((JSON.parse(list.out) as { total: number }).total).toBe(2);

    expect((await cli('delete', id, '--user', 'alice')).code).toBe(0);
    const history = await cli('history', id, '--user', 'alice', '--json');
    expect((JSON.parse(history.out) as { history: { event: string }[] }).history.map((entry) => entry.event)).toEqual(['create', 'delete']);

    const all = await cli('delete', '--all', '--user', 'alice', '--json');
    expect(JSON.parse(all.out)).toEqual({ deleted: 1 });
    expect((JSON.parse((await cli('list', '--user', 'bob', '--json')).out) as { total: number }).total).toBe(1);
  });

  it('says why a search returned nothing: the relevance cut, or the threshold given', async () => {
    await cli('add', 'I am allergic to peanuts', '--user', 'alice');
    expect((await cli('search', 'peanuts', '--user', 'nobody')).out.trim()).toMatch(/^nothing relevant: no memory reaches the relevance cut 0\.\d\d$/);
    expect((await cli('search', 'peanuts', '--user', 'alice', '--threshold', '0.999')).out.trim()).toBe('no memories above the threshold 0.999');
    const badTime = await cli('search', 'peanuts', '--user', 'alice', '--now', 'yesterday');
    expect(badTime.code).toBe(1);
    expect(badTime.err).toMatch(/^error: INVALID_INPUT: .*now/);
    expect((await cli('search', 'Why is the sky blue?', '--user', 'alice')).out.trim()).toMatch(/^nothing relevant: no memory reaches the relevance cut 0\.\d\d \(the question asks about the world, not about the user/);
    // A name none of alice's memories holds names nobody she knows: the search's reading, not the text's alone.
    expect((await cli('search', 'Who wrote Foundation?', '--user', 'alice')).out.trim()).toMatch(/\(the question asks about the world, not about the user/);
  });

  it('marks a result drawn from the same turn as a higher one', async () => {
    // Without an LLM the turn is kept and the fact drawn from it cites the same turn: one of them is the copy.
    expect((await cli('remember', '--user', 'alice', '--session', 's1', '--turn', '1', '--user-text', 'I am allergic to peanuts', '--time', '2026-02-01T10:00:00Z')).code).toBe(0);
    const parsed = JSON.parse((await cli('search', 'peanuts allergic', '--user', 'alice', '--json', '--threshold', '0')).out) as { results: { id: string; scores: Record<string, number> }[] };
    expect(parsed.results).toHaveLength(2);
    const copies = parsed.results.map((result) => result.scores.redundancy === 1);
    expect(copies).toEqual([false, true]);
    const human = (await cli('search', 'peanuts allergic', '--user', 'alice', '--threshold', '0')).out.split('\n').filter((line) => /^ ?\d+\. /.test(line));
    expect(human.map((line) => line.endsWith('(same source as a result above)'))).toEqual(copies);
  });

  it("reports another user's record as not found", async () => {
    const id = (await cli('add', 'bob secret', '--user', 'bob')).out.trim();
    const got = await cli('get', id, '--user', 'alice');
    expect(got.code).toBe(1);
    expect(got.err).toMatch(/^error: NOT_FOUND: /);
    const deleted = await cli('delete', id, '--user', 'alice');
    expect(deleted.code).toBe(1);
    expect((await cli('get', id, '--user', 'bob')).code).toBe(0);
  });

  it('gives one-line errors for bad arguments and changes nothing', async () => {
    await cli('add', 'kept', '--user', 'alice');
    const cases: [string[], RegExp][] = [
      [['add', 'x'], /required option '--user <id>'/],
      [['add', 'x', '--user', 'alice', '--metadata', '{oops'], /--metadata is not valid JSON/],
      [['add', 'x', '--user', 'alice', '--metadata', '[1]'], /--metadata must be a JSON object/],
      [['add', '', '--user', 'alice'], /INVALID_INPUT: text must not be empty/],
      [['search', 'x', '--user', 'alice', '--top-k', 'zero'], /must be a positive integer/],
      [['search', 'x', '--user', 'alice', '--filter', '{"a":{"$regex":"x"}}'], /INVALID_FILTER: unknown operator "\$regex"/],
      [['delete', '--user', 'alice'], /give a memory id, or --all/],
      [['no-such-command'], /unknown command/],
    ];
    for (const [argv, message] of cases) {
      const run = await cli(...argv);
      expect(run.code, argv.join(' ')).not.toBe(0);
      expect(run.err, argv.join(' ')).toMatch(message);
      expect(run.err.split('\n').filter((line) => line.trim().startsWith('at ')), 'no stack trace').toEqual([]);
    }
    expect((JSON.parse((await cli('list', '--user', 'alice', '--json')).out) as { total: number }).total).toBe(1);
  });

  it('runs as a real process from the built bin with a one-line error', () => {
    const result = spawnSync(process.execPath, ['bin/agent-memory.js', 'get', 'missing-id', '--user', 'alice', '--db', db], {
      encoding: 'utf8',
      env: { ...process.env, AGENT_MEMORY_EMBEDDER: 'hash' },
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('error: NOT_FOUND: no memory with id "missing-id"');
  });

  it('ends quietly when its reader closes the pipe early, as `agent-memory list | head` does', async () => {
    const child = spawn(process.execPath, ['bin/agent-memory.js', 'list', '--user', 'alice', '--db', db], {
      env: { ...process.env, AGENT_MEMORY_EMBEDDER: 'hash' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Closed before the process writes a line: its first write meets a closed pipe.
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).not.toMatch(/EPIPE|Unhandled/);
    expect(code).toBe(0);
  });
});
