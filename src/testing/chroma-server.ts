import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort } from './free-port.js';

/**
 * A throwaway Chroma server for tests: `chroma run` (the CLI of the `chromadb` npm package, the
 * same program `npx chroma run` starts) on 127.0.0.1 with a free port and a temporary data
 * folder; `stop()` ends it and deletes the folder. Ready once its heartbeat answers.
 */
export interface ChromaServer {
  /** `chroma://127.0.0.1:PORT`, what `AGENT_MEMORY_STORE` takes. */
  url: string;
  host: string;
  port: number;
  stop(): Promise<void>;
}

const READY_WITHIN_MS = 60_000;

/** The package's `chroma` bin (dist/cli.mjs), found from its main entry (dist/cjs/…). */
function chromaCli(): string {
  const entry = createRequire(import.meta.url).resolve('chromadb');
  return join(dirname(entry).replace(/[/\\]cjs$/, ''), 'cli.mjs');
}

async function heartbeat(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/v2/heartbeat`);
    return response.ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

export async function startChroma(): Promise<ChromaServer> {
  const folder = mkdtempSync(join(tmpdir(), 'agent-memory-chroma-'));
  const port = await freePort();
  const child = spawn(process.execPath, [chromaCli(), 'run', '--path', folder, '--host', '127.0.0.1', '--port', String(port)], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
  });
  const gone = exited(child);
  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    child.kill('SIGINT');
    await gone;
    rmSync(folder, { recursive: true, force: true });
  };
  // Poll the heartbeat until it answers, the process dies, or the deadline passes.
  const deadline = Date.now() + READY_WITHIN_MS;
  let died = false;
  void gone.then(() => {
    died = true;
  });
  while (!(await heartbeat(port))) {
    if (died || Date.now() > deadline) {
      await stop();
      throw new Error(`chroma run did not become ready on port ${port}${died ? ` (exited ${child.exitCode ?? child.signalCode})` : ''}: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `chroma://127.0.0.1:${port}`, host: '127.0.0.1', port, stop };
}
