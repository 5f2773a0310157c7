import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { MemoryStore } from '../core/store.js';
import { InMemoryStore } from '../stores/in-memory/in-memory-store.js';
import { SqliteStore } from '../stores/sqlite/sqlite-store.js';

/** A scratch folder for knowledge tests (test support only; not exported from the package). */
export interface TestFolder {
  dir: string;
  write(path: string, content: string | Uint8Array): void;
  remove(path: string): void;
  rename(from: string, to: string): void;
  cleanup(): void;
}

export function createTestFolder(prefix = 'agent-memory-knowledge-'): TestFolder {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return {
    dir,
    write: (path, content) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), content);
    },
    remove: (path) => rmSync(join(dir, path), { force: true }),
    rename: (from, to) => {
      mkdirSync(dirname(join(dir, to)), { recursive: true });
      renameSync(join(dir, from), join(dir, to));
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Every knowledge test runs against the reference store and the embedded default. */
export const storeFactories: [string, () => MemoryStore][] = [
  ['in-memory', () => new InMemoryStore()],
  ['sqlite', () => new SqliteStore({ path: ':memory:' })],
];
