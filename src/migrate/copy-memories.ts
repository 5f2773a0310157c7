import { createHash } from 'node:crypto';
import { MemoryError } from '../core/errors.js';
import type { MemoryStore, RecordWrite } from '../core/store.js';
import type { HistoryEntry, MemoryStatus } from '../core/types.js';
import type { RawDatabase } from './raw-database.js';

const ALL_STATUSES: MemoryStatus[] = ['active', 'archived', 'deleted'];

export interface Side {
  store: MemoryStore;
  raw: RawDatabase;
}

export interface TenantSummary {
  records: number;
  historyEntries: number;
  /** sha256 over every record, its vector bytes, its terms and its history, in id order. */
  checksum: string;
}

export type Progress = (message: string) => void;

async function historyIds(side: Side, tenantId: string): Promise<string[]> {
  return (await side.store.historyOwnedBy({ tenantId })).sort();
}

/** Ids per history read: one statement each, not one per id (a million records would be a million reads). */
const HISTORY_READ_BATCH = 1000;

async function historiesOf(side: Side, tenantId: string, ids: string[]): Promise<HistoryEntry[]> {
  const entries: HistoryEntry[] = [];
  for (let offset = 0; offset < ids.length; offset += HISTORY_READ_BATCH) entries.push(...(await side.raw.histories(tenantId, ids.slice(offset, offset + HISTORY_READ_BATCH))));
  return entries;
}

/**
 * Copies one tenant's records (with vectors and analysed terms) and history in batches keyed by
 * (tenant, id). Each batch is one target write, so on a transactional store a record and its
 * history land together or not at all; a rerun skips the records (and history-only ids) the target
 * already holds, which is what makes an interrupted copy resumable. A store without transactions
 * (Chroma) can be interrupted inside a batch, after a record but before its history: the rerun
 * adds the history entries such a record lacks (by entry id).
 */
export async function copyTenantMemories(from: Side, to: Side, tenantId: string, batchSize: number, progress: Progress): Promise<number> {
  const ids = (await from.store.listIds({ tenantId, statuses: ALL_STATUSES })).sort();
  let copied = 0;
  for (let offset = 0; offset < ids.length; offset += batchSize) {
    const batch = ids.slice(offset, offset + batchSize);
    const present = new Set((await to.store.getMany(tenantId, batch)).map((record) => record.id));
    const missing = batch.filter((id) => !present.has(id));
    copied += await completeHistories(from, to, tenantId, batch.filter((id) => present.has(id)));
    if (missing.length > 0) {
      const [records, vectors, terms, history] = await Promise.all([
        from.store.getMany(tenantId, missing),
        from.store.getVectors(tenantId, missing),
        from.raw.terms(tenantId, missing),
        historiesOf(from, tenantId, missing),
      ]);
      const upserts: RecordWrite[] = records.map((record) => {
        const vector = vectors.get(record.id);
        if (!vector) throw new MemoryError('STORE_ERROR', `memory ${record.id} of tenant ${tenantId} has no vector in the source`, { details: { tenantId, id: record.id } });
        return { record, vector, terms: terms.get(record.id) ?? [], create: true };
      });
      await to.store.write({ tenantId, upserts, history });
      copied += missing.length;
    }
    progress(`tenant ${tenantId}: ${Math.min(ids.length, offset + batch.length)}/${ids.length} records`);
  }
  // History of memories that no longer exist (hard-deleted): copied by id, skipped when present.
  const recordIds = new Set(ids);
  const orphans = (await historyIds(from, tenantId)).filter((id) => !recordIds.has(id));
  for (let offset = 0; offset < orphans.length; offset += batchSize) {
    const batch = orphans.slice(offset, offset + batchSize);
    const held = new Set((await historiesOf(to, tenantId, batch)).map((entry) => entry.memoryId));
    const missing = batch.filter((id) => !held.has(id));
    if (missing.length > 0) await to.store.write({ tenantId, history: await historiesOf(from, tenantId, missing) });
  }
  return copied;
}

/**
 * Writes the source's history entries of `ids` (records the target already holds) that the
 * target lacks; returns how many records needed some. Only a rerun pays for this check.
 */
async function completeHistories(from: Side, to: Side, tenantId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [source, target] = await Promise.all([historiesOf(from, tenantId, ids), historiesOf(to, tenantId, ids)]);
  const held = new Set(target.map((entry) => entry.id));
  const lacking = source.filter((entry) => !held.has(entry.id));
  if (lacking.length > 0) await to.store.write({ tenantId, history: lacking });
  return new Set(lacking.map((entry) => entry.memoryId)).size;
}

/** Counts and a checksum of one tenant's memories as a side holds them; equal on both sides after a copy. */
export async function summarizeTenant(side: Side, tenantId: string, batchSize: number): Promise<TenantSummary> {
  const hash = createHash('sha256');
  const ids = (await side.store.listIds({ tenantId, statuses: ALL_STATUSES })).sort();
  for (let offset = 0; offset < ids.length; offset += batchSize) {
    const batch = ids.slice(offset, offset + batchSize);
    const [records, vectors, terms] = await Promise.all([side.store.getMany(tenantId, batch), side.store.getVectors(tenantId, batch), side.raw.terms(tenantId, batch)]);
    for (const record of records) {
      hash.update(JSON.stringify(record));
      const vector = vectors.get(record.id);
      if (vector) hash.update(Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength));
      hash.update(JSON.stringify(terms.get(record.id) ?? []));
    }
  }
  const history = await historiesOf(side, tenantId, await historyIds(side, tenantId));
  for (const entry of history) hash.update(JSON.stringify(entry));
  return { records: ids.length, historyEntries: history.length, checksum: hash.digest('hex') };
}
