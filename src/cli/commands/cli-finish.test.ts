import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Command } from 'commander';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildProgram } from '../main.js';
import type { CliIO } from '../context.js';
import { runCliInProcess, type CliRun } from '../../testing/in-process-cli.js';
import { displayWidth } from '../text-layout.js';

let folder: string;
let db: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'agent-memory-cli-finish-'));
  db = join(folder, 'cli.db');
});

afterEach(() => rmSync(folder, { recursive: true, force: true }));

function cli(...argv: string[]): Promise<CliRun> {
  return runCliInProcess({ AGENT_MEMORY_EMBEDDER: 'hash', AGENT_MEMORY_DB: db }, argv);
}

function everyCommand(command: Command, path: string[] = []): string[][] {
  return command.commands.flatMap((child) => [[...path, child.name()], ...everyCommand(child, [...path, child.name()])]);
}

const longChinese = '我住在南方，经常下雨，路面湿滑，所以出门通勤的时候特别需要一双防滑的鞋子，最好还能防水，价格在五百元以内比较合适，颜色不要太亮。';
const longEnglish = 'I live in the south where it rains most days and the pavements are slippery, so for my commute I need shoes with a good grip that also keep water out, ideally under five hundred yuan.';

describe('CLI: every command explains itself', () => {
  it('prints --help with an example for every command and subcommand', async () => {
    const io: CliIO = { out: () => undefined, err: () => undefined, env: {} };
    const paths = everyCommand(buildProgram(io));
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      const run = await cli(...path, '--help');
      expect(run.code, path.join(' ')).toBe(0);
      expect(run.out, path.join(' ')).toMatch(/\nExamples?:?.*\n {2}\$ (npx )?(AGENT_MEMORY_\S+ )*agent-memory /s);
    }
  });
});

describe('CLI: tenants, update and duplicates', () => {
  it('--tenant confines every data command to that tenant', async () => {
    const id = (await cli('add', 'I work at acme', '--user', 'alice', '--tenant', 'acme')).out;
    expect((await cli('list', '--user', 'alice')).out).toBe('0 of 0');
    expect((await cli('list', '--user', 'alice', '--tenant', 'acme')).out).toMatch(/I work at acme\n1 of 1 in tenant acme$/);
    expect((await cli('get', id, '--user', 'alice')).err).toMatch(/NOT_FOUND/);
    expect((await cli('search', 'acme', '--user', 'alice', '--tenant', 'acme', '--json')).out).toContain(id);
    expect((await cli('delete', id, '--user', 'alice')).code).toBe(1);
    expect((await cli('delete', id, '--user', 'alice', '--tenant', 'acme')).code).toBe(0);
    expect((await cli('add', 'x', '--user', 'alice', '--tenant', 'not a tenant!')).err).toMatch(/INVALID_INPUT: .*--tenant/);
  });

  it('update changes text, metadata and importance, and history keeps the old text', async () => {
    const id = (await cli('add', 'I am allergic to peanuts', '--user', 'alice')).out;
    const updated = await cli('update', id, '--user', 'alice', '--text', 'I am allergic to peanuts and cashews', '--metadata', '{"topic":"health"}', '--importance', '0.9', '--json');
    expect(updated.code).toBe(0);
    expect(JSON.parse(updated.out)).toMatchObject({ id, text: 'I am allergic to peanuts and cashews', metadata: { topic: 'health' }, importance: 0.9 });
    const history = JSON.parse((await cli('history', id, '--user', 'alice', '--json')).out) as { history: { event: string; before: { text: string } | null }[] };
    expect(history.history.map((entry) => entry.event)).toEqual(['create', 'update']);
    expect(history.history[1]?.before?.text).toBe('I am allergic to peanuts');
    expect((await cli('update', id, '--user', 'alice')).err).toMatch(/nothing to change: give --text, --metadata or --importance/);
    expect((await cli('update', id, '--user', 'bob', '--text', 'hijack')).err).toMatch(/NOT_FOUND/);
  });

  it('a second add of the same text in the same scope returns the first and says so', async () => {
    const first = (await cli('add', '以后回答我都用简短的要点', '--user', 'alice')).out;
    const second = await cli('add', '以后回答我都用简短的要点', '--user', 'alice');
    expect(second.out.split('\n')[0]).toBe(first);
    expect(second.out).toContain('already stored');
    const asJson = JSON.parse((await cli('add', '以后回答我都用简短的要点', '--user', 'alice', '--json')).out) as { id: string; deduplicated?: boolean };
    expect(asJson).toMatchObject({ id: first, deduplicated: true });
    expect((await cli('list', '--user', 'alice')).out).toMatch(/\n1 of 1$/);
    expect((await cli('add', '以后回答我都用简短的要点', '--user', 'alice', '--session', 's2')).out).not.toBe(first);
  });
});

describe('CLI: output people can read in 100 columns', () => {
  it('indents and wraps every line of search, list and get output, Chinese and English', async () => {
    const zh = (await cli('add', `${longChinese}\n第二行：周末也要穿。`, '--user', 'alice', '--metadata', '{"topic":"shoes","lang":"zh"}')).out;
    await cli('add', longEnglish, '--user', 'alice');
    for (const argv of [
      ['search', '防滑的鞋子', '--user', 'alice', '--threshold', '0'],
      ['search', 'shoes with grip for my commute', '--user', 'alice', '--threshold', '0'],
      ['list', '--user', 'alice'],
      ['get', zh, '--user', 'alice'],
    ]) {
      const lines = (await cli(...argv)).out.split('\n');
      for (const line of lines) expect(displayWidth(line), `${argv[0]}: ${line}`).toBeLessThanOrEqual(100);
      // Every text line sits under its header, indented.
      const textLines = lines.filter((line) => line.includes('第二行') || line.includes('周末') || line.includes('pavements'));
      expect(textLines.length, argv.join(' ')).toBeGreaterThan(0);
      for (const line of textLines) expect(line, argv.join(' ')).toMatch(/^ {4}\S/);
    }
    const got = (await cli('get', zh, '--user', 'alice')).out;
    expect(got).toMatch(/^ {4}metadata +\{$/m);
    expect(got).toContain('"topic": "shoes"');
    expect(got).toMatch(/^ {4}importance +0\.50$/m);
  });

  it('shows a knowledge hit as a snippet around the match, with its source', async () => {
    const docs = join(folder, 'docs');
    mkdirSync(docs);
    const filler = 'Chroma keeps collections of embeddings with their documents and metadata. '.repeat(12);
    writeFileSync(join(docs, 'chroma.md'), `# Chroma\n\n## Persistence\n\n${filler}To persist data, pass a path to PersistentClient and it writes SQLite files there. ${filler}\n`);
    expect((await cli('ingest', docs, '--no-progress')).code).toBe(0);
    const run = await cli('search', 'PersistentClient', '--user', 'alice', '--threshold', '0');
    const hit = run.out.split(/\n(?=\s*\d+\. )/).find((block) => block.includes('[knowledge]'));
    expect(hit).toBeDefined();
    expect(hit).toContain('PersistentClient');
    expect(hit).toMatch(/^ {4}source: chroma\.md › Chroma > Persistence$/m);
    expect((hit as string).length).toBeLessThan(500);
  });
});

describe('CLI: ingest is never silent', () => {
  it('prints progress lines on stderr when it is not a terminal, and none with --no-progress', async () => {
    const docs = join(folder, 'many');
    mkdirSync(docs);
    for (let index = 0; index < 12; index += 1) writeFileSync(join(docs, `note-${index}.md`), `# Note ${index}\n\nParagraph ${index} about rain, shoes and commuting by bike.\n`);
    expect(process.stderr.isTTY).toBeFalsy();
    const run = await cli('ingest', docs);
    expect(run.code).toBe(0);
    const progress = run.err.split('\n').filter((line) => /chunks embedded/.test(line));
    expect(progress.length).toBeGreaterThanOrEqual(1);
    expect(progress.at(-1)).toMatch(/100% 12\/12 chunks embedded$/);
    expect(run.out).toMatch(/^synced /);
    writeFileSync(join(docs, 'note-0.md'), '# Note 0\n\nChanged.\n');
    expect((await cli('ingest', docs, '--no-progress')).err).toBe('');
  });
});

describe('CLI: errors name what is wrong', () => {
  it('forget without an id or --query says what to give', async () => {
    const run = await cli('forget', '--user', 'alice');
    expect(run.code).toBe(1);
    expect(run.err).toBe('error: INVALID_INPUT: give what to forget: a memory id, or --query "what to forget"');
    expect((await cli('forget', 'some-id', '--user', 'alice', '--query', 'x')).err).toMatch(/give a memory id \(some-id\) or --query, not both/);
  });

  it('--db at a directory or inside a missing directory names the path and the reason', async () => {
    const asDirectory = await cli('list', '--user', 'alice', '--db', folder);
    expect(asDirectory.code).toBe(1);
    expect(asDirectory.err).toBe(`error: INVALID_INPUT: --db ${folder}: is a directory; give a file inside it, such as ${join(folder, 'agent-memory.db')}`);
    const missing = join(folder, 'nowhere', 'memory.db');
    const inMissing = await cli('add', 'x', '--user', 'alice', '--db', missing);
    expect(inMissing.err).toBe(`error: INVALID_INPUT: --db ${missing}: the folder ${join(folder, 'nowhere')} does not exist; create it first, or choose a file in an existing folder`);
    const keys = await cli('keys', 'list', '--db', folder);
    expect(keys.err).toMatch(/--db .*: is a directory/);
  });
});
