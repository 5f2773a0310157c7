import type { MemoryStore } from '../src/core/store.js';

/** The process's CPU time in ms (user + system, every thread): a loaded machine stretches it less than wall time. */
export function processCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * The store with each method call timed: `record(method, ms)` gets the synchronous part of every
 * call (SQLite runs there; the promise settles later, beside other calls of the same search), in
 * `clock`'s ms (process CPU by default, `performance.now` for wall time).
 */
export function timeStoreCalls(store: MemoryStore, record: (method: string, ms: number) => void, clock: () => number = processCpuMs): MemoryStore {
  return new Proxy(store, {
    get: (target, key) => {
      const value: unknown = Reflect.get(target, key);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]): unknown => {
        const start = clock();
        const result: unknown = value.apply(target, args);
        record(String(key), clock() - start);
        return result;
      };
    },
  }) as MemoryStore;
}
