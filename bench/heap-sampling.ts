/**
 * V8's sampling heap profiler around a piece of work, and the two readings the allocation benches
 * take of its profile (bench/profile-search-allocations.ts, bench/warm-start-kept-sites.ts).
 */
import { Session } from 'node:inspector/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as MemoryModule from '../src/memory.js';
import type * as EmbedderModule from '../src/embedders/local/local-embedder.js';
import type * as StoreModule from '../src/stores/sqlite/sqlite-store.js';

export interface SamplingNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: SamplingNode[];
}

/**
 * The classes a bench drives, from this checkout's sources, or with BUILD (a folder `tsc -p
 * tsconfig.build.json --outDir BUILD` wrote) from that compiled code, whose line numbers a
 * profile can name (under tsx every frame reports line 1).
 */
export async function benchModules(build: string | undefined): Promise<{ Memory: typeof MemoryModule.Memory; LocalEmbedder: typeof EmbedderModule.LocalEmbedder; SqliteStore: typeof StoreModule.SqliteStore }> {
  const load = async <T>(file: string): Promise<T> => (await import(build ? pathToFileURL(resolve(process.cwd(), build, `${file}.js`)).href : `../src/${file}.js`)) as T;
  const { Memory } = await load<typeof MemoryModule>('memory');
  const { LocalEmbedder } = await load<typeof EmbedderModule>('embedders/local/local-embedder');
  const { SqliteStore } = await load<typeof StoreModule>('stores/sqlite/sqlite-store');
  return { Memory, LocalEmbedder, SqliteStore };
}

/**
 * The sampled allocations of `work`, one sample per `intervalBytes` on average. With
 * `includeCollected`, objects the collectors freed count too (all the work allocated); without,
 * only what is still live when sampling stops (`beforeStop` may collect first).
 */
export async function sampleHeap(work: () => Promise<void>, options: { intervalBytes: number; includeCollected: boolean; beforeStop?: () => void }): Promise<SamplingNode> {
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: options.intervalBytes,
    includeObjectsCollectedByMajorGC: options.includeCollected,
    includeObjectsCollectedByMinorGC: options.includeCollected,
  });
  await work();
  options.beforeStop?.();
  const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as { profile: { head: SamplingNode } };
  session.disconnect();
  return profile.head;
}

/** A profile node's function and source line, paths from src/, bench/ or node_modules/. */
export function samplingLabel(node: SamplingNode): string {
  const frame = node.callFrame;
  const where = frame.url ? `${frame.url.replace(/^.*\/(src|bench|node_modules)\//, '$1/')}:${frame.lineNumber + 1}` : '';
  return `${frame.functionName || '(anonymous)'} ${where}`.trim();
}

/**
 * Bytes by allocating function, builtins (Map#set, Array#map, sort …, which report no url)
 * counted in the function that called them; and the total.
 */
export function bytesByCaller(head: SamplingNode): { byFunction: Map<string, number>; total: number } {
  const byFunction = new Map<string, number>();
  let total = 0;
  const fold = (node: SamplingNode, caller: string): void => {
    const name = node.callFrame.url ? samplingLabel(node) : caller;
    byFunction.set(name, (byFunction.get(name) ?? 0) + node.selfSize);
    total += node.selfSize;
    for (const child of node.children) fold(child, name);
  };
  fold(head, '(root)');
  return { byFunction, total };
}
