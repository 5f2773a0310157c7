import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryError } from '../../core/errors.js';
import { startBlogDemo } from '../../demo/blog/start-blog-demo.js';
import { openMemory, type CliIO } from '../context.js';
import { waitForStopSignal } from '../stop-signal.js';

/** `agent-memory demo --web`: the blog demo until SIGINT or SIGTERM. */
export async function runBlogDemo(flags: { db?: string; port: string; host: string; posts?: string }, io: CliIO): Promise<void> {
  const port = Number(flags.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new MemoryError('INVALID_INPUT', '--port must be 0..65535');
  const folder = flags.db ? null : mkdtempSync(join(tmpdir(), 'agent-memory-blog-'));
  const memory = await openMemory({ db: flags.db ?? join(folder as string, 'blog.db') }, io);
  try {
    const demo = await startBlogDemo({ memory, env: io.env, port, host: flags.host, ...(flags.posts ? { postsDir: flags.posts } : {}), log: (line) => io.err(line) });
    io.out(`blog demo: ${demo.server.url}/demo`);
    io.out(`inspector: ${demo.server.url}/  (API key: ${demo.apiKey})`);
    const signal = await waitForStopSignal();
    io.err(`${signal}: stopping`);
    await demo.server.close();
  } finally {
    await memory.close().catch(() => undefined);
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}
