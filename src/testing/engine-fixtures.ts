import { manualClock } from '../core/clock.js';
import { MemoryEngine } from '../core/engine.js';
import type { DeepPartial, EngineConfig } from '../core/config.js';
import type { MemoryStore } from '../core/store.js';
import { HashEmbedder } from '../embedders/hash/hash-embedder.js';
import { InMemoryStore } from '../stores/in-memory/in-memory-store.js';

/** A fast engine for unit tests: reference store, hashing embedder, frozen clock. */
export function createTestEngine(options: { store?: MemoryStore; config?: DeepPartial<EngineConfig>; start?: string } = {}) {
  const clock = manualClock(options.start ?? '2026-01-01T00:00:00.000Z');
  const embedder = new HashEmbedder(64);
  const store = options.store ?? new InMemoryStore();
  const engine = new MemoryEngine({ store, embedder, clock, ...(options.config ? { config: options.config } : {}) });
  return { engine, clock, embedder, store };
}
