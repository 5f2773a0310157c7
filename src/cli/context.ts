import { readEnv, type AgentMemoryEnv } from '../config/env.js';
import type { Embedder } from '../core/embedder.js';
import { MemoryError } from '../core/errors.js';
import { HashEmbedder } from '../embedders/hash/hash-embedder.js';
import { createBilingualLocalEmbedder } from '../embedders/composite/local-bilingual.js';
import { LocalEmbedder } from '../embedders/local/local-embedder.js';
import { OpenAIEmbedder } from '../embedders/openai/openai-embedder.js';
import { OpenAIChatModel } from '../llm/openai-chat-model.js';
import { Memory } from '../memory.js';

/** What every command receives: where to write, and how to open the engine lazily. */
export interface CliIO {
  out: (line: string) => void;
  err: (line: string) => void;
  env: NodeJS.ProcessEnv;
}

export interface GlobalOptions {
  db?: string;
  /** `--store`: `postgres://…` or a SQLite file; wins over `--db` and the environment. */
  store?: string;
}

/** The store a command opens: `--store`, `--db`, `AGENT_MEMORY_STORE`, `AGENT_MEMORY_DB`, in that order. */
export function storeLocation(options: GlobalOptions, env: AgentMemoryEnv): string {
  return options.store ?? options.db ?? env.AGENT_MEMORY_STORE ?? env.AGENT_MEMORY_DB;
}

export function embedderFromEnv(env: AgentMemoryEnv): Embedder {
  switch (env.AGENT_MEMORY_EMBEDDER) {
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
 * Opens the memory; with AGENT_MEMORY_LLM_* set, the LLM writes summaries and extracts memories,
 * with AGENT_MEMORY_LLM_RERANK=1 too it reranks every search (one chat call each), and with
 * AGENT_MEMORY_LLM_REWRITE=1 it adds keywords to every search's question (one more call each).
 */
export async function openMemory(options: GlobalOptions, io: CliIO): Promise<Memory> {
  const env = readEnv(io.env);
  const memory = await Memory.open({ store: storeLocation(options, env), embedder: embedderFromEnv(env) });
  const llm = OpenAIChatModel.fromEnv(env);
  if (llm) await memory.configureConversation({ llm });
  const rerank = env.AGENT_MEMORY_LLM_RERANK === true;
  const rewrite = env.AGENT_MEMORY_LLM_REWRITE === true;
  if (llm && (rerank || rewrite)) memory.configureRetrieval({ llm, rerank, rewrite });
  return memory;
}
