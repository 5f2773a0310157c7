import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { scopeSchema } from '../../core/schemas.js';
import { browseInputSchema, browseMemories } from '../../inspect/browse-memories.js';
import { evidenceTurns } from '../../inspect/evidence-turns.js';
import { explainSearch, explainSearchInputSchema } from '../../inspect/explain-search.js';
import { listUsers } from '../../inspect/list-users.js';
import { userSessions } from '../../inspect/user-sessions.js';
import { described, named } from '../openapi-meta.js';
import { idParamSchema, memoryPageSchema, ownerQuerySchema } from '../schemas.js';
import type { ServerEnv } from '../server-env.js';
import { bearerSecurity, commonErrors, jsonBody, jsonResponse, notFound, type RouteGuards } from './route-kit.js';

/**
 * What the memory inspector (src/web/inspector) reads beyond the mem0 verbs: the tenant's
 * users, one user's memories filtered and sorted, a search explained candidate by candidate,
 * and a user's sessions. Every route works inside the caller's tenant only.
 */

const looseResult = (name: string, description: string) => z.object({}).catchall(z.unknown()).openapi(name, { description });

const userSummarySchema = z
  .object({ userId: z.string(), memories: z.number().int(), archived: z.number().int(), sessions: z.number().int(), lastActivityAt: z.string() })
  .openapi('UserSummary');
const userParam = z.object({ userId: described(scopeSchema.shape.userId.unwrap(), { param: { name: 'userId', in: 'path' }, example: 'alice' }) });

export function registerInspectorRoutes(app: OpenAPIHono<ServerEnv>, guards: RouteGuards): void {
  const base = { tags: ['inspector'], security: bearerSecurity, middleware: guards };

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/v1/users',
      summary: "The tenant's users that own memories, most recently active first",
      responses: { 200: jsonResponse(z.object({ users: z.array(userSummarySchema) }).openapi('UserList'), 'The users'), ...commonErrors },
    }),
    async (c) => c.json({ users: await listUsers(c.get('memory')) }, 200),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/v1/inspect/memories',
      summary: "One user's memories filtered by kind, status (active, archived, superseded), tags and text; sorted by time, importance or access",
      request: { body: jsonBody(named(browseInputSchema, 'BrowseMemoriesRequest'), 'Filters, sort and page') },
      responses: { 200: jsonResponse(memoryPageSchema, 'One page of memories'), ...commonErrors },
    }),
    async (c) => c.json(await browseMemories(c.get('memory'), c.req.valid('json')), 200),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/v1/search/explain',
      summary: 'Why was this recalled: every candidate of a search with its score breakdown, evidence turns, and why it passed or was dropped',
      request: { body: jsonBody(named(explainSearchInputSchema, 'ExplainSearchRequest'), 'The question and its scope (a userId, or a knowledge collection)') },
      responses: {
        200: jsonResponse(looseResult('SearchExplanation', '`candidates`, the returned ones first in the order the search returns them, then the dropped ones: each a memory with `score`, `relevance`, `scores`, `rank`, `passed`, `dropped`, `reason` and `evidenceTurns`; `relevanceCut` (the calibrated gate that decides a default search; null when the request gives a `threshold`) and the thresholds applied'), 'The explanation'),
        ...commonErrors,
      },
    }),
    async (c) => c.json({ ...(await explainSearch(c.get('memory'), c.req.valid('json'))) }, 200),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/v1/users/{userId}/sessions',
      summary: "A user's sessions, newest first, with their turns and summaries",
      request: { params: userParam },
      responses: { 200: jsonResponse(z.object({ sessions: z.array(looseResult('SessionView', 'A session: `sessionId`, `turns`, `summary`')) }).openapi('SessionList'), 'The sessions'), ...commonErrors },
    }),
    async (c) => c.json({ sessions: await userSessions(c.get('memory'), c.req.valid('param').userId) }, 200),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/v1/memories/{id}/evidence',
      summary: 'The conversation turns a memory was extracted from, with their session and time',
      request: { params: idParamSchema, query: ownerQuerySchema },
      responses: {
        200: jsonResponse(z.object({ evidence: z.array(looseResult('EvidenceTurn', '`evidenceId`, and the turn it resolves to: `id`, `text`, `sessionId`, `time` (null when the turn is gone)')) }).openapi('EvidenceList'), 'The evidence turns'),
        ...commonErrors,
        ...notFound,
      },
    }),
    async (c) => {
      const { userId, agentId } = c.req.valid('query');
      const memory = c.get('memory');
      const record = await memory.get(c.req.valid('param').id, { ...(userId === undefined ? {} : { userId }), ...(agentId === undefined ? {} : { agentId }) });
      return c.json({ evidence: await evidenceTurns(memory, record) }, 200);
    },
  );
}
