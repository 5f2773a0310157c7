import { readFile } from 'node:fs/promises';
import { InvalidArgumentError, type Command } from 'commander';
import { MemoryError } from '../../core/errors.js';
import type { MemoryRecord } from '../../core/types.js';
import type { MaintainItem } from '../../lifecycle/maintain.js';
import { STORE_OPTION_HELP, withExamples, withStoreOptions } from '../command-options.js';
import { openMemory, type CliIO } from '../context.js';
import { formatRecord, json } from '../format.js';
import { parseUnitInterval } from '../parse.js';
import { indentWrapped } from '../text-layout.js';

/** Issue 7: forgetting, maintenance, export/import and erase. Thin: each command is one library call. */
interface ScopeFlags {
  user?: string;
  agent?: string;
  session?: string;
  db?: string;
  tenant: string;
  json?: boolean;
}

function scopeOf(flags: ScopeFlags): { userId?: string; agentId?: string; sessionId?: string } {
  return {
    ...(flags.user ? { userId: flags.user } : {}),
    ...(flags.agent ? { agentId: flags.agent } : {}),
    ...(flags.session ? { sessionId: flags.session } : {}),
  };
}

function withScope(command: Command, userRequired: boolean): Command {
  const withUser = userRequired ? command.requiredOption('--user <id>', 'user the memories belong to') : command.option('--user <id>', 'only this user');
  return withStoreOptions(withUser.option('--agent <id>', 'agent id').option('--session <id>', 'session id')).option('--json', 'print JSON');
}

function parseDays(value: string): number {
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new InvalidArgumentError('must be a number of days, 0 or more');
  return parsed;
}

function formatItem(item: MaintainItem): string {
  return `${item.id}  [${item.kind}] importance ${item.importance.toFixed(2)} → ${item.effectiveImportance.toFixed(2)}, created ${item.createdAt.slice(0, 10)}, last used ${item.lastAccessedAt?.slice(0, 10) ?? 'never'}\n${indentWrapped(item.text, '    ')}`;
}

async function withMemory<T>(flags: ScopeFlags, io: CliIO, run: (memory: Awaited<ReturnType<typeof openMemory>>) => Promise<T>): Promise<T> {
  const memory = await openMemory(flags, io);
  try {
    return await run(memory);
  } finally {
    await memory.close();
  }
}

async function readInput(file: string): Promise<string> {
  if (file !== '-') return readFile(file, 'utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function memoriesCount(count: number): string {
  return `${count} ${count === 1 ? 'memory' : 'memories'}`;
}

export function registerLifecycleCommands(program: Command, io: CliIO): void {
  withExamples(withScope(program.command('forget').description('archive a memory by id, or everything a query matches (preview first, --yes to archive)').argument('[id]'), true), 'agent-memory forget --user alice --query "my old job"', 'agent-memory forget --user alice --query "my old job" --yes', 'agent-memory forget 3f2a… --user alice')
    .option('--query <text>', 'what to forget, such as "my old job"')
    .option('--yes', 'archive the matches of --query (without it, only a preview is shown)')
    .action(async (id: string | undefined, flags: ScopeFlags & { query?: string; yes?: boolean }) => {
      if (!id && !flags.query) throw new MemoryError('INVALID_INPUT', 'give what to forget: a memory id, or --query "what to forget"');
      if (id && flags.query) throw new MemoryError('INVALID_INPUT', `give a memory id (${id}) or --query, not both`);
      await withMemory(flags, io, async (memory) => {
        const report = id ? await memory.forget({ ...scopeOf(flags), id }) : await memory.forget({ ...scopeOf(flags), query: flags.query as string, confirm: flags.yes === true });
        if (flags.json) return io.out(json(report));
        if (report.preview) {
          report.matches.forEach((match) => io.out(formatRecord(match)));
          const one = report.matches.length === 1;
          io.out(report.matches.length === 0 ? 'nothing matches' : `${memoriesCount(report.matches.length)} ${one ? 'matches' : 'match'}; run again with --yes to archive ${one ? 'it' : 'them'} (restorable with restore)`);
          return;
        }
        report.archived.forEach((record) => io.out(`archived ${record.id}\n${indentWrapped(record.text, '    ')}`));
        io.out(`archived ${memoriesCount(report.archived.length)}`);
      });
    });

  withExamples(withScope(program.command('maintain').description('archive old, unused, unimportant memories and purge long-archived ones'), false), 'agent-memory maintain --dry-run', 'agent-memory maintain --user alice --archive-after-days 30 --tenant acme')
    .option('--dry-run', 'list what would change, change nothing')
    .option('--archive-after-days <days>', 'archive memories older than this (default 90)', parseDays)
    .option('--purge-after-days <days>', 'purge memories archived longer than this (default 30)', parseDays)
    .option('--no-purge', 'archive only, never purge')
    .option('--min-importance <0..1>', 'archive below this effective importance (default 0.3)', parseUnitInterval)
    .option('--half-life-days <days>', 'importance halves after this many days unused (default 60)', parseDays)
    .action(async (flags: ScopeFlags & { dryRun?: boolean; archiveAfterDays?: number; purgeAfterDays?: number; purge: boolean; minImportance?: number; halfLifeDays?: number }) => {
      await withMemory(flags, io, async (memory) => {
        const report = await memory.maintain({
          ...scopeOf(flags),
          dryRun: flags.dryRun === true,
          ...(flags.archiveAfterDays !== undefined ? { archiveAfterDays: flags.archiveAfterDays } : {}),
          ...(flags.purge ? (flags.purgeAfterDays !== undefined ? { purgeAfterDays: flags.purgeAfterDays } : {}) : { purgeAfterDays: null }),
          ...(flags.minImportance !== undefined ? { archiveBelowImportance: flags.minImportance } : {}),
          ...(flags.halfLifeDays !== undefined && flags.halfLifeDays > 0 ? { halfLifeDays: flags.halfLifeDays } : {}),
        });
        if (flags.json) return io.out(json(report));
        const verb = report.dryRun ? 'would ' : '';
        report.archived.forEach((item) => io.out(`${verb}archive ${formatItem(item)}`));
        report.purged.forEach((item) => io.out(`${verb}purge ${formatItem(item)}`));
        io.out(`${report.dryRun ? 'dry run: ' : ''}${verb}archive ${report.archived.length}, ${verb}purge ${report.purged.length} (of ${report.scanned} old enough to consider)`);
      });
    });

  withExamples(
    withStoreOptions(program.command('reindex').description("write every keyword row of the tenant again under the current text analysis (after an upgrade that changed it, or a new user dictionary); run it while nothing else writes")).option('--json', 'print JSON'),
    'agent-memory reindex',
    'agent-memory reindex --tenant acme --db ./agent-memory.db',
  ).action(async (flags: ScopeFlags) => {
    await withMemory(flags, io, async (memory) => {
      const report = await memory.reindex();
      io.out(flags.json ? json(report) : `reindexed ${memoriesCount(report.records)} under analysis ${report.analysis}`);
    });
  });

  withExamples(withScope(program.command('restore').description('bring an archived memory back').argument('<id>'), true), 'agent-memory restore 3f2a… --user alice').action(async (id: string, flags: ScopeFlags) => {
    await withMemory(flags, io, async (memory) => {
      const record = await memory.restore({ ...scopeOf(flags), id });
      io.out(flags.json ? json(record) : `restored ${record.id}  ${record.text}`);
    });
  });

  withExamples(withScope(program.command('export').description("a user's memories and their history as JSONL on stdout"), true), 'agent-memory export --user alice > alice.jsonl')
    .option('--no-history', 'memories only')
    .action(async (flags: ScopeFlags & { history: boolean }) => {
      await withMemory(flags, io, async (memory) => {
        const { exportLines } = await import('../../lifecycle/portability.js');
        for await (const line of exportLines(memory, scopeOf(flags), { history: flags.history })) io.out(line);
      });
    });

  program
    .command('import')
    .description('load a JSONL export (validated first; ids already present are skipped)')
    .argument('<file>', "JSONL file, or '-' for stdin")
    .option('--user <id>', 'import into this user instead of the one in the file')
    .option('--db <path>', 'database file (env AGENT_MEMORY_DB, default ./agent-memory.db)')
    .option('--store <url>', STORE_OPTION_HELP)
    .option('--tenant <id>', 'tenant to import into', 'default')
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExamples:\n  $ agent-memory import alice.jsonl\n  $ agent-memory export --user alice | agent-memory import - --user alice2 --db ./other.db')
    .action(async (file: string, flags: ScopeFlags) => {
      const text = await readInput(file);
      await withMemory(flags, io, async (memory) => {
        const report = await memory.import(text, flags.user ? { userId: flags.user } : {});
        io.out(flags.json ? json(report) : `imported ${report.imported} memories (${report.history} history entries), skipped ${report.skipped.length} already present`);
      });
    });

  withExamples(withScope(program.command('erase').description('delete everything of a user, vectors, keyword rows and history included (right to be forgotten)'), true), 'agent-memory erase --user alice', 'agent-memory erase --user alice --yes')
    .option('--yes', 'really erase (without it, only the count is shown)')
    .action(async (flags: ScopeFlags & { yes?: boolean }) => {
      await withMemory(flags, io, async (memory) => {
        if (!flags.yes) {
          const page = await memory.getAll({ ...scopeOf(flags), statuses: ['active', 'archived'], limit: 1 });
          throw new MemoryError('INVALID_INPUT', `erase would permanently delete ${page.total} memories of this scope with their history; run again with --yes`, {
            details: { memories: page.total },
          });
        }
        const report = await memory.erase(scopeOf(flags));
        if (flags.json) return io.out(json(report));
        const clean = report.proof.recordsLeft === 0 && !report.proof.tracesLeft;
        io.out(`erased ${report.erased} memories; ${clean ? 'verified: no record, vector, keyword row or history entry of them remains' : 'WARNING: traces remain'}`);
      });
    });

  withExamples(withScope(program.command('feedback').description('mark a memory useful (raises importance) or not useful (lowers it)').argument('<id>'), true), 'agent-memory feedback 3f2a… --user alice --useful')
    .option('--useful', 'it helped')
    .option('--not-useful', 'it did not help')
    .action(async (id: string, flags: ScopeFlags & { useful?: boolean; notUseful?: boolean }) => {
      if (flags.useful === flags.notUseful) throw new MemoryError('INVALID_INPUT', 'give exactly one of --useful or --not-useful');
      await withMemory(flags, io, async (memory) => {
        const record: MemoryRecord = await memory.feedback({ ...scopeOf(flags), id, useful: flags.useful === true });
        io.out(flags.json ? json(record) : `importance of ${record.id} is now ${record.importance.toFixed(2)}`);
      });
    });
}
