import type { MiddlewareHandler } from 'hono';
import { errorResponseSchema } from '../schemas.js';
import type { ServerEnv } from '../server-env.js';

/** The error responses every authenticated route can give, for the OpenAPI document. */
export const commonErrors = {
  400: { description: 'Invalid input; the message names the field', content: { 'application/json': { schema: errorResponseSchema } } },
  401: { description: 'Missing, unknown or revoked API key', content: { 'application/json': { schema: errorResponseSchema } } },
  413: { description: 'Request body over the limit', content: { 'application/json': { schema: errorResponseSchema } } },
  429: { description: 'Rate limit; see Retry-After', content: { 'application/json': { schema: errorResponseSchema } } },
} as const;

export const notFound = {
  404: { description: 'Not found in this tenant (or not visible to this user)', content: { 'application/json': { schema: errorResponseSchema } } },
} as const;

export const bearerSecurity = [{ bearerAuth: [] }];

/** Middleware every tenant route runs: authenticate, then rate-limit the key. */
export type RouteGuards = [MiddlewareHandler<ServerEnv>, MiddlewareHandler<ServerEnv>];

export function jsonBody<T>(schema: T, description: string) {
  return { content: { 'application/json': { schema } }, required: true, description };
}

export function jsonResponse<T>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}
