import type { z } from 'zod';
import { MemoryError } from '../core/errors.js';

/**
 * Reads a JSON object from an LLM answer and validates it. Models sometimes wrap JSON in
 * a code fence or add a sentence around it; the outermost braces are taken. Anything that
 * still fails is a provider error, so callers can fall back to rules.
 */
export function parseLlmJson<T>(raw: string, schema: z.ZodType<T>, what: string): T {
  const unfenced = raw.replace(/^\s*```(?:json)?\s*/i, '').replace(/\s*```\s*$/, '');
  const start = unfenced.indexOf('{');
  const end = unfenced.lastIndexOf('}');
  if (start === -1 || end <= start) {
    throw new MemoryError('PROVIDER_ERROR', `${what}: the model did not answer with a JSON object`, { details: { answer: raw.slice(0, 200) } });
  }
  let value: unknown;
  try {
    value = JSON.parse(unfenced.slice(start, end + 1));
  } catch (error: unknown) {
    throw new MemoryError('PROVIDER_ERROR', `${what}: the model's JSON does not parse`, { cause: error, details: { answer: raw.slice(0, 200) } });
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new MemoryError('PROVIDER_ERROR', `${what}: the model's JSON has the wrong shape at ${issue?.path.join('.') || 'root'}: ${issue?.message ?? 'invalid'}`, {
      details: { answer: raw.slice(0, 200) },
    });
  }
  return result.data;
}
