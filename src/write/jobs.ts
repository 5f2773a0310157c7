import type { MemoryEngine } from '../core/engine.js';
import { MemoryError } from '../core/errors.js';
import type { WriteReport } from './types.js';

/**
 * Write jobs and their status. With an LLM, a turn returns at once and its memories are
 * written in the background; `writeStatus(id)` says when they are. Jobs live in this
 * process; finished ones are kept up to a bound so that status stays answerable for a while.
 */
interface Job {
  tenantId: string;
  userId: string;
  report: WriteReport;
  done: Promise<WriteReport>;
}

const MAX_FINISHED_JOBS = 1000;
const jobs = new Map<string, Job>();

export function registerJob(engine: MemoryEngine, userId: string, report: WriteReport, done: Promise<WriteReport>): void {
  jobs.set(report.id, { tenantId: engine.tenantId, userId, report, done });
  const finished = [...jobs.entries()].filter(([, job]) => job.report.status !== 'pending');
  for (const [id] of finished.slice(0, Math.max(0, finished.length - MAX_FINISHED_JOBS))) jobs.delete(id);
}

export function updateJob(report: WriteReport): void {
  const job = jobs.get(report.id);
  if (job) job.report = report;
}

function requireJob(engine: MemoryEngine, id: string): Job {
  const job = jobs.get(id);
  if (!job || job.tenantId !== engine.tenantId) throw new MemoryError('NOT_FOUND', `no write job with id ${JSON.stringify(id)}`, { details: { id: String(id) } });
  return job;
}

/** The report of a write job: `pending` until its memories are written, then `done` or `failed`. */
export function writeStatus(engine: MemoryEngine, id: string): WriteReport {
  return structuredClone(requireJob(engine, id).report);
}

/** Resolves when the job has finished (done or failed); never rejects. */
export async function waitForWrite(engine: MemoryEngine, id: string): Promise<WriteReport> {
  await requireJob(engine, id).done;
  return writeStatus(engine, id);
}

/** Waits for every pending job of this tenant (for shutdown, and for tests). */
export async function waitForAllWrites(engine: MemoryEngine): Promise<void> {
  await Promise.all([...jobs.values()].filter((job) => job.tenantId === engine.tenantId).map((job) => job.done));
}

/** Drops the reports of a user's jobs: they quote what the user said (used by erase). */
export function forgetJobsOf(tenantId: string, userId: string): void {
  for (const [id, job] of jobs) if (job.tenantId === tenantId && job.userId === userId && job.report.status !== 'pending') jobs.delete(id);
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
