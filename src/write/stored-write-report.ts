import { z } from 'zod';
import { MemoryError } from '../core/errors.js';
import type { WriteReport } from './types.js';

const reportSchema = z.object({ id: z.string(), status: z.string() }).catchall(z.unknown());

/** A write-job report read back from a database, checked before it is served. */
export function parseStoredWriteReport(id: string, stored: unknown): WriteReport {
  const parsed = reportSchema.safeParse(stored);
  if (!parsed.success) throw new MemoryError('STORE_ERROR', `write job ${id} has a malformed report: ${z.prettifyError(parsed.error)}`);
  // The report was written by this code from a WriteReport; the schema checks its shape's core.
  return parsed.data as unknown as WriteReport;
}
