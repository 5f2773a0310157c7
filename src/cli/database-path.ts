import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { MemoryError } from '../core/errors.js';

/**
 * Checks that `path` can be a SQLite database file before SQLite opens it, because SQLite's own
 * error ("unable to open database file") names neither the path nor the reason. Returns the path.
 * `source` says where the path came from (`--db`, `AGENT_MEMORY_DB`).
 */
export function checkDatabasePath(path: string, source: string): string {
  if (path === ':memory:' || path.startsWith('file:')) return path;
  const absolute = resolve(path);
  const fail = (reason: string, hint: string): never => {
    throw new MemoryError('INVALID_INPUT', `${source} ${path}: ${reason}; ${hint}`, { details: { path: absolute, source, reason } });
  };
  const target = statSync(absolute, { throwIfNoEntry: false });
  if (target?.isDirectory()) fail('is a directory', `give a file inside it, such as ${resolve(absolute, 'agent-memory.db')}`);
  if (target === undefined) {
    const folder = dirname(absolute);
    const parent = statSync(folder, { throwIfNoEntry: false });
    if (parent === undefined) fail(`the folder ${folder} does not exist`, 'create it first, or choose a file in an existing folder');
    else if (!parent.isDirectory()) fail(`${folder} is not a folder`, 'choose a file in an existing folder');
  }
  return path;
}
