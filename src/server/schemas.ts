import { z } from '@hono/zod-openapi';
import {
  addInputSchema,
  isoTimeSchema,
  jsonValueSchema,
  memoryKindSchema,
  memoryStatusSchema,
  metadataSchema,
  scopeSchema,
  searchInputSchema,
  updateInputSchema,
} from '../core/schemas.js';
import { described, named } from './openapi-meta.js';

/**
 * The HTTP contract, built from the core's own schemas so a field is defined once. The
 * routes add only what HTTP needs: a required userId where the issue says so, query-string
 * coercion, and the response shapes for the OpenAPI document.
 */

// Recursive metadata values must be a named component: inlining a lazy schema never ends.
// On a lazy schema `named` also tags the original, which is the instance the core's schemas reference.
named(jsonValueSchema, 'JsonValue');

const identifier = scopeSchema.shape.userId.unwrap();
const userId = described(identifier, { description: 'The user the memories belong to', example: 'alice' });

export const errorResponseSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'INVALID_INPUT' }),
      message: z.string().openapi({ example: 'invalid request body: userId: Invalid input: expected string, received number' }),
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .openapi('Error');

export const scopeResponseSchema = named(scopeSchema, 'Scope');

export const memoryRecordSchema = z
  .object({
    id: z.string(),
    tenantId: z.string(),
    scope: scopeResponseSchema,
    kind: memoryKindSchema,
    text: z.string(),
    metadata: metadataSchema,
    tags: z.array(z.string()),
    importance: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
    lastAccessedAt: z.string().nullable(),
    accessCount: z.number(),
    eventTime: z.string().nullable(),
    validFrom: z.string().nullable(),
    validTo: z.string().nullable(),
    supersededBy: z.string().nullable(),
    status: memoryStatusSchema,
    evidence: z.array(z.string()),
    source: z.record(z.string(), jsonValueSchema.optional()),
  })
  .openapi('Memory');

export const addedMemorySchema = memoryRecordSchema
  .extend({
    deduplicated: z.literal(true).optional().openapi({
      description: 'Present only when the text, scope, kind, metadata and tags exactly repeat an active memory: that memory is returned and nothing new is stored',
    }),
  })
  .openapi('AddedMemory');

export const scoreBreakdownSchema = z
  .object({ dense: z.number(), keyword: z.number(), importance: z.number(), recency: z.number(), final: z.number() })
  .catchall(z.number())
  .openapi('ScoreBreakdown', { description: 'Why a memory was recalled: each signal, and the final score' });

export const searchResultSchema = memoryRecordSchema
  .extend({ score: z.number(), relevance: z.number().min(0).max(1), scores: scoreBreakdownSchema })
  .openapi('SearchResult');

export const addMemoryRequestSchema = addInputSchema
  .omit({ id: true, userId: true, source: true, evidence: true })
  .extend({ userId })
  .openapi('AddMemoryRequest');

const filterSchema = z.unknown().openapi({
  type: 'object',
  description: 'Metadata filter: { field: value } or operators $eq $ne $gt $gte $lt $lte $in $nin $contains, combined with $and $or $not',
  example: { topic: 'food' },
});

export const searchRequestSchema = searchInputSchema
  .omit({ userId: true, filter: true })
  .extend({ userId, filter: filterSchema.optional() })
  .openapi('SearchRequest');

export const searchResponseSchema = z.object({ results: z.array(searchResultSchema) }).openapi('SearchResponse');

export const updateMemoryRequestSchema = named(updateInputSchema, 'UpdateMemoryRequest');

/** A metadata filter travels in a query string as JSON. */
const jsonFilterParam = z
  .string()
  .transform((text, context): unknown => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'must be a JSON object' });
      return z.NEVER;
    }
  })
  .openapi({ type: 'string', description: 'Metadata filter as JSON', example: '{"topic":"food"}' });

const kindsParam = z
  .string()
  .transform((text) => text.split(',').map((part) => part.trim()).filter((part) => part.length > 0))
  .pipe(z.array(memoryKindSchema))
  .openapi({ type: 'string', description: 'Comma-separated kinds', example: 'semantic,procedural' });

export const listQuerySchema = z.object({
  userId,
  agentId: identifier.optional(),
  sessionId: identifier.optional(),
  kind: kindsParam.optional(),
  filter: jsonFilterParam.optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional().openapi({ type: 'integer', example: 50 }),
  offset: z.coerce.number().int().min(0).optional().openapi({ type: 'integer', example: 0 }),
});

export const memoryPageSchema = z
  .object({ items: z.array(memoryRecordSchema), total: z.number(), limit: z.number(), offset: z.number() })
  .openapi('MemoryPage');

/** Optional owner check on routes by id: with a userId, a memory of another user is 404. */
export const ownerQuerySchema = z.object({ userId: identifier.optional(), agentId: identifier.optional() });

export const deleteAllQuerySchema = z.object({
  userId: identifier.optional(),
  agentId: identifier.optional(),
  sessionId: identifier.optional(),
});

export const idParamSchema = z.object({
  id: z.string().min(1).max(256).openapi({ param: { name: 'id', in: 'path' }, example: '3f0c9a8e-0d52-4c1e-9d1a-2f1f4f0c8b1e' }),
});

export const historyEntrySchema = z
  .object({
    id: z.string(),
    memoryId: z.string(),
    event: z.string().openapi({ description: 'create, update, delete, archive, restore, supersede or merge' }),
    before: memoryRecordSchema.nullable(),
    after: memoryRecordSchema.nullable(),
    at: z.string(),
    actor: z.string().nullable(),
  })
  .openapi('HistoryEntry');

export const deletedResponseSchema = z.object({ deleted: z.number().int() }).openapi('Deleted');

export { isoTimeSchema, jsonValueSchema };
