import { z } from 'zod';
import type { Hono } from 'hono';
import { cors } from 'hono/cors';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import type { ContextHistoryMessage, ContextReportItem } from '../../context/context-types.js';
import { systemClock, type Clock } from '../../core/clock.js';
import { MemoryError } from '../../core/errors.js';
import { parseInput, scopeSchema } from '../../core/schemas.js';
import { knowledgeSourceOf } from '../../knowledge/source-label.js';
import type { ChatMessage } from '../../llm/chat-model.js';
import { streamChat, type ChatStreamOptions } from '../../llm/openai-chat-stream.js';
import type { Memory } from '../../memory.js';
import { TokenBucketLimiter, type RateLimit } from '../../server/limits/rate-limiter.js';
import type { ServerEnv } from '../../server/server-env.js';
import { postUrl } from './blog-posts.js';
import { tenantKey } from '../../core/tenant-key.js';

/** Real question/answer pairs the model sees at most (seed 002: the last 5). */
export const MAX_PAIRS = 5;
const BUDGET_TOKENS = 1800;
const SYSTEM_PROMPT =
  'You are the assistant of this blog. Answer from the blog posts and what you remember about this visitor, given below; ' +
  'answer in the language of the question, briefly, and say so when the posts do not cover it. ' +
  '你是这个博客的助手：依据下面检索到的文章内容和对这位访客的记忆回答，用提问的语言，简短；文章没有写到就直说。';

export const chatRequestSchema = z.object({
  /** The browser's UUID; absent on a client that keeps none, and then the server makes a `conv_` id. */
  conversationId: z.string().min(1).max(128).nullable().optional(),
  /** The visitor's id, kept in the browser: their facts go to this user's memory and no one else's. */
  visitorId: scopeSchema.shape.userId.unwrap(),
  question: z.string().trim().min(1).max(2000),
  /** The last real pairs, oldest first. Absent: the server's own copy of the conversation is used. */
  history: z.array(z.object({ question: z.string().max(4000), answer: z.string().max(8000) })).max(20).optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export interface ChatSource {
  title: string;
  url: string;
  heading: string;
}

export interface BlogChatOptions {
  memory: Memory;
  /** The OpenAI-compatible LLM that answers; null: the widget gets the assembled context instead. */
  llm: Omit<ChatStreamOptions, 'signal'> | null;
  /** Questions per visitor; default a burst of 20, then one every 3 seconds. */
  rate?: RateLimit;
  clock?: Clock;
  /** Where failures that do not reach the visitor go (stderr by default). */
  log?: (message: string, error: unknown) => void;
}

const stderrLog = (message: string, error: unknown): void => {
  process.stderr.write(`blog demo: ${message}: ${error instanceof Error ? error.message : String(error)}\n`);
};

function historyMessages(pairs: { question: string; answer: string }[]): ContextHistoryMessage[] {
  return pairs.slice(-MAX_PAIRS).flatMap((pair): ContextHistoryMessage[] => [
    { role: 'user', content: pair.question },
    { role: 'assistant', content: pair.answer },
  ]);
}

async function sourcesOf(memory: Memory, items: ContextReportItem[]): Promise<ChatSource[]> {
  const sources = new Map<string, ChatSource>();
  for (const item of items) {
    if (!item.included || item.kind !== 'knowledge') continue;
    const source = knowledgeSourceOf(await memory.get(item.id));
    if (source === null) continue;
    const url = postUrl(source.path);
    if (!sources.has(url)) sources.set(url, { title: source.title ?? source.path, url, heading: source.heading });
  }
  return [...sources.values()];
}

async function send(stream: SSEStreamingApi, event: string, data: unknown): Promise<void> {
  await stream.writeSSE({ event, data: JSON.stringify(data) });
}

/**
 * `POST /demo/api/chat`, the widget's backend (seed 002): answers stream as server-sent
 * events. Events: `meta` (conversation id, sources, mode), `delta` (answer text) or `context`
 * (no LLM: the assembled prompt and what was dropped), `notice` (fallback or error: shown,
 * never history), `done`. The posts are shared knowledge; the visitor's turn is remembered in
 * the visitor's own memory.
 */
export function registerBlogChat(app: Hono<ServerEnv>, options: BlogChatOptions): void {
  const { memory, llm } = options;
  const log = options.log ?? stderrLog;
  const limiter = new TokenBucketLimiter(options.rate ?? { burst: 20, perSecond: 1 / 3 }, options.clock ?? systemClock);
  // The widget may be embedded on another origin than this server's; it sends no credentials.
  app.use('/demo/api/chat', cors({ origin: '*', allowMethods: ['POST'], allowHeaders: ['content-type'], exposeHeaders: ['retry-after'] }));
  app.post('/demo/api/chat', async (c) => {
    const body = parseInput(chatRequestSchema, await c.req.json().catch(() => null), 'chat request');
    const decision = limiter.take(tenantKey(memory.tenantId, body.visitorId));
    if (!decision.allowed) {
      throw new MemoryError('RATE_LIMITED', `too many questions; try again in ${decision.retryAfterSeconds} s`, { details: { retryAfterSeconds: decision.retryAfterSeconds }, isRetryable: true });
    }
    const owner = { userId: body.visitorId };
    const { id: conversationId, generated } = memory.conversations.resolveId(body.conversationId ?? undefined);
    const pairs = body.history ?? (await memory.conversations.pairs(conversationId, owner)).pairs;
    await memory.conversations.append(conversationId, { role: 'user', content: body.question }, owner);
    const built = await memory.buildContext({
      scope: { userId: body.visitorId, sessionId: conversationId },
      question: body.question,
      history: historyMessages(pairs),
      budgetTokens: BUDGET_TOKENS,
      maxPairs: MAX_PAIRS,
      system: SYSTEM_PROMPT,
    });
    const sources = await sourcesOf(memory, built.report.items);

    return streamSSE(c, async (stream) => {
      await send(stream, 'meta', { conversationId, generated, sources, mode: llm ? 'llm' : 'offline' });
      let answer: string | null = null;
      if (llm === null) {
        const dropped = built.report.dropped.map((item) => ({ text: item.text.slice(0, 200), reason: item.reason, detail: item.detail }));
        await send(stream, 'context', { messages: built.messages, dropped });
      } else {
        let text = '';
        try {
          for await (const piece of streamChat(llm, built.messages as ChatMessage[])) {
            text += piece;
            await send(stream, 'delta', { text: piece });
          }
          answer = text.trim().length > 0 ? text : null;
          if (answer === null) await send(stream, 'notice', { kind: 'fallback', text: 'The model returned no answer; the sources above may help. 模型没有给出回答，可以先看上面的来源。' });
        } catch (error: unknown) {
          const message = error instanceof Error ? error.message : String(error);
          await send(stream, 'notice', { kind: 'fallback', text: `The assistant is unavailable right now (${message.slice(0, 120)}); the sources above may help. 助手暂时不可用。` });
        }
      }
      if (answer !== null) await memory.conversations.append(conversationId, { role: 'assistant', content: answer }, owner);
      try {
        // The visitor's turn goes to the visitor's memory only (their facts are extracted from it).
        await memory.remember({ userId: body.visitorId, sessionId: conversationId, turnId: String(Date.now()), user: body.question, ...(answer === null ? {} : { assistant: answer }) });
      } catch (error: unknown) {
        // The answer stands; only the memory of this turn is lost, which the server log says.
        log(`could not remember the turn of ${body.visitorId}`, error);
      }
      await send(stream, 'done', { answer });
    });
  });
}
