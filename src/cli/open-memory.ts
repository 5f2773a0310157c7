import { anyLlmSearchStage, llmSearchStages, readEnv, type AgentMemoryEnv } from '../config/env.js';
import type { Embedder } from '../core/embedder.js';
import { MemoryError } from '../core/errors.js';
import { HashEmbedder } from '../embedders/hash/hash-embedder.js';
import { createBilingualLocalEmbedder } from '../embedders/composite/local-bilingual.js';
import { LocalEmbedder } from '../embedders/local/local-embedder.js';
import { OpenAIEmbedder } from '../embedders/openai/openai-embedder.js';
import { OpenAIChatModel } from '../llm/openai-chat-model.js';
import { Memory } from '../memory.js';
import { tenantIdSchema } from '../server/auth/key-minting.js';
import { parseInput } from '../core/schemas.js';
import type { CliIO, GlobalOptions } from './context.js';
import { checkDatabasePath } from './database-path.js';

/**
 * The embedder AGENT_MEMORY_EMBEDDER names, or undefined when it is not set: then each store keeps
 * the local embedder it recorded and a new one gets the default (`Memory`, embedders/default-embedder.ts).
 */
export function embedderFromEnv(env: AgentMemoryEnv): Embedder | undefined {
  switch (env.AGENT_MEMORY_EMBEDDER) {
    case undefined:
      return undefined;
    case 'hash':
      return new HashEmbedder(256);
    case 'openai': {
      if (!env.AGENT_MEMORY_EMBEDDINGS_URL || !env.AGENT_MEMORY_EMBEDDINGS_MODEL || !env.AGENT_MEMORY_EMBEDDINGS_DIMENSIONS) {
        throw new MemoryError(
          'INVALID_INPUT',
          'AGENT_MEMORY_EMBEDDER=openai needs AGENT_MEMORY_EMBEDDINGS_URL, AGENT_MEMORY_EMBEDDINGS_MODEL and AGENT_MEMORY_EMBEDDINGS_DIMENSIONS',
        );
      }
      const apiKey = env.AGENT_MEMORY_EMBEDDINGS_API_KEY ?? env.OPENAI_API_KEY;
      return new OpenAIEmbedder({
        baseUrl: env.AGENT_MEMORY_EMBEDDINGS_URL,
        model: env.AGENT_MEMORY_EMBEDDINGS_MODEL,
        dimensions: env.AGENT_MEMORY_EMBEDDINGS_DIMENSIONS,
        ...(apiKey ? { apiKey } : {}),
      });
    }
    case 'local':
      return new LocalEmbedder(env.AGENT_MEMORY_MODELS_DIR ? { modelsDir: env.AGENT_MEMORY_MODELS_DIR } : {});
    case 'local-bilingual':
      return createBilingualLocalEmbedder(env.AGENT_MEMORY_MODELS_DIR ? { modelsDir: env.AGENT_MEMORY_MODELS_DIR } : {});
  }
}

/**
 * The store a command opens: `--store`, `--db`, `AGENT_MEMORY_STORE`, `AGENT_MEMORY_DB`, in that
 * order. A SQLite path is checked first, so a wrong one names the path and the reason.
 */
export function storeLocation(options: GlobalOptions, env: AgentMemoryEnv): string {
  if (options.store !== undefined) return checkedLocation(options.store, '--store');
  if (options.db !== undefined) return checkDatabasePath(options.db, '--db');
  if (env.AGENT_MEMORY_STORE !== undefined) return checkedLocation(env.AGENT_MEMORY_STORE, 'AGENT_MEMORY_STORE');
  return checkDatabasePath(env.AGENT_MEMORY_DB, 'AGENT_MEMORY_DB');
}

function checkedLocation(location: string, source: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(location.trim()) ? location : checkDatabasePath(location.replace(/^sqlite:/, ''), source);
}

/**
 * Opens the memory (heavy: the store, the model runtime; `context.ts` loads this file on first
 * use). The database path is checked first, so a wrong `--db` names the path and the reason.
 * With `tenant` set the memory is confined to that tenant. With AGENT_MEMORY_LLM_* set, the LLM
 * writes summaries and extracts memories; AGENT_MEMORY_LLM_RERANK, _REWRITE and _JUDGE (with
 * _JUDGE_BAND) turn on its search stages (env.ts, `llmSearchStages`).
 */
export async function openMemoryNow(options: GlobalOptions, io: CliIO): Promise<Memory> {
  const env = readEnv(io.env);
  const tenant = options.tenant === undefined ? undefined : parseInput(tenantIdSchema, options.tenant, '--tenant');
  const embedder = embedderFromEnv(env);
  const memory = await Memory.open({ store: storeLocation(options, env), ...(embedder ? { embedder } : {}) });
  const llm = OpenAIChatModel.fromEnv(env);
  if (llm) await memory.configureConversation({ llm });
  const stages = llmSearchStages(env);
  if (llm && anyLlmSearchStage(stages)) memory.configureRetrieval({ llm, ...stages });
  return tenant === undefined ? memory : memory.forTenant(tenant);
}
