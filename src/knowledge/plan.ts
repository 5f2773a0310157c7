import { parseFilter } from '../core/filter.js';
import type { MemoryStore } from '../core/store.js';
import type { MemoryRecord } from '../core/types.js';
import { chunkDocument, type ChunkingOptions } from './chunker.js';
import { parseDocument } from './parse-document.js';
import { chunkingFingerprint, desiredChunks, documentPathOf, recordsAreCurrent, type DesiredChunk } from './records.js';
import type { ScanResult, SkippedFile } from './scan.js';

export type FileStatus = 'added' | 'changed' | 'removed';

/** One file whose records must change. Unchanged files never appear here. */
export interface FileChange {
  path: string;
  status: FileStatus;
  /** The records the file should have, in document order (none for a removed file). */
  desired: DesiredChunk[];
  /** The records it has now. */
  current: MemoryRecord[];
}

export interface SyncPlan {
  changes: FileChange[];
  unchanged: { path: string; chunks: number }[];
  /** Scan skips, plus files with nothing to index. */
  skipped: SkippedFile[];
}

const pageSize = 500;

/** Every record of a collection (any status), grouped by the file it came from. */
export async function loadCollection(store: MemoryStore, tenantId: string, collection: string): Promise<Map<string, MemoryRecord[]>> {
  const ids = await store.listIds({
    tenantId,
    sharedOnly: true,
    kinds: ['knowledge'],
    statuses: ['active', 'archived', 'deleted'],
    filter: parseFilter({ collection }),
  });
  const byPath = new Map<string, MemoryRecord[]>();
  for (let start = 0; start < ids.length; start += pageSize) {
    for (const record of await store.getMany(tenantId, ids.slice(start, start + pageSize))) {
      // A record with no path can belong to no file: grouping it under '' gets it removed.
      const path = documentPathOf(record) ?? '';
      const records = byPath.get(path);
      if (records) records.push(record);
      else byPath.set(path, [record]);
    }
  }
  return byPath;
}

/**
 * Compares the folder with the stored records. A file is unchanged when its bytes hash to
 * the stored document hash and its records are complete and unedited; only then is it not
 * even parsed. Everything else is parsed and chunked here, before anything is written.
 */
export function planSync(tenantId: string, collection: string, scan: ScanResult, stored: Map<string, MemoryRecord[]>, chunking: ChunkingOptions): SyncPlan {
  const fingerprint = chunkingFingerprint(chunking);
  const plan: SyncPlan = { changes: [], unchanged: [], skipped: [...scan.skipped] };
  const present = new Set<string>();
  for (const file of scan.files) {
    present.add(file.path);
    const location = { collection, path: file.path, documentHash: file.hash };
    const current = stored.get(file.path) ?? [];
    if (recordsAreCurrent(tenantId, location, current, fingerprint)) {
      plan.unchanged.push({ path: file.path, chunks: current.length });
      continue;
    }
    const document = parseDocument(file.text, file.format);
    const desired = desiredChunks(tenantId, location, document, chunkDocument(document, chunking), fingerprint);
    if (desired.length === 0 && current.length === 0) {
      plan.skipped.push({ path: file.path, reason: 'empty', message: 'no text to index' });
      continue;
    }
    plan.changes.push({ path: file.path, status: current.length === 0 ? 'added' : 'changed', desired, current });
  }
  for (const [path, current] of stored) {
    if (!present.has(path)) plan.changes.push({ path, status: 'removed', desired: [], current });
  }
  return plan;
}
