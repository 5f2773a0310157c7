import type { Command } from 'commander';
import { MemoryError } from '../../core/errors.js';
import type { CliIO } from '../context.js';
import { json } from '../format.js';
import { parsePositiveInt } from '../parse.js';

interface MigrateFlags {
  from: string;
  to: string;
  batchSize: number;
  json?: boolean;
}

export function registerMigrateCommand(program: Command, io: CliIO): void {
  program
    .command('migrate')
    .description('copy everything (records, vectors, history, conversations, API keys) from one store to another, then verify counts and checksums; rerun to resume')
    .requiredOption('--from <db|url>', 'source: a SQLite file, postgres://user:pass@host:port/db or chroma://host:port')
    .requiredOption('--to <db|url>', 'target: a SQLite file, postgres://user:pass@host:port/db or chroma://host:port')
    .option('--batch-size <n>', 'records per target transaction', parsePositiveInt, 200)
    .option('--json', 'print the report as JSON')
    .addHelpText('after', '\nExamples:\n  $ agent-memory migrate --from ./agent-memory.db --to postgres://agent:secret@db:5432/memory\n  $ agent-memory migrate --from postgres://agent:secret@db:5432/memory --to ./copy.db')
    .action(async (flags: MigrateFlags) => {
      const [{ storeFromLocation, describeLocation }, { migrateStores }] = await Promise.all([import('../../stores/store-location.js'), import('../../migrate/migrate-stores.js')]);
      if (flags.from.trim() === flags.to.trim()) throw new MemoryError('INVALID_INPUT', '--from and --to name the same store');
      const source = storeFromLocation(flags.from);
      const target = storeFromLocation(flags.to);
      await source.init();
      try {
        await target.init();
        try {
          io.err(`copying ${describeLocation(flags.from)} -> ${describeLocation(flags.to)}`);
          const report = await migrateStores(source, target, { batchSize: flags.batchSize, progress: (line) => io.err(line) });
          if (flags.json) io.out(json(report));
          else {
            for (const [tenantId, { target: summary, copied }] of Object.entries(report.tenants)) {
              io.out(`tenant ${tenantId}: ${summary.records} records (${copied} copied now), ${summary.historyEntries} history entries, checksum ${summary.checksum.slice(0, 16)}`);
            }
            const state = report.serverState.target;
            io.out(`server state: ${state.tenants} tenants, ${state.keys} API keys, ${state.conversations} conversations, ${state.messages} messages`);
            io.out(report.verified ? 'verified: counts and checksums match' : 'NOT verified: counts or checksums differ (see --json)');
          }
          if (!report.verified) {
            throw new MemoryError('STORE_ERROR', 'the copy does not match its source: counts or checksums differ', { details: { tenants: Object.keys(report.tenants).length } });
          }
        } finally {
          await target.close();
        }
      } finally {
        await source.close();
      }
    });
}
