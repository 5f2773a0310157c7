import { z } from 'zod';
import { MemoryError } from '../core/errors.js';

/** A row read back from a conversations table, checked against its schema; a mismatch is a STORE_ERROR, never a crash later. */
export function parseConversationRow<T>(schema: z.ZodType<T>, row: unknown): T {
  const parsed = schema.safeParse(row);
  if (!parsed.success) throw new MemoryError('STORE_ERROR', `a conversations row does not match its schema: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
