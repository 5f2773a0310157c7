import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const WORKER = fileURLToPath(new URL('./worker.ts', import.meta.url));

export interface Worker {
  process: ChildProcess;
  /** Every `ack <id>` line so far. */
  acks: string[];
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
  /** Resolves when a line satisfying the predicate arrives (or rejects if the worker exits first). */
  waitFor(predicate: (line: string) => boolean): Promise<string>;
}

/** Starts reliability/worker.ts; reads its acknowledgements line by line. */
export function startWorker(args: string[]): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const acks: string[] = [];
  const lines: string[] = [];
  const waiters: { predicate: (line: string) => boolean; resolve: (line: string) => void; reject: (error: Error) => void }[] = [];
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    lines.push(line);
    if (line.startsWith('ack ')) acks.push(line.slice(4));
    for (const waiter of [...waiters]) {
      if (waiter.predicate(line)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) => {
    child.on('exit', (code, signal) => {
      for (const waiter of waiters.splice(0)) waiter.reject(new Error(`worker exited (${code ?? signal}) before the awaited line: ${stderr.slice(-500)}`));
      resolve({ code, signal, stderr });
    });
  });
  return {
    process: child,
    acks,
    exited,
    // Lines already read count too: several can arrive in one chunk, before the caller asks.
    waitFor: (predicate) =>
      new Promise((resolve, reject) => {
        const seen = lines.find(predicate);
        if (seen !== undefined) resolve(seen);
        else waiters.push({ predicate, resolve, reject });
      }),
  };
}
