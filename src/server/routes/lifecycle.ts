import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { parseInput, scopeSchema } from '../../core/schemas.js';
import { feedbackInputSchema, forgetInputSchema } from '../../lifecycle/schemas.js';
import { turnInputSchema } from '../../turns/turn-schemas.js';
import { described, libraryResult, named } from '../openapi-meta.js';
import { idParamSchema, memoryRecordSchema } from '../schemas.js';
import type { ServerEnv } from '../server-env.js';
import { bearerSecurity, commonErrors, jsonBody, jsonResponse, notFound, type RouteGuards } from './route-kit.js';

/**
 * Long-term memory (issue 7) over HTTP: the write pipeline, forgetting, maintenance,
 * feedback, export/import and erase. Bodies are the library's own schemas; results are the
 * library's report objects as they are.
 */

const writeReportSchema = libraryResult('WriteReport', 'What the write pipeline created, merged, narrowed, superseded and rejected, with reasons; `pending` while a background LLM extraction runs');
const ownerSchema = z.object({ userId: scopeSchema.shape.userId, agentId: scopeSchema.shape.agentId }).openapi('Owner');
const scopeQuery = z.object({ userId: scopeSchema.shape.userId, agentId: scopeSchema.shape.agentId, sessionId: scopeSchema.shape.sessionId });
const NDJSON = 'application/x-ndjson';

export function registerLifecycleRoutes(app: OpenAPIHono<ServerEnv>, guards: RouteGuards): void {
  const base = { tags: ['long-term'], security: bearerSecurity, middleware: guards };
  const post = <Body extends z.ZodType, Result extends z.ZodType>(path: string, summary: string, body: Body, result: Result) =>
    createRoute({ ...base, method: 'post', path, summary, request: { body: jsonBody(body, summary) }, responses: { 200: jsonResponse(result, 'Done'), ...commonErrors, ...notFound } });

  app.openapi(
    post('/v1/turns/process', 'Run a turn through the write pipeline: extract what is worth keeping, merge duplicates, supersede contradicted facts', named(turnInputSchema, 'TurnInput'), writeReportSchema),
    async (c) => c.json({ ...(await c.get('memory').processTurn(c.req.valid('json'))) }, 200),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/v1/writes/{id}',
      summary: 'The status of a write job (shared by every server process on a Postgres store)',
      request: { params: idParamSchema },
      responses: { 200: jsonResponse(writeReportSchema, 'The report'), ...commonErrors, ...notFound },
    }),
    async (c) => c.json({ ...(await c.get('memory').writeStatus(c.req.valid('param').id)) }, 200),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/v1/knowledge/status',
      summary: 'Ingest status of the shared knowledge: per collection, files and chunks indexed, archived chunks, last change',
      request: { query: z.object({ collection: z.string().min(1).max(256).optional() }) },
      responses: { 200: jsonResponse(libraryResult('KnowledgeStatus', '`collections`, each with files, chunks, archivedChunks and lastChangedAt'), 'The status'), ...commonErrors },
    }),
    async (c) => {
      const { collection } = c.req.valid('query');
      return c.json({ ...(await c.get('memory').knowledgeStatus(collection === undefined ? {} : { collection })) }, 200);
    },
  );

  app.openapi(
    post('/v1/forget', 'Forget by id, ids or query: a query previews its matches until sent again with confirm: true; forgotten memories are archived', named(forgetInputSchema, 'ForgetRequest'), libraryResult('ForgetReport', '`preview`, the `matches` with scores, and what was `archived`')),
    async (c) => c.json({ ...(await c.get('memory').forget(c.req.valid('json'))) }, 200),
  );

  // POST /v1/maintain lives in maintain.ts: it applies the server's clock and policy, not the client's.

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/v1/memories/{id}/restore',
      summary: 'Bring an archived memory back',
      request: { params: idParamSchema, body: { ...jsonBody(ownerSchema, 'Optional owner check'), required: false } },
      responses: { 200: jsonResponse(memoryRecordSchema, 'The restored memory'), ...commonErrors, ...notFound },
    }),
    async (c) => c.json(await c.get('memory').restore({ ...c.req.valid('json'), id: c.req.valid('param').id }), 200),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/v1/memories/{id}/feedback',
      summary: '"Useful" raises a memory\'s importance, "not useful" lowers it',
      request: { params: idParamSchema, body: jsonBody(named(feedbackInputSchema.omit({ id: true }), 'FeedbackRequest'), 'The verdict') },
      responses: { 200: jsonResponse(memoryRecordSchema, 'The memory after the change'), ...commonErrors, ...notFound },
    }),
    async (c) => c.json(await c.get('memory').feedback({ ...c.req.valid('json'), id: c.req.valid('param').id }), 200),
  );

  // JSONL is not JSON, which the typed route helpers cannot express; the path is documented by hand.
  app.openAPIRegistry.registerPath({
    ...base,
    method: 'get',
    path: '/v1/export',
    summary: "Export a user's (or agent's) memories and their history as JSONL",
    request: { query: scopeQuery },
    responses: { 200: { description: 'One JSON object per line', content: { [NDJSON]: { schema: described(z.string(), { format: 'binary' }) } } }, ...commonErrors },
  });
  app.get('/v1/export', ...guards, async (c) => {
    const scope = parseInput(scopeQuery, c.req.query(), 'query string');
    const jsonl = await c.get('memory').export(scope);
    return c.body(jsonl, 200, { 'Content-Type': `${NDJSON}; charset=utf-8` });
  });

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/v1/import',
      summary: 'Import a JSONL export into this tenant (validated first; ids already present are skipped)',
      request: {
        query: z.object({ userId: scopeSchema.shape.userId, onConflict: z.enum(['skip', 'error']).optional() }),
        body: { content: { [NDJSON]: { schema: described(z.string(), { format: 'binary' }) } }, required: true, description: 'The export' },
      },
      responses: { 200: jsonResponse(libraryResult('ImportReport', 'How many records and history entries were imported (all in one transaction), the ids skipped, and ids that appeared twice in the file'), 'Done'), ...commonErrors },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const report = await c.get('memory').import(await c.req.text(), {
        ...(query.userId !== undefined ? { userId: query.userId } : {}),
        ...(query.onConflict !== undefined ? { onConflict: query.onConflict } : {}),
      });
      return c.json({ ...report }, 200);
    },
  );

  app.openapi(
    post('/v1/erase', 'Right to be forgotten: delete everything of a user or agent, history included, and prove nothing is left', named(scopeSchema, 'Scope'), libraryResult('EraseReport', 'How many were erased, and the proof')),
    async (c) => c.json({ ...(await c.get('memory').erase(c.req.valid('json'))) }, 200),
  );
}
