import { randomUUID } from 'node:crypto';
import type { ChromaClient, Collection, Where } from 'chromadb';
import { createChromaClient } from './chroma-client.js';
import { describeEmbedder, validateVector, type EmbedderInfo } from '../../core/embedder.js';
import { MemoryError } from '../../core/errors.js';
import { byScoreThenId, compareCodePoints } from '../../core/code-point-order.js';
import { keywordScopeOf } from '../../core/keyword-scope.js';
import type { HistoryOwner, ListOrder, MemoryStore, RecordQuery, RecordWrite, ScoredId, WriteBatch } from '../../core/store.js';
import type { HistoryEntry, MemoryRecord, Page } from '../../core/types.js';
import { cosineSimilarity } from '../../core/vector-math.js';
import { bm25Scores } from '../in-memory/bm25.js';
import { matchesQuery } from '../../core/record-query-match.js';
import { listOrderComparator } from '../../core/list-order.js';
import { historyMetadata, keywordScopeWhere, parseHistoryEntry, parseRecordDocument, recordDocument, recordMetadata, recordWhere, rowKey } from './record-rows.js';

export interface ChromaStoreOptions {
  /** The `chroma run` server. */
  host: string;
  port: number;
  /** Prefix of the store's collections (`PREFIX_records`, `PREFIX_history`, `PREFIX_meta`, `PREFIX_changes`). Default `agent_memory`. */
  collection?: string;
  /**
   * Up to how many candidate rows (after tenant, owner, status and kind) a vector search scans
   * exactly; above that, Chroma's HNSW index proposes candidates that are rescored exactly.
   * Default 500: an exact scan moves every candidate's vector over HTTP as JSON (~0.7 s for 1,000
   * 512-d rows on the shared dev machine), an HNSW query only k x OVERSAMPLE of them.
   */
  exactScanUpTo?: number;
}

interface StoredRow {
  key: string;
  record: MemoryRecord;
  terms: string[];
  vector?: Float32Array;
}

const PREFIX_NAME = /^[a-zA-Z0-9][a-zA-Z0-9_-]{0,60}$/;
/** Rows per request: below the server's `max_batch_size` (5461 for `chroma run` 1.0). */
const CHUNK = 2000;
/** History, meta and change rows carry no meaning in their vector; Chroma still requires one. */
const NO_VECTOR = [0];
const EMBEDDER_ROW = 'embedder';
/** The approximate path asks HNSW for this many candidates per wanted hit (at least MIN_CANDIDATES). */
const OVERSAMPLE = 10;
const MIN_CANDIDATES = 100;

/**
 * A MemoryStore on a Chroma server (`chroma run`), through the official `chromadb` client.
 *
 * What Chroma holds natively: every memory as one row of `PREFIX_records` (id `[tenant, id]`,
 * the vector, the record and its keyword terms as the document, tenant/owner/status/kind as
 * metadata to filter by). What
 * Chroma cannot do, the adapter keeps beside it in the same server, as extra collections:
 * history (`PREFIX_history`, one row per entry, ordered by a write sequence), the embedder and
 * change counter (`PREFIX_meta`, `PREFIX_changes`). Scoring happens here, from rows Chroma
 * narrowed by tenant, owner, status and kind: cosine in float64 over the stored vectors (exact,
 * like the other stores' per-user search; HNSW candidates for large scopes), and BM25 with the
 * per-scope statistics of src/core/keyword-scope.ts over the terms kept in the documents. Chroma has no transactions: a batch
 * is validated completely before anything is sent and writes of one process are serialised, but
 * a crash halfway through a batch can leave part of it applied (docs/stores.md).
 */
export class ChromaStore implements MemoryStore {
  readonly name = 'chroma';
  private client: ChromaClient | null = null;
  private readonly host: string;
  private readonly port: number;
  private readonly prefix: string;
  private collections: { records: Collection; history: Collection; meta: Collection; changes: Collection } | null = null;
  private writing: Promise<void> = Promise.resolve();
  private lastSeq = 0;
  private ownChanges = 0;
  private readonly exactScanUpTo: number;

  constructor(options: ChromaStoreOptions) {
    this.prefix = options.collection ?? 'agent_memory';
    if (!PREFIX_NAME.test(this.prefix)) {
      throw new MemoryError('INVALID_INPUT', `invalid Chroma collection prefix ${JSON.stringify(this.prefix)}: use letters, digits, _ and -`);
    }
    this.host = options.host;
    this.port = options.port;
    this.exactScanUpTo = options.exactScanUpTo ?? 500;
  }

  async init(): Promise<void> {
    if (this.collections) return;
    this.client ??= await createChromaClient(this.host, this.port);
    this.collections = await this.guard('open', async () => ({
      records: await this.openCollection('records'),
      history: await this.openCollection('history'),
      meta: await this.openCollection('meta'),
      changes: await this.openCollection('changes'),
    }));
  }

  async close(): Promise<void> {
    await this.writing;
    this.collections = null;
  }

  private connected(): ChromaClient {
    if (!this.client) throw new MemoryError('STORE_ERROR', 'the Chroma store is not open: call init() first');
    return this.client;
  }

  private openCollection(suffix: string): Promise<Collection> {
    // l2, not cosine: in cosine space `chroma run` 1.0 hands back vectors off by an ulp (it keeps
    // them normalised), and the contract wants stored vectors back exactly. Ranking is done here.
    return this.connected().getOrCreateCollection({ name: `${this.prefix}_${suffix}`, embeddingFunction: null, configuration: { hnsw: { space: 'l2' } } });
  }

  private open(): NonNullable<ChromaStore['collections']> {
    if (!this.collections) throw new MemoryError('STORE_ERROR', 'the Chroma store is not open: call init() first');
    return this.collections;
  }

  /** Chroma client errors become STORE_ERROR; the store's own typed errors pass through. */
  private async guard<T>(operation: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error: unknown) {
      if (error instanceof MemoryError) throw error;
      throw new MemoryError('STORE_ERROR', `Chroma ${operation} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }

  /** One write at a time in this process, so a create's existence check and its insert cannot interleave with another write. */
  private serialised<T>(run: () => Promise<T>): Promise<T> {
    const result = this.writing.then(run);
    this.writing = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  async getEmbedderInfo(): Promise<EmbedderInfo | null> {
    return this.guard('getEmbedderInfo', async () => {
      const { documents } = await this.open().meta.get({ ids: [EMBEDDER_ROW], include: ['documents'] });
      const document = documents[0];
      return document ? (JSON.parse(document) as EmbedderInfo) : null;
    });
  }

  async setEmbedderInfo(info: EmbedderInfo): Promise<void> {
    await this.serialised(() =>
      this.guard('setEmbedderInfo', async () => {
        const recorded = await this.getEmbedderInfo();
        if (recorded?.dimensions !== info.dimensions) {
          const held = await this.open().records.count();
          if (recorded && held > 0) {
            throw new MemoryError('EMBEDDER_MISMATCH', `this store holds vectors from ${describeEmbedder(recorded)}; it cannot switch to ${describeEmbedder(info)}`, {
              details: { stored: { ...recorded }, configured: { ...info } },
            });
          }
          if (recorded) {
            // A collection keeps the dimension of its first vector even when emptied: start it
            // afresh. (Other processes holding the old collection must reopen the store.)
            await this.connected().deleteCollection({ name: `${this.prefix}_records` });
            this.open().records = await this.openCollection('records');
          }
        }
        await this.open().meta.upsert({ ids: [EMBEDDER_ROW], embeddings: [NO_VECTOR], documents: [JSON.stringify(info)] });
      }),
    );
  }

  // --- reads -------------------------------------------------------------------------------

  /** Rows by key, in no particular order; unknown keys are skipped. */
  private async rowsByKey(keys: string[], withVectors: boolean): Promise<StoredRow[]> {
    const rows: StoredRow[] = [];
    const unique = [...new Set(keys)];
    for (let start = 0; start < unique.length; start += CHUNK) {
      const result = await this.open().records.get({ ids: unique.slice(start, start + CHUNK), include: withVectors ? ['documents', 'embeddings'] : ['documents'] });
      rows.push(...toRows(result, withVectors));
    }
    return rows;
  }

  /** Every row a `where` matches, page by page. */
  private async rowsWhere(where: Where, withVectors: boolean): Promise<StoredRow[]> {
    const rows: StoredRow[] = [];
    for (let offset = 0; ; offset += CHUNK) {
      const result = await this.open().records.get({ where, limit: CHUNK, offset, include: withVectors ? ['documents', 'embeddings'] : ['documents'] });
      rows.push(...toRows(result, withVectors));
      if (result.ids.length < CHUNK) return rows;
    }
  }

  /** Chroma narrows by tenant, owner, status and kind; the reference semantics decide the rest. */
  private async matching(query: RecordQuery, withVectors: boolean): Promise<StoredRow[]> {
    const where = recordWhere(query);
    if (where === null || query.ids?.length === 0) return [];
    const candidates = query.ids
      ? (await this.rowsByKey(query.ids.map((id) => rowKey(query.tenantId, id)), withVectors)).filter((row) => row.record.tenantId === query.tenantId)
      : await this.rowsWhere(where, withVectors);
    return candidates.filter((row) => matchesQuery(row.record, query));
  }

  async get(tenantId: string, id: string): Promise<MemoryRecord | null> {
    const [record] = await this.getMany(tenantId, [id]);
    return record ?? null;
  }

  async getMany(tenantId: string, ids: string[]): Promise<MemoryRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.guard('get', () => this.rowsByKey(ids.map((id) => rowKey(tenantId, id)), false));
    const byId = new Map(rows.map((row) => [row.record.id, row.record]));
    return ids.flatMap((id) => {
      const record = byId.get(id);
      return record ? [structuredClone(record)] : [];
    });
  }

  async list(query: RecordQuery, page: { limit: number; offset: number }, order: ListOrder = { by: 'createdAt', direction: 'desc' }): Promise<Page<MemoryRecord>> {
    const records = (await this.guard('list', () => this.matching(query, false))).map((row) => row.record);
    records.sort(listOrderComparator(order));
    return { items: records.slice(page.offset, page.offset + page.limit), total: records.length, limit: page.limit, offset: page.offset };
  }

  async listIds(query: RecordQuery): Promise<string[]> {
    return (await this.guard('listIds', () => this.matching(query, false))).map((row) => row.record.id);
  }

  async vectorSearch(query: RecordQuery, vector: Float32Array, k: number): Promise<ScoredId[]> {
    const info = await this.getEmbedderInfo();
    if (info) validateVector(vector, info.dimensions, 'query vector');
    const wanted = Math.max(0, Math.floor(k));
    if (wanted === 0) return [];
    const rank = (rows: StoredRow[]): ScoredId[] =>
      rows
        .map((row) => ({ id: row.record.id, score: cosineSimilarity(vector, row.vector as Float32Array) }))
        .sort(byScoreThenId)
        .slice(0, wanted);
    return this.guard('vectorSearch', async () => {
      const where = recordWhere(query);
      if (where !== null && !query.ids && (await this.hasMoreThan(where, this.exactScanUpTo))) {
        const approximate = await this.approximateCandidates(query, where, vector, wanted);
        if (approximate) return rank(approximate);
      }
      return rank(await this.matching(query, true));
    });
  }

  private async hasMoreThan(where: Where, limit: number): Promise<boolean> {
    const { ids } = await this.open().records.get({ where, limit: limit + 1, include: [] });
    return ids.length > limit;
  }

  /**
   * Large scopes: Chroma's HNSW (l2 over the stored vectors, which orders unit vectors exactly as
   * cosine does) proposes OVERSAMPLE x k candidates, the reference semantics filter them and they
   * are rescored exactly. Null when filters left fewer than k: the caller scans exactly instead.
   */
  private async approximateCandidates(query: RecordQuery, where: Where, vector: Float32Array, k: number): Promise<StoredRow[] | null> {
    const nResults = Math.max(MIN_CANDIDATES, k * OVERSAMPLE);
    const result = await this.open().records.query({ queryEmbeddings: [Array.from(vector)], where, nResults, include: ['documents', 'embeddings'] });
    const rows = toRows(
      { ids: result.ids[0] ?? [], documents: result.documents[0] ?? [], embeddings: result.embeddings[0] ?? [] },
      true,
    ).filter((row) => matchesQuery(row.record, query));
    return rows.length >= k ? rows : null;
  }

  /**
   * BM25 over the query's keyword scope: every row of the scope (the user's memories, plus shared
   * ones when asked) gives the statistics, the query's matches among them are ranked.
   */
  async keywordSearch(query: RecordQuery, terms: string[], k: number): Promise<ScoredId[]> {
    const wanted = Math.floor(k);
    if (terms.length === 0 || wanted < 1 || recordWhere(query) === null) return [];
    const corpus = await this.guard('keywordSearch', () => this.rowsWhere(keywordScopeWhere(keywordScopeOf(query)), false));
    const asTerms = (row: StoredRow): { id: string; terms: string[] } => ({ id: row.record.id, terms: row.terms });
    const documents = corpus.filter((row) => matchesQuery(row.record, query)).map(asTerms);
    return [...bm25Scores(documents, terms, corpus.map(asTerms))]
      .map(([id, score]) => ({ id, score }))
      .sort(byScoreThenId)
      .slice(0, wanted);
  }

  async keywordSample(query: RecordQuery, term: string): Promise<ScoredId | null> {
    const [hit] = await this.keywordSearch(query, [term], 1);
    return hit ?? null;
  }

  async getVectors(tenantId: string, ids: string[]): Promise<Map<string, Float32Array>> {
    const rows = await this.guard('getVectors', () => this.rowsByKey(ids.map((id) => rowKey(tenantId, id)), true));
    return new Map(rows.map((row) => [row.record.id, row.vector as Float32Array]));
  }

  async history(tenantId: string, memoryId: string): Promise<HistoryEntry[]> {
    return this.guard('history', async () => {
      const result = await this.open().history.get({ where: { $and: [{ tenant: tenantId }, { memory_id: memoryId }] }, include: ['documents', 'metadatas'] });
      return result.ids
        .map((key, index) => ({ seq: Number(result.metadatas[index]?.seq ?? 0), entry: parseHistoryEntry(result.documents[index], key) }))
        .sort((left, right) => left.seq - right.seq)
        .map(({ entry }) => entry);
    });
  }

  async historyOwnedBy(owner: HistoryOwner): Promise<string[]> {
    return this.guard('historyOwnedBy', async () => {
      const where: Where = owner.userId !== undefined ? { $and: [{ tenant: owner.tenantId }, { owner_user: owner.userId }] } : { tenant: owner.tenantId };
      const result = await this.open().history.get({ where, include: ['documents'] });
      const ids = new Set<string>();
      for (const [index, key] of result.ids.entries()) {
        const entry = parseHistoryEntry(result.documents[index], key);
        const snapshot = entry.after ?? entry.before;
        if (snapshot && snapshotOwnedBy(snapshot, owner)) ids.add(entry.memoryId);
      }
      return [...ids].sort(compareCodePoints);
    });
  }

  async hasTraces(tenantId: string, ids: string[]): Promise<boolean> {
    if (ids.length === 0) return false;
    return this.guard('hasTraces', async () => {
      if ((await this.rowsByKey(ids.map((id) => rowKey(tenantId, id)), false)).length > 0) return true;
      const history = await this.open().history.get({ where: { $and: [{ tenant: tenantId }, { memory_id: { $in: [...new Set(ids)] } }] }, limit: 1, include: [] });
      return history.ids.length > 0;
    });
  }

  // --- for `agent-memory migrate` (src/migrate/raw-database.ts) ------------------------------

  /** Every tenant holding records or history, in code point order. */
  async tenantIds(): Promise<string[]> {
    return this.guard('tenantIds', async () => {
      const tenants = new Set<string>();
      for (const collection of [this.open().records, this.open().history]) {
        for (let offset = 0; ; offset += CHUNK) {
          const result = await collection.get({ limit: CHUNK, offset, include: ['metadatas'] });
          for (const metadata of result.metadatas) if (typeof metadata?.tenant === 'string') tenants.add(metadata.tenant);
          if (result.ids.length < CHUNK) break;
        }
      }
      return [...tenants].sort(compareCodePoints);
    });
  }

  /** Records of every tenant. */
  async recordCount(): Promise<number> {
    return this.guard('recordCount', () => this.open().records.count());
  }

  /** The analysed keyword terms stored with each record, by id (the order they were written in). */
  async recordTerms(tenantId: string, ids: string[]): Promise<Map<string, string[]>> {
    const rows = await this.guard('recordTerms', () => this.rowsByKey(ids.map((id) => rowKey(tenantId, id)), false));
    return new Map(rows.filter((row) => row.record.tenantId === tenantId).map((row) => [row.record.id, row.terms]));
  }

  /**
   * Counts batches written by other processes: every batch adds one row to `PREFIX_changes`, and
   * the rows this process added are subtracted. A count, not a last-writer token, so no foreign
   * write goes unnoticed (the collection grows by one tiny row per batch).
   */
  async externalChangeVersion(): Promise<number> {
    return this.guard('externalChangeVersion', async () => (await this.open().changes.count()) - this.ownChanges);
  }

  // --- writes ------------------------------------------------------------------------------

  async touch(tenantId: string, ids: string[], at: string): Promise<void> {
    if (ids.length === 0) return;
    await this.serialised(() =>
      this.guard('touch', async () => {
        const rows = await this.rowsByKey(ids.map((id) => rowKey(tenantId, id)), true);
        const hits = new Map<string, number>();
        for (const id of ids) hits.set(id, (hits.get(id) ?? 0) + 1);
        for (const row of rows) {
          row.record.accessCount += hits.get(row.record.id) ?? 0;
          row.record.lastAccessedAt = at;
        }
        await this.upsertRows(rows);
      }),
    );
  }

  async write(batch: WriteBatch): Promise<void> {
    await this.serialised(() => this.guard('write', () => this.applyBatch(batch)));
  }

  private async applyBatch(batch: WriteBatch): Promise<void> {
    const { tenantId } = batch;
    const upserts = batch.upserts ?? [];
    const info = await this.getEmbedderInfo();
    const existing = new Map((await this.rowsByKey(upserts.map((write) => rowKey(tenantId, write.record.id)), true)).map((row) => [row.key, row]));
    // Everything is validated before anything is sent: a bad batch changes nothing.
    const final = new Map<string, StoredRow>();
    for (const write of upserts) this.stage(final, existing, write, tenantId, info);
    const deletes = [...new Set(batch.deletes ?? [])];
    const purge = new Set(batch.purgeHistoryOf ?? []);
    const history = (batch.history ?? []).filter((entry) => !purge.has(entry.memoryId));

    await this.upsertRows([...final.values()]);
    if (deletes.length > 0) await this.open().records.delete({ ids: deletes.map((id) => rowKey(tenantId, id)) });
    if (purge.size > 0) await this.open().history.delete({ where: { $and: [{ tenant: tenantId }, { memory_id: { $in: [...purge] } }] } });
    for (let start = 0; start < history.length; start += CHUNK) {
      const chunk = history.slice(start, start + CHUNK);
      await this.open().history.add({
        ids: chunk.map(() => randomUUID()),
        embeddings: chunk.map(() => NO_VECTOR),
        documents: chunk.map((entry) => JSON.stringify(entry)),
        metadatas: chunk.map((entry) => historyMetadata(tenantId, entry, this.nextSeq())),
      });
    }
    await this.open().changes.add({ ids: [randomUUID()], embeddings: [NO_VECTOR] });
    this.ownChanges += 1;
  }

  /** Checks one upsert against the store and the batch so far, and records the row it leaves. */
  private stage(final: Map<string, StoredRow>, existing: Map<string, StoredRow>, write: RecordWrite, tenantId: string, info: EmbedderInfo | null): void {
    const { record } = write;
    if (record.tenantId !== tenantId) {
      throw new MemoryError('STORE_ERROR', `memory ${record.id} belongs to another tenant than its write batch`, { details: { id: record.id } });
    }
    const key = rowKey(tenantId, record.id);
    const before = final.get(key) ?? existing.get(key);
    if (write.create && before) throw new MemoryError('CONFLICT', `a memory with id ${record.id} already exists`, { details: { id: record.id } });
    if (write.vector) {
      if (info) validateVector(write.vector, info.dimensions, `vector of memory ${record.id}`);
    } else if (!before) {
      throw new MemoryError('STORE_ERROR', `new memory ${record.id} needs a vector`, { details: { id: record.id } });
    }
    final.set(key, {
      key,
      record: structuredClone(record),
      terms: write.terms ? [...write.terms] : (before?.terms ?? []),
      vector: write.vector ? Float32Array.from(write.vector) : before?.vector,
    });
  }

  private async upsertRows(rows: StoredRow[]): Promise<void> {
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK);
      await this.open().records.upsert({
        ids: chunk.map((row) => row.key),
        embeddings: chunk.map((row) => Array.from(row.vector as Float32Array)),
        documents: chunk.map((row) => recordDocument(row.record, row.terms)),
        metadatas: chunk.map((row) => recordMetadata(row.record)),
      });
    }
  }

  /** Microseconds since the epoch, strictly increasing within this process: orders history entries. */
  private nextSeq(): number {
    this.lastSeq = Math.max(Date.now() * 1000, this.lastSeq + 1);
    return this.lastSeq;
  }
}

interface RowsResult {
  ids: string[];
  documents: (string | null)[];
  embeddings: (number[] | null)[];
}

function toRows(result: RowsResult, withVectors: boolean): StoredRow[] {
  return result.ids.map((key, index) => {
    const row: StoredRow = { key, ...parseRecordDocument(result.documents[index], key) };
    if (withVectors) {
      const embedding = result.embeddings[index];
      if (!embedding) throw new MemoryError('STORE_ERROR', `corrupt Chroma record row ${key}: no vector`, { details: { row: key } });
      row.vector = Float32Array.from(embedding);
    }
    return row;
  });
}

function snapshotOwnedBy(snapshot: MemoryRecord, owner: HistoryOwner): boolean {
  if (snapshot.tenantId !== owner.tenantId) return false;
  if (owner.userId !== undefined && snapshot.scope.userId !== owner.userId) return false;
  if (owner.agentId !== undefined && snapshot.scope.agentId !== owner.agentId) return false;
  return true;
}
