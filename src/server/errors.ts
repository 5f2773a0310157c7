import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { MemoryError, type MemoryErrorCode } from '../core/errors.js';

/** The one error body every route returns. Never a stack trace. */
export interface ErrorBody {
  error: { code: string; message: string; details?: Record<string, unknown> };
}

const statusByCode: Partial<Record<MemoryErrorCode, ContentfulStatusCode>> = {
  INVALID_INPUT: 400,
  INVALID_FILTER: 400,
  TEXT_TOO_LONG: 400,
  SCOPE_REQUIRED: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  TIMEOUT: 503,
  EMBEDDING_INVALID: 502,
  PROVIDER_ERROR: 502,
};

/** Codes added to the union later still get a sensible status from their category. */
export function statusForError(error: MemoryError): ContentfulStatusCode {
  const known = statusByCode[error.code];
  if (known) return known;
  if (error.category === 'user') return 400;
  if (error.category === 'provider') return 502;
  return 500;
}

/** Hono's own exceptions (malformed JSON, wrong media type) become MemoryErrors with the same status. */
function fromHttpException(exception: HTTPException): { error: MemoryError; status: ContentfulStatusCode } {
  const status = exception.status as ContentfulStatusCode;
  if (status === 413) return { error: new MemoryError('PAYLOAD_TOO_LARGE', 'request body is too large'), status };
  if (status === 401) return { error: new MemoryError('UNAUTHORIZED', exception.message || 'unauthorized'), status };
  if (status === 415) {
    return { error: new MemoryError('INVALID_INPUT', 'request body must be JSON with Content-Type: application/json'), status };
  }
  if (status >= 400 && status < 500) {
    const message = /malformed json/i.test(exception.message) ? 'request body is not valid JSON' : exception.message || 'bad request';
    return { error: new MemoryError('INVALID_INPUT', message), status };
  }
  return { error: new MemoryError('INTERNAL', 'internal error'), status: 500 };
}

export function errorBody(error: MemoryError, includeDetails = true): ErrorBody {
  const details = includeDetails && Object.keys(error.details).length > 0 ? { details: error.details } : {};
  return { error: { code: error.code, message: error.message, ...details } };
}

export type ErrorLogger = (message: string, error: unknown) => void;

/**
 * The single place that turns anything thrown into a response. User errors say what was
 * wrong; unexpected errors are logged here and answered with a generic message, so no
 * internals (paths, SQL, stacks) reach the client.
 */
export function createErrorHandler(log: ErrorLogger) {
  return (thrown: unknown, c: Context): Response => {
    let error: MemoryError;
    let status: ContentfulStatusCode;
    if (MemoryError.isInstance(thrown)) {
      error = thrown;
      status = statusForError(thrown);
      if (status >= 500) log(`request failed: ${c.req.method} ${c.req.path}`, thrown);
    } else if (thrown instanceof HTTPException) {
      ({ error, status } = fromHttpException(thrown));
    } else {
      log(`unexpected error: ${c.req.method} ${c.req.path}`, thrown);
      error = new MemoryError('INTERNAL', 'internal error');
      status = 500;
    }
    if (error.code === 'UNAUTHORIZED') c.header('WWW-Authenticate', 'Bearer');
    // The unread rest of an oversized body is still on the socket and would be parsed as the next
    // request, so the connection cannot be reused: say so, and Node closes it after this response.
    if (status === 413) c.header('Connection', 'close');
    if (error.code === 'RATE_LIMITED') {
      const retryAfter = error.details.retryAfterSeconds;
      if (typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
    }
    return c.json(errorBody(status === 500 ? withoutInternals(error) : error, status < 500), status);
  };
}

/**
 * A 500's message is written for the log, and may name SQL, paths or library internals
 * ("sqlite list failed: Expression tree is too large"); the client gets the code and a generic line.
 */
function withoutInternals(error: MemoryError): MemoryError {
  const message = error.code === 'STORE_ERROR' ? 'the store could not complete the request; the server log has the cause' : 'internal error';
  return new MemoryError(error.code, message, { isRetryable: error.isRetryable });
}

/** Turns a failed zod check into the same message shape as the core's `parseInput`. */
export function validationError(zodError: ZodError, target: string): MemoryError {
  const issue = zodError.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : undefined;
  const what = target === 'json' ? 'request body' : target === 'query' ? 'query string' : target === 'param' ? 'path' : target;
  const message = `invalid ${what}${field ? `: ${field}` : ''}: ${issue?.message ?? 'malformed'}`;
  return new MemoryError('INVALID_INPUT', message, { details: field ? { field } : {} });
}
