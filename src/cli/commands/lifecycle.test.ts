import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../core/clock.js';
import { HashEmbedder } from '../../embedders/hash/hash-embedder.js';
import { Memory } from '../../memory.js';
import type { CliIO } from '../context.js';
import { main } from '../main.js';

let folder: string;
let db: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'agent-memory-cli-lifecycle-'));
  db = join(folder, 'memory.db');
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

function captureIO(): CliIO & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: (line) => lines.push(line), err: (line) => errors.push(line), env: { AGENT_MEMORY_EMBEDDER: 'hash' } };
}

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = captureIO();
  const code = await main([...argv, '--db', db], io);
  return { code, out: io.lines.join('\n'), err: io.errors.join('\n') };
}

/** Memories made a year ago (so maintenance considers them), with the same embedder the CLI uses. */
async function seed(): Promise<Record<string, string>> {
  const memory = await Memory.open({ dbPath: db, embedder: new HashEmbedder(256), clock: manualClock('2025-01-01T00:00:00.000Z') });
  const trivia = await memory.add({ userId: 'u1', text: '用户看过一部叫星际穿越的电影', importance: 0.1 });
  const job = await memory.add({ userId: 'u1', text: '用户以前在字节跳动做后端开发', importance: 0.9 });
  const other = await memory.add({ userId: 'u2', text: '用户住在北京', importance: 0.9 });
  await memory.close();
  return { trivia: trivia.id, job: job.id, other: other.id };
}

describe('lifecycle commands', () => {
  it('maintain --dry-run lists without changing; maintain archives; restore brings it back', async () => {
    const ids = await seed();
    const dry = await run('maintain', '--dry-run', '--json');
    expect(dry.code).toBe(0);
    const report = JSON.parse(dry.out) as { dryRun: boolean; archived: { id: string }[] };
    expect(report).toMatchObject({ dryRun: true, archived: [{ id: ids.trivia }] });
    expect((await run('get', ids.trivia as string, '--user', 'u1', '--json')).out).toContain('"status": "active"');

    const real = await run('maintain', '--user', 'u1');
    expect(real.out).toContain(`archive ${ids.trivia}`);
    expect((await run('get', ids.trivia as string, '--user', 'u1', '--json')).out).toContain('"status": "archived"');
    expect((await run('restore', ids.trivia as string, '--user', 'u1')).out).toBe(`restored ${ids.trivia}  用户看过一部叫星际穿越的电影`);
  });

  it('export --user writes JSONL to stdout that import loads', async () => {
    await seed();
    const exported = await run('export', '--user', 'u1');
    const lines = exported.out.split('\n').map((line) => JSON.parse(line) as { type: string });
    expect(lines[0]?.type).toBe('header');
    expect(lines.filter((line) => line.type === 'memory')).toHaveLength(2);
    const file = join(folder, 'u1.jsonl');
    writeFileSync(file, exported.out);
    db = join(folder, 'other.db');
    const imported = await run('import', file, '--user', 'u7');
    expect(imported.out).toBe('imported 2 memories (2 history entries), skipped 0 already present');
    expect((await run('list', '--user', 'u7')).out).toContain('2 of 2');
    expect(readFileSync(file, 'utf8')).toContain('字节跳动');
  });

  it('erase needs --yes, then removes everything of the user and says it verified so', async () => {
    const ids = await seed();
    const refused = await run('erase', '--user', 'u1');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('erase would permanently delete 2 memories');
    expect((await run('list', '--user', 'u1')).out).toContain('2 of 2');
    const erased = await run('erase', '--user', 'u1', '--yes');
    expect(erased.out).toBe('erased 2 memories; verified: no record, vector, keyword row or history entry of them remains');
    expect((await run('list', '--user', 'u1')).out).toContain('0 of 0');
    expect((await run('get', ids.other as string, '--user', 'u2')).code).toBe(0);
  });

  it('forget --query previews, and archives only with --yes; feedback adjusts importance', async () => {
    const ids = await seed();
    const preview = await run('forget', '--user', 'u1', '--query', '字节跳动');
    expect(preview.code).toBe(0);
    expect(preview.out).toMatch(/(?:1 memory matches|\d+ memories match); run again with --yes|nothing matches/);
    expect((await run('get', ids.job as string, '--user', 'u1', '--json')).out).toContain('"status": "active"');
    const byId = await run('forget', ids.job as string, '--user', 'u1');
    expect(byId.out).toContain('archived 1 memory');
    const feedback = await run('feedback', ids.trivia as string, '--user', 'u1', '--useful');
    expect(feedback.out).toBe(`importance of ${ids.trivia} is now 0.20`);
    expect((await run('feedback', ids.trivia as string, '--user', 'u1')).code).toBe(1);
  });

  it("reindex writes every keyword row of the tenant again and reports how many, another tenant's none", async () => {
    const ids = await seed();
    const report = await run('reindex', '--json');
    expect(report.code).toBe(0);
    expect(JSON.parse(report.out)).toMatchObject({ records: 3, analysis: expect.stringMatching(/^v\d+/u) });
    expect((await run('reindex')).out).toMatch(/^reindexed 3 memories under analysis v\d+/u);
    expect((await run('reindex', '--tenant', 'acme')).out).toMatch(/^reindexed 0 memories/u);
    // The memories are found by their words as before.
    expect((await run('search', '字节跳动', '--user', 'u1', '--json')).out).toContain(ids.job as string);
  });
});
