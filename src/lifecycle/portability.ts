import type { MemoryEngine } from '../core/engine.js';
import { embedMany } from '../core/embedder.js';
import { MemoryError } from '../core/errors.js';
import { jsonBoundsViolation, METADATA_LIMITS } from '../core/input-bounds.js';
import { parseInput, scopeSchema } from '../core/schemas.js';
import { buildRecordQuery, requireAnchoredScope } from '../core/scope.js';
import { textTerms } from '../core/text/analyzer.js';
import type { HistoryEntry, MemoryRecord, Scope } from '../core/types.js';
import { loadRecords } from './archive.js';
import { EXPORT_FORMAT, EXPORT_VERSION, exportLineSchema, type ExportLine } from './export-format.js';

/** Every memory of the scope, in every status, oldest first. */
export async function recordsInScope(engine: MemoryEngine, scope: Scope, operation: string): Promise<MemoryRecord[]> {
  await engine.init();
  const parsed = parseInput(scopeSchema, scope ?? {}, 'scope');
  requireAnchoredScope(parsed, operation);
  const ids = await engine.store.listIds(buildRecordQuery(engine.tenantId, parsed, { statuses: ['active', 'archived', 'deleted'] }));
  const records = await loadRecords(engine, ids);
  return records.sort((left, right) => left.createdAt.localeCompare(right.createdAt) || left.id.localeCompare(right.id));
}

/**
 * A user's memories as JSONL (right of access and portability): a header line, every memory
 * (active and archived) and, unless `history: false`, every history entry of those memories.
 */
export async function* exportLines(engine: MemoryEngine, scope: Scope, options: { history?: boolean } = {}): AsyncGenerator<string> {
  const records = await recordsInScope(engine, scope, 'export');
  const header: ExportLine = {
    type: 'header',
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: engine.now(),
    scope: parseInput(scopeSchema, scope, 'scope'),
    details: { memories: records.length, embedder: { ...engine.embedder.info } },
  };
  yield JSON.stringify(header);
  for (const record of records) yield JSON.stringify({ type: 'memory', record } satisfies ExportLine);
  if (options.history === false) return;
  // Only the caller's own entries: an id reused after a hard delete keeps its earlier owner's log.
  const owner = parseInput(scopeSchema, scope, 'scope');
  for (const record of records) {
    for (const entry of await engine.store.history(engine.tenantId, record.id)) {
      if (engine.historyEntryOwned(entry, owner)) yield JSON.stringify({ type: 'history', entry } satisfies ExportLine);
    }
  }
}

export async function exportJsonl(engine: MemoryEngine, scope: Scope, options: { history?: boolean } = {}): Promise<string> {
  const lines: string[] = [];
  for await (const line of exportLines(engine, scope, options)) lines.push(line);
  return `${lines.join('\n')}\n`;
}

export interface ImportOptions {
  /** Import into this user instead of the one in the file (every record and snapshot is moved). */
  userId?: string;
  /** What to do with an id that already exists: skip it (default, so re-importing is safe), or fail. */
  onConflict?: 'skip' | 'error';
}

export interface ImportReport {
  imported: number;
  /** Ids that already exist in this tenant (onConflict 'skip'); nothing of theirs was written. */
  skipped: string[];
  /** Ids that appear more than once in the file: the first copy is imported, the others are not. */
  duplicates: string[];
  history: number;
}

/** A line holds a record, or a history entry with two snapshots, each with metadata within METADATA_LIMITS. */
const IMPORT_LINE_BOUNDS = { maxDepth: METADATA_LIMITS.maxDepth + 4, maxEntries: 4 * METADATA_LIMITS.maxEntries + 1_000, maxChars: 4 * METADATA_LIMITS.maxChars } as const;

/** Texts embedded per model call; the write itself is one transaction for the whole file. */
const EMBED_BATCH = 256;

function moveRecord(record: MemoryRecord, tenantId: string, userId: string | undefined): MemoryRecord {
  return { ...record, tenantId, scope: userId === undefined ? record.scope : { ...record.scope, userId } };
}

function parseLines(jsonl: string): ExportLine[] {
  const lines: ExportLine[] = [];
  jsonl.split(/\r?\n/).forEach((line, index) => {
    if (line.trim().length === 0) return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error: unknown) {
      throw new MemoryError('INVALID_INPUT', `import line ${index + 1} is not JSON`, { cause: error, details: { line: index + 1 } });
    }
    // Bounded before the recursive schema runs: a 10,000-deep value must be a 400, not a stack overflow.
    const violation = jsonBoundsViolation(value, IMPORT_LINE_BOUNDS);
    if (violation !== null) throw new MemoryError('INVALID_INPUT', `import line ${index + 1} is ${violation}`, { details: { line: index + 1 } });
    try {
      lines.push(parseInput(exportLineSchema, value, `import line ${index + 1}`));
    } catch (error: unknown) {
      if (MemoryError.isInstance(error)) throw new MemoryError('INVALID_INPUT', error.message, { cause: error, details: { ...error.details, line: index + 1 } });
      throw error;
    }
  });
  return lines;
}

/**
 * Loads an export, all or nothing. Every line is validated and every text embedded before
 * anything is written, then the whole file goes in one transaction with insert-if-absent
 * semantics, so a bad file, a crash or a racing writer of the same id leaves no partial import.
 * Texts are embedded again with this engine's embedder; records keep their ids, times,
 * importance, evidence and validity; history comes along.
 */
export async function importJsonl(engine: MemoryEngine, jsonl: string, options: ImportOptions = {}): Promise<ImportReport> {
  await engine.init();
  if (options.userId !== undefined) parseInput(scopeSchema, { userId: options.userId }, 'import target');
  const lines = parseLines(jsonl);
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  const records = lines.flatMap((line) => {
    if (line.type !== 'memory') return [];
    if (seen.has(line.record.id)) {
      duplicates.add(line.record.id);
      return [];
    }
    seen.add(line.record.id);
    return [moveRecord(line.record, engine.tenantId, options.userId)];
  });
  for (const record of records) {
    engine.checkText(record.text);
    requireAnchoredScope(record.scope, 'import');
  }
  const existing = new Set((await loadRecords(engine, records.map((record) => record.id))).map((record) => record.id));
  if (existing.size > 0 && options.onConflict === 'error') {
    throw new MemoryError('CONFLICT', `${existing.size} memories in the file already exist, such as ${[...existing][0]}`, { details: { ids: [...existing].slice(0, 20) } });
  }
  const fresh = records.filter((record) => !existing.has(record.id));
  const freshIds = new Set(fresh.map((record) => record.id));
  const history: HistoryEntry[] = lines.flatMap((line) => {
    if (line.type !== 'history' || !freshIds.has(line.entry.memoryId)) return [];
    const move = (snapshot: MemoryRecord | null): MemoryRecord | null => (snapshot ? moveRecord(snapshot, engine.tenantId, options.userId) : null);
    return [{ ...line.entry, before: move(line.entry.before), after: move(line.entry.after) }];
  });
  const vectors: Float32Array[] = [];
  for (let start = 0; start < fresh.length; start += EMBED_BATCH) {
    vectors.push(...(await embedMany(engine.embedder, fresh.slice(start, start + EMBED_BATCH).map((record) => record.text))));
  }
  if (fresh.length > 0 || history.length > 0) {
    await engine.store.write({
      tenantId: engine.tenantId,
      upserts: fresh.map((record, index) => ({ record, vector: vectors[index] as Float32Array, ...textTerms(record.text), create: true })),
      history,
    });
  }
  return { imported: fresh.length, skipped: [...existing], duplicates: [...duplicates], history: history.length };
}
