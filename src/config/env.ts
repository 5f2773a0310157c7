import { z } from 'zod';
import { parseInput } from '../core/schemas.js';

/** A switch: `1`/`true` on, `0`/`false` off, anything else refused. */
const onOff = z
  .enum(['1', 'true', '0', 'false'])
  .transform((value) => value === '1' || value === 'true')
  .optional();

/** Everything the process reads from its environment, validated in one place. */
const envSchema = z.object({
  AGENT_MEMORY_DB: z.string().min(1).default('./agent-memory.db'),
  /** `postgres://user:pass@host:port/db`, `chroma://host:port` or a SQLite file; wins over AGENT_MEMORY_DB when set. */
  AGENT_MEMORY_STORE: z.string().min(1).optional(),
  /** Unset: a store keeps the local embedder it recorded, a new one gets `local` (embedders/default-embedder.ts). */
  AGENT_MEMORY_EMBEDDER: z.enum(['local', 'local-bilingual', 'openai', 'hash']).optional(),
  AGENT_MEMORY_MODELS_DIR: z.string().min(1).optional(),
  AGENT_MEMORY_EMBEDDINGS_URL: z.url().optional(),
  AGENT_MEMORY_EMBEDDINGS_MODEL: z.string().min(1).optional(),
  AGENT_MEMORY_EMBEDDINGS_DIMENSIONS: z.coerce.number().int().positive().optional(),
  AGENT_MEMORY_EMBEDDINGS_API_KEY: z.string().min(1).optional(),
  AGENT_MEMORY_LLM_URL: z.url().optional(),
  AGENT_MEMORY_LLM_MODEL: z.string().min(1).optional(),
  AGENT_MEMORY_LLM_API_KEY: z.string().min(1).optional(),
  /** `1`/`true`: the configured LLM reranks every search (one chat call per search); off by default. */
  AGENT_MEMORY_LLM_RERANK: onOff,
  /** `1`/`true`: the configured LLM rewrites every search's question into extra keywords (one chat call per search); off by default. */
  AGENT_MEMORY_LLM_REWRITE: onOff,
  /** `1`/`true`: the configured LLM judges the results near the relevance cut (one chat call, only for searches with such results); off by default. */
  AGENT_MEMORY_LLM_JUDGE: onOff,
  /**
   * How far from the relevance cut a result may lie and still go to the judge, 0..1 (default
   * 0.25). 1 sends every result the gate could show (at most 5 a search): the local model is
   * weakest on questions about a memory's subject that it does not answer, which sit far above the cut.
   */
  AGENT_MEMORY_LLM_JUDGE_BAND: z.coerce.number().min(0).max(1).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
});

export type AgentMemoryEnv = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): AgentMemoryEnv {
  const relevant = Object.fromEntries(
    Object.entries(source).filter(([key, value]) => (key.startsWith('AGENT_MEMORY_') || key === 'OPENAI_API_KEY') && value !== ''),
  );
  return parseInput(envSchema, relevant, 'environment');
}

/** Which LLM search stages the environment turns on (each needs the LLM of AGENT_MEMORY_LLM_URL and _MODEL too). */
export interface LlmSearchStages {
  rerank: boolean;
  rewrite: boolean;
  judge: boolean;
  /** The judge's band around the cut, when the environment sets one. */
  judgeBand?: number;
}

export function llmSearchStages(env: AgentMemoryEnv): LlmSearchStages {
  const stages: LlmSearchStages = { rerank: env.AGENT_MEMORY_LLM_RERANK === true, rewrite: env.AGENT_MEMORY_LLM_REWRITE === true, judge: env.AGENT_MEMORY_LLM_JUDGE === true };
  if (env.AGENT_MEMORY_LLM_JUDGE_BAND !== undefined) stages.judgeBand = env.AGENT_MEMORY_LLM_JUDGE_BAND;
  return stages;
}

/** Whether any LLM search stage is on. */
export function anyLlmSearchStage(stages: LlmSearchStages): boolean {
  return stages.rerank || stages.rewrite || stages.judge;
}
