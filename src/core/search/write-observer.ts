import type { MemoryStore, WriteBatch } from '../store.js';

export type WriteListener = (batch: WriteBatch) => void;

const listenersByStore = new WeakMap<MemoryStore, Set<WriteListener>>();

/**
 * The write hook the result cache needs, added without changing any store or any writer:
 * every change to memories (engine verbs, turn memory, the write pipeline, knowledge sync)
 * ends in `store.write(batch)`, so the first listener wraps that one method on the store
 * instance. The store keeps its identity (other modules key WeakMaps by it), and every engine
 * sharing it hears every batch. Listeners run before the write and again after it, so a search
 * that ran during the write cannot leave a stale entry behind. Returns an unsubscribe function.
 */
export function onStoreWrite(store: MemoryStore, listener: WriteListener): () => void {
  let listeners = listenersByStore.get(store);
  if (!listeners) {
    const registered = new Set<WriteListener>();
    listeners = registered;
    listenersByStore.set(store, registered);
    const write = store.write.bind(store);
    const notify = (batch: WriteBatch): void => {
      for (const each of registered) each(batch);
    };
    Object.defineProperty(store, 'write', {
      configurable: true,
      writable: true,
      value: async (batch: WriteBatch): Promise<void> => {
        notify(batch);
        try {
          await write(batch);
        } finally {
          notify(batch);
        }
      },
    });
  }
  const current = listeners;
  current.add(listener);
  return () => {
    current.delete(listener);
  };
}
