import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { MemoryError } from '../core/errors.js';
import type { Filter } from '../core/filter.js';
import { memoryKindSchema, metadataInputSchema, scopeSchema } from '../core/schemas.js';
import type { MemoryRecord, Scope, SearchResult } from '../core/types.js';
import type { Memory } from '../memory.js';

export interface MemoryToolsOptions {
  /** The engine, already confined to one tenant. */
  memory: Memory;
  /** The user a tool call acts for when it names none (single-user desktop agents). */
  defaultUserId?: string;
}

const identifier = scopeSchema.shape.userId.unwrap();
const userIdField = identifier
  .optional()
  .describe("Stable id of the person the memories belong to. Omit to use the server's default user.");
const sessionIdField = identifier.optional().describe('Conversation or session id, to tie a memory to one conversation');
const agentIdField = identifier.optional().describe('Id of the agent, when several agents share one user');

/** What an agent needs of a memory: no embeddings, no internal bookkeeping. */
function brief(record: MemoryRecord): Record<string, unknown> {
  return {
    id: record.id,
    text: record.text,
    kind: record.kind,
    importance: record.importance,
    createdAt: record.createdAt,
    ...(record.eventTime ? { eventTime: record.eventTime } : {}),
    ...(Object.keys(record.metadata).length > 0 ? { metadata: record.metadata } : {}),
  };
}

function briefResult(result: SearchResult): Record<string, unknown> {
  return { ...brief(result), score: Number(result.score.toFixed(4)), relevance: Number(result.relevance.toFixed(4)) };
}

function ok(value: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(value, null, 2) }], structuredContent: value };
}

/** Tool errors go back to the agent as a readable result, so it can correct itself. */
function failure(error: unknown): CallToolResult {
  const text = MemoryError.isInstance(error) ? `${error.code}: ${error.message}` : 'INTERNAL: the memory server failed; try again later';
  return { content: [{ type: 'text', text }], isError: true };
}

async function guarded(run: () => Promise<Record<string, unknown>>): Promise<CallToolResult> {
  try {
    return ok(await run());
  } catch (error: unknown) {
    return failure(error);
  }
}

/** The MCP server exposing memory tools for one tenant. Each transport (stdio, HTTP) wraps one of these. */
export function createMemoryMcpServer(options: MemoryToolsOptions): McpServer {
  const { memory } = options;
  const defaultUser = options.defaultUserId ?? 'default';
  const scopeOf = (args: { userId?: string | undefined; agentId?: string | undefined; sessionId?: string | undefined }): Scope => ({
    userId: args.userId ?? defaultUser,
    ...(args.agentId !== undefined ? { agentId: args.agentId } : {}),
    ...(args.sessionId !== undefined ? { sessionId: args.sessionId } : {}),
  });
  const server = new McpServer({ name: 'agent-memory', version: '0.1.0' });

  server.registerTool(
    'add_memory',
    {
      title: 'Add a memory',
      description:
        'Store one fact, preference, instruction or event about the user so it can be recalled in later conversations. ' +
        'Write it as a standalone sentence in the user\'s language (e.g. "Alice prefers window seats"). Returns the new memory id.',
      inputSchema: {
        text: z.string().min(1).describe('The memory, as one standalone sentence'),
        userId: userIdField,
        sessionId: sessionIdField,
        agentId: agentIdField,
        kind: memoryKindSchema
          .optional()
          .describe('semantic (a fact or preference, the default), procedural (a standing instruction), episodic (an event), summary, knowledge'),
        importance: z.number().min(0).max(1).optional().describe('0..1; how much this matters (default 0.5)'),
        metadata: metadataInputSchema.optional().describe('Any JSON object, usable later in filters'),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
    },
    async (args) =>
      guarded(async () => {
        const record = await memory.add({
          ...scopeOf(args),
          text: args.text,
          ...(args.kind !== undefined ? { kind: args.kind } : {}),
          ...(args.importance !== undefined ? { importance: args.importance } : {}),
          ...(args.metadata !== undefined ? { metadata: args.metadata } : {}),
        });
        return { memory: brief(record) };
      }),
  );

  server.registerTool(
    'search_memory',
    {
      title: 'Search memories',
      description:
        "Find the user's stored memories relevant to a question (hybrid meaning + keyword search, Chinese and English). " +
        'Returns the best matches with a score; an empty list means nothing relevant is stored.',
      inputSchema: {
        query: z.string().min(1).describe('What to look for, in natural language'),
        userId: userIdField,
        sessionId: sessionIdField,
        agentId: agentIdField,
        topK: z.number().int().min(1).max(50).optional().describe('How many results at most (default 5)'),
        threshold: z.number().min(0).max(1).optional().describe('Minimum score 0..1; raise it for fewer, surer results'),
        filter: z.record(z.string(), z.unknown()).optional().describe('Metadata filter, e.g. {"topic": "food"} or {"year": {"$gte": 2024}}'),
        now: z
          .string()
          .optional()
          .describe("When the question is asked, ISO 8601 with the user's UTC offset (2026-05-10T07:00:00+08:00): the days it names (\"yesterday\", \"May 3\") are read on that calendar. Default: the server's clock, UTC days"),
      },
      annotations: { readOnlyHint: true },
    },
    async (args) =>
      guarded(async () => {
        const results = await memory.search({
          ...scopeOf(args),
          query: args.query,
          ...(args.now !== undefined ? { now: args.now } : {}),
          ...(args.topK !== undefined ? { topK: args.topK } : {}),
          ...(args.threshold !== undefined ? { threshold: args.threshold } : {}),
          ...(args.filter !== undefined ? { filter: args.filter as Filter } : {}),
        });
        return { results: results.map(briefResult) };
      }),
  );

  server.registerTool(
    'get_context',
    {
      title: 'Get working memory',
      description:
        'Assemble the working memory for answering a message: standing instructions and preferences go in the system ' +
        'message, facts and events relevant to the message go next to it, each with its source and date, all within a ' +
        'token budget. Returns chat messages ready for a model call, and what was left out and why. Call it before answering.',
      inputSchema: {
        message: z.string().min(1).describe("The user's current message or question"),
        userId: userIdField,
        sessionId: sessionIdField,
        agentId: agentIdField,
        budgetTokens: z.number().int().min(50).max(200_000).optional().describe('Token budget for the whole prompt (default 2000)'),
        topK: z.number().int().min(1).max(50).optional().describe('Most recalled facts to include (default 8)'),
        threshold: z.number().min(0).max(1).optional().describe('Minimum score 0..1 of a recalled fact (default: the engine threshold)'),
      },
      annotations: { readOnlyHint: true },
    },
    async (args) =>
      guarded(async () => {
        const built = await memory.buildContext({
          scope: scopeOf(args),
          question: args.message,
          ...(args.budgetTokens !== undefined ? { budgetTokens: args.budgetTokens } : {}),
          ...(args.topK !== undefined ? { topK: args.topK } : {}),
          ...(args.threshold !== undefined ? { threshold: args.threshold } : {}),
        });
        return {
          messages: built.messages,
          usedTokens: built.report.usedTokens,
          budgetTokens: built.report.budgetTokens,
          dropped: built.report.dropped.map((item) => ({ id: item.id, text: item.text, reason: item.reason, detail: item.detail })),
        };
      }),
  );

  server.registerTool(
    'forget_memory',
    {
      title: 'Forget memories',
      description:
        'Forget a memory when the user asks you to, or when it is wrong: give its id (from search_memory or list_memories), ' +
        'or a query. A query first returns the matching memories as a preview and changes nothing; call again with ' +
        'confirm: true to forget them. Forgotten memories are archived (kept in history, no longer recalled).',
      inputSchema: {
        id: z.string().min(1).optional().describe('The id of one memory to forget'),
        query: z.string().min(1).optional().describe('Forget what matches this, e.g. "my old address" (instead of id)'),
        confirm: z.boolean().optional().describe('With a query: true to forget the matches; leave it out to preview them'),
        userId: userIdField,
      },
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
    },
    async (args) =>
      guarded(async () => {
        const owner = { userId: args.userId ?? defaultUser };
        const target = args.query !== undefined ? { query: args.query, ...(args.confirm !== undefined ? { confirm: args.confirm } : {}) } : {};
        const report = await memory.forget({ ...owner, ...(args.id !== undefined ? { id: args.id } : {}), ...target });
        return { preview: report.preview, matches: report.matches.map(briefResult), forgotten: report.archived.map((record) => record.id) };
      }),
  );

  server.registerTool(
    'list_memories',
    {
      title: 'List memories',
      description: "List the user's stored memories, newest first, optionally of some kinds only. Use it to review or clean up memory.",
      inputSchema: {
        userId: userIdField,
        sessionId: sessionIdField,
        agentId: agentIdField,
        kinds: z.array(memoryKindSchema).optional().describe('Only these kinds'),
        limit: z.number().int().min(1).max(200).optional().describe('Page size (default 20)'),
        offset: z.number().int().min(0).optional().describe('Skip this many (for paging)'),
      },
      annotations: { readOnlyHint: true },
    },
    async (args) =>
      guarded(async () => {
        const page = await memory.getAll({
          ...scopeOf(args),
          limit: args.limit ?? 20,
          offset: args.offset ?? 0,
          ...(args.kinds !== undefined ? { kinds: args.kinds } : {}),
        });
        return { memories: page.items.map(brief), total: page.total, limit: page.limit, offset: page.offset };
      }),
  );

  return server;
}
