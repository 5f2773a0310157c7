import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import type { MemoryEngine } from '../core/engine.js';
import { parseInput } from '../core/schemas.js';
import type { MemoryStore } from '../core/store.js';
import { applyChanges } from './apply.js';
import { checkChunking, defaultChunking } from './chunker.js';
import { loadCollection, planSync } from './plan.js';
import { scanFolder, type SkippedFile } from './scan.js';
import { tenantKey } from '../core/tenant-key.js';

export interface IngestProgress {
  /** `scan`: reading and hashing files (done/total unknown: total is 0). `embed`: chunks embedded so far. */
  phase: 'scan' | 'embed';
  done: number;
  total: number;
  path?: string;
}

export interface IngestOptions {
  dir: string;
  /** One collection mirrors one folder. Default `default`. */
  collection?: string;
  /** Default 300. */
  chunkTokens?: number;
  /** Default 50. */
  overlapTokens?: number;
  /** Larger files are reported and skipped. Default 2 MiB. */
  maxFileBytes?: number;
  /** Chunks embedded per transaction (whole files only). Default 256. */
  batchChunks?: number;
  onProgress?: (progress: IngestProgress) => void;
}

export interface IngestSummary {
  dir: string;
  collection: string;
  /** Files, by what happened to them. */
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
  files: { added: string[]; changed: string[]; removed: string[] };
  /** Unreadable, binary, oversize or empty files: reported, never fatal. */
  skipped: SkippedFile[];
  /** Hidden entries, links and files of other types, passed over on purpose. */
  ignored: number;
  chunks: {
    /** Chunks in the collection after the sync. */
    total: number;
    /** Texts sent to the embedder. */
    embedded: number;
    /** Chunks of changed files kept or moved with their existing vector. */
    reused: number;
    removed: number;
  };
  durationMs: number;
}

export const DEFAULT_COLLECTION = 'default';
const defaultMaxFileBytes = 2 * 1024 * 1024;
const defaultBatchChunks = 256;

const ingestOptionsSchema = z.object({
  dir: z.string().min(1),
  collection: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[\p{L}\p{N}_.:@\-]+$/u, 'may hold letters, digits and _ . : @ - only')
    .optional(),
  chunkTokens: z.number().int().optional(),
  overlapTokens: z.number().int().optional(),
  maxFileBytes: z.number().int().positive().optional(),
  batchChunks: z.number().int().positive().optional(),
});

export interface IngestSettings {
  dir: string;
  collection: string;
  chunkTokens: number;
  overlapTokens: number;
  maxFileBytes: number;
  batchChunks: number;
}

export function resolveIngestOptions(options: IngestOptions): IngestSettings {
  const { onProgress: _ignored, ...fields } = options;
  const parsed = parseInput(ingestOptionsSchema, fields, 'ingest options');
  const chunking = checkChunking({
    chunkTokens: parsed.chunkTokens ?? defaultChunking.chunkTokens,
    overlapTokens: parsed.overlapTokens ?? Math.min(defaultChunking.overlapTokens, Math.floor((parsed.chunkTokens ?? defaultChunking.chunkTokens) / 4)),
  });
  return {
    dir: resolve(parsed.dir),
    collection: parsed.collection ?? DEFAULT_COLLECTION,
    ...chunking,
    maxFileBytes: parsed.maxFileBytes ?? defaultMaxFileBytes,
    batchChunks: parsed.batchChunks ?? defaultBatchChunks,
  };
}

// Syncs of one collection in one process run one after another (a watcher and a manual
// ingest would otherwise plan against the same state and write twice).
const running = new WeakMap<MemoryStore, Map<string, Promise<unknown>>>();

function serialised<T>(store: MemoryStore, key: string, task: () => Promise<T>): Promise<T> {
  const queues = running.get(store) ?? new Map<string, Promise<unknown>>();
  running.set(store, queues);
  const previous = queues.get(key) ?? Promise.resolve();
  const next = previous.then(task, task);
  const settled = next.catch(() => undefined);
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return next;
}

/**
 * Makes the collection mirror the folder: new files are chunked and embedded, changed files
 * re-embed only their changed chunks, removed files lose all their chunks. An unchanged file
 * costs a read and a hash, and no embedding call.
 */
export async function ingestDocs(engine: MemoryEngine, options: IngestOptions): Promise<IngestSummary> {
  const settings = resolveIngestOptions(options);
  return serialised(engine.store, tenantKey(engine.tenantId, settings.collection), () => runIngest(engine, settings, options.onProgress));
}

async function runIngest(engine: MemoryEngine, settings: IngestSettings, onProgress?: (progress: IngestProgress) => void): Promise<IngestSummary> {
  const started = performance.now();
  await engine.init();
  let scanned = 0;
  const scan = await scanFolder(settings.dir, settings.maxFileBytes, (path) => {
    scanned += 1;
    onProgress?.({ phase: 'scan', done: scanned, total: 0, path });
  });
  const stored = await loadCollection(engine.store, engine.tenantId, settings.collection);
  const plan = planSync(engine.tenantId, settings.collection, scan, stored, settings);
  const counts = await applyChanges(plan.changes, {
    store: engine.store,
    embedder: engine.embedder,
    tenantId: engine.tenantId,
    now: () => engine.now(),
    batchChunks: settings.batchChunks,
    onEmbedded: (done, total) => onProgress?.({ phase: 'embed', done, total }),
  });
  const pathsOf = (status: 'added' | 'changed' | 'removed'): string[] => plan.changes.filter((change) => change.status === status).map((change) => change.path).sort();
  const files = { added: pathsOf('added'), changed: pathsOf('changed'), removed: pathsOf('removed') };
  const total =
    plan.unchanged.reduce((sum, file) => sum + file.chunks, 0) + plan.changes.reduce((sum, change) => sum + change.desired.length, 0);
  return {
    dir: settings.dir,
    collection: settings.collection,
    added: files.added.length,
    changed: files.changed.length,
    removed: files.removed.length,
    unchanged: plan.unchanged.length,
    files,
    skipped: plan.skipped.sort((left, right) => (left.path < right.path ? -1 : left.path > right.path ? 1 : 0)),
    ignored: scan.ignored,
    chunks: { total, embedded: counts.embedded, reused: counts.reused, removed: counts.removed },
    durationMs: Math.round(performance.now() - started),
  };
}
