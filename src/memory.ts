import { MemoryEngine, type EngineOptions } from './core/engine.js';
import type { Embedder } from './core/embedder.js';
import type { MemoryStore } from './core/store.js';
import { LocalEmbedder } from './embedders/local/local-embedder.js';
import { SqliteStore } from './stores/sqlite/sqlite-store.js';

export interface MemoryOptions extends Omit<EngineOptions, 'store' | 'embedder'> {
  /** Defaults to the embedded SQLite store at `dbPath`. */
  store?: MemoryStore;
  /** Defaults to the local bge-small-zh model, fetched at install time. */
  embedder?: Embedder;
  /** SQLite file for the default store; `AGENT_MEMORY_DB` or `./agent-memory.db` when absent. */
  dbPath?: string;
}

/**
 * The library entry point: the engine wired to the embedded defaults, so
 * `await Memory.open()` works offline with no configuration and no API key.
 */
export class Memory extends MemoryEngine {
  constructor(options: MemoryOptions = {}) {
    const { store, embedder, dbPath, ...engineOptions } = options;
    super({
      ...engineOptions,
      store: store ?? new SqliteStore({ path: dbPath ?? process.env.AGENT_MEMORY_DB ?? './agent-memory.db' }),
      embedder: embedder ?? new LocalEmbedder(),
    });
  }

  static async open(options: MemoryOptions = {}): Promise<Memory> {
    const memory = new Memory(options);
    await memory.init();
    return memory;
  }
}
