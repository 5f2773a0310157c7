import { join } from 'node:path';
import { HashEmbedder } from '../src/embedders/hash/hash-embedder.js';
import { Memory } from '../src/memory.js';
import { SqliteStore } from '../src/stores/sqlite/sqlite-store.js';
import { startWorker } from './child.js';
import { checkIntegrity } from './integrity.js';
import { RELIABILITY_DIMENSIONS, RELIABILITY_TENANT } from './worker-constants.js';

export interface WritersReport {
  writers: number;
  acknowledged: number;
  lost: number;
  errors: string[];
  integrity: string[];
  /** Explicit ids two processes raced to create, and how many were acknowledged to both (must be 0) or neither. */
  raced: number;
  doubleAcknowledged: number;
  unacknowledged: number;
}

/** 4 writer processes and 1 reader on one file: every acknowledged write is there, nobody saw an error. */
export async function runWriters(directory: string, perWriter: number, readerRounds: number): Promise<WritersReport> {
  const dbPath = join(directory, 'writers.db');
  // Create the schema first, so the processes do not all race to migrate an empty file.
  await (await Memory.open({ store: new SqliteStore({ path: dbPath }), embedder: new HashEmbedder(RELIABILITY_DIMENSIONS) })).close();
  const workers = [
    ...Array.from({ length: 4 }, (_, index) => startWorker(['writer', dbPath, `w${index}`, String(perWriter)])),
    startWorker(['reader', dbPath, String(readerRounds)]),
  ];
  const exits = await Promise.all(workers.map((worker) => worker.exited));
  const errors = exits.flatMap((exit, index) => (exit.code === 0 ? [] : [`process ${index} exited ${exit.code ?? exit.signal}: ${exit.stderr.slice(-300)}`]));
  const acks = workers.slice(0, 4).flatMap((worker) => worker.acks);
  const memory = await Memory.open({ store: new SqliteStore({ path: dbPath }), embedder: new HashEmbedder(RELIABILITY_DIMENSIONS) });
  const found = new Set<string>();
  for (let start = 0; start < acks.length; start += 500) {
    for (const record of await memory.store.getMany(RELIABILITY_TENANT, acks.slice(start, start + 500))) found.add(record.id);
  }
  await memory.close();
  const race = await runRace(dbPath, perWriter);
  const integrity = await checkIntegrity(dbPath);
  return { writers: 4, acknowledged: acks.length, lost: acks.filter((id) => !found.has(id)).length, errors: [...errors, ...race.errors], integrity: integrity.problems, ...race.counts };
}

/** Two processes create the same explicit ids at once: exactly one acknowledgement per id, and the winner's text stored. */
async function runRace(dbPath: string, count: number): Promise<{ counts: Pick<WritersReport, 'raced' | 'doubleAcknowledged' | 'unacknowledged'>; errors: string[] }> {
  const racers = [startWorker(['racer', dbPath, 'raced', String(count)]), startWorker(['racer', dbPath, 'raced', String(count)])];
  const exits = await Promise.all(racers.map((racer) => racer.exited));
  const errors = exits.flatMap((exit, index) => (exit.code === 0 ? [] : [`racer ${index} exited ${exit.code ?? exit.signal}: ${exit.stderr.slice(-300)}`]));
  const acknowledgements = new Map<string, number>();
  for (const racer of racers) for (const id of racer.acks) acknowledgements.set(id, (acknowledgements.get(id) ?? 0) + 1);
  const ids = Array.from({ length: count }, (_, index) => `raced-${index}`);
  const memory = await Memory.open({ store: new SqliteStore({ path: dbPath }), embedder: new HashEmbedder(RELIABILITY_DIMENSIONS) });
  const stored = new Set((await memory.store.getMany(RELIABILITY_TENANT, ids)).map((record) => record.id));
  await memory.close();
  const missing = ids.filter((id) => (acknowledgements.get(id) ?? 0) > 0 && !stored.has(id));
  if (missing.length > 0) errors.push(`${missing.length} raced ids acknowledged but not stored`);
  return {
    counts: {
      raced: count,
      doubleAcknowledged: ids.filter((id) => (acknowledgements.get(id) ?? 0) > 1).length,
      unacknowledged: ids.filter((id) => (acknowledgements.get(id) ?? 0) === 0).length,
    },
    errors,
  };
}
