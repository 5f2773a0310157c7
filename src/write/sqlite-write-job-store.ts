import { systemClock, type Clock } from '../core/clock.js';
import { MemoryError } from '../core/errors.js';
import { migratedOnFirstUse, type Database } from '../stores/sqlite/migrate.js';
import { guardSqlite } from '../stores/sqlite/sqlite-errors.js';
import { parseStoredWriteReport } from './stored-write-report.js';
import type { WriteReport } from './types.js';
import type { StoredWriteJob, WriteJobStore } from './write-job-store.js';

const COMPONENT = 'write-jobs';

/** Append-only: never edit a shipped step (see stores/sqlite/migrate.ts). */
export const SQLITE_WRITE_JOB_MIGRATIONS: readonly string[] = [
  `CREATE TABLE write_jobs (
     tenant_id  TEXT NOT NULL,
     id         TEXT NOT NULL,
     user_id    TEXT NOT NULL,
     status     TEXT NOT NULL,
     report     TEXT NOT NULL,
     updated_ms INTEGER NOT NULL,
     PRIMARY KEY (tenant_id, id)
   ) WITHOUT ROWID;
   CREATE INDEX write_jobs_by_user ON write_jobs (tenant_id, user_id);
   CREATE INDEX write_jobs_finished ON write_jobs (updated_ms) WHERE status <> 'pending';`,
];

/** Finished reports are kept this long (as on Postgres), then pruned by later saves. */
const KEEP_FINISHED_MS = 7 * 24 * 3600 * 1000;

/**
 * Write-job reports in the memory store's SQLite file: one row per (tenant, job id), so every
 * process serving the file answers `GET /v1/writes/{id}` for a job another process ran.
 * Takes the handle lazily: the memory store opens the file in its own `init()`.
 */
export class SqliteWriteJobStore implements WriteJobStore {
  private readonly db: () => Database;

  constructor(
    database: () => Database,
    private readonly clock: Clock = systemClock,
  ) {
    this.db = migratedOnFirstUse(database, COMPONENT, SQLITE_WRITE_JOB_MIGRATIONS);
  }

  async save(job: StoredWriteJob): Promise<void> {
    guardSqlite('sqlite write jobs', 'save', () => {
      const db = this.db();
      const now = this.clock.now().getTime();
      db.transaction(() => {
        db.prepare(
          `INSERT INTO write_jobs (tenant_id, id, user_id, status, report, updated_ms) VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (tenant_id, id) DO UPDATE SET status = excluded.status, report = excluded.report, updated_ms = excluded.updated_ms`,
        ).run(job.tenantId, job.report.id, job.userId, job.report.status, JSON.stringify(job.report), now);
        if (job.report.status !== 'pending') db.prepare(`DELETE FROM write_jobs WHERE status <> 'pending' AND updated_ms < ?`).run(now - KEEP_FINISHED_MS);
      }).immediate();
    });
  }

  async load(tenantId: string, id: string): Promise<WriteReport | null> {
    const row = guardSqlite('sqlite write jobs', 'load', () =>
      this.db().prepare<[string, string], { report: string }>('SELECT report FROM write_jobs WHERE tenant_id = ? AND id = ?').get(tenantId, id),
    );
    if (row === undefined) return null;
    let stored: unknown;
    try {
      stored = JSON.parse(row.report);
    } catch (error: unknown) {
      throw new MemoryError('STORE_ERROR', `write job ${id} has a report that is not JSON`, { cause: error });
    }
    return parseStoredWriteReport(id, stored);
  }

  async forgetUser(tenantId: string, userId: string): Promise<void> {
    guardSqlite('sqlite write jobs', 'forgetUser', () => {
      this.db().prepare(`DELETE FROM write_jobs WHERE tenant_id = ? AND user_id = ? AND status <> 'pending'`).run(tenantId, userId);
    });
  }
}
