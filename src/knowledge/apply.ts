import { embedMany, type Embedder } from '../core/embedder.js';
import { MemoryError } from '../core/errors.js';
import type { MemoryStore, RecordWrite, WriteBatch } from '../core/store.js';
import { analyze } from '../core/text/analyzer.js';
import type { MemoryRecord } from '../core/types.js';
import type { FileChange } from './plan.js';
import { actualChunkHash, canonicalJson, type DesiredChunk } from './records.js';

export interface ApplyContext {
  store: MemoryStore;
  embedder: Embedder;
  tenantId: string;
  now: () => string;
  /** Chunks to embed before a transaction is committed. */
  batchChunks: number;
  onEmbedded?: (done: number, total: number) => void;
}

export interface ApplyCounts {
  embedded: number;
  reused: number;
  removed: number;
}

/** What one desired chunk needs: nothing new, a vector copied from an old record, or an embedding. */
type Step =
  | { kind: 'keep'; desired: DesiredChunk; existing: MemoryRecord }
  | { kind: 'copy'; desired: DesiredChunk; existing: MemoryRecord | undefined; from: string }
  | { kind: 'embed'; desired: DesiredChunk; existing: MemoryRecord | undefined };

interface FileSteps {
  change: FileChange;
  steps: Step[];
  deletes: string[];
  /** Chunk hashes this file is the first to need embedded. */
  embeds: string[];
}

function content(record: Pick<MemoryRecord, 'scope' | 'kind' | 'text' | 'metadata' | 'tags' | 'eventTime' | 'source'>): string {
  const { scope, kind, text, metadata, tags, eventTime, source } = record;
  return canonicalJson({ scope, kind, text, metadata, tags, eventTime, source });
}

/**
 * Plans every file's steps. Old records whose content is intact form a pool of vectors by
 * chunk hash, so a chunk that moved (inside a file, or to another file by a rename) is
 * never embedded again.
 */
function planSteps(changes: FileChange[]): { files: FileSteps[]; pool: Map<string, string> } {
  const pool = new Map<string, string>();
  for (const change of changes) {
    for (const record of change.current) {
      const chunkHash = actualChunkHash(record);
      if (record.source.chunkHash === chunkHash && !pool.has(chunkHash)) pool.set(chunkHash, record.id);
    }
  }
  const files = changes.map((change): FileSteps => {
    const currentById = new Map(change.current.map((record) => [record.id, record]));
    const wanted = new Set(change.desired.map((desired) => desired.id));
    const steps = change.desired.map((desired): Step => {
      const existing = currentById.get(desired.id);
      if (existing && actualChunkHash(existing) === desired.chunkHash) return { kind: 'keep', desired, existing };
      const from = pool.get(desired.chunkHash);
      if (from !== undefined) return { kind: 'copy', desired, existing, from };
      return { kind: 'embed', desired, existing };
    });
    const deletes = change.current.filter((record) => !wanted.has(record.id)).map((record) => record.id);
    return { change, steps, deletes, embeds: [] };
  });
  return { files, pool };
}

/**
 * Removals and free work first: if a later transaction fails, nothing stale was left behind.
 * Then each chunk hash is embedded once, by the first file (in this order) that needs it.
 */
function ordered(files: FileSteps[]): FileSteps[] {
  const rank = (file: FileSteps): number => (file.change.status === 'removed' ? 0 : file.steps.every((step) => step.kind !== 'embed') ? 1 : 2);
  const sorted = [...files].sort((left, right) => rank(left) - rank(right));
  const claimed = new Set<string>();
  for (const file of sorted) {
    for (const step of file.steps) {
      if (step.kind !== 'embed' || claimed.has(step.desired.chunkHash)) continue;
      claimed.add(step.desired.chunkHash);
      file.embeds.push(step.desired.chunkHash);
    }
  }
  return sorted;
}

function buildRecord(step: Step, tenantId: string, now: string): MemoryRecord {
  const existing = step.existing;
  const eventTime = step.desired.record.eventTime;
  return {
    ...step.desired.record,
    tenantId,
    // Usage and lifecycle belong to the record, not to the file: they survive re-chunking.
    importance: existing?.importance ?? 0.5,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
    lastAccessedAt: existing?.lastAccessedAt ?? null,
    accessCount: existing?.accessCount ?? 0,
    validFrom: existing?.validFrom ?? eventTime ?? now,
    validTo: null,
    supersededBy: null,
    status: existing?.status ?? 'active',
    evidence: [],
  };
}

/**
 * Writes the changes. Each transaction holds whole files only: a file's new chunks and the
 * removal of its old ones commit together, and every removed file's chunks go in the first
 * transaction together with every rename that needs no embedding. Knowledge writes no
 * history rows (the folder is the record of truth), and purges any, so a removed chunk
 * leaves no trace.
 */
export async function applyChanges(changes: FileChange[], context: ApplyContext): Promise<ApplyCounts> {
  const { files, pool } = planSteps(changes);
  const copySources = [...new Set(files.flatMap((file) => file.steps.flatMap((step) => (step.kind === 'copy' ? [step.from] : []))))];
  // Read before any write: the first transaction may delete the records these vectors come from.
  const copied = copySources.length > 0 ? await context.store.getVectors(context.tenantId, copySources) : new Map<string, Float32Array>();
  const vectorsByHash = new Map<string, Float32Array>();
  for (const [hash, id] of pool) {
    const vector = copied.get(id);
    if (vector) vectorsByHash.set(hash, vector);
  }
  const sequence = ordered(files);
  const totalToEmbed = sequence.reduce((sum, file) => sum + file.embeds.length, 0);
  const counts: ApplyCounts = { embedded: 0, reused: 0, removed: 0 };

  let group: FileSteps[] = [];
  let groupEmbeds = 0;
  const flush = async (): Promise<void> => {
    if (group.length === 0) return;
    await embedGroup(group, vectorsByHash, context, counts, totalToEmbed);
    await context.store.write(writeFor(group, vectorsByHash, context, counts));
    group = [];
    groupEmbeds = 0;
  };
  for (const file of sequence) {
    if (groupEmbeds > 0 && groupEmbeds + file.embeds.length > context.batchChunks) await flush();
    group.push(file);
    groupEmbeds += file.embeds.length;
  }
  await flush();
  return counts;
}

async function embedGroup(group: FileSteps[], vectors: Map<string, Float32Array>, context: ApplyContext, counts: ApplyCounts, total: number): Promise<void> {
  const texts = new Map<string, string>();
  for (const file of group) {
    const claimed = new Set(file.embeds);
    for (const step of file.steps) if (step.kind === 'embed' && claimed.has(step.desired.chunkHash)) texts.set(step.desired.chunkHash, step.desired.embeddingText);
  }
  const entries = [...texts];
  const size = Math.max(1, context.embedder.maxBatchSize);
  for (let start = 0; start < entries.length; start += size) {
    const slice = entries.slice(start, start + size);
    const embedded = await embedMany(context.embedder, slice.map(([, text]) => text));
    slice.forEach(([hash], index) => vectors.set(hash, embedded[index] as Float32Array));
    counts.embedded += slice.length;
    context.onEmbedded?.(counts.embedded, total);
  }
}

function writeFor(group: FileSteps[], vectors: Map<string, Float32Array>, context: ApplyContext, counts: ApplyCounts): WriteBatch {
  const now = context.now();
  const upserts: RecordWrite[] = [];
  const deletes: string[] = [];
  for (const file of group) {
    for (const step of file.steps) {
      const record = buildRecord(step, context.tenantId, now);
      if (step.kind === 'keep') {
        counts.reused += 1;
        // Same content: leave the row alone. Moved or re-dated: update it, keeping its vector.
        if (content(step.existing) !== content(step.desired.record)) upserts.push({ record: { ...record, updatedAt: now } });
        continue;
      }
      if (step.kind === 'copy') counts.reused += 1;
      const vector = vectors.get(step.desired.chunkHash);
      if (!vector) throw new MemoryError('INTERNAL', `knowledge sync has no vector for chunk ${step.desired.chunkHash}`);
      upserts.push({ record, vector, terms: analyze(step.desired.embeddingText) });
    }
    deletes.push(...file.deletes);
  }
  counts.removed += deletes.length;
  return { tenantId: context.tenantId, upserts, deletes, purgeHistoryOf: deletes };
}
