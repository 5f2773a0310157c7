import type { MemoryEngine } from '../core/engine.js';
import { parseInput } from '../core/schemas.js';
import type { RecordQuery } from '../core/store.js';
import { MEMORY_KINDS, type MemoryKind, type MemoryRecord, type Scope } from '../core/types.js';
import { archivedAtOf, archiveRecords, loadRecords } from './archive.js';
import { effectiveImportance, lastUseOf } from './decay.js';
import { DAY_MS } from '../core/memory-time.js';
import { defaultLifecyclePolicy, type LifecyclePolicy } from './policy.js';
import { maintainOptionsSchema, type MaintainOptions } from './schemas.js';

export interface MaintainItem {
  id: string;
  text: string;
  scope: Scope;
  kind: MemoryKind;
  createdAt: string;
  lastAccessedAt: string | null;
  importance: number;
  effectiveImportance: number;
  reason: string;
}

export interface MaintainReport {
  dryRun: boolean;
  now: string;
  policy: LifecyclePolicy & { purge: boolean };
  /** Memories old enough to be considered. */
  scanned: number;
  /** Archived now (or, in a dry run, that would be). */
  archived: MaintainItem[];
  /** Purged now (or, in a dry run, that would be). */
  purged: MaintainItem[];
}

/** Knowledge chunks belong to the document sync, which keeps them exactly in step with the files. */
const MAINTAINED_KINDS = MEMORY_KINDS.filter((kind) => kind !== 'knowledge');

function baseQuery(engine: MemoryEngine, scope: Scope, statuses: RecordQuery['statuses']): RecordQuery {
  return {
    tenantId: engine.tenantId,
    statuses,
    kinds: [...MAINTAINED_KINDS],
    ...(scope.userId !== undefined ? { userId: scope.userId } : {}),
    ...(scope.agentId !== undefined ? { agentId: scope.agentId } : {}),
    ...(scope.sessionId !== undefined ? { sessionId: scope.sessionId } : {}),
  };
}

function item(record: MemoryRecord, now: Date, halfLifeDays: number, reason: string): MaintainItem {
  return {
    id: record.id,
    text: record.text,
    scope: record.scope,
    kind: record.kind,
    createdAt: record.createdAt,
    lastAccessedAt: record.lastAccessedAt,
    importance: record.importance,
    effectiveImportance: Math.round(effectiveImportance(record, now, halfLifeDays) * 1000) / 1000,
    reason,
  };
}

/**
 * The maintenance job: archives memories older than `archiveAfterDays` that nobody used
 * since and whose effective importance decayed below the floor (soft delete, reversible
 * with `restore`), and purges memories archived more than `purgeAfterDays` ago.
 * With `dryRun` it lists what would change and changes nothing.
 *
 * It is the one bulk operation allowed without a user: it is the tenant's retention policy,
 * run on an interval, and what it archives stays restorable for the grace period.
 * A scope narrows it to one user, agent or session.
 */
export async function maintain(engine: MemoryEngine, options: MaintainOptions = {}): Promise<MaintainReport> {
  await engine.init();
  const parsed = parseInput(maintainOptionsSchema, options, 'maintain options');
  const policy: LifecyclePolicy = {
    halfLifeDays: parsed.halfLifeDays ?? defaultLifecyclePolicy.halfLifeDays,
    archiveAfterDays: parsed.archiveAfterDays ?? defaultLifecyclePolicy.archiveAfterDays,
    archiveBelowImportance: parsed.archiveBelowImportance ?? defaultLifecyclePolicy.archiveBelowImportance,
    purgeAfterDays: parsed.purgeAfterDays ?? defaultLifecyclePolicy.purgeAfterDays,
    protectImportance: parsed.protectImportance ?? defaultLifecyclePolicy.protectImportance,
  };
  const purge = parsed.purgeAfterDays !== null;
  const now = parsed.now ? new Date(parsed.now) : engine.clock.now();
  const cutoff = new Date(now.getTime() - policy.archiveAfterDays * DAY_MS).toISOString();
  const dryRun = parsed.dryRun ?? false;

  const oldIds = await engine.store.listIds({ ...baseQuery(engine, parsed, ['active']), createdBefore: cutoff });
  const old = await loadRecords(engine, oldIds);
  const toArchive = old.filter(
    (record) =>
      lastUseOf(record) < cutoff && record.importance < policy.protectImportance && effectiveImportance(record, now, policy.halfLifeDays) < policy.archiveBelowImportance,
  );
  const archiveReason = `older than ${policy.archiveAfterDays} days, unused since, effective importance below ${policy.archiveBelowImportance}`;

  let toPurge: MemoryRecord[] = [];
  if (purge) {
    const purgeCutoff = new Date(now.getTime() - policy.purgeAfterDays * DAY_MS).toISOString();
    const archivedRecords = await loadRecords(engine, await engine.store.listIds(baseQuery(engine, parsed, ['archived'])));
    toPurge = archivedRecords.filter((record) => archivedAtOf(record) < purgeCutoff);
  }
  const report: MaintainReport = {
    dryRun,
    now: now.toISOString(),
    policy: { ...policy, purge },
    scanned: old.length,
    archived: toArchive.map((record) => item(record, now, policy.halfLifeDays, archiveReason)),
    purged: toPurge.map((record) => item(record, now, policy.halfLifeDays, `archived more than ${policy.purgeAfterDays} days ago`)),
  };
  if (dryRun) return report;

  await archiveRecords(engine, toArchive, archiveReason, 'maintain');
  for (let start = 0; start < toPurge.length; start += 500) {
    const batch = toPurge.slice(start, start + 500);
    // Purged means gone: the record, its vector, its keyword rows and its history (which holds its text).
    const ids = batch.map((record) => record.id);
    await engine.store.write({ tenantId: engine.tenantId, deletes: ids, purgeHistoryOf: ids });
  }
  return report;
}
