import type { Command } from 'commander';
import type { CliIO } from '../context.js';

/** Plays seed 000 end to end, offline (see `runDemo`), or serves seed 002's blog demo with `--web`. */
export function registerDemoCommand(program: Command, io: CliIO): void {
  program
    .command('demo')
    .description('play the seed 000 scenario offline: remember, recall, summaries and context assembly (--web: the seed 002 blog demo)')
    .option('--db <path>', 'keep the demo database here (default: a temporary file)')
    .option('--web', 'serve the seed 002 blog with its chat widget at /demo and the memory inspector at / instead')
    .option('--port <port>', 'with --web: port to listen on', '8080')
    .option('--host <host>', 'with --web: address to bind', '127.0.0.1')
    .option('--posts <dir>', 'with --web: a folder of Markdown posts (default: the sample posts)')
    .addHelpText('after', '\nExamples:\n  $ agent-memory demo\n  $ agent-memory demo --db ./demo.db\n  $ agent-memory demo --web --port 8080')
    .action(async (flags: { db?: string; web?: boolean; port: string; host: string; posts?: string }) => {
      if (flags.web) {
        // Loaded only here, so the plain demo does not pay for the HTTP stack.
        const { runBlogDemo } = await import('./demo-web.js');
        await runBlogDemo(flags, io);
        return;
      }
      const { runDemo } = await import('./demo-run.js');
      await runDemo(flags, io);
    });
}
