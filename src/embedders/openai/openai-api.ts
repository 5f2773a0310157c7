import { z } from 'zod';

/** The part of a `/v1/embeddings` response we use. Servers add fields (object, model, usage); they are ignored. */
export const embeddingsResponseSchema = z.object({
  data: z.array(
    z.object({
      embedding: z.array(z.number()),
      index: z.number().int().nonnegative(),
    }),
  ),
});

export type EmbeddingsResponse = z.infer<typeof embeddingsResponseSchema>;
