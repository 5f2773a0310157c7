import { z } from 'zod';
import { isoTimeSchema, scopeSchema } from '../core/schemas.js';

const identifier = z.string().min(1).max(256);
const days = z.number().min(0).max(36_500);

export const maintainOptionsSchema = scopeSchema.extend({
  dryRun: z.boolean().optional(),
  archiveAfterDays: days.optional(),
  archiveBelowImportance: z.number().min(0).max(1).optional(),
  purgeAfterDays: days.nullable().optional(),
  halfLifeDays: z.number().positive().max(36_500).optional(),
  protectImportance: z.number().min(0).max(1).optional(),
  now: isoTimeSchema.optional(),
});

export const forgetInputSchema = scopeSchema
  .extend({
    id: identifier.optional(),
    ids: z.array(identifier).min(1).max(1000).optional(),
    query: z.string().optional(),
    confirm: z.boolean().optional(),
    topK: z.number().int().min(1).max(200).optional(),
    threshold: z.number().min(0).max(1).optional(),
  })
  .refine((input) => [input.id, input.ids, input.query].filter((value) => value !== undefined).length === 1, {
    message: 'give exactly one of id, ids or query',
    path: ['id'],
  });

export const restoreInputSchema = scopeSchema.extend({ id: identifier });

export const feedbackInputSchema = scopeSchema.extend({ id: identifier, useful: z.boolean() });

export type MaintainOptions = z.input<typeof maintainOptionsSchema>;
export type ForgetInput = z.input<typeof forgetInputSchema>;
export type RestoreInput = z.input<typeof restoreInputSchema>;
export type FeedbackInput = z.input<typeof feedbackInputSchema>;
