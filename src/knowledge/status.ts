import type { MemoryEngine } from '../core/engine.js';
import type { MemoryRecord } from '../core/types.js';
import { knowledgeSourceOf } from './source-label.js';

export interface CollectionStatus {
  collection: string;
  /** Files with at least one chunk in the index. */
  files: number;
  chunks: number;
  /** Chunks archived by maintenance or forgetting (kept out of search, restorable). */
  archivedChunks: number;
  /** The newest chunk write: when this collection last changed. */
  lastChangedAt: string | null;
}

export interface KnowledgeStatus {
  collections: CollectionStatus[];
}

const PAGE = 1000;

/**
 * What the knowledge index holds, per collection, read from the chunk records themselves
 * (they are the sync state, so this can never disagree with what search sees).
 */
export async function knowledgeStatus(engine: MemoryEngine, options: { collection?: string } = {}): Promise<KnowledgeStatus> {
  await engine.init();
  const query = {
    tenantId: engine.tenantId,
    sharedOnly: true,
    kinds: ['knowledge' as const],
    statuses: ['active' as const, 'archived' as const],
  };
  const ids = await engine.store.listIds(query);
  const byCollection = new Map<string, { files: Set<string>; chunks: number; archived: number; last: string | null }>();
  for (let start = 0; start < ids.length; start += PAGE) {
    for (const record of await engine.store.getMany(engine.tenantId, ids.slice(start, start + PAGE))) tally(byCollection, record);
  }
  const collections = [...byCollection]
    .filter(([name]) => options.collection === undefined || name === options.collection)
    .map(([collection, entry]) => ({ collection, files: entry.files.size, chunks: entry.chunks, archivedChunks: entry.archived, lastChangedAt: entry.last }))
    .sort((left, right) => (left.collection < right.collection ? -1 : left.collection > right.collection ? 1 : 0));
  return { collections };
}

function tally(byCollection: Map<string, { files: Set<string>; chunks: number; archived: number; last: string | null }>, record: MemoryRecord): void {
  const source = knowledgeSourceOf(record);
  const collection = typeof record.metadata.collection === 'string' ? record.metadata.collection : 'default';
  const entry = byCollection.get(collection) ?? { files: new Set<string>(), chunks: 0, archived: 0, last: null };
  if (source) entry.files.add(source.path);
  entry.chunks += 1;
  if (record.status === 'archived') entry.archived += 1;
  if (entry.last === null || record.updatedAt > entry.last) entry.last = record.updatedAt;
  byCollection.set(collection, entry);
}
