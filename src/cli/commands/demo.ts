import type { Command } from 'commander';
import type { CliIO } from '../context.js';

/** Plays seed 000 end to end, offline (see `runDemo`). */
export function registerDemoCommand(program: Command, io: CliIO): void {
  program
    .command('demo')
    .description('play the seed 000 scenario offline: remember, recall, summaries and context assembly')
    .option('--db <path>', 'keep the demo database here (default: a temporary file)')
    .addHelpText('after', '\nExamples:\n  $ agent-memory demo\n  $ agent-memory demo --db ./demo.db')
    .action(async (flags: { db?: string }) => {
      const { runDemo } = await import('./demo-run.js');
      await runDemo(flags, io);
    });
}
