import { z } from 'zod';

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
