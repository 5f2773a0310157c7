import type { MemoryStore } from '../core/store.js';
import { isPostgresStore } from '../stores/postgres/postgres-side-tables.js';
import { isSqliteBacked } from '../stores/sqlite/sqlite-backed.js';
import { PostgresWriteJobStore } from './postgres-write-job-store.js';
import { SqliteWriteJobStore } from './sqlite-write-job-store.js';
import type { WriteReport } from './types.js';
import { tenantKey } from '../core/tenant-key.js';

export interface StoredWriteJob {
  tenantId: string;
  userId: string;
  report: WriteReport;
}

/**
 * Where write-job reports live. Identity is (tenant, job id). The in-process adapter serves one
 * process; the SQLite and Postgres adapters keep reports in the store's database, so
 * `GET /v1/writes/{id}` answers on every server process sharing it. Waiting for a job stays in the process running it.
 */
export interface WriteJobStore {
  /** Inserts or replaces the job's report. */
  save(job: StoredWriteJob): Promise<void>;
  load(tenantId: string, id: string): Promise<WriteReport | null>;
  /** Drops a user's finished reports: they quote what the user said (used by erase). */
  forgetUser(tenantId: string, userId: string): Promise<void>;
}

const MAX_FINISHED_JOBS = 1000;

/** Reports in this process; finished ones are kept up to a bound so status stays answerable for a while. */
export class InProcessWriteJobStore implements WriteJobStore {
  private readonly jobs = new Map<string, StoredWriteJob>();

  async save(job: StoredWriteJob): Promise<void> {
    const key = tenantKey(job.tenantId, job.report.id);
    this.jobs.delete(key);
    this.jobs.set(key, structuredClone(job));
    const finished = [...this.jobs.entries()].filter(([, stored]) => stored.report.status !== 'pending');
    for (const [oldest] of finished.slice(0, Math.max(0, finished.length - MAX_FINISHED_JOBS))) this.jobs.delete(oldest);
  }

  async load(tenantId: string, id: string): Promise<WriteReport | null> {
    const job = this.jobs.get(tenantKey(tenantId, id));
    return job ? structuredClone(job.report) : null;
  }

  async forgetUser(tenantId: string, userId: string): Promise<void> {
    for (const [key, job] of this.jobs) if (job.tenantId === tenantId && job.userId === userId && job.report.status !== 'pending') this.jobs.delete(key);
  }
}

const inProcess = new InProcessWriteJobStore();
const shared = new WeakMap<MemoryStore, WriteJobStore>();

/** The job store of a memory store: its SQLite file or Postgres database when it has one, this process otherwise. */
export function writeJobStoreFor(store: MemoryStore): WriteJobStore {
  let jobs = shared.get(store);
  if (!jobs) {
    if (isSqliteBacked(store)) jobs = new SqliteWriteJobStore(() => store.database);
    else if (isPostgresStore(store)) jobs = new PostgresWriteJobStore(store);
    else return inProcess;
    shared.set(store, jobs);
  }
  return jobs;
}
