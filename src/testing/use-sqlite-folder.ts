import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { SqliteStore, type SqliteStoreOptions } from '../stores/sqlite/sqlite-store.js';

export interface SqliteFolder {
  /** The path of `file` in this test's folder. */
  path(file: string): string;
  /** A store on `file` in this test's folder, initialised: each call is a connection of its own, as another process's would be. Closed after the test. */
  open(file: string, options?: Omit<SqliteStoreOptions, 'path'>): Promise<SqliteStore>;
}

/** A fresh temporary folder per test for SQLite files; every store opened through it is closed and the folder deleted after the test. */
export function useSqliteFolder(prefix: string): SqliteFolder {
  let directory = '';
  const stores: SqliteStore[] = [];
  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), prefix));
  });
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
    rmSync(directory, { recursive: true, force: true });
  });
  const path = (file: string): string => join(directory, file);
  return {
    path,
    open: async (file, options = {}) => {
      const store = new SqliteStore({ ...options, path: path(file) });
      stores.push(store);
      await store.init();
      return store;
    },
  };
}
