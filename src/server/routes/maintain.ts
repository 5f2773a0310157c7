import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { MemoryError } from '../../core/errors.js';
import { scopeSchema } from '../../core/schemas.js';
import { requireAnchoredScope } from '../../core/scope.js';
import type { MaintainOptions } from '../../lifecycle/schemas.js';
import type { Memory } from '../../memory.js';
import { tenantIdSchema } from '../auth/key-minting.js';
import type { ServerEnv } from '../server-env.js';
import { bearerSecurity, commonErrors, jsonBody, jsonResponse, type RouteGuards } from './route-kit.js';

/**
 * The server's retention policy: what `POST /v1/maintain` applies. Clients cannot send a clock
 * (`now`) or policy numbers: one tenant key could otherwise age every memory of the tenant past
 * any limit and purge it (the library's `maintain` still takes them, for scripts and tests).
 */
export type ServerMaintainPolicy = Pick<MaintainOptions, 'halfLifeDays' | 'archiveAfterDays' | 'archiveBelowImportance' | 'purgeAfterDays' | 'protectImportance'>;

const reportSchema = z.object({}).catchall(z.unknown()).openapi('MaintainReport', { description: 'The policy applied, and what was archived and purged' });

/** Strict: a body naming `now` or a policy field is refused with 400, not silently ignored. */
const tenantRequestSchema = z
  .object({
    userId: scopeSchema.shape.userId,
    agentId: scopeSchema.shape.agentId,
    sessionId: scopeSchema.shape.sessionId,
    dryRun: z.boolean().optional(),
    confirm: z.boolean().optional().openapi({ description: 'Must be true to archive or purge (anything but a dry run)' }),
  })
  .strict()
  .openapi('MaintainRequest');

const adminRequestSchema = z
  .object({ tenantId: tenantIdSchema, dryRun: z.boolean().optional() })
  .strict()
  .openapi('AdminMaintainRequest');

function runMaintain(memory: Memory, policy: ServerMaintainPolicy, scope: Omit<MaintainOptions, keyof ServerMaintainPolicy | 'now'>): ReturnType<Memory['maintain']> {
  return memory.maintain({ ...policy, ...scope });
}

export function registerMaintainRoutes(app: OpenAPIHono<ServerEnv>, guards: RouteGuards, adminGuards: MiddlewareHandler<ServerEnv>[], root: Memory, policy: ServerMaintainPolicy): void {
  app.openapi(
    createRoute({
      tags: ['long-term'],
      security: bearerSecurity,
      middleware: guards,
      method: 'post',
      path: '/v1/maintain',
      summary:
        "Archive a user's (or agent's) old, unused, unimportant memories and purge long-archived ones, with the server's clock and policy. " +
        'Needs userId or agentId; anything but dryRun needs confirm: true. Tenant-wide maintenance is the admin route.',
      request: { body: jsonBody(tenantRequestSchema, 'The scope') },
      responses: { 200: jsonResponse(reportSchema, 'Done'), ...commonErrors },
    }),
    async (c) => {
      const body = c.req.valid('json');
      requireAnchoredScope(body, 'maintain');
      if (body.dryRun !== true && body.confirm !== true) {
        throw new MemoryError('INVALID_INPUT', 'maintain archives and purges memories: send confirm: true, or dryRun: true to preview', { details: { field: 'confirm' } });
      }
      const { confirm: _confirm, ...scope } = body;
      return c.json({ ...(await runMaintain(c.get('memory'), policy, scope)) }, 200);
    },
  );

  app.openapi(
    createRoute({
      tags: ['admin'],
      security: bearerSecurity,
      middleware: adminGuards,
      method: 'post',
      path: '/v1/admin/maintain',
      summary: "Tenant-wide maintenance for one tenant with the server's clock and policy (admin key only)",
      request: { body: jsonBody(adminRequestSchema, 'The tenant') },
      responses: { 200: jsonResponse(reportSchema, 'Done'), ...commonErrors },
    }),
    async (c) => {
      const { tenantId, dryRun } = c.req.valid('json');
      return c.json({ ...(await runMaintain(root.forTenant(tenantId), policy, dryRun === undefined ? {} : { dryRun })) }, 200);
    },
  );
}
