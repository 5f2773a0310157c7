import type { MemoryEngine } from '../core/engine.js';
import { embedMany } from '../core/embedder.js';
import { MemoryError } from '../core/errors.js';
import { parseInput } from '../core/schemas.js';
import { buildRecordQuery, requireAnchoredScope } from '../core/scope.js';
import { runSearch } from '../core/search/hybrid-search.js';
import { analyze } from '../core/text/analyzer.js';
import type { MemoryRecord, Scope, SearchResult } from '../core/types.js';
import { archiveRecords, restored } from './archive.js';
import { forgetInputSchema, restoreInputSchema, type ForgetInput, type RestoreInput } from './schemas.js';

export interface ForgetReport {
  /** True when nothing changed: the matches of a query, waiting for `confirm: true`. */
  preview: boolean;
  /** What matched (a query's preview), with scores. */
  matches: SearchResult[];
  /** What was archived (restorable with `restore`). */
  archived: MemoryRecord[];
}

function scopeOf(input: Scope): Scope {
  return {
    ...(input.userId !== undefined ? { userId: input.userId } : {}),
    ...(input.agentId !== undefined ? { agentId: input.agentId } : {}),
    ...(input.sessionId !== undefined ? { sessionId: input.sessionId } : {}),
  };
}

/** A record the scope may change: visible from it, and owned by the named user (never shared knowledge). */
async function requireOwned(engine: MemoryEngine, id: string, scope: Scope): Promise<MemoryRecord> {
  const record = await engine.requireRecord(id, scope);
  if (record.scope.userId === undefined && record.scope.agentId === undefined) {
    throw new MemoryError('FORBIDDEN', `memory ${id} is shared knowledge; remove it through the document sync`, { details: { id } });
  }
  if (scope.userId !== undefined && record.scope.userId !== scope.userId) throw new MemoryError('NOT_FOUND', `no memory with id ${JSON.stringify(id)}`, { details: { id } });
  return record;
}

/** Matches of a "forget everything about my old job" query, without counting them as accesses. */
async function findMatches(engine: MemoryEngine, scope: Scope, query: string, topK: number, threshold: number): Promise<SearchResult[]> {
  const text = engine.checkText(query, 'query');
  const [vector] = await embedMany(engine.embedder, [text]);
  return runSearch({
    store: engine.store,
    query: buildRecordQuery(engine.tenantId, scope, { statuses: ['active'] }),
    vector: vector as Float32Array,
    terms: analyze(text),
    now: engine.clock.now(),
    config: engine.config.search,
    topK,
    threshold,
    text,
    embedder: engine.embedder,
    ...(await engine.pipelineInputs()),
  });
}

/**
 * Explicit forgetting. `{ id }` archives one memory. `{ query }` first previews what matches
 * (nothing changes), and archives those matches only when called again with `confirm: true`;
 * `{ ids }` archives exactly the ids a preview showed. Archiving is reversible with `restore`
 * until maintenance purges it. Anything that can touch more than one memory needs a user or agent.
 */
export async function forget(engine: MemoryEngine, input: ForgetInput): Promise<ForgetReport> {
  await engine.init();
  const parsed = parseInput(forgetInputSchema, input, 'forget request');
  const scope = scopeOf(parsed);
  if (parsed.id !== undefined) {
    const record = await requireOwned(engine, parsed.id, scope);
    if (record.status !== 'active') return { preview: false, matches: [], archived: [] };
    return { preview: false, matches: [], archived: await archiveRecords(engine, [record], 'forgotten on request', 'forget') };
  }
  requireAnchoredScope(scope, 'forget');
  if (parsed.ids !== undefined) {
    const records: MemoryRecord[] = [];
    for (const id of new Set(parsed.ids)) records.push(await requireOwned(engine, id, scope));
    const active = records.filter((record) => record.status === 'active');
    return { preview: false, matches: [], archived: await archiveRecords(engine, active, 'forgotten on request', 'forget') };
  }
  const matches = await findMatches(engine, scope, parsed.query ?? '', parsed.topK ?? 20, parsed.threshold ?? engine.config.search.threshold);
  const owned = matches.filter((match) => match.scope.userId !== undefined || match.scope.agentId !== undefined);
  if (!parsed.confirm) return { preview: true, matches: owned, archived: [] };
  const records = await engine.store.getMany(engine.tenantId, owned.map((match) => match.id));
  return { preview: false, matches: owned, archived: await archiveRecords(engine, records, `forgotten on request: ${parsed.query}`, 'forget') };
}

/** Brings an archived memory back (soft delete undone), with a `restore` history entry. */
export async function restore(engine: MemoryEngine, input: RestoreInput): Promise<MemoryRecord> {
  await engine.init();
  const parsed = parseInput(restoreInputSchema, input, 'restore request');
  const record = await requireOwned(engine, parsed.id, scopeOf(parsed));
  if (record.status !== 'archived') {
    throw new MemoryError('CONFLICT', `memory ${parsed.id} is ${record.status}, not archived; only archived memories can be restored`, {
      details: { id: parsed.id, status: record.status },
    });
  }
  const after = restored(record, engine.now());
  await engine.store.write({ tenantId: engine.tenantId, upserts: [{ record: after }], history: [engine.historyEntry('restore', record, after, 'restore')] });
  return after;
}
