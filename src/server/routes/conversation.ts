import { buildContextInputSchema } from '../../context/build-context.js';
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { NOTICE_KINDS, MESSAGE_ROLES } from '../../conversation/types.js';
import { MemoryError } from '../../core/errors.js';
import { isoTimeSchema, scopeSchema } from '../../core/schemas.js';
import { summarizeSessionInputSchema } from '../../summaries/session-summary.js';
import { cleanupInputSchema, recallInputSchema, turnInputSchema } from '../../turns/turn-schemas.js';
import { described, libraryResult, named } from '../openapi-meta.js';
import { errorResponseSchema, memoryRecordSchema } from '../schemas.js';
import type { ServerEnv } from '../server-env.js';
import { bearerSecurity, commonErrors, jsonBody, jsonResponse, notFound, type RouteGuards } from './route-kit.js';

/**
 * The conversation layer (issue 4) over HTTP: turn memory, recall, context assembly,
 * session history and summaries. Request bodies are the layer's own schemas; responses are
 * the library's result objects as they are (documented loosely here, typed in the library).
 */

const rememberResultSchema = z
  .object({ record: memoryRecordSchema, outcome: z.enum(['created', 'replaced', 'unchanged']), summary: z.unknown().nullable() })
  .openapi('RememberResult');
const recallResultSchema = libraryResult('RecallResult', 'Recalled turns, oldest first, and the same as one prompt block in `text`');
const builtContextSchema = libraryResult('BuiltContext', 'Chat `messages` ready for an LLM call, and a `report` of what went in and what was dropped, with reasons');
const conversationSchema = libraryResult('Conversation', 'A conversation with its capped message history');
const pairingSchema = libraryResult('PairingResult', 'Question/answer `pairs` for the model, `olderPairs` and `unpaired` messages with reasons');
const summarySchema = libraryResult('SessionSummaryResult', 'The session `summary` memory (or null), the method used and the turns covered');
const cleanupResultSchema = libraryResult('CleanupTurnsResult', 'Ids deleted (or that would be, on a dry run) and why');

const contextRequestSchema = named(buildContextInputSchema, 'ContextRequest');

const messageInputSchema = z.object({
  role: z.enum(MESSAGE_ROLES),
  content: z.string(),
  notice: z.enum(NOTICE_KINDS).nullable().optional(),
  id: z.string().optional(),
  at: isoTimeSchema.optional(),
});
const appendBodySchema = z
  .object({
    conversationId: z.string().optional().openapi({ description: 'Omit to start a new conversation; the server answers with a generated conv_ id' }),
    userId: scopeSchema.shape.userId,
    messages: z.array(messageInputSchema).min(1).max(100),
  })
  .openapi('AppendMessagesRequest');
const conversationParam = z.object({
  conversationId: described(z.string().min(1).max(128), { param: { name: 'conversationId', in: 'path' }, example: 'conv_0123456789ab' }),
});
const ownerQuery = z.object({ userId: scopeSchema.shape.userId });
const forbidden = {
  403: { description: 'The conversation belongs to another user', content: { 'application/json': { schema: errorResponseSchema } } },
} as const;

export function registerConversationRoutes(app: OpenAPIHono<ServerEnv>, guards: RouteGuards): void {
  const base = { tags: ['conversation'], security: bearerSecurity, middleware: guards };
  const post = <Body extends z.ZodType, Result extends z.ZodType>(path: string, summary: string, body: Body, result: Result) =>
    createRoute({ ...base, method: 'post', path, summary, request: { body: jsonBody(body, summary) }, responses: { 200: jsonResponse(result, 'Done'), ...commonErrors } });

  app.openapi(post('/v1/remember', 'Remember one question/answer turn as an episodic memory', named(turnInputSchema, 'TurnInput'), rememberResultSchema), async (c) =>
    c.json(await c.get('memory').remember(c.req.valid('json')), 200),
  );
  app.openapi(post('/v1/recall', 'Recall the turns relevant to a question, in time order', named(recallInputSchema, 'RecallRequest'), recallResultSchema), async (c) =>
    c.json({ ...(await c.get('memory').recall(c.req.valid('json'))) }, 200),
  );
  app.openapi(post('/v1/context', 'Assemble the prompt for a question within a token budget', contextRequestSchema, builtContextSchema), async (c) =>
    c.json({ ...(await c.get('memory').buildContext(c.req.valid('json'))) }, 200),
  );
  app.openapi(
    post('/v1/sessions/summarize', "Write (or refresh) a session's summary memory", named(summarizeSessionInputSchema, 'SummarizeSessionRequest'), summarySchema),
    async (c) => c.json({ ...(await c.get('memory').summarizeSession(c.req.valid('json'))) }, 200),
  );
  app.openapi(
    post('/v1/sessions/end', 'End a session: summarise it and drop its short-term history', named(summarizeSessionInputSchema.omit({ trigger: true }), 'EndSessionRequest'), libraryResult('EndSessionResult', 'The summary and whether history was dropped')),
    async (c) => c.json({ ...(await c.get('memory').endSession(c.req.valid('json'))) }, 200),
  );
  app.openapi(post('/v1/turns/cleanup', "Delete a user's turn memories by age or beyond the newest N per session", named(cleanupInputSchema, 'CleanupTurnsRequest'), cleanupResultSchema), async (c) =>
    c.json({ ...(await c.get('memory').cleanupTurns(c.req.valid('json'))) }, 200),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/v1/conversations/messages',
      summary: 'Append messages to a conversation (a new one, with a generated id, when conversationId is absent)',
      request: { body: jsonBody(appendBodySchema, 'The messages') },
      responses: { 200: jsonResponse(conversationSchema, 'The conversation after the append'), ...commonErrors, ...forbidden },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const history = c.get('memory').conversations;
      const { id } = history.resolveId(body.conversationId);
      const owner = body.userId === undefined ? {} : { userId: body.userId };
      return c.json({ ...(await history.append(id, body.messages, owner)) }, 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/v1/conversations/{conversationId}',
      summary: 'A conversation and its messages (404 when unknown or expired)',
      request: { params: conversationParam, query: ownerQuery },
      responses: { 200: jsonResponse(conversationSchema, 'The conversation'), ...commonErrors, ...forbidden, ...notFound },
    }),
    async (c) => {
      const { userId } = c.req.valid('query');
      const { conversationId } = c.req.valid('param');
      const conversation = await c.get('memory').conversations.get(conversationId, userId === undefined ? {} : { userId });
      if (!conversation) throw new MemoryError('NOT_FOUND', `no conversation ${conversationId} (unknown, ended or expired)`, { details: { conversationId } });
      return c.json({ ...conversation }, 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/v1/conversations/{conversationId}/pairs',
      summary: 'The question/answer pairs the model sees (notices and unpaired messages left out, with reasons)',
      request: { params: conversationParam, query: ownerQuery },
      responses: { 200: jsonResponse(pairingSchema, 'The pairs'), ...commonErrors, ...forbidden },
    }),
    async (c) => {
      const { userId } = c.req.valid('query');
      const result = await c.get('memory').conversations.pairs(c.req.valid('param').conversationId, userId === undefined ? {} : { userId });
      return c.json({ ...result }, 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'delete',
      path: '/v1/conversations/{conversationId}',
      summary: "End a conversation's short-term history now",
      request: { params: conversationParam },
      responses: { 200: jsonResponse(z.object({ ended: z.boolean() }), 'Whether there was a history to end'), ...commonErrors },
    }),
    async (c) => c.json({ ended: await c.get('memory').conversations.end(c.req.valid('param').conversationId) }, 200),
  );
}
