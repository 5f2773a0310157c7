import { describeEmbedder, validateVector, type EmbedderInfo } from '../../core/embedder.js';
import { MemoryError } from '../../core/errors.js';
import type { HistoryOwner, ListOrder, MemoryStore, RecordQuery, ScoredId, WriteBatch } from '../../core/store.js';
import { matchesQuery } from '../../core/record-query-match.js';
import { listOrderComparator } from '../../core/list-order.js';
import type { HistoryEntry, MemoryRecord, Page } from '../../core/types.js';
import { cosineSimilarity } from '../../core/vector-math.js';
import { byScoreThenId, compareCodePoints } from '../../core/code-point-order.js';
import { bm25Scores } from './bm25.js';
import { inKeywordScope, keywordScopeOf } from '../../core/keyword-scope.js';
import { tenantKey } from '../../core/tenant-key.js';

interface Row {
  record: MemoryRecord;
  vector: Float32Array;
  terms: string[];
}

const clone = <T>(value: T): T => structuredClone(value);

interface OwnedHistoryEntry {
  tenantId: string;
  entry: HistoryEntry;
}

/** Reference semantics for the store contract. Exact, simple, and not fast. */
export class InMemoryStore implements MemoryStore {
  readonly name = 'in-memory';
  /** By `tenantKey(tenant, id)`: identity is (tenant, id), the same id in two tenants is two rows. */
  private rows = new Map<string, Row>();
  private historyLog: OwnedHistoryEntry[] = [];
  private embedderInfo: EmbedderInfo | null = null;

  async init(): Promise<void> {}
  async close(): Promise<void> {}

  async getEmbedderInfo(): Promise<EmbedderInfo | null> {
    return this.embedderInfo ? { ...this.embedderInfo } : null;
  }

  async setEmbedderInfo(info: EmbedderInfo): Promise<void> {
    const recorded = this.embedderInfo;
    if (recorded && recorded.dimensions !== info.dimensions && this.rows.size > 0) {
      throw new MemoryError('EMBEDDER_MISMATCH', `this store holds vectors from ${describeEmbedder(recorded)}; it cannot switch to ${describeEmbedder(info)}`, {
        details: { stored: { ...recorded }, configured: { ...info } },
      });
    }
    this.embedderInfo = { ...info };
  }

  async write(batch: WriteBatch): Promise<void> {
    // Validate everything first, so a bad batch changes nothing (the transaction contract).
    // Upserts apply in order, so an earlier upsert of the batch counts as existing.
    const tenantId = batch.tenantId;
    const known = new Set(this.rows.keys());
    for (const upsert of batch.upserts ?? []) {
      const { record } = upsert;
      if (record.tenantId !== tenantId) {
        throw new MemoryError('STORE_ERROR', `memory ${record.id} belongs to another tenant than its write batch`, { details: { id: record.id } });
      }
      const key = tenantKey(tenantId, record.id);
      if (upsert.create && known.has(key)) {
        throw new MemoryError('CONFLICT', `a memory with id ${record.id} already exists`, { details: { id: record.id } });
      }
      if (upsert.vector) {
        if (this.embedderInfo) validateVector(upsert.vector, this.embedderInfo.dimensions, `vector of memory ${record.id}`);
      } else if (!known.has(key)) {
        throw new MemoryError('STORE_ERROR', `new memory ${record.id} needs a vector`, { details: { id: record.id } });
      }
      known.add(key);
    }
    for (const upsert of batch.upserts ?? []) {
      const key = tenantKey(tenantId, upsert.record.id);
      const existing = this.rows.get(key);
      this.rows.set(key, {
        record: clone(upsert.record),
        vector: upsert.vector ? Float32Array.from(upsert.vector) : (existing as Row).vector,
        terms: upsert.terms ? [...upsert.terms] : (existing?.terms ?? []),
      });
    }
    for (const id of batch.deletes ?? []) this.rows.delete(tenantKey(tenantId, id));
    const purge = new Set(batch.purgeHistoryOf ?? []);
    const purged = (owned: OwnedHistoryEntry): boolean => owned.tenantId === tenantId && purge.has(owned.entry.memoryId);
    if (purge.size > 0) this.historyLog = this.historyLog.filter((owned) => !purged(owned));
    for (const entry of batch.history ?? []) if (!purge.has(entry.memoryId)) this.historyLog.push({ tenantId, entry: clone(entry) });
  }

  async get(tenantId: string, id: string): Promise<MemoryRecord | null> {
    const row = this.rows.get(tenantKey(tenantId, id));
    return row ? clone(row.record) : null;
  }

  async getMany(tenantId: string, ids: string[]): Promise<MemoryRecord[]> {
    return ids.flatMap((id) => {
      const row = this.rows.get(tenantKey(tenantId, id));
      return row ? [clone(row.record)] : [];
    });
  }

  private matching(query: RecordQuery): Row[] {
    return [...this.rows.values()].filter(({ record }) => matchesQuery(record, query));
  }

  async list(query: RecordQuery, page: { limit: number; offset: number }, order: ListOrder = { by: 'createdAt', direction: 'desc' }): Promise<Page<MemoryRecord>> {
    const rows = this.matching(query).map((row) => row.record);
    rows.sort(listOrderComparator(order));
    return { items: rows.slice(page.offset, page.offset + page.limit).map(clone), total: rows.length, limit: page.limit, offset: page.offset };
  }

  async listIds(query: RecordQuery): Promise<string[]> {
    return this.matching(query).map((row) => row.record.id);
  }

  async vectorSearch(query: RecordQuery, vector: Float32Array, k: number): Promise<ScoredId[]> {
    if (this.embedderInfo) validateVector(vector, this.embedderInfo.dimensions, 'query vector');
    return this.matching(query)
      .map((row) => ({ id: row.record.id, score: cosineSimilarity(vector, row.vector) }))
      .sort(byScoreThenId)
      .slice(0, Math.max(0, Math.floor(k)));
  }

  async keywordSample(query: RecordQuery, term: string): Promise<ScoredId | null> {
    const [hit] = await this.keywordSearch(query, [term], 1);
    return hit ?? null;
  }

  async keywordSearch(query: RecordQuery, terms: string[], k: number): Promise<ScoredId[]> {
    const documents = this.matching(query).map((row) => ({ id: row.record.id, terms: row.terms }));
    const scope = keywordScopeOf(query);
    const corpus = [...this.rows.values()].filter((row) => inKeywordScope(scope, row.record)).map((row) => ({ id: row.record.id, terms: row.terms }));
    return [...bm25Scores(documents, terms, corpus)]
      .map(([id, score]) => ({ id, score }))
      .sort(byScoreThenId)
      .slice(0, Math.max(0, Math.floor(k)));
  }

  async getVectors(tenantId: string, ids: string[]): Promise<Map<string, Float32Array>> {
    const vectors = new Map<string, Float32Array>();
    for (const id of ids) {
      const row = this.rows.get(tenantKey(tenantId, id));
      if (row) vectors.set(id, Float32Array.from(row.vector));
    }
    return vectors;
  }

  async touch(tenantId: string, ids: string[], at: string): Promise<void> {
    for (const id of ids) {
      const row = this.rows.get(tenantKey(tenantId, id));
      if (!row) continue;
      row.record.accessCount += 1;
      row.record.lastAccessedAt = at;
    }
  }

  async history(tenantId: string, memoryId: string): Promise<HistoryEntry[]> {
    return this.historyLog.filter((owned) => owned.tenantId === tenantId && owned.entry.memoryId === memoryId).map((owned) => clone(owned.entry));
  }

  async historyOwnedBy(owner: HistoryOwner): Promise<string[]> {
    const ids = new Set<string>();
    for (const { tenantId, entry } of this.historyLog) {
      if (tenantId !== owner.tenantId) continue;
      const snapshot = entry.after ?? entry.before;
      if (snapshot && snapshotOwnedBy(snapshot, owner)) ids.add(entry.memoryId);
    }
    return [...ids].sort(compareCodePoints);
  }

  async hasTraces(tenantId: string, ids: string[]): Promise<boolean> {
    const wanted = new Set(ids);
    return (
      ids.some((id) => this.rows.has(tenantKey(tenantId, id))) ||
      this.historyLog.some((owned) => owned.tenantId === tenantId && wanted.has(owned.entry.memoryId))
    );
  }
}

function snapshotOwnedBy(snapshot: MemoryRecord, owner: HistoryOwner): boolean {
  if (snapshot.tenantId !== owner.tenantId) return false;
  if (owner.userId !== undefined && snapshot.scope.userId !== owner.userId) return false;
  if (owner.agentId !== undefined && snapshot.scope.agentId !== owner.agentId) return false;
  return true;
}
