import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InvalidArgumentError, Option, type Command } from 'commander';
import { MemoryError } from '../../core/errors.js';
import type { MemoryStore } from '../../core/store.js';
import type { ChatModel } from '../../llm/chat-model.js';
import type { LlmSearchStages } from '../../config/env.js';
import type { QuestionDetail } from '../../eval/question-details.js';
import { loadEmbedder, type CliIO } from '../context.js';
import { json } from '../format.js';

function parseEvalStore(value: string): string {
  if (value === 'sqlite' || value === 'memory' || /^(postgres(ql)?|chroma):\/\//.test(value)) return value;
  throw new InvalidArgumentError('must be sqlite, memory, a postgres:// URL or a chroma://host:port URL');
}

/** The run's throwaway store: a temporary SQLite file, the in-memory reference, a fresh schema on a Postgres server or fresh collections on a Chroma server. */
async function evalStore(choice: string): Promise<{ store: MemoryStore; cleanUp: () => Promise<void> }> {
  if (choice === 'memory') {
    const { InMemoryStore } = await import('../../stores/in-memory/in-memory-store.js');
    return { store: new InMemoryStore(), cleanUp: async () => undefined };
  }
  if (choice === 'sqlite') {
    const { SqliteStore } = await import('../../stores/sqlite/sqlite-store.js');
    const folder = mkdtempSync(join(tmpdir(), 'agent-memory-eval-'));
    return { store: new SqliteStore({ path: join(folder, 'eval.db') }), cleanUp: async () => rmSync(folder, { recursive: true, force: true }) };
  }
  if (choice.startsWith('chroma://')) {
    const [{ ChromaStore }, { dropChromaCollections }] = await Promise.all([import('../../stores/chroma/chroma-store.js'), import('../../stores/chroma/drop-collections.js')]);
    const url = new URL(choice);
    const port = Number(url.port || 8000);
    const prefix = `eval_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    return { store: new ChromaStore({ host: url.hostname, port, collection: prefix }), cleanUp: () => dropChromaCollections(url.hostname, port, prefix) };
  }
  const [{ PostgresStore }, { dropPostgresSchema }] = await Promise.all([import('../../stores/postgres/postgres-store.js'), import('../../stores/postgres/drop-schema.js')]);
  const schema = `eval_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  return { store: new PostgresStore({ connectionString: choice, schema }), cleanUp: () => dropPostgresSchema(choice, schema) };
}

/** The eval harness, the engine and the model runtime, loaded when `eval` runs. */
async function loadEvalParts() {
  const [clock, ids, datasets, cache, table, progress, html, run, memory] = await Promise.all([
    import('../../core/clock.js'),
    import('../../core/ids.js'),
    import('../../eval/datasets/load-dataset.js'),
    import('../../eval/embedding-cache.js'),
    import('../../eval/format-table.js'),
    import('../../eval/progress.js'),
    import('../../eval/report-html.js'),
    import('../../eval/run-eval.js'),
    import('../../memory.js'),
  ]);
  return {
    manualClock: clock.manualClock,
    sequentialIds: ids.sequentialIds,
    loadDataset: datasets.loadDataset,
    CachedEmbedder: cache.CachedEmbedder,
    formatEvalTable: table.formatEvalTable,
    stderrSink: progress.stderrSink,
    renderReportHtml: html.renderReportHtml,
    runEval: run.runEval,
    Memory: memory.Memory,
  };
}

interface EvalFlags {
  dataset: string;
  k: number[];
  json?: boolean;
  report?: string;
  details?: string;
  /** `sqlite`, `memory`, or a `postgres://` URL. */
  store: string;
  cache: boolean;
  cacheDir: string;
  progress: boolean;
  folds?: number;
  llm?: boolean;
}

function parseFolds(value: string): number {
  const folds = Number(value);
  if (!Number.isInteger(folds) || folds < 2 || folds > 50) throw new InvalidArgumentError('must be an integer between 2 and 50');
  return folds;
}

export function parseKList(value: string): number[] {
  const ks = value.split(',').map((part) => Number(part.trim()));
  if (ks.length === 0 || ks.some((k) => !Number.isInteger(k) || k < 1 || k > 200)) {
    throw new InvalidArgumentError('must be a comma-separated list of integers between 1 and 200, such as 1,5,10,20');
  }
  return ks;
}

/** The LLM search stages the environment asks for (`--llm`): the model and which of rerank, rewrite and judge. */
async function searchStagesFromEnv(io: CliIO): Promise<{ llm: ChatModel } & LlmSearchStages> {
  const [{ readEnv, llmSearchStages, anyLlmSearchStage }, { OpenAIChatModel }] = await Promise.all([import('../../config/env.js'), import('../../llm/openai-chat-model.js')]);
  const env = readEnv(io.env);
  const llm = OpenAIChatModel.fromEnv(env);
  const stages = llmSearchStages(env);
  if (!llm || !anyLlmSearchStage(stages)) {
    throw new MemoryError('INVALID_INPUT', '--llm needs AGENT_MEMORY_LLM_URL and AGENT_MEMORY_LLM_MODEL, and at least one of AGENT_MEMORY_LLM_RERANK, _REWRITE, _JUDGE set to 1', { details: { field: 'llm' } });
  }
  return { llm, ...stages };
}

/**
 * `agent-memory eval --dataset PATH`: loads LoCoMo or our dialogue format, stores it in a fresh
 * temporary store (never the user's database) through `remember`, and scores our retrieval
 * beside keyword-only and dense-only baselines over the same data.
 */
export function registerEvalCommand(program: Command, io: CliIO): void {
  program
    .command('eval')
    .description('score retrieval on LoCoMo or memory-dev data, beside keyword-only and dense-only baselines')
    .requiredOption('--dataset <path>', 'LoCoMo JSON (locomo10.json) or our dialogue format (memory-dev.json)')
    .option('--k <list>', 'cut-offs for recall@k', parseKList, [1, 5, 10, 20])
    .option('--json', 'print one JSON object')
    .option('--report <file>', 'also write an HTML report with charts')
    .option('--details <file>', 'also write every question with each method\'s results (JSON), for studying misses')
    .addOption(
      new Option('--store <kind>', 'store for the run: sqlite (a temporary file), memory (the in-memory reference), a postgres:// URL (a fresh schema, dropped afterwards) or a chroma://host:port URL (fresh collections, dropped afterwards)')
        .argParser(parseEvalStore)
        .default('sqlite'),
    )
    .option('--no-cache', 'embed every text, ignoring the embedding cache')
    .option('--cache-dir <dir>', 'embedding cache for ingested texts (git-ignored)', '.eval-cache/embeddings')
    .option('--no-progress', 'no progress bar on stderr')
    .option('--llm', 'ask the configured LLM (AGENT_MEMORY_LLM_URL, _MODEL) in the search stages AGENT_MEMORY_LLM_RERANK, _REWRITE and _JUDGE turn on; ingestion stays rule-based')
    .option('--folds <n>', 'case-level cross-validation of everything fit (the relevance model): refit without each fold, report the held-out figures', parseFolds)
    .addHelpText('after', '\nExamples:\n  $ agent-memory eval --dataset ../shared/eval/memory-dev.json\n  $ agent-memory eval --dataset ../shared/eval/locomo10.json --k 5,10 --report locomo.html --json')
    .action(async (flags: EvalFlags) => {
      const { manualClock, sequentialIds, loadDataset, CachedEmbedder, formatEvalTable, stderrSink, renderReportHtml, runEval, Memory } = await loadEvalParts();
      const stages = flags.llm ? await searchStagesFromEnv(io) : null;
      const dataset = await loadDataset(flags.dataset);
      const model = await loadEmbedder(io);
      const cached = flags.cache ? new CachedEmbedder(model, flags.cacheDir) : null;
      const { store, cleanUp } = await evalStore(flags.store);
      // Stored times follow the dataset (see ingest.ts); the start is replaced before the first write.
      const clock = manualClock('2000-01-01T00:00:00Z');
      let memory: InstanceType<typeof Memory>;
      try {
        // Ids count up, so ties in score fall the same way on every run (src/core/ids.ts).
        memory = await Memory.open({ embedder: cached ?? model, clock, store, ids: sequentialIds() });
      } catch (error: unknown) {
        await cleanUp();
        throw error;
      }
      try {
        let details: QuestionDetail[] = [];
        const report = await runEval({
          memory,
          dataset,
          ks: flags.k,
          clock,
          ...(flags.folds !== undefined ? { folds: flags.folds } : {}),
          progress: flags.progress ? stderrSink() : null,
          // Questions are embedded by the model itself, so latency includes query embedding.
          beforeQuestions: () => {
            if (cached) cached.bypass = true;
            // After ingestion, so the LLM only searches: what the stages add is measured alone.
            if (stages) memory.configureRetrieval(stages);
          },
          onDetails: (collected) => {
            details = collected;
          },
        });
        if (flags.details) await writeFile(flags.details, json(details), 'utf8');
        if (flags.report) await writeFile(flags.report, renderReportHtml(report, details), 'utf8');
        io.out(flags.json ? json(report) : formatEvalTable(report));
      } finally {
        await memory.close();
        await cleanUp();
      }
    });
}
