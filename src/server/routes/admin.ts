import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { KeyStore } from '../auth/key-store.js';
import { tenantIdSchema } from '../auth/key-minting.js';
import { described } from '../openapi-meta.js';
import { errorResponseSchema } from '../schemas.js';
import type { ServerEnv } from '../server-env.js';
import { bearerSecurity, commonErrors, jsonBody, jsonResponse } from './route-kit.js';

const tenantSchema = z
  .object({ id: z.string(), name: z.string().nullable(), createdAt: z.string(), activeKeys: z.number().int() })
  .openapi('Tenant');
const apiKeySchema = z
  .object({ id: z.string(), tenantId: z.string(), name: z.string().nullable(), prefix: z.string(), createdAt: z.string(), revokedAt: z.string().nullable() })
  .openapi('ApiKey');
const createdKeySchema = apiKeySchema
  .extend({ key: z.string().openapi({ description: 'The key itself. Shown once; only its hash is stored.' }) })
  .openapi('CreatedApiKey');
const tenantParam = z.object({ tenantId: described(tenantIdSchema, { param: { name: 'tenantId', in: 'path' }, example: 'acme' }) });
const nameField = z.string().min(1).max(200).optional();
const forbidden = {
  403: { description: 'A tenant key, or admin routes disabled', content: { 'application/json': { schema: errorResponseSchema } } },
} as const;

/** Tenants and keys, behind the admin key. */
export function registerAdminRoutes(app: OpenAPIHono<ServerEnv>, keys: KeyStore, guards: MiddlewareHandler<ServerEnv>[]): void {
  const base = { tags: ['admin'], security: bearerSecurity, middleware: guards };

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/v1/admin/tenants',
      summary: 'Create a tenant',
      request: { body: jsonBody(z.object({ tenantId: tenantIdSchema, name: nameField }).openapi('CreateTenantRequest'), 'The tenant') },
      responses: { 201: jsonResponse(tenantSchema, 'The tenant'), ...commonErrors, ...forbidden },
    }),
    async (c) => {
      const body = c.req.valid('json');
      return c.json(await keys.createTenant(body.tenantId, body.name), 201);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/v1/admin/tenants',
      summary: 'List tenants',
      responses: { 200: jsonResponse(z.object({ tenants: z.array(tenantSchema) }), 'Every tenant'), ...commonErrors, ...forbidden },
    }),
    async (c) => c.json({ tenants: await keys.listTenants() }, 200),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/v1/admin/tenants/{tenantId}/keys',
      summary: 'Create an API key for a tenant (the tenant is created when missing)',
      request: { params: tenantParam, body: { ...jsonBody(z.object({ name: nameField }).openapi('CreateKeyRequest'), 'A label for the key'), required: false } },
      responses: { 201: jsonResponse(createdKeySchema, 'The new key, shown once'), ...commonErrors, ...forbidden },
    }),
    async (c) => {
      const created = await keys.createKey(c.req.valid('param').tenantId, c.req.valid('json').name);
      return c.json({ ...created.record, key: created.key }, 201);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/v1/admin/tenants/{tenantId}/keys',
      summary: "List a tenant's keys (never the keys themselves)",
      request: { params: tenantParam },
      responses: { 200: jsonResponse(z.object({ keys: z.array(apiKeySchema) }), 'The keys'), ...commonErrors, ...forbidden },
    }),
    async (c) => c.json({ keys: await keys.listKeys(c.req.valid('param').tenantId) }, 200),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'delete',
      path: '/v1/admin/keys/{keyId}',
      summary: 'Revoke a key; requests with it are refused from then on, in every process',
      request: { params: z.object({ keyId: z.string().min(1).max(64).openapi({ param: { name: 'keyId', in: 'path' } }) }) },
      responses: { 200: jsonResponse(apiKeySchema, 'The revoked key'), ...commonErrors, ...forbidden },
    }),
    async (c) => c.json(await keys.revokeKey(c.req.valid('param').keyId), 200),
  );
}
