import type { MemoryStore } from '../store.js';

/**
 * The store as the search pipeline reads it: its `getMany` is the store's `readMany` where the
 * store has one, so a search's ~100 candidate records come without a copy each (they are frozen;
 * results copy what they hand out, scored-candidate.ts). Every other call goes to the store.
 */
export function readOnlyRecords(store: MemoryStore): MemoryStore {
  if (!store.readMany) return store;
  const readMany = store.readMany.bind(store);
  // Methods bound once (by the function, so a method replaced on the store later is seen), so the
  // pipeline's calls allocate nothing here.
  type Method = (...args: unknown[]) => unknown;
  const bound = new WeakMap<Method, Method>();
  return new Proxy(store, {
    get(target, key) {
      if (key === 'getMany') return readMany;
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      let method = bound.get(value as Method);
      if (method === undefined) {
        method = (value as Method).bind(target);
        bound.set(value as Method, method);
      }
      return method;
    },
  });
}
