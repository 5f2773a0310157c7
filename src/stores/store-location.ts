import type { MemoryStore } from '../core/store.js';
import { MemoryError } from '../core/errors.js';
import { ChromaStore } from './chroma/chroma-store.js';
import { PostgresStore } from './postgres/postgres-store.js';
import { SqliteStore } from './sqlite/sqlite-store.js';

/**
 * Opens the store a location names (not yet initialised):
 * - `postgres://user:pass@host:port/db` (or `postgresql://`): the PostgreSQL store; an optional
 *   `?schema=name` picks the schema holding its tables (default `agent_memory`);
 * - `chroma://host:port`: the Chroma store on a `chroma run` server; an optional
 *   `?collection=prefix` names its collections (default `agent_memory`);
 * - `sqlite:PATH` or a plain file path: the embedded SQLite store (the default).
 * What `AGENT_MEMORY_STORE`, the CLI's `--store` and `Memory.open({ store: '…' })` accept.
 */
export function storeFromLocation(location: string): MemoryStore {
  const trimmed = location.trim();
  if (trimmed.length === 0) throw new MemoryError('INVALID_INPUT', 'the store location is empty');
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme === 'postgres' || scheme === 'postgresql') return postgresFromUrl(trimmed);
  if (scheme === 'chroma') return chromaFromUrl(trimmed);
  if (scheme !== undefined) {
    throw new MemoryError('INVALID_INPUT', `unsupported store ${JSON.stringify(`${scheme}://`)}: use postgres://user:pass@host:port/db, chroma://host:port or a SQLite file path`, {
      details: { scheme },
    });
  }
  return new SqliteStore({ path: trimmed.startsWith('sqlite:') ? trimmed.slice('sqlite:'.length) : trimmed });
}

function postgresFromUrl(location: string): PostgresStore {
  let url: URL;
  try {
    url = new URL(location);
  } catch (error: unknown) {
    throw new MemoryError('INVALID_INPUT', 'the Postgres store URL is not a valid URL', { cause: error });
  }
  const schema = url.searchParams.get('schema') ?? undefined;
  url.searchParams.delete('schema');
  return new PostgresStore({ connectionString: url.toString(), ...(schema ? { schema } : {}) });
}

function chromaFromUrl(location: string): ChromaStore {
  let url: URL;
  try {
    url = new URL(location);
  } catch (error: unknown) {
    throw new MemoryError('INVALID_INPUT', 'the Chroma store URL is not a valid URL', { cause: error });
  }
  if (!url.hostname) throw new MemoryError('INVALID_INPUT', 'the Chroma store URL needs a host: chroma://host:port');
  // `chroma run` listens on 8000 unless told otherwise.
  const port = url.port ? Number(url.port) : 8000;
  const collection = url.searchParams.get('collection') ?? undefined;
  return new ChromaStore({ host: url.hostname, port, ...(collection ? { collection } : {}) });
}

/** Where a store keeps its data, for messages: the URL without its password, or the file path. */
export function describeLocation(location: string): string {
  try {
    const url = new URL(location);
    if (url.password) url.password = '***';
    return /^postgres(ql)?:$/.test(url.protocol) ? url.toString() : location;
  } catch {
    return location;
  }
}
