import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HashEmbedder } from '../src/embedders/hash/hash-embedder.js';
import { Memory } from '../src/memory.js';
import { seededRandom } from '../src/testing/seeded-random.js';
import { exportJsonl } from '../src/lifecycle/portability.js';
import { SqliteStore } from '../src/stores/sqlite/sqlite-store.js';
import { startWorker } from './child.js';
import { checkIntegrity } from './integrity.js';
import { RELIABILITY_DIMENSIONS, RELIABILITY_TENANT } from './worker-constants.js';

export interface KillTrialReport {
  trials: number;
  acknowledged: number;
  lost: number;
  corrupt: number;
  partialImports: number;
  failures: string[];
}

const MODES = ['add', 'remember', 'import', 'ingest'] as const;

async function openMemory(path: string): Promise<Memory> {
  return Memory.open({ store: new SqliteStore({ path }), embedder: new HashEmbedder(RELIABILITY_DIMENSIONS) });
}

/** An export file of `count` fresh memories, for the import trials. */
async function writeImportFile(directory: string, count: number): Promise<{ path: string; ids: string[] }> {
  const source = await openMemory(':memory:');
  const view = source.forTenant('source');
  const ids: string[] = [];
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, offset) => ({ id: `imported-${start + offset}`, userId: 'alice', text: `imported memory ${start + offset}` }));
    ids.push(...(await view.addMany(batch)).map((record) => record.id));
  }
  const path = join(directory, 'import.jsonl');
  writeFileSync(path, await exportJsonl(view, { userId: 'alice' }, { history: false }));
  await source.close();
  return { path, ids };
}

function writeDocs(directory: string, files: number): string {
  const dir = join(directory, 'docs');
  mkdirSync(dir, { recursive: true });
  for (let index = 0; index < files; index += 1) {
    writeFileSync(join(dir, `doc-${index}.md`), `# Doc ${index}\n\nSection about trains ${index}.\n\n## More\n\nTea ${index} and more text for a second chunk.\n`);
  }
  return dir;
}

/**
 * kill -9 during add, remember, import and ingest, `trials` in all (spread over the four modes):
 * each trial's child writes until a random number of acknowledgements (or a random moment of an
 * import or ingest), is SIGKILLed, and the file is then checked: every acknowledged write there,
 * integrity ok, records, vectors and keyword rows in agreement, and an import all or nothing.
 */
export async function runKillTrials(directory: string, trials: number, seed = 12): Promise<KillTrialReport> {
  const random = seededRandom(seed);
  const report: KillTrialReport = { trials, acknowledged: 0, lost: 0, corrupt: 0, partialImports: 0, failures: [] };
  const dbPath = join(directory, 'crash.db');
  const importFile = await writeImportFile(directory, 2_000);
  const docs = writeDocs(directory, 120);
  for (let trial = 0; trial < trials; trial += 1) {
    const mode = MODES[trial % MODES.length] as (typeof MODES)[number];
    const argument = mode === 'add' ? `t${trial}` : mode === 'remember' ? `session-${trial}` : mode === 'import' ? importFile.path : docs;
    const worker = startWorker([mode, dbPath, argument]);
    await worker.waitFor((line) => line === 'ready');
    if (mode === 'add' || mode === 'remember') {
      const target = 1 + Math.floor(random() * 40);
      await worker.waitFor(() => worker.acks.length >= target);
    } else {
      await worker.waitFor((line) => line === 'importing' || line === 'ingesting');
      // A random moment inside the import or ingest: this delay picks the kill point, it waits for nothing.
      await new Promise((resolve) => setTimeout(resolve, Math.floor(random() * 400)));
    }
    worker.process.kill('SIGKILL');
    await worker.exited;
    const acks = [...worker.acks];
    const integrity = await checkIntegrity(dbPath);
    if (!integrity.ok) {
      report.corrupt += 1;
      report.failures.push(`trial ${trial} (${mode}): ${integrity.problems.join('; ')}`);
    }
    const memory = await openMemory(dbPath);
    const view = memory.forTenant(RELIABILITY_TENANT);
    if (mode === 'add' || mode === 'remember') {
      report.acknowledged += acks.length;
      const found = new Set((await view.store.getMany(RELIABILITY_TENANT, acks)).map((record) => record.id));
      const lost = acks.filter((id) => !found.has(id));
      report.lost += lost.length;
      if (lost.length > 0) report.failures.push(`trial ${trial} (${mode}): lost ${lost.slice(0, 5).join(', ')}`);
    } else if (mode === 'import') {
      const present = (await view.store.getMany(RELIABILITY_TENANT, importFile.ids)).length;
      if (acks.length > 0) report.acknowledged += 1;
      if (present !== 0 && present !== importFile.ids.length) {
        report.partialImports += 1;
        report.failures.push(`trial ${trial} (import): ${present} of ${importFile.ids.length} records after the kill`);
      }
      if (acks.length > 0 && present !== importFile.ids.length) {
        report.lost += 1;
        report.failures.push(`trial ${trial} (import): acknowledged but ${present} present`);
      }
      // The next import trial starts from nothing again.
      if (present > 0) await view.deleteAll({ userId: 'alice' });
      await view.store.write({ tenantId: RELIABILITY_TENANT, purgeHistoryOf: importFile.ids });
    } else {
      if (acks.length > 0) report.acknowledged += 1;
      // Whatever the kill left, the next sync must converge on the folder exactly.
      const summary = await view.ingestDocs({ dir: docs, collection: 'docs' });
      const status = await view.knowledgeStatus({ collection: 'docs' });
      const files = status.collections[0]?.files ?? 0;
      if (files !== 120) report.failures.push(`trial ${trial} (ingest): ${files} files after re-sync (${summary.added} added)`);
    }
    await memory.close();
  }
  return report;
}
