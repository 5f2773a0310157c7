import { z } from 'zod';
import { isoTimeSchema, jsonValueSchema, memoryKindSchema, memoryStatusSchema, metadataSchema, scopeSchema, sourceSchema } from '../core/schemas.js';

/**
 * The JSONL export format, one object per line: a header, then each memory, then each
 * history entry. Vectors are not exported: they belong to an embedder, and import embeds
 * again with whichever embedder the target store uses (this is also how a store moves to
 * another embedder).
 */
export const EXPORT_FORMAT = 'agent-memory/export';
export const EXPORT_VERSION = 1;

export const memoryRecordSchema = z.object({
  id: z.string().min(1).max(256),
  tenantId: z.string().min(1),
  scope: scopeSchema,
  kind: memoryKindSchema,
  text: z.string().min(1),
  metadata: metadataSchema,
  tags: z.array(z.string()),
  importance: z.number().min(0).max(1),
  createdAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
  lastAccessedAt: isoTimeSchema.nullable(),
  accessCount: z.number().int().min(0),
  eventTime: isoTimeSchema.nullable(),
  validFrom: isoTimeSchema.nullable(),
  validTo: isoTimeSchema.nullable(),
  supersededBy: z.string().nullable(),
  status: memoryStatusSchema,
  evidence: z.array(z.string()),
  source: sourceSchema,
});

export const historyEntrySchema = z.object({
  id: z.string().min(1),
  memoryId: z.string().min(1),
  event: z.enum(['create', 'update', 'delete', 'archive', 'restore', 'supersede', 'merge']),
  before: memoryRecordSchema.nullable(),
  after: memoryRecordSchema.nullable(),
  at: isoTimeSchema,
  actor: z.string().nullable(),
});

export const exportLineSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('header'), format: z.literal(EXPORT_FORMAT), version: z.literal(EXPORT_VERSION), exportedAt: isoTimeSchema, scope: scopeSchema, details: jsonValueSchema.optional() }),
  z.object({ type: z.literal('memory'), record: memoryRecordSchema }),
  z.object({ type: z.literal('history'), entry: historyEntrySchema }),
]);

export type ExportLine = z.infer<typeof exportLineSchema>;
