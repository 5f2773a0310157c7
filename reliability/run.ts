/**
 * `npm run test:reliability` (short, for CI) or `npm run test:reliability -- --long`
 * (or AGENT_MEMORY_RELIABILITY=long): the reliability suite of issue 12. Prints its figures and
 * exits non-zero when any check fails:
 * - kill -9 during add, remember, import and ingest (20 trials short, 100 long): 0 acknowledged
 *   writes lost, integrity ok, records, vectors and keyword rows agree, imports all or nothing;
 * - 4 writer processes plus 1 reader on one file: 0 lost writes, 0 errors; 2 processes racing to
 *   create the same explicit ids: each acknowledged to exactly one;
 * - property-based HTTP fuzzing (fast-check) over every route in /openapi.json (500 requests
 *   short, 5,000 long): 0 responses >= 500, 0 hangs;
 * - a cross-tenant probe of every route and MCP tool: 0 leaks, 0 existence oracles.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runHttpFuzz } from './http-fuzz.js';
import { runKillTrials } from './kill-trials.js';
import { runTenantProbe } from './tenant-probe.js';
import { runWriters } from './writers.js';

const { values: flags } = parseArgs({ options: { long: { type: 'boolean', default: false }, only: { type: 'string' } } });
const long = flags.long || process.env.AGENT_MEMORY_RELIABILITY === 'long';
const plan = long
  ? { trials: 100, perWriter: 1_000, readerRounds: 400, fuzzRequests: 5_000 }
  : { trials: 20, perWriter: 250, readerRounds: 100, fuzzRequests: 500 };
const only = flags.only?.split(',');
const wanted = (part: string): boolean => only === undefined || only.includes(part);

const directory = mkdtempSync(join(tmpdir(), 'agent-memory-reliability-'));
const failures: string[] = [];
function fail(part: string, problems: string[]): void {
  for (const problem of problems) failures.push(`${part}: ${problem}`);
}

try {
  process.stdout.write(`reliability suite (${long ? 'long' : 'short'})\n`);
  if (wanted('kill')) {
    const started = performance.now();
    const kills = await runKillTrials(directory, plan.trials);
    process.stdout.write(
      `kill -9 trials: ${kills.trials} trials, ${kills.acknowledged} acknowledged writes, ${kills.lost} lost, ${kills.corrupt} integrity failures, ` +
        `${kills.partialImports} partial imports (${((performance.now() - started) / 1000).toFixed(1)} s)\n`,
    );
    fail('kill trials', kills.failures);
  }
  if (wanted('writers')) {
    const writers = await runWriters(directory, plan.perWriter, plan.readerRounds);
    process.stdout.write(`writers: ${writers.writers} writers + 1 reader, ${writers.acknowledged} acknowledged writes, ${writers.lost} lost, ${writers.errors.length} errors\n`);
    process.stdout.write(`racing creators: 2 processes on ${writers.raced} explicit ids, ${writers.doubleAcknowledged} acknowledged to both, ${writers.unacknowledged} to neither\n`);
    fail('writers', [
      ...writers.errors,
      ...writers.integrity,
      ...(writers.lost > 0 ? [`${writers.lost} acknowledged writes lost`] : []),
      ...(writers.doubleAcknowledged + writers.unacknowledged > 0 ? [`${writers.doubleAcknowledged} ids acknowledged twice, ${writers.unacknowledged} never`] : []),
    ]);
  }
  if (wanted('fuzz')) {
    const fuzz = await runHttpFuzz(plan.fuzzRequests);
    process.stdout.write(`HTTP fuzz: ${fuzz.requests} requests over ${fuzz.routes} routes, ${fuzz.serverErrors.length} responses >= 500, ${fuzz.hangs} hangs\n`);
    fail('fuzz', fuzz.serverErrors.slice(0, 10));
    if (fuzz.hangs > 0) failures.push(`fuzz: ${fuzz.hangs} requests hung`);
  }
  if (wanted('probe')) {
    const probe = await runTenantProbe();
    process.stdout.write(`cross-tenant probe: ${probe.requests} requests over ${probe.routes} routes and ${probe.tools} MCP tools, ${probe.leaks.length} leaks, ${probe.oracles.length} existence oracles\n`);
    fail('probe', [...probe.leaks, ...probe.oracles]);
  }
} finally {
  rmSync(directory, { recursive: true, force: true });
}

if (failures.length > 0) {
  process.stdout.write(`FAILED:\n${failures.map((failure) => `  ${failure}`).join('\n')}\n`);
  process.exitCode = 1;
} else {
  process.stdout.write('all reliability checks passed\n');
}
