import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Memory } from '../src/memory.js';
import type { SqliteStore } from '../src/stores/sqlite/sqlite-store.js';

/** Another checkout's public entry points (a `git worktree` of an older commit), loaded as modules of their own for an in-process A/B. */
export interface Checkout {
  Memory: typeof Memory;
  SqliteStore: typeof SqliteStore;
}

export async function loadCheckout(root: string): Promise<Checkout> {
  const load = async (file: string): Promise<unknown> => import(pathToFileURL(join(root, file)).href);
  return { ...((await load('src/memory.js')) as Pick<Checkout, 'Memory'>), ...((await load('src/stores/sqlite/sqlite-store.js')) as Pick<Checkout, 'SqliteStore'>) };
}
