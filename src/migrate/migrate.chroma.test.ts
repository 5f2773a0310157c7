import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../cli/main.js';
import { HashEmbedder } from '../embedders/hash/hash-embedder.js';
import { Memory } from '../memory.js';
import { SqliteKeyStore } from '../server/auth/sqlite-key-store.js';
import { ChromaStore } from '../stores/chroma/chroma-store.js';
import { rawDatabaseOf } from './raw-database.js';
import { SqliteStore } from '../stores/sqlite/sqlite-store.js';
import { useChromaServer } from '../testing/use-chroma-server.js';

/** `agent-memory migrate` from SQLite into a real `chroma run` server and back. */
const folder = mkdtempSync(join(tmpdir(), 'agent-memory-migrate-chroma-'));
const RECORDS = 120;
const chroma = useChromaServer();

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

function chromaLocation(collection: string): string {
  const { host, port } = chroma.server();
  return `chroma://${host}:${port}?collection=${collection}`;
}

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (line) => out.push(line), err: (line) => err.push(line), env: { AGENT_MEMORY_EMBEDDER: 'hash' } });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Two tenants: user memories (one updated, one hard-deleted: history only) and a shared record. */
async function fillSqlite(path: string): Promise<{ deletedId: string }> {
  const memory = await Memory.open({ store: new SqliteStore({ path }), embedder: new HashEmbedder(256) });
  try {
    const acme = memory.forTenant('acme');
    await acme.addMany(Array.from({ length: RECORDS }, (_, index) => ({ text: `note ${index}: alice likes hiking near lake ${index % 13} 第${index}条`, userId: `user${index % 3}` })));
    const peanut = await acme.add({ text: 'Alice is allergic to peanuts', userId: 'alice' });
    await acme.update(peanut.id, { text: 'Alice is allergic to peanuts and cashews' }, { userId: 'alice' });
    const gone = await acme.add({ text: 'Alice owns a red bicycle', userId: 'alice' });
    await acme.delete(gone.id, { userId: 'alice' });
    await memory.forTenant('globex').add({ text: '小明对花生过敏', userId: 'xiaoming' });
    return { deletedId: gone.id };
  } finally {
    await memory.close();
  }
}

async function searchTexts(location: string): Promise<string[]> {
  const memory = await Memory.open({ store: location, embedder: new HashEmbedder(256) });
  try {
    return (await memory.forTenant('acme').search({ query: 'what is alice allergic to', userId: 'alice' })).map((result) => result.text);
  } finally {
    await memory.close();
  }
}

type Report = { verified: boolean; tenants: Record<string, { copied: number; source: { records: number; historyEntries: number; checksum: string }; target: { checksum: string } }> };

describe('agent-memory migrate with a Chroma store', () => {
  it('copies SQLite into Chroma and back, verified by counts and checksums, with the same answers', async () => {
    const sqlitePath = join(folder, 'source.db');
    const { deletedId } = await fillSqlite(sqlitePath);
    const location = chromaLocation('migrated');

    const into = await cli('migrate', '--from', sqlitePath, '--to', location, '--batch-size', '25', '--json');
    expect(into.err).not.toMatch(/Error|NOT verified/);
    expect(into.code).toBe(0);
    const report = JSON.parse(into.out) as Report;
    expect(report.verified).toBe(true);
    expect(report.tenants.acme?.source.records).toBe(RECORDS + 1);
    expect(report.tenants.acme?.copied).toBe(RECORDS + 1);
    expect(report.tenants.acme?.source.historyEntries).toBe(RECORDS + 4);
    expect(report.tenants.acme?.target.checksum).toBe(report.tenants.acme?.source.checksum);
    expect(report.tenants.globex?.copied).toBe(1);

    // A rerun copies nothing and still verifies.
    const again = JSON.parse((await cli('migrate', '--from', sqlitePath, '--to', location, '--json')).out) as Report;
    expect(again.verified).toBe(true);
    expect(again.tenants.acme?.copied).toBe(0);

    const { host, port } = chroma.server();
    const store = new ChromaStore({ host, port, collection: 'migrated' });
    await store.init();
    try {
      expect((await store.history('acme', deletedId)).map((entry) => entry.event)).toEqual(['create', 'delete']);
    } finally {
      await store.close();
    }

    // And back out of Chroma into a fresh SQLite file, before any search moves access statistics: identical to the original.
    const backPath = join(folder, 'back.db');
    const back = await cli('migrate', '--from', location, '--to', backPath, '--json');
    expect(back.code).toBe(0);
    const backReport = JSON.parse(back.out) as Report;
    expect(backReport.verified).toBe(true);
    expect(backReport.tenants.acme?.target.checksum).toBe(report.tenants.acme?.source.checksum);
    expect(backReport.tenants.globex?.target.checksum).toBe(report.tenants.globex?.source.checksum);
    const answers = await searchTexts(sqlitePath);
    expect(answers.length).toBeGreaterThan(0);
    expect(await searchTexts(location)).toEqual(answers);
    expect(await searchTexts(backPath)).toEqual(answers);
  });

  it('resumes a copy into Chroma that stopped inside a batch, after records were written but before their history', async () => {
    const sqlitePath = join(folder, 'interrupted.db');
    await fillSqlite(sqlitePath);
    const source = new SqliteStore({ path: sqlitePath });
    const { host, port } = chroma.server();
    const target = new ChromaStore({ host, port, collection: 'interrupted' });
    await Promise.all([source.init(), target.init()]);
    // What a process killed between Chroma's records write and its history write leaves: Chroma has no transactions.
    let written: string[];
    try {
      const info = await source.getEmbedderInfo();
      if (!info) throw new Error('the source has no embedder recorded');
      await target.setEmbedderInfo(info);
      written = (await source.listIds({ tenantId: 'acme', statuses: ['active', 'archived', 'deleted'] })).sort().slice(0, 30);
      const [records, vectors, terms] = await Promise.all([source.getMany('acme', written), source.getVectors('acme', written), rawDatabaseOf(source).terms('acme', written)]);
      await target.write({ tenantId: 'acme', upserts: records.map((record) => ({ record, vector: vectors.get(record.id), terms: terms.get(record.id) ?? [], create: true })) });
      expect(await target.history('acme', written[0] ?? '')).toEqual([]);
    } finally {
      await Promise.all([source.close(), target.close()]);
    }

    const resumed = await cli('migrate', '--from', sqlitePath, '--to', chromaLocation('interrupted'), '--batch-size', '25', '--json');
    expect(resumed.err).not.toMatch(/Error|NOT verified/);
    const report = JSON.parse(resumed.out) as Report;
    expect(report.verified).toBe(true);
    expect(report.tenants.acme?.target.checksum).toBe(report.tenants.acme?.source.checksum);
    // Every record was written or had its history completed in this run.
    expect(report.tenants.acme?.copied).toBe(RECORDS + 1);
  });

  it('refuses to copy API keys into Chroma, which keeps no server state, before copying anything', async () => {
    const sqlitePath = join(folder, 'with-key.db');
    await fillSqlite(sqlitePath);
    const store = new SqliteStore({ path: sqlitePath });
    await store.init();
    try {
      await new SqliteKeyStore(store.database).createKey('acme', 'ci');
    } finally {
      await store.close();
    }
    const refused = await cli('migrate', '--from', sqlitePath, '--to', chromaLocation('refused'));
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/INVALID_INPUT/);
    const { host, port } = chroma.server();
    const target = new ChromaStore({ host, port, collection: 'refused' });
    await target.init();
    try {
      expect(await target.recordCount()).toBe(0);
      expect(await target.getEmbedderInfo()).toBeNull();
    } finally {
      await target.close();
    }
  });
});
