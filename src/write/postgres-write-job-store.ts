import { PostgresSideTables } from '../stores/postgres/postgres-side-tables.js';
import type { PostgresStore } from '../stores/postgres/postgres-store.js';
import { parseStoredWriteReport } from './stored-write-report.js';
import type { WriteReport } from './types.js';
import type { StoredWriteJob, WriteJobStore } from './write-job-store.js';

/** Append-only: never edit a shipped step. */
export const POSTGRES_WRITE_JOB_MIGRATIONS: readonly string[] = [
  `CREATE TABLE write_jobs (
     tenant_id  text COLLATE "C" NOT NULL,
     id         text COLLATE "C" NOT NULL,
     user_id    text COLLATE "C" NOT NULL,
     status     text NOT NULL,
     report     jsonb NOT NULL,
     updated_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (tenant_id, id)
   );
   CREATE INDEX write_jobs_by_user ON write_jobs (tenant_id, user_id);
   CREATE INDEX write_jobs_finished ON write_jobs (updated_at) WHERE status <> 'pending';`,
];

/** Finished reports are kept this long, then pruned by later saves. */
const KEEP_FINISHED = '7 days';

/** Write-job reports in the Postgres store's database: one row per (tenant, job id). */
export class PostgresWriteJobStore implements WriteJobStore {
  private readonly tables: PostgresSideTables;

  constructor(store: PostgresStore) {
    this.tables = new PostgresSideTables(store, 'write-jobs', POSTGRES_WRITE_JOB_MIGRATIONS);
  }

  async save(job: StoredWriteJob): Promise<void> {
    await this.tables.run('save', async (pool) => {
      await pool.query(
        `INSERT INTO write_jobs (tenant_id, id, user_id, status, report) VALUES ($1, $2, $3, $4, $5::jsonb)
         ON CONFLICT (tenant_id, id) DO UPDATE SET status = EXCLUDED.status, report = EXCLUDED.report, updated_at = now()`,
        [job.tenantId, job.report.id, job.userId, job.report.status, JSON.stringify(job.report)],
      );
      if (job.report.status !== 'pending') await pool.query(`DELETE FROM write_jobs WHERE status <> 'pending' AND updated_at < now() - interval '${KEEP_FINISHED}'`);
    });
  }

  async load(tenantId: string, id: string): Promise<WriteReport | null> {
    const { rows } = await this.tables.run('load', (pool) => pool.query<{ report: unknown }>('SELECT report FROM write_jobs WHERE tenant_id = $1 AND id = $2', [tenantId, id]));
    if (!rows[0]) return null;
    return parseStoredWriteReport(id, rows[0].report);
  }

  async forgetUser(tenantId: string, userId: string): Promise<void> {
    await this.tables.run('forgetUser', (pool) => pool.query(`DELETE FROM write_jobs WHERE tenant_id = $1 AND user_id = $2 AND status <> 'pending'`, [tenantId, userId]));
  }
}
