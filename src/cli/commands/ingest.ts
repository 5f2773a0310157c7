import { waitForStopSignal } from '../stop-signal.js';
import type { Command } from 'commander';
import type { IngestOptions, IngestProgress } from '../../knowledge/ingest.js';
import { formatSummary, renderProgress } from '../../knowledge/progress-bar.js';
import { openMemory, type CliIO } from '../context.js';
import { json } from '../format.js';
import { parsePositiveInt } from '../parse.js';

interface IngestFlags {
  watch?: boolean;
  collection?: string;
  chunkTokens?: number;
  overlapTokens?: number;
  maxFileBytes?: number;
  debounceMs?: number;
  progress: boolean;
  db?: string;
  json?: boolean;
}

/** The bar redraws one terminal line; it only makes sense when a person watches stderr. */
function progressWriter(flags: IngestFlags): ((progress: IngestProgress) => void) | undefined {
  if (!flags.progress || flags.json || !process.stderr.isTTY) return undefined;
  return (progress) => process.stderr.write(`\r\u001b[2K${renderProgress(progress)}`);
}

function clearProgressLine(flags: IngestFlags): void {
  if (progressWriter(flags)) process.stderr.write('\r\u001b[2K');
}

export function registerIngestCommand(program: Command, io: CliIO): void {
  program
    .command('ingest')
    .description('index a folder of Markdown, text and HTML as shared knowledge; re-running syncs only what changed')
    .argument('<dir>', 'folder to index')
    .option('--watch', 'keep following the folder and sync on every change (Ctrl-C stops)')
    .option('--collection <name>', 'collection the folder mirrors', 'default')
    .option('--chunk-tokens <n>', 'chunk size in tokens (default 300)', parsePositiveInt)
    .option('--overlap-tokens <n>', 'overlap between chunks in tokens (default 50)', (value: string) => Number(value))
    .option('--max-file-bytes <n>', 'skip files larger than this (default 2 MiB)', parsePositiveInt)
    .option('--debounce-ms <n>', 'with --watch: quiet time before a sync (default 500)', (value: string) => Number(value))
    .option('--no-progress', 'no progress bar')
    .option('--db <path>', 'database file (env AGENT_MEMORY_DB, default ./agent-memory.db)')
    .option('--store <url>', 'store: postgres://user:pass@host:port/db or a SQLite file (env AGENT_MEMORY_STORE)')
    .option('--json', 'print each summary as JSON')
    .action(async (dir: string, flags: IngestFlags) => {
      const memory = await openMemory(flags, io);
      const onProgress = progressWriter(flags);
      const options: IngestOptions = {
        dir,
        ...(flags.collection ? { collection: flags.collection } : {}),
        ...(flags.chunkTokens !== undefined ? { chunkTokens: flags.chunkTokens } : {}),
        ...(flags.overlapTokens !== undefined ? { overlapTokens: flags.overlapTokens } : {}),
        ...(flags.maxFileBytes !== undefined ? { maxFileBytes: flags.maxFileBytes } : {}),
        ...(onProgress ? { onProgress } : {}),
      };
      const print = (summary: Parameters<typeof formatSummary>[0]): void => {
        clearProgressLine(flags);
        if (flags.json) io.out(JSON.stringify(summary));
        else formatSummary(summary).forEach((line) => io.out(line));
      };
      try {
        if (!flags.watch) {
          const summary = await memory.ingestDocs(options);
          if (flags.json) io.out(json(summary));
          else print(summary);
          return;
        }
        const watcher = await memory.watchDocs({
          ...options,
          ...(flags.debounceMs !== undefined ? { debounceMs: flags.debounceMs } : {}),
          onSync: print,
          onError: (error: unknown) => io.err(`sync failed: ${error instanceof Error ? error.message : String(error)}`),
        });
        const stopped = waitForStopSignal();
        try {
          await watcher.ready;
          if (!flags.json) io.out(`watching ${dir} (Ctrl-C stops)`);
          const signal = await stopped;
          if (!flags.json) io.out(`stopping (${signal})`);
        } finally {
          await watcher.close();
        }
      } finally {
        await memory.close();
      }
    });
}
