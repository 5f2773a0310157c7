import { relative, sep } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import type { MemoryEngine } from '../core/engine.js';
import { MemoryError } from '../core/errors.js';
import { ingestDocs, resolveIngestOptions, type IngestOptions, type IngestSummary } from './ingest.js';
import { requireFolder } from './scan.js';

export interface WatchOptions extends IngestOptions {
  /** Quiet time after the last file event before a sync starts. Default 500 ms. */
  debounceMs?: number;
  /** Called after every sync, the first one included. */
  onSync?: (summary: IngestSummary) => void;
  /** A failed sync is reported here and the watcher keeps going. */
  onError?: (error: unknown) => void;
}

export interface KnowledgeWatcher {
  /** Settles after the watcher is listening and the first full sync is done. */
  readonly ready: Promise<IngestSummary>;
  /** The summary of the next sync that starts after this call. */
  nextSync(): Promise<IngestSummary>;
  /** Stops watching, drops a pending (debounced) sync and waits for a running one to finish. */
  close(): Promise<void>;
}

interface Waiter {
  resolve: (summary: IngestSummary) => void;
  reject: (error: unknown) => void;
}

/**
 * Follows a folder and keeps its collection in sync. Every burst of file events (an editor
 * saving, a `git checkout`) becomes one sync after `debounceMs` of quiet; the sync itself
 * rescans the folder, so a missed or coalesced event costs nothing but is still caught.
 */
export async function watchDocs(engine: MemoryEngine, options: WatchOptions): Promise<KnowledgeWatcher> {
  const settings = resolveIngestOptions(options);
  const debounceMs = options.debounceMs ?? 500;
  if (!Number.isFinite(debounceMs) || debounceMs < 0) {
    throw new MemoryError('INVALID_INPUT', `debounce must be a number of milliseconds >= 0, got ${debounceMs}`, { details: { field: 'debounceMs' } });
  }
  await requireFolder(settings.dir);
  const ingestOptions: IngestOptions = { ...options, dir: settings.dir };

  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  // Waiters for the next sync to start, then those of the running sync.
  let waiting: Waiter[] = [];

  const runSync = async (): Promise<void> => {
    const waiters = waiting;
    waiting = [];
    try {
      const summary = await ingestDocs(engine, ingestOptions);
      options.onSync?.(summary);
      for (const waiter of waiters) waiter.resolve(summary);
    } catch (error: unknown) {
      options.onError?.(error);
      for (const waiter of waiters) waiter.reject(error);
    }
  };

  const start = (): void => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = runSync().finally(() => {
      running = null;
      if (again && !closed) {
        again = false;
        start();
      }
    });
  };

  const schedule = (): void => {
    if (closed) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      start();
    }, debounceMs);
  };

  // Hidden files and folders are never documents (the scan skips them too); the root itself may be anywhere.
  const hidden = (path: string): boolean => relative(settings.dir, path).split(sep).some((part) => part.startsWith('.'));
  const watcher: FSWatcher = watch(settings.dir, { ignoreInitial: true, ignored: hidden, persistent: true });
  watcher.on('all', schedule);
  watcher.on('error', (error: unknown) => options.onError?.(error));

  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve())).then(async () => {
    const summary = await ingestDocs(engine, ingestOptions);
    options.onSync?.(summary);
    return summary;
  });
  // The caller may never await `ready`; its failure is still reported through onError.
  ready.catch((error: unknown) => options.onError?.(error));

  return {
    ready,
    nextSync: () =>
      new Promise<IngestSummary>((resolve, reject) => {
        if (closed) reject(new MemoryError('INVALID_INPUT', 'the watcher is closed'));
        else waiting.push({ resolve, reject });
      }),
    close: async () => {
      if (closed) return;
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await watcher.close();
      await ready.catch(() => undefined);
      await running;
      const dropped = waiting;
      waiting = [];
      for (const waiter of dropped) waiter.reject(new MemoryError('INVALID_INPUT', 'the watcher was closed before the next sync'));
    },
  };
}
