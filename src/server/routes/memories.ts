import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Filter } from '../../core/filter.js';
import type { Scope } from '../../core/types.js';
import {
  addedMemorySchema,
  addMemoryRequestSchema,
  deleteAllQuerySchema,
  deletedResponseSchema,
  historyEntrySchema,
  idParamSchema,
  listQuerySchema,
  memoryPageSchema,
  memoryRecordSchema,
  ownerQuerySchema,
  searchRequestSchema,
  searchResponseSchema,
  updateMemoryRequestSchema,
} from '../schemas.js';
import type { ServerEnv } from '../server-env.js';
import { bearerSecurity, commonErrors, jsonBody, jsonResponse, notFound, type RouteGuards } from './route-kit.js';

function ownerScope(query: { userId?: string | undefined; agentId?: string | undefined }): Scope {
  const scope: Scope = {};
  if (query.userId !== undefined) scope.userId = query.userId;
  if (query.agentId !== undefined) scope.agentId = query.agentId;
  return scope;
}

/** The mem0-style verbs: add, list, get, update, delete, delete by scope, history, search. */
export function registerMemoryRoutes(app: OpenAPIHono<ServerEnv>, guards: RouteGuards): void {
  const base = { tags: ['memories'], security: bearerSecurity, middleware: guards };

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/v1/memories',
      summary: 'Add a memory',
      request: { body: jsonBody(addMemoryRequestSchema, 'The memory to store') },
      responses: {
        201: jsonResponse(addedMemorySchema, 'The stored memory'),
        200: jsonResponse(addedMemorySchema, 'An exact repeat of an active memory: that memory with "deduplicated": true; nothing was stored'),
        ...commonErrors,
      },
    }),
    async (c) => {
      const added = await c.get('memory').add(c.req.valid('json'));
      // Nothing was created, so not 201: a client can tell a repeat from the status alone.
      return added.deduplicated ? c.json(added, 200) : c.json(added, 201);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/v1/memories',
      summary: "List a user's memories, newest first",
      request: { query: listQuerySchema },
      responses: { 200: jsonResponse(memoryPageSchema, 'One page of memories'), ...commonErrors },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const page = await c.get('memory').getAll({
        userId: query.userId,
        ...(query.agentId !== undefined ? { agentId: query.agentId } : {}),
        ...(query.sessionId !== undefined ? { sessionId: query.sessionId } : {}),
        ...(query.kind !== undefined ? { kinds: query.kind } : {}),
        ...(query.filter !== undefined ? { filter: query.filter as Filter } : {}),
        ...(query.limit !== undefined ? { limit: query.limit } : {}),
        ...(query.offset !== undefined ? { offset: query.offset } : {}),
      });
      return c.json(page, 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'delete',
      path: '/v1/memories',
      summary: 'Delete every memory in a scope (refused without userId or agentId)',
      request: { query: deleteAllQuerySchema },
      responses: { 200: jsonResponse(deletedResponseSchema, 'How many memories were deleted'), ...commonErrors },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const scope: Scope = { ...ownerScope(query), ...(query.sessionId !== undefined ? { sessionId: query.sessionId } : {}) };
      return c.json({ deleted: await c.get('memory').deleteAll(scope) }, 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/v1/memories/{id}',
      summary: 'Get one memory',
      request: { params: idParamSchema, query: ownerQuerySchema },
      responses: { 200: jsonResponse(memoryRecordSchema, 'The memory'), ...commonErrors, ...notFound },
    }),
    async (c) => c.json(await c.get('memory').get(c.req.valid('param').id, ownerScope(c.req.valid('query'))), 200),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'patch',
      path: '/v1/memories/{id}',
      summary: 'Update a memory (a new text is re-embedded; the change goes to history)',
      request: { params: idParamSchema, query: ownerQuerySchema, body: jsonBody(updateMemoryRequestSchema, 'Fields to change') },
      responses: { 200: jsonResponse(memoryRecordSchema, 'The memory after the change'), ...commonErrors, ...notFound },
    }),
    async (c) => {
      const record = await c.get('memory').update(c.req.valid('param').id, c.req.valid('json'), ownerScope(c.req.valid('query')));
      return c.json(record, 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'delete',
      path: '/v1/memories/{id}',
      summary: 'Delete one memory',
      request: { params: idParamSchema, query: ownerQuerySchema },
      responses: { 200: jsonResponse(deletedResponseSchema, 'Deleted'), ...commonErrors, ...notFound },
    }),
    async (c) => {
      await c.get('memory').delete(c.req.valid('param').id, ownerScope(c.req.valid('query')));
      return c.json({ deleted: 1 }, 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/v1/memories/{id}/history',
      summary: 'Every change to a memory, oldest first',
      request: { params: idParamSchema, query: ownerQuerySchema },
      responses: {
        200: jsonResponse(z.object({ history: z.array(historyEntrySchema) }).openapi('History'), 'The change log'),
        ...commonErrors,
        ...notFound,
      },
    }),
    async (c) => c.json({ history: await c.get('memory').history(c.req.valid('param').id, ownerScope(c.req.valid('query'))) }, 200),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/v1/search',
      summary: 'Hybrid search (vector + keyword) over a user\'s memories, with a score breakdown per result',
      request: { body: jsonBody(searchRequestSchema, 'The question and its scope') },
      responses: { 200: jsonResponse(searchResponseSchema, 'Results, best first'), ...commonErrors },
    }),
    async (c) => {
      const { filter, ...rest } = c.req.valid('json');
      // The filter's grammar is checked once, by the engine (parseFilter), which names the bad part.
      const results = await c.get('memory').search({ ...rest, ...(filter === undefined ? {} : { filter: filter as Filter }) });
      return c.json({ results }, 200);
    },
  );
}
