import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readEnv } from '../../config/env.js';
import { MemoryError } from '../../core/errors.js';
import type { Memory } from '../../memory.js';
import { readAdminKey } from '../../server/auth/admin-key.js';
import { SqliteKeyStore } from '../../server/auth/sqlite-key-store.js';
import { startHttpServer, type RunningHttpServer } from '../../server/http-server.js';
import { findWebRoot } from '../../server/web-assets.js';
import { SqliteStore } from '../../stores/sqlite/sqlite-store.js';
import { registerBlogChat } from './blog-chat.js';
import { registerBlogPages } from './blog-pages.js';
import { loadPosts } from './blog-posts.js';

export const BLOG_COLLECTION = 'blog';

export interface BlogDemoOptions {
  memory: Memory;
  env: NodeJS.ProcessEnv;
  port: number;
  host: string;
  /** Default: the sample posts shipped with the built web UI (dist/web/demo-posts). */
  postsDir?: string;
  log: (line: string) => void;
}

export interface RunningBlogDemo {
  server: RunningHttpServer;
  /** A fresh API key of the demo's tenant, for signing in to the inspector. */
  apiKey: string;
}

function defaultPostsDir(): string {
  const root = findWebRoot();
  const dir = root === null ? null : join(root, 'demo-posts');
  if (dir === null || !existsSync(dir)) throw new MemoryError('INVALID_INPUT', 'the sample posts are missing: run npm run build, or pass --posts <dir>');
  return dir;
}

/**
 * The blog demo of seed 002 on one server: the posts ingested as the shared knowledge
 * collection `blog`, the blog at /demo with the chat widget, the inspector at /, and the API.
 */
export async function startBlogDemo(options: BlogDemoOptions): Promise<RunningBlogDemo> {
  const { memory } = options;
  if (!(memory.store instanceof SqliteStore)) throw new MemoryError('INVALID_INPUT', 'the blog demo keeps its API keys in the SQLite store');
  const postsDir = options.postsDir ?? defaultPostsDir();
  const posts = loadPosts(postsDir);
  const ingested = await memory.ingestDocs({ dir: postsDir, collection: BLOG_COLLECTION });
  options.log(`ingested ${posts.length} posts from ${postsDir} into knowledge collection "${BLOG_COLLECTION}" (${JSON.stringify(ingested).slice(0, 160)})`);
  const env = readEnv(options.env);
  const llm = env.AGENT_MEMORY_LLM_URL && env.AGENT_MEMORY_LLM_MODEL ? { baseUrl: env.AGENT_MEMORY_LLM_URL, model: env.AGENT_MEMORY_LLM_MODEL, apiKey: env.AGENT_MEMORY_LLM_API_KEY ?? env.OPENAI_API_KEY } : null;
  const keys = new SqliteKeyStore(memory.store.database, memory.clock);
  const created = await keys.createKey(memory.tenantId, 'blog demo inspector');
  const server = await startHttpServer({
    memory,
    auth: { keys, adminKey: readAdminKey(options.env) },
    port: options.port,
    host: options.host,
    extraRoutes: (app) => {
      registerBlogPages(app, posts);
      registerBlogChat(app, { memory, llm });
    },
  });
  memory.conversations.startSweeper();
  options.log(llm ? `answers stream from ${llm.model} at ${llm.baseUrl}` : 'no LLM configured (AGENT_MEMORY_LLM_URL, AGENT_MEMORY_LLM_MODEL): the widget shows the assembled context and sources');
  return { server, apiKey: created.key };
}
