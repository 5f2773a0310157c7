import { z } from 'zod';

/** The part of a `/v1/chat/completions` response we use; other fields (usage, id) are ignored. */
export const chatCompletionResponseSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullable().optional() }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
});

export type ChatCompletionResponse = z.infer<typeof chatCompletionResponseSchema>;
