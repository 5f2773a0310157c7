/**
 * A child process of the reliability suite. It writes to one SQLite file and prints a line
 * `ack <id>` only after the write it names has resolved, i.e. was acknowledged. The parent kills
 * it with SIGKILL at random points and checks that every acknowledged write survived.
 *
 *   node --import tsx reliability/worker.ts <mode> <db> <arg>
 *   modes: add <prefix> | remember <session> | import <file.jsonl> | ingest <dir> | writer <prefix> <count> | racer <prefix> <count> | reader <count>
 *
 * The hashing embedder keeps each write cheap, so a trial reaches many writes quickly; crash
 * safety is the store's (one transaction per write, WAL), which no embedder changes.
 */
import { readFileSync } from 'node:fs';
import { HashEmbedder } from '../src/embedders/hash/hash-embedder.js';
import { Memory } from '../src/memory.js';
import { SqliteStore } from '../src/stores/sqlite/sqlite-store.js';
import { RELIABILITY_DIMENSIONS, RELIABILITY_TENANT } from './worker-constants.js';

const [mode, dbPath, argument, extra] = process.argv.slice(2) as [string, string, string, string | undefined];

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

const root = await Memory.open({ store: new SqliteStore({ path: dbPath, busyTimeoutMs: 30_000 }), embedder: new HashEmbedder(RELIABILITY_DIMENSIONS) });
const memory = root.forTenant(RELIABILITY_TENANT);
say('ready');

switch (mode) {
  case 'add':
    for (let index = 0; ; index += 1) {
      const id = `${argument}-${index}`;
      await memory.add({ id, userId: 'alice', text: `memory ${id} about tea and trains ${index % 7}` });
      say(`ack ${id}`);
    }
  case 'remember':
    for (let turn = 1; ; turn += 1) {
      const result = await memory.remember({ userId: 'alice', sessionId: argument, turnId: String(turn), user: `I took train ${turn} to Hangzhou`, assistant: 'Noted.' });
      say(`ack ${result.record.id}`);
    }
  case 'import': {
    const jsonl = readFileSync(argument, 'utf8');
    say('importing');
    const report = await memory.import(jsonl);
    say(`ack import ${report.imported}`);
    break;
  }
  case 'ingest': {
    say('ingesting');
    const summary = await memory.ingestDocs({ dir: argument, collection: 'docs' });
    say(`ack ingest ${summary.added + summary.changed + summary.unchanged}`);
    break;
  }
  case 'writer': {
    const count = Number(extra);
    for (let index = 0; index < count; index += 1) {
      const id = `${argument}-${index}`;
      await memory.add({ id, userId: `user-${index % 5}`, text: `writer ${argument} wrote note ${index}` });
      say(`ack ${id}`);
    }
    break;
  }
  case 'racer': {
    // Another process creates the same ids at the same time: each must be acknowledged to exactly one.
    const count = Number(extra);
    for (let index = 0; index < count; index += 1) {
      const id = `${argument}-${index}`;
      try {
        await memory.add({ id, userId: 'alice', text: `raced note ${index} from process ${process.pid}` });
        say(`ack ${id}`);
      } catch (error: unknown) {
        if ((error as { code?: unknown }).code !== 'CONFLICT') throw error;
        say(`conflict ${id}`);
      }
    }
    break;
  }
  case 'reader': {
    const count = Number(argument);
    for (let index = 0; index < count; index += 1) {
      await memory.search({ userId: `user-${index % 5}`, query: `note ${index}`, threshold: 0 });
      await memory.getAll({ userId: `user-${index % 5}`, limit: 5 });
    }
    say('ack reads');
    break;
  }
  default:
    throw new Error(`unknown mode ${mode}`);
}
await root.close();
