import { z } from 'zod';
import { identifierSchema as identifier, isoTimeSchema, MAX_ID_LENGTH, metadataInputSchema } from '../core/schemas.js';

export const turnInputSchema = z
  .object({
    userId: identifier,
    agentId: identifier.optional(),
    sessionId: identifier,
    turnId: z.union([identifier, z.number().int().nonnegative().transform(String)]),
    user: z.string(),
    assistant: z.string().optional(),
    time: isoTimeSchema.optional(),
    metadata: metadataInputSchema.optional(),
  })
  // The turn's memory id `<session>_<turn>` and its evidence id `<session>:<turn>` are ids too.
  .refine((turn) => turn.sessionId.length + 1 + turn.turnId.length <= MAX_ID_LENGTH, {
    message: `sessionId and turnId together may hold at most ${MAX_ID_LENGTH - 1} characters (the turn is stored as <session>_<turn>)`,
    path: ['turnId'],
  });

export const recallInputSchema = z.object({
  userId: identifier,
  agentId: identifier.optional(),
  sessionId: identifier.optional(),
  question: z.string(),
  /** Seed 000 uses 3 to 5; at most 20. */
  topK: z.number().int().min(1).max(20).optional(),
  /** Minimum score (0..1, higher is closer); results under it are dropped. */
  threshold: z.number().min(0).max(1).optional(),
  now: isoTimeSchema.optional(),
});

const duration = z.string().regex(/^\d+(ms|s|m|h|d|w)$/, 'must be an ISO time or a duration such as 30m, 12h, 7d');

export const cleanupInputSchema = z
  .object({
    userId: identifier,
    agentId: identifier.optional(),
    sessionId: identifier.optional(),
    /** Delete turns that happened before this: an ISO time, or a duration back from now (7d, 12h). */
    olderThan: z.union([isoTimeSchema, duration]).optional(),
    /** Keep only the newest N turns of each session. */
    keepLast: z.number().int().min(0).optional(),
    /** List what would go without deleting. */
    dryRun: z.boolean().optional(),
  })
  .refine((input) => input.olderThan !== undefined || input.keepLast !== undefined, { message: 'give olderThan, keepLast or both', path: ['olderThan'] });

export type ParsedTurnInput = z.output<typeof turnInputSchema>;
export type RecallInput = z.input<typeof recallInputSchema>;
export type CleanupTurnsInput = z.input<typeof cleanupInputSchema>;

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** An ISO time as is, or `now` minus a duration. */
export function resolveCutoff(olderThan: string, now: Date): string {
  const match = /^(\d+)(ms|s|m|h|d|w)$/.exec(olderThan);
  if (!match) return new Date(olderThan).toISOString();
  return new Date(now.getTime() - Number(match[1]) * (UNIT_MS[match[2] as string] as number)).toISOString();
}
