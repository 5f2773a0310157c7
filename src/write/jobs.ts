import type { MemoryEngine } from '../core/engine.js';
import { MemoryError } from '../core/errors.js';
import type { WriteReport } from './types.js';
import { writeJobStoreFor } from './write-job-store.js';
import { tenantKey } from '../core/tenant-key.js';

/**
 * Write jobs and their status. With an LLM, a turn returns at once and its memories are
 * written in the background; `writeStatus(id)` says when they are. Reports live in the job
 * store of the engine's memory store (write-job-store.ts: the Postgres database, shared by every
 * process on it, or this process); awaiting a job is possible only in the process running it.
 */
const running = new Map<string, { tenantId: string; done: Promise<WriteReport> }>();

/** Records a job's report (pending, or finished for a synchronous write). */
export async function saveJob(engine: MemoryEngine, userId: string, report: WriteReport): Promise<void> {
  await writeJobStoreFor(engine.store).save({ tenantId: engine.tenantId, userId, report });
}

/** Remembers a background job's completion in this process, for `waitForWrite` and shutdown. */
export function trackJob(engine: MemoryEngine, id: string, done: Promise<WriteReport>): void {
  const key = tenantKey(engine.tenantId, id);
  running.set(key, { tenantId: engine.tenantId, done });
  void done.finally(() => running.delete(key));
}

/** The report of a write job: `pending` until its memories are written, then `done` or `failed`. */
export async function writeStatus(engine: MemoryEngine, id: string): Promise<WriteReport> {
  const report = await writeJobStoreFor(engine.store).load(engine.tenantId, id);
  if (!report) throw new MemoryError('NOT_FOUND', `no write job with id ${JSON.stringify(id)}`, { details: { id: String(id) } });
  return report;
}

/** Resolves when the job has finished (done or failed); never rejects for a job this process runs. */
export async function waitForWrite(engine: MemoryEngine, id: string): Promise<WriteReport> {
  const job = running.get(tenantKey(engine.tenantId, id));
  if (job) return structuredClone(await job.done);
  return writeStatus(engine, id);
}

/** Waits for every pending job of this tenant in this process (for shutdown, and for tests). */
export async function waitForAllWrites(engine: MemoryEngine): Promise<void> {
  await Promise.all([...running.values()].filter((job) => job.tenantId === engine.tenantId).map((job) => job.done));
}

/** Drops the reports of a user's finished jobs: they quote what the user said (used by erase). */
export async function forgetJobsOf(engine: MemoryEngine, userId: string): Promise<void> {
  await writeJobStoreFor(engine.store).forgetUser(engine.tenantId, userId);
}

const locks = new Map<string, Promise<unknown>>();

/**
 * Runs writes for one owner one at a time, so two turns of a user never both miss each
 * other's memory and write a duplicate. Different users run in parallel.
 */
export async function withOwnerLock<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = locks.get(key) ?? Promise.resolve();
  const run = previous.then(work, work);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  locks.set(key, settled);
  try {
    return await run;
  } finally {
    if (locks.get(key) === settled) locks.delete(key);
  }
}
