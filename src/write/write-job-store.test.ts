import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { manualClock } from '../core/clock.js';
import { SqliteStore } from '../stores/sqlite/sqlite-store.js';
import { caughtMemoryError } from '../testing/memory-error.js';
import { SqliteWriteJobStore } from './sqlite-write-job-store.js';
import { sampleWriteReport, writeJobStoreContract } from './write-job-store.contract.js';
import { InProcessWriteJobStore, writeJobStoreFor } from './write-job-store.js';

const folder = mkdtempSync(join(tmpdir(), 'agent-memory-write-jobs-'));
const stores: SqliteStore[] = [];

afterAll(async () => {
  for (const store of stores) await store.close();
  rmSync(folder, { recursive: true, force: true });
});

let files = 0;
/** Two connections to one new file, as two processes serving it would have. */
async function twoConnections(): Promise<[SqliteStore, SqliteStore]> {
  const path = join(folder, `jobs-${(files += 1)}.db`);
  const pair: [SqliteStore, SqliteStore] = [new SqliteStore({ path }), new SqliteStore({ path })];
  for (const store of pair) {
    await store.init();
    stores.push(store);
  }
  return pair;
}

writeJobStoreContract('in-process', async () => {
  const jobs = new InProcessWriteJobStore();
  return { first: jobs, second: jobs };
});

writeJobStoreContract('sqlite', async (clock) => {
  const [left, right] = await twoConnections();
  return { first: new SqliteWriteJobStore(() => left.database, clock), second: new SqliteWriteJobStore(() => right.database, clock) };
});

describe('SqliteWriteJobStore', () => {
  it('is the job store of a SQLite memory store, so every process on the file shares it', async () => {
    const [store] = await twoConnections();
    expect(writeJobStoreFor(store)).toBeInstanceOf(SqliteWriteJobStore);
    expect(writeJobStoreFor(store)).toBe(writeJobStoreFor(store));
  });

  it('prunes finished reports a week old when a later job finishes, and keeps pending ones', async () => {
    const [store] = await twoConnections();
    const clock = manualClock('2026-03-02T09:00:00.000Z');
    const jobs = new SqliteWriteJobStore(() => store.database, clock);
    await jobs.save({ tenantId: 'acme', userId: 'lin', report: sampleWriteReport('old_done', 'done') });
    await jobs.save({ tenantId: 'acme', userId: 'lin', report: sampleWriteReport('old_pending', 'pending') });
    clock.advance(7 * 24 * 3600 * 1000 - 1);
    await jobs.save({ tenantId: 'acme', userId: 'lin', report: sampleWriteReport('almost_week', 'done') });
    expect(await jobs.load('acme', 'old_done')).not.toBeNull();
    clock.advance(2);
    await jobs.save({ tenantId: 'acme', userId: 'lin', report: sampleWriteReport('week_later', 'done') });
    expect(await jobs.load('acme', 'old_done')).toBeNull();
    expect((await jobs.load('acme', 'old_pending'))?.status).toBe('pending');
    expect((await jobs.load('acme', 'almost_week'))?.status).toBe('done');
  });

  it('answers a corrupt stored report with STORE_ERROR instead of serving it', async () => {
    const [store] = await twoConnections();
    const jobs = new SqliteWriteJobStore(() => store.database);
    await jobs.save({ tenantId: 'acme', userId: 'lin', report: sampleWriteReport('job_corrupt', 'done') });
    store.database.prepare(`UPDATE write_jobs SET report = '{"status":1}' WHERE id = 'job_corrupt'`).run();
    expect((await caughtMemoryError(jobs.load('acme', 'job_corrupt'))).code).toBe('STORE_ERROR');
    store.database.prepare(`UPDATE write_jobs SET report = 'not json' WHERE id = 'job_corrupt'`).run();
    expect((await caughtMemoryError(jobs.load('acme', 'job_corrupt'))).code).toBe('STORE_ERROR');
  });
});
