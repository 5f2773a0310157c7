import { spawn, spawnSync } from 'node:child_process';
import { chmodSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IngestSummary } from '../../knowledge/ingest.js';
import { createTestFolder, type TestFolder } from '../../testing/knowledge-test-folder.js';
import type { CliIO } from '../context.js';
import { main } from '../main.js';

function captureIO(): CliIO & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: (line) => lines.push(line), err: (line) => errors.push(line), env: { AGENT_MEMORY_EMBEDDER: 'hash' } };
}

describe('agent-memory ingest', () => {
  let docs: TestFolder;
  let data: TestFolder;

  beforeEach(() => {
    docs = createTestFolder();
    data = createTestFolder('agent-memory-db-');
  });
  afterEach(() => {
    docs.cleanup();
    data.cleanup();
  });

  it('indexes a folder, prints the summary, and a second run finds everything unchanged', async () => {
    docs.write('a.md', '# 甲\n\n第一篇。');
    docs.write('b.txt', 'Second document.');
    docs.write('bad.md', new Uint8Array([0, 1, 2]));
    const db = join(data.dir, 'memory.db');

    const first = captureIO();
    expect(await main(['ingest', docs.dir, '--db', db, '--collection', 'blog'], first)).toBe(0);
    expect(first.lines[0]).toMatch(new RegExp(`^synced .+ into collection "blog" in \\d+\\.\\d\\d s$`));
    expect(first.lines[1]).toBe('  files: 2 added, 0 changed, 0 removed, 0 unchanged, 1 skipped');
    expect(first.lines[2]).toBe('  chunks: 2 in the collection, 2 embedded, 0 reused, 0 removed');
    expect(first.lines[3]).toBe('  skipped bad.md: binary (not UTF-8 text)');

    const second = captureIO();
    expect(await main(['ingest', docs.dir, '--db', db, '--collection', 'blog', '--json'], second)).toBe(0);
    const summary = JSON.parse(second.lines.join('\n')) as IngestSummary;
    expect(summary).toMatchObject({ added: 0, changed: 0, removed: 0, unchanged: 2, collection: 'blog' });
    expect(summary.chunks.embedded).toBe(0);
  });

  it('reports bad input as one error line and exit code 1', async () => {
    const io = captureIO();
    expect(await main(['ingest', join(docs.dir, 'missing'), '--db', join(data.dir, 'memory.db')], io)).toBe(1);
    expect(io.errors).toEqual([expect.stringMatching(/^error: INVALID_INPUT: cannot read folder .*missing/)]);
  });

  it('--watch follows the folder and stops cleanly on SIGINT', async () => {
    docs.write('a.md', '# 甲\n\n第一篇。');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/testing/run-cli.ts', 'ingest', docs.dir, '--watch', '--debounce-ms', '50', '--db', join(data.dir, 'memory.db')], {
      cwd: process.cwd(),
      env: { ...process.env, AGENT_MEMORY_EMBEDDER: 'hash' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const waiters: { pattern: RegExp; resolve: () => void }[] = [];
    const check = (): void => {
      for (const waiter of [...waiters]) {
        if (waiter.pattern.test(output)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
    };
    child.stdout.on('data', (data: Buffer) => {
      output += data.toString();
      check();
    });
    child.stderr.on('data', (data: Buffer) => {
      output += data.toString();
    });
    const seen = (pattern: RegExp): Promise<void> =>
      new Promise((resolve) => {
        waiters.push({ pattern, resolve });
        check();
      });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

    try {
      await seen(/watching .* \(Ctrl-C stops\)/);
      docs.write('b.md', '# 乙\n\n新文章。');
      await seen(/files: 1 added, 0 changed, 0 removed, 1 unchanged/);
      child.kill('SIGINT');
      expect(await exited).toBe(0);
      expect(output).toContain('stopping (SIGINT)');
    } finally {
      // A failed expectation must not leave the watcher process behind.
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });

  // Root reads any file, so an unreadable one is only possible for another user: run the real
  // CLI as `nobody` (Node can switch uid when the test runs as root, as it does in CI).
  it.runIf(process.getuid?.() === 0)('reports an unreadable file and goes on, run as an unprivileged user', () => {
    docs.write('good.md', '# 好\n\n正常的一篇。');
    docs.write('locked.md', '# 锁\n\n读不到的一篇。');
    chmodSync(join(docs.dir, 'locked.md'), 0o000);
    chmodSync(docs.dir, 0o755);
    chmodSync(data.dir, 0o777);
    const nobody = 65534;
    const result = spawnSync(process.execPath, ['bin/agent-memory.js', 'ingest', docs.dir, '--db', join(data.dir, 'memory.db'), '--json', '--no-progress'], {
      cwd: process.cwd(),
      env: { ...process.env, AGENT_MEMORY_EMBEDDER: 'hash', HOME: data.dir },
      encoding: 'utf8',
      uid: nobody,
      gid: nobody,
    });
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.status).toBe(0);
    const summary = JSON.parse(result.stdout) as IngestSummary;
    expect(summary.skipped.map((file) => [file.path, file.reason])).toEqual([['locked.md', 'unreadable']]);
    expect(summary.added).toBe(1);
  });
});
