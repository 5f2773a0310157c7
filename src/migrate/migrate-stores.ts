import { MemoryError } from '../core/errors.js';
import type { MemoryStore } from '../core/store.js';
import { conversationStoreFor } from '../conversation/conversation-layer.js';
import { keyStoreFor } from '../server/auth/key-store-for.js';
import { PostgresStore } from '../stores/postgres/postgres-store.js';
import { copyTenantMemories, summarizeTenant, type Progress, type Side, type TenantSummary } from './copy-memories.js';
import { copyServerState, summarizeServerState, type ServerStateSummary } from './copy-server-state.js';
import { rawDatabaseOf } from './raw-database.js';

export interface MigrateOptions {
  /** Records per target write (default 200). */
  batchSize?: number;
  progress?: Progress;
  /**
   * A Postgres target with at least this many records still to copy is filled through
   * `PostgresStore.bulkLoad` (shared HNSW index dropped during the copy, built once after it).
   * Default 10,000; below that keeping the index current row by row costs little.
   */
  bulkLoadFrom?: number;
}

const DEFAULT_BULK_LOAD_FROM = 10_000;

export interface MigrateReport {
  tenants: Record<string, { source: TenantSummary; target: TenantSummary; copied: number }>;
  serverState: { source: ServerStateSummary; target: ServerStateSummary };
  /** True when every count and checksum matches. */
  verified: boolean;
}

/**
 * Copies everything one store holds into another (SQLite, Postgres or Chroma, any direction):
 * the embedder record, records with their vectors and analysed terms, history, API keys and
 * conversations (not into Chroma, which keeps no server state: refused when there are any); then
 * checks counts and per-tenant checksums on both sides. Resumable: rerun the same command after
 * an interruption and it copies only what the target lacks. Both stores must be open.
 */
export async function migrateStores(source: MemoryStore, target: MemoryStore, options: MigrateOptions = {}): Promise<MigrateReport> {
  const batchSize = Math.max(1, Math.floor(options.batchSize ?? 200));
  const progress = options.progress ?? (() => undefined);
  const from: Side = { store: source, raw: rawDatabaseOf(source) };
  const to: Side = { store: target, raw: rawDatabaseOf(target) };

  if (from.raw.serverState && !to.raw.serverState) {
    // Refused before anything is copied: keys and conversations would be left behind.
    await copyServerState(from.raw.serverState, null);
  }
  const embedder = await source.getEmbedderInfo();
  if (embedder) {
    const recorded = await target.getEmbedderInfo();
    if (!recorded) await target.setEmbedderInfo(embedder);
    else if (recorded.dimensions !== embedder.dimensions || recorded.model !== embedder.model || recorded.provider !== embedder.provider) {
      throw new MemoryError('EMBEDDER_MISMATCH', 'the target store was built with another embedder than the source', { details: { source: { ...embedder }, target: { ...recorded } } });
    }
  }
  if (to.raw.serverState) {
    // The target's key and conversation tables exist once their stores have opened them.
    await (await keyStoreFor(target)).listTenants();
    await conversationStoreFor(target).init();
  }

  const copied: Record<string, number> = {};
  const copyAll = async (): Promise<void> => {
    for (const tenantId of await from.raw.tenants()) copied[tenantId] = await copyTenantMemories(from, to, tenantId, batchSize, progress);
  };
  const toCopy = (await from.raw.recordCount()) - (await to.raw.recordCount());
  if (target instanceof PostgresStore && toCopy >= (options.bulkLoadFrom ?? DEFAULT_BULK_LOAD_FROM)) {
    await target.bulkLoad(copyAll, { onIndexBuild: () => progress('building the shared vector index (HNSW) over the copied records') });
  } else {
    await copyAll();
  }
  const tenants: MigrateReport['tenants'] = {};
  for (const [tenantId, count] of Object.entries(copied)) {
    tenants[tenantId] = { source: await summarizeTenant(from, tenantId, batchSize), target: await summarizeTenant(to, tenantId, batchSize), copied: count };
  }
  await copyServerState(from.raw.serverState, to.raw.serverState);
  progress('API keys and conversations copied');
  const serverState = { source: await summarizeServerState(from.raw.serverState), target: await summarizeServerState(to.raw.serverState) };
  const verified =
    Object.values(tenants).every(({ source: left, target: right }) => JSON.stringify(left) === JSON.stringify(right)) &&
    JSON.stringify(serverState.source) === JSON.stringify(serverState.target);
  return { tenants, serverState, verified };
}
