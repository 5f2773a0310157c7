/**
 * `node --import tsx bench/http-load.ts [--memories 10000] [--connections 32] [--duration 30]`
 *
 * Load test of POST /v1/search on a real `agent-memory serve` process: one user with 10k
 * memories, 32 connections for 30 s (autocannon), every query a distinct sentence embedded
 * by the local model inside the server. Prints requests/s, p50, p99 and errors, and checks
 * the floor from issue 6 (>= 150 req/s, p99 <= 300 ms, no errors on 2 cores).
 *
 * The stored memories get random unit vectors recorded under the local embedder's identity
 * (as bench/run.ts does), so seeding takes seconds instead of embedding 10k texts; search
 * cost does not depend on what the stored vectors are. Queries are embedded for real.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { MemoryEngine } from '../src/core/engine.js';
import { LocalEmbedder } from '../src/embedders/local/local-embedder.js';
import { SqliteKeyStore } from '../src/server/auth/sqlite-key-store.js';
import { SqliteStore } from '../src/stores/sqlite/sqlite-store.js';
import { mulberry32, PrecomputedEmbedder, randomText, randomUnitVector } from './support.js';

const FLOOR = { requestsPerSecond: 150, p99Ms: 300 };
const USER = 'bench-user';
const { values: flags } = parseArgs({
  options: {
    memories: { type: 'string', default: '10000' },
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '30' },
  },
});
const memories = Number(flags.memories);
const connections = Number(flags.connections);
const duration = Number(flags.duration);
const packageRoot = fileURLToPath(new URL('..', import.meta.url));

const SUBJECTS = ['我', '我妈妈', '我的同事', 'my sister', 'my manager', 'our team', '小王', 'the landlord'];
const TOPICS = ['咖啡', '早饭', '地铁通勤', '周末爬山', 'the budget review', 'a flight to Tokyo', '花生过敏', 'the new laptop', '项目截止日期', 'yoga class'];
const ASKS = ['喜欢什么', '什么时候', '上次说了什么关于', 'what did I say about', 'when is', 'remind me about', '还记得', 'anything about'];

/** Distinct, natural-looking questions, so no request is a repeat of another. */
function* questions(): Generator<string> {
  for (let round = 0; ; round += 1) {
    for (const subject of SUBJECTS) for (const topic of TOPICS) for (const ask of ASKS) yield `${subject} ${ask} ${topic}？ (${round})`;
  }
}

async function seed(dbPath: string): Promise<string> {
  const random = mulberry32(42);
  const local = new LocalEmbedder();
  const precomputed = new PrecomputedEmbedder(local.info);
  const engine = new MemoryEngine({ store: new SqliteStore({ path: dbPath }), embedder: precomputed });
  await engine.init();
  const batch = [];
  for (let index = 0; index < memories; index += 1) {
    const text = `${randomText(random)} #${index}`;
    precomputed.register(text, randomUnitVector(random, local.info.dimensions));
    batch.push({ text, userId: USER });
    if (batch.length === 1000 || index === memories - 1) await engine.addMany(batch.splice(0));
  }
  const { key } = await new SqliteKeyStore((engine.store as SqliteStore).database).createKey('bench');
  await engine.close();
  return key;
}

async function startServer(dbPath: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/testing/run-cli.ts', 'serve', '--port', '0', '--db', dbPath, '--rate-limit', '1000000'],
    { cwd: packageRoot, env: { ...process.env, AGENT_MEMORY_EMBEDDER: 'local' }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
  const url = /listening on (http:\/\/\S+)/.exec(line)?.[1];
  if (!url) throw new Error(`server did not start: ${line}`);
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'agent-memory-http-load-'));
  const dbPath = join(folder, 'bench.db');
  try {
    const seedStart = performance.now();
    const key = await seed(dbPath);
    console.log(`seeded ${memories} memories for one user in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    const server = await startServer(dbPath);
    try {
      const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
      const questionSource = questions();
      const body = () => JSON.stringify({ query: questionSource.next().value as string, userId: USER });
      for (let warm = 0; warm < 20; warm += 1) {
        const response = await fetch(`${server.url}/v1/search`, { method: 'POST', headers, body: body() });
        if (response.status !== 200) throw new Error(`warm-up search failed: ${response.status} ${await response.text()}`);
      }
      // Other work on the machine inflates the tail; the load average says how much there was.
      const loadBefore = loadavg()[0]?.toFixed(2);
      const result = await autocannon({
        url: `${server.url}/v1/search`,
        connections,
        duration,
        method: 'POST',
        headers,
        requests: [{ setupRequest: (request) => ({ ...request, body: body() }) }],
      });
      const errors = result.errors + result.timeouts + result.non2xx;
      const requestsPerSecond = result.requests.average;
      const passed = requestsPerSecond >= FLOOR.requestsPerSecond && result.latency.p99 <= FLOOR.p99Ms && errors === 0;
      console.log(`POST /v1/search, ${memories} memories in one user, ${connections} connections, ${duration} s, ${availableParallelism()} cores`);
      console.log(`requests/s: ${requestsPerSecond.toFixed(1)}   p50: ${result.latency.p50} ms   p99: ${result.latency.p99} ms   errors: ${errors} (of ${result.requests.total})`);
      console.log(`latency p90: ${result.latency.p90} ms   p97.5: ${result.latency.p97_5} ms   max: ${result.latency.max} ms   load average before/after: ${loadBefore} / ${loadavg()[0]?.toFixed(2)}`);
      console.log(`floor (>= ${FLOOR.requestsPerSecond} req/s, p99 <= ${FLOOR.p99Ms} ms, 0 errors): ${passed ? 'met' : 'NOT met'}`);
      process.exitCode = passed ? 0 : 1;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
