import type { Embedder } from '../core/embedder.js';
import type { Memory } from '../memory.js';

/** What every command receives: where to write, and the environment. */
export interface CliIO {
  out: (line: string) => void;
  err: (line: string) => void;
  env: NodeJS.ProcessEnv;
}

export interface GlobalOptions {
  db?: string;
  /** `--store`: `postgres://…`, `chroma://…` or a SQLite file; wins over `--db` and the environment. */
  store?: string;
  /** The tenant to act in; `default` when not given. */
  tenant?: string;
}

/*
 * The engine, the store and the model runtime take about a second to import. Commands import
 * this file, which loads them only when a command runs, so `--help` and `--version` stay fast.
 */

/** Opens the memory for a command (see `openMemoryNow`). */
export async function openMemory(options: GlobalOptions, io: CliIO): Promise<Memory> {
  const { openMemoryNow } = await import('./open-memory.js');
  return openMemoryNow(options, io);
}

/** The embedder AGENT_MEMORY_EMBEDDER names, else the one a new store gets (for commands that make their own stores). */
export async function loadEmbedder(io: CliIO): Promise<Embedder> {
  const [{ embedderFromEnv }, { readEnv }, { createDefaultEmbedder }] = await Promise.all([
    import('./open-memory.js'),
    import('../config/env.js'),
    import('../embedders/default-embedder.js'),
  ]);
  return embedderFromEnv(readEnv(io.env)) ?? createDefaultEmbedder();
}
