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

/** Error bodies: OpenAI sends `{ error: { message } }`; Ollama and some proxies send `{ error: "..." }`. */
const errorBodySchema = z.object({
  error: z.union([z.string(), z.object({ message: z.string() })]),
});

/** The server's own error message from a failed response body, or the body itself, shortened. */
export function serverErrorMessage(body: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (error: unknown) {
    parsed = undefined;
  }
  const result = errorBodySchema.safeParse(parsed);
  const message = result.success
    ? typeof result.data.error === 'string'
      ? result.data.error
      : result.data.error.message
    : body.trim();
  return message.length > 500 ? `${message.slice(0, 500)}…` : message;
}
