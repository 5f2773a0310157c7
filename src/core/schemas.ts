import { z } from 'zod';
import { MemoryError, type JsonValue } from './errors.js';
import { MEMORY_KINDS, MEMORY_STATUSES } from './types.js';
import { jsonBoundsViolation, METADATA_LIMITS } from './input-bounds.js';

export const jsonValueSchema: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([z.string(), z.number().refine(Number.isFinite, 'numbers must be finite'), z.boolean(), z.null(), z.array(jsonValueSchema), z.record(z.string(), jsonValueSchema)]),
);

export const metadataSchema = z.record(z.string(), jsonValueSchema);

/**
 * Metadata as callers send it: checked against METADATA_LIMITS before the recursive schema runs,
 * so a deeply nested value is a 400, not a stack overflow. Rows read back use `metadataSchema`.
 */
export const metadataInputSchema = z.preprocess((value, context) => {
  const violation = jsonBoundsViolation(value, METADATA_LIMITS);
  if (violation !== null) {
    context.addIssue({ code: 'custom', message: `metadata is ${violation} (see the documented bounds)` });
    return z.NEVER;
  }
  return value;
}, metadataSchema);
export const isoTimeSchema = z.iso.datetime({ offset: true, local: false });
/** The longest id (of a memory, user, agent, session or turn) the API takes, in UTF-16 code units. */
export const MAX_ID_LENGTH = 256;
export const identifierSchema = z.string().min(1).max(MAX_ID_LENGTH).regex(/^[\p{L}\p{N}_.:@\-]+$/u, 'may hold letters, digits and _ . : @ - only');
const identifier = identifierSchema;

export const scopeSchema = z.object({
  userId: identifier.optional(),
  agentId: identifier.optional(),
  sessionId: identifier.optional(),
});

export const memoryKindSchema = z.enum(MEMORY_KINDS);
export const memoryStatusSchema = z.enum(MEMORY_STATUSES);

export const sourceSchema = z.record(z.string(), jsonValueSchema.optional());

export const addInputSchema = scopeSchema.extend({
  text: z.string(),
  id: identifier.optional(),
  kind: memoryKindSchema.optional(),
  metadata: metadataInputSchema.optional(),
  tags: z.array(z.string().min(1).max(128)).max(64).optional(),
  importance: z.number().min(0).max(1).optional(),
  eventTime: isoTimeSchema.optional(),
  validFrom: isoTimeSchema.optional(),
  evidence: z.array(z.string().min(1).max(256)).max(256).optional(),
  source: sourceSchema.optional(),
});

export const searchInputSchema = scopeSchema.extend({
  query: z.string(),
  topK: z.number().int().min(1).max(200).optional(),
  threshold: z.number().min(0).max(1).optional(),
  filter: z.unknown().optional(),
  kinds: z.array(memoryKindSchema).optional(),
  includeKnowledge: z.boolean().optional(),
  includeArchived: z.boolean().optional(),
  now: isoTimeSchema.optional(),
});

export const listInputSchema = scopeSchema.extend({
  filter: z.unknown().optional(),
  kinds: z.array(memoryKindSchema).optional(),
  statuses: z.array(memoryStatusSchema).optional(),
  limit: z.number().int().min(1).max(1000).optional(),
  offset: z.number().int().min(0).optional(),
  /** Explicit opt-in to list every user of the tenant (admin tools, maintenance); refused otherwise. */
  tenantWide: z.boolean().optional(),
});

export const updateInputSchema = z.object({
  text: z.string().optional(),
  metadata: metadataInputSchema.optional(),
  tags: z.array(z.string().min(1).max(128)).max(64).optional(),
  importance: z.number().min(0).max(1).optional(),
  eventTime: isoTimeSchema.nullable().optional(),
  validTo: isoTimeSchema.nullable().optional(),
  supersededBy: identifier.nullable().optional(),
  status: memoryStatusSchema.optional(),
});

/** Runs a schema at a boundary and turns its complaint into one readable INVALID_INPUT error. */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown, what: string): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : undefined;
  const message = `invalid ${what}${field ? `: ${field}` : ''}: ${issue?.message ?? 'malformed'}`;
  throw new MemoryError('INVALID_INPUT', message, { details: field ? { field } : {} });
}
