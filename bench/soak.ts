/**
 * `npm run bench:soak [-- --minutes 10 --rate 20]`
 *
 * Soak test of a real `agent-memory serve` process on 127.0.0.1 with the local model: a fixed
 * rate of mixed requests (30% POST /v1/memories, 70% POST /v1/search over a few users) for the
 * whole run, open loop (a slow answer does not slow the sender). Prints, per minute, requests,
 * errors, p50 and p99, and the server's RSS; then the RSS growth after the first (warm-up)
 * minute and each minute's p99 against the first steady minute. Targets from issue 12: RSS grows
 * less than 10% after warm-up, p99 stays within 2x of the first steady minute, 0 errors.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SqliteKeyStore } from '../src/server/auth/sqlite-key-store.js';
import { SqliteStore } from '../src/stores/sqlite/sqlite-store.js';
import { mulberry32, percentile, randomText } from './support.js';

const { values: flags } = parseArgs({ options: { minutes: { type: 'string', default: '10' }, rate: { type: 'string', default: '20' } } });
const minutes = Number(flags.minutes);
const rate = Number(flags.rate);
const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const USERS = ['soak-a', 'soak-b', 'soak-c', 'soak-d'];

function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024;
}

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'agent-memory-soak-'));
  const dbPath = join(folder, 'soak.db');
  const store = new SqliteStore({ path: dbPath });
  await store.init();
  const { key } = await new SqliteKeyStore(store.database).createKey('soak');
  await store.close();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/testing/run-cli.ts', 'serve', '--port', '0', '--db', dbPath, '--rate-limit', '1000000'], {
    cwd: packageRoot,
    env: { ...process.env, AGENT_MEMORY_EMBEDDER: 'local' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
    const url = /listening on (http:\/\/\S+)/.exec(line)?.[1];
    if (!url) throw new Error(`server did not start: ${line}`);
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const random = mulberry32(12);
    const perMinute: { latencies: number[]; errors: number; rss: number }[] = Array.from({ length: minutes }, () => ({ latencies: [], errors: 0, rss: 0 }));
    const started = performance.now();
    const inFlight = new Set<Promise<void>>();
    let sent = 0;
    const total = Math.floor(minutes * 60 * rate);
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
        while (sent < due) {
          sent += 1;
          const minute = Math.min(minutes - 1, Math.floor((performance.now() - started) / 60_000));
          const user = USERS[Math.floor(random() * USERS.length)] as string;
          const isAdd = random() < 0.3;
          const body = isAdd ? { userId: user, text: randomText(random) } : { userId: user, query: randomText(random, 6) };
          const begin = performance.now();
          const request = fetch(`${url}${isAdd ? '/v1/memories' : '/v1/search'}`, { method: 'POST', headers, body: JSON.stringify(body) })
            .then(async (response) => {
              await response.arrayBuffer();
              if (response.status >= 300) perMinute[minute]!.errors += 1;
            })
            .catch(() => {
              perMinute[minute]!.errors += 1;
            })
            .finally(() => {
              perMinute[minute]!.latencies.push(performance.now() - begin);
              inFlight.delete(request);
            });
          inFlight.add(request);
        }
        const minute = Math.floor((performance.now() - started) / 60_000);
        if (minute < minutes) perMinute[minute]!.rss = rssMiB(child.pid as number);
        if (sent >= total) {
          clearInterval(timer);
          resolve();
        }
      }, 10);
    });
    await Promise.all(inFlight);
    console.log(`soak: ${minutes} min at ${rate} req/s (30% add, 70% search), local model, ${availableParallelism()} cores, load average ${loadavg()[0]?.toFixed(2)}`);
    console.log('minute  requests  errors  p50 ms  p99 ms  RSS MiB');
    perMinute.forEach((entry, index) => {
      const sorted = [...entry.latencies].sort((left, right) => left - right);
      console.log(`${String(index + 1).padStart(6)}  ${String(sorted.length).padStart(8)}  ${String(entry.errors).padStart(6)}  ${percentile(sorted, 0.5).toFixed(1).padStart(6)}  ${percentile(sorted, 0.99).toFixed(1).padStart(6)}  ${entry.rss.toFixed(1).padStart(7)}`);
    });
    const steady = perMinute.slice(1);
    const p99s = steady.map((entry) => percentile([...entry.latencies].sort((left, right) => left - right), 0.99));
    const firstP99 = p99s[0] ?? 0;
    const baseline = perMinute[0]?.rss ?? 0;
    const growth = baseline > 0 ? ((perMinute.at(-1)?.rss ?? baseline) - baseline) / baseline : 0;
    const errors = perMinute.reduce((sum, entry) => sum + entry.errors, 0);
    const worstRatio = Math.max(...p99s.map((p99) => (firstP99 > 0 ? p99 / firstP99 : 1)));
    console.log(`RSS after warm-up ${baseline.toFixed(1)} MiB -> end ${(perMinute.at(-1)?.rss ?? 0).toFixed(1)} MiB: ${(growth * 100).toFixed(1)}% (target < 10%)`);
    console.log(`worst minute p99 / first steady minute p99: ${worstRatio.toFixed(2)}x (target <= 2x); errors: ${errors} (target 0)`);
    process.exitCode = growth < 0.1 && worstRatio <= 2 && errors === 0 ? 0 : 1;
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
