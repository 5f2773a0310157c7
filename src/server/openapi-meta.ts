import { z } from '@hono/zod-openapi';

type OpenApiMetadata = Exclude<Parameters<z.ZodString['openapi']>[1], undefined>;

/**
 * zod 4 copies prototype methods onto each schema when it is built, so schemas the core
 * built before `@hono/zod-openapi` patched zod have no `.openapi()`. These borrow the
 * patched method, which returns a documented copy and leaves the core's schema untouched.
 */
const openapi = z.ZodType.prototype.openapi as (this: z.ZodType, ...args: unknown[]) => z.ZodType;

/** A copy of the schema registered as `#/components/schemas/<refId>`. */
export function named<T extends z.ZodType>(schema: T, refId: string, metadata?: OpenApiMetadata): T {
  return openapi.call(schema, refId, metadata) as T;
}

/** A copy of the schema with a description, example or parameter placement for the document. */
export function described<T extends z.ZodType>(schema: T, metadata: OpenApiMetadata): T {
  return openapi.call(schema, metadata) as T;
}

/** An object the library returns as is (a write report, a recall), documented by name rather than field by field. */
export function libraryResult(name: string, description: string) {
  return z.object({}).catchall(z.unknown()).openapi(name, { description: `${description} (the library's ${name} object)` });
}
