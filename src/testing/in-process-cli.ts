import { main } from '../cli/main.js';
import type { CliIO } from '../cli/context.js';

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

/** Runs the CLI in this process with its output captured, as CLI tests do (no child process). */
export async function runCliInProcess(env: NodeJS.ProcessEnv, argv: string[]): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = { out: (line) => out.push(line), err: (line) => err.push(line), env };
  const code = await main(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}
