import { SqliteStore } from '../src/stores/sqlite/sqlite-store.js';

export interface IntegrityReport {
  ok: boolean;
  problems: string[];
  memories: number;
}

function ids(rows: unknown[]): Set<number> {
  return new Set(rows.map((row) => Number((row as { id: number | bigint }).id)));
}

/**
 * After a crash: SQLite's own integrity check, and records, vectors and keyword rows agreeing
 * one to one (every memories row has exactly one vector row and one keyword document row, no
 * orphaned postings, and per-scope keyword counters equal to their documents).
 */
export async function checkIntegrity(path: string): Promise<IntegrityReport> {
  const store = new SqliteStore({ path });
  await store.init();
  try {
    const db = store.database;
    const problems: string[] = [];
    const check = db.pragma('integrity_check') as { integrity_check: string }[];
    if (check.length !== 1 || check[0]?.integrity_check !== 'ok') problems.push(`integrity_check: ${JSON.stringify(check).slice(0, 200)}`);
    const memories = ids(db.prepare('SELECT row_id AS id FROM memories').all());
    const terms = ids(db.prepare('SELECT row_id AS id FROM memory_keyword_docs').all());
    const postings = ids(db.prepare('SELECT DISTINCT row_id AS id FROM memory_postings').all());
    const hasVectors = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'memory_vectors'").get() !== undefined;
    const vectors = hasVectors ? ids(db.prepare('SELECT rowid AS id FROM memory_vectors').all()) : new Set<number>();
    const differ = (name: string, other: Set<number>): void => {
      const missing = [...memories].filter((id) => !other.has(id));
      const orphans = [...other].filter((id) => !memories.has(id));
      if (missing.length > 0 || orphans.length > 0) problems.push(`${name}: ${missing.length} missing, ${orphans.length} orphaned`);
    };
    differ('keyword rows', terms);
    const orphanPostings = [...postings].filter((id) => !memories.has(id));
    if (orphanPostings.length > 0) problems.push(`keyword postings: ${orphanPostings.length} orphaned`);
    // The per-scope counters BM25 reads must equal what the documents table holds.
    const drift = db
      .prepare(
        `SELECT count(*) AS n FROM memory_keyword_scopes s
         WHERE s.docs <> (SELECT count(*) FROM memory_keyword_docs d WHERE d.tenant_id = s.tenant_id AND d.owner_key = s.owner_key)
            OR s.total_length <> (SELECT coalesce(sum(length), 0) FROM memory_keyword_docs d WHERE d.tenant_id = s.tenant_id AND d.owner_key = s.owner_key)`,
      )
      .get() as { n: number };
    if (drift.n > 0) problems.push(`keyword scope counters: ${drift.n} scopes disagree with their documents`);
    differ('vector rows', vectors);
    const ownerless = (db.prepare("SELECT count(*) AS n FROM memory_history WHERE tenant_id = ''").get() as { n: number }).n;
    if (ownerless > 0) problems.push(`${ownerless} history rows without a tenant`);
    return { ok: problems.length === 0, problems, memories: memories.size };
  } finally {
    await store.close();
  }
}
