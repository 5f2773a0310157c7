import { fileURLToPath } from 'node:url';
import { ChromaClient } from 'chromadb';
import { describe, expect, it } from 'vitest';
import type { EvalReport } from '../../eval/run-eval.js';
import { HashEmbedder } from '../../embedders/hash/hash-embedder.js';
import { Memory } from '../../memory.js';
import { freePort } from '../../testing/free-port.js';
import { useChromaServer } from '../../testing/use-chroma-server.js';
import { storeFromLocation } from '../store-location.js';
import { ChromaStore } from './chroma-store.js';
import { runCliInProcess, type CliRun } from '../../testing/in-process-cli.js';

/** Selecting the Chroma store: `--store`, `AGENT_MEMORY_STORE` and `Memory.open({ store })`, end to end on a real `chroma run`. */
const chroma = useChromaServer();

function url(collection: string): string {
  return `${chroma.server().url}?collection=${collection}`;
}

function cli(env: NodeJS.ProcessEnv, ...argv: string[]): Promise<CliRun> {
  return runCliInProcess({ AGENT_MEMORY_EMBEDDER: 'hash', ...env }, argv);
}

describe('selecting the Chroma store', () => {
  it('maps chroma:// locations to the Chroma store and refuses bad ones with a typed error', () => {
    expect(storeFromLocation('chroma://127.0.0.1:8000')).toBeInstanceOf(ChromaStore);
    expect(storeFromLocation('chroma://chroma.internal?collection=team_a')).toBeInstanceOf(ChromaStore);
    expect(() => storeFromLocation('chroma://127.0.0.1:8000?collection=bad/name')).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });

  it('fails with STORE_ERROR, not a crash, when no Chroma server answers', async () => {
    const store = new ChromaStore({ host: '127.0.0.1', port: await freePort() });
    await expect(store.init()).rejects.toMatchObject({ code: 'STORE_ERROR' });
  });

  it('the CLI writes with --store and reads the same memories back through AGENT_MEMORY_STORE and Memory.open', async () => {
    const location = url('cli_selection');
    const added = await cli({}, 'add', 'I am allergic to peanuts', '--user', 'alice', '--store', location);
    expect(added.err).toBe('');
    expect(added.code).toBe(0);
    const id = added.out.trim();
    const found = await cli({ AGENT_MEMORY_STORE: location }, 'search', 'peanuts', '--user', 'alice', '--json');
    expect(found.code).toBe(0);
    const results = (JSON.parse(found.out) as { results: { id: string; text: string }[] }).results;
    expect(results.map((result) => result.id)).toContain(id);
    const memory = await Memory.open({ store: location, embedder: new HashEmbedder(256) });
    try {
      expect(memory.store.name).toBe('chroma');
      expect((await memory.get(id, { userId: 'alice' })).text).toBe('I am allergic to peanuts');
      await expect(memory.get(id, { userId: 'bob' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      // History lives beside the records, in the same server.
      expect((await memory.history(id, { userId: 'alice' })).map((entry) => entry.event)).toEqual(['create']);
    } finally {
      await memory.close();
    }
  });

  it('eval --store chroma:// scores exactly as on SQLite, and drops its collections afterwards', async () => {
    const server = chroma.server();
    const dataset = fileURLToPath(new URL('../../eval/fixtures/memory-dev-slice.json', import.meta.url));
    const run = async (store: string): Promise<EvalReport> => {
      const result = await cli({}, 'eval', '--dataset', dataset, '--k', '1,5', '--json', '--no-progress', '--no-cache', '--store', store);
      expect(result.err).toBe('');
      expect(result.code).toBe(0);
      return JSON.parse(result.out) as EvalReport;
    };
    // Everything but timings: recall, MRR, abstention, leaks, per type and per baseline.
    const quality = (report: EvalReport): unknown => JSON.parse(JSON.stringify(report, (key, value: unknown) => (/(_ms|Ms|seconds)$/.test(key) ? undefined : value)));
    const onChroma = await run(server.url);
    const onSqlite = await run('sqlite');
    expect(onChroma.questions).toBe(4);
    expect([onChroma.setup.store, onSqlite.setup.store]).toEqual(['chroma', 'sqlite']);
    expect(quality({ ...onChroma, setup: onSqlite.setup })).toEqual(quality(onSqlite));
    const names = (await new ChromaClient({ host: server.host, port: server.port }).listCollections()).map((collection) => collection.name);
    expect(names.filter((name) => name.startsWith('eval_'))).toEqual([]);
  });
});
