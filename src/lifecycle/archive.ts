import type { MemoryEngine } from '../core/engine.js';
import type { MemoryRecord } from '../core/types.js';

/** Archiving is a soft delete: the record keeps its vector and keyword rows, so `restore` is exact. */
export function archived(record: MemoryRecord, at: string, reason: string): MemoryRecord {
  return { ...record, status: 'archived', updatedAt: at, metadata: { ...record.metadata, archivedAt: at, archivedBecause: reason } };
}

export function restored(record: MemoryRecord, at: string): MemoryRecord {
  const { archivedAt: _archivedAt, archivedBecause: _archivedBecause, ...metadata } = record.metadata;
  return { ...record, status: 'active', updatedAt: at, metadata };
}

export function archivedAtOf(record: MemoryRecord): string {
  const at = record.metadata.archivedAt;
  return typeof at === 'string' ? at : record.updatedAt;
}

/** Archives records in batches of one transaction each, with an `archive` history entry per record. */
export async function archiveRecords(engine: MemoryEngine, records: MemoryRecord[], reason: string, actor: string): Promise<MemoryRecord[]> {
  const now = engine.now();
  const done: MemoryRecord[] = [];
  for (let start = 0; start < records.length; start += 500) {
    const batch = records.slice(start, start + 500);
    const after = batch.map((record) => archived(record, now, reason));
    await engine.store.write({
      tenantId: engine.tenantId,
      upserts: after.map((record) => ({ record })),
      history: batch.map((record, index) => engine.historyEntry('archive', record, after[index] as MemoryRecord, actor)),
    });
    done.push(...after);
  }
  return done;
}

/** Loads records by id in chunks (stores cap the size of one `getMany`). */
export async function loadRecords(engine: MemoryEngine, ids: string[]): Promise<MemoryRecord[]> {
  const records: MemoryRecord[] = [];
  for (let start = 0; start < ids.length; start += 500) records.push(...(await engine.store.getMany(engine.tenantId, ids.slice(start, start + 500))));
  return records;
}
