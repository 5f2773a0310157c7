import { waitForStopSignal } from '../stop-signal.js';
import type { Command } from 'commander';
import type { IngestOptions, IngestProgress } from '../../knowledge/ingest.js';
import { formatSummary, renderProgress } from '../../knowledge/progress-bar.js';
import { DB_OPTION_HELP, STORE_OPTION_HELP } from '../command-options.js';
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
  tenant: string;
  json?: boolean;
}

/**
 * Progress goes to stderr, so stdout (and `--json`) stays clean. On a terminal a bar redraws one
 * line; elsewhere (a pipe, a CI log) a line is printed every 100 files read and at every tenth of
 * the chunks embedded, so a long ingest is never silent.
 */
function progressWriter(flags: IngestFlags, io: CliIO): ((progress: IngestProgress) => void) | undefined {
  if (!flags.progress) return undefined;
  if (process.stderr.isTTY) return (progress) => process.stderr.write(`\r\u001b[2K${renderProgress(progress)}`);
  let lastScanLine = 0;
  let lastTenth = -1;
  return (progress) => {
    if (progress.phase === 'scan') {
      if (progress.done - lastScanLine < 100) return;
      lastScanLine = progress.done;
      io.err(renderProgress(progress));
      return;
    }
    const tenth = progress.total > 0 ? Math.floor((progress.done / progress.total) * 10) : 10;
    if (tenth === lastTenth) return;
    lastTenth = tenth;
    io.err(renderProgress(progress));
  };
}

function clearProgressLine(flags: IngestFlags): void {
  if (flags.progress && process.stderr.isTTY) process.stderr.write('\r\u001b[2K');
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
    .option('--no-progress', 'no progress bar or progress lines (on stderr)')
    .option('--db <path>', DB_OPTION_HELP)
    .option('--store <url>', STORE_OPTION_HELP)
    .option('--tenant <id>', 'tenant whose shared knowledge this is', 'default')
    .option('--json', 'print each summary as JSON')
    .addHelpText('after', '\nExamples:\n  $ agent-memory ingest ./docs\n  $ agent-memory ingest ./blog --collection blog --watch')
    .action(async (dir: string, flags: IngestFlags) => {
      const memory = await openMemory(flags, io);
      const onProgress = progressWriter(flags, io);
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
