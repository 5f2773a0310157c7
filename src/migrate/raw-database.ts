import { MemoryError } from '../core/errors.js';
import type { MemoryStore } from '../core/store.js';
import type { HistoryEntry } from '../core/types.js';
import { rowToHistory } from '../stores/sqlite/record-rows.js';
import { inTransaction } from '../stores/postgres/postgres-errors.js';
import { ChromaStore } from '../stores/chroma/chroma-store.js';
import { PostgresStore } from '../stores/postgres/postgres-store.js';
import { SqliteStore } from '../stores/sqlite/sqlite-store.js';

export type Row = Record<string, unknown>;
export type Execute = (sql: string, params: unknown[]) => Promise<void>;

/** The server-state tables (API keys, conversations), which have the same names and columns on SQLite and Postgres. SQL uses `?` placeholders. */
export interface ServerStateTables {
  hasTable(name: string): Promise<boolean>;
  all(sql: string, params?: unknown[]): Promise<Row[]>;
  transaction(work: (execute: Execute) => Promise<void>): Promise<void>;
}

/**
 * What `migrate` needs below the MemoryStore interface: the tenants present, how many records
 * the store holds, a record's analysed terms (knowledge chunks are indexed from more than their
 * text, so terms cannot be recomputed), and the server-state tables where the store has them.
 */
export interface RawDatabase {
  readonly engine: 'sqlite' | 'postgres' | 'chroma';
  /** Tenants holding records or history. */
  tenants(): Promise<string[]>;
  /** Records of every tenant. */
  recordCount(): Promise<number>;
  /** The analysed terms of each record (each term repeated tf times), sorted, by id. */
  terms(tenantId: string, ids: string[]): Promise<Map<string, string[]>>;
  /** The history of each id, oldest first, ids in the order given: what `store.history` gives per id, in one read. */
  histories(tenantId: string, ids: string[]): Promise<HistoryEntry[]>;
  /** Null for a store that keeps no server state (Chroma: `serve` refuses it). */
  serverState: ServerStateTables | null;
}

const TENANTS_SQL = 'SELECT tenant_id FROM memories UNION SELECT tenant_id FROM memory_history';
const COUNT_SQL = 'SELECT count(*) AS records FROM memories';
const tenantColumn = (rows: Row[]): string[] => rows.map((row) => String(row.tenant_id)).sort();

const dollarPlaceholders = (sql: string): string => {
  let index = 0;
  return sql.replace(/\?/g, () => `$${(index += 1)}`);
};

const HISTORY_COLUMNS = 'id, memory_id, event, before, after, at, actor';

/** Entries read in (memory_id, seq) order, put in the caller's id order. */
function inIdOrder(ids: string[], entries: HistoryEntry[]): HistoryEntry[] {
  const byId = new Map<string, HistoryEntry[]>();
  for (const entry of entries) {
    const list = byId.get(entry.memoryId) ?? [];
    list.push(entry);
    byId.set(entry.memoryId, list);
  }
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}

function termsByRecord(rows: Row[]): Map<string, string[]> {
  const terms = new Map<string, string[]>();
  for (const row of rows) {
    const list = terms.get(String(row.id)) ?? [];
    for (let count = 0; count < Number(row.tf); count += 1) list.push(String(row.term));
    terms.set(String(row.id), list);
  }
  for (const list of terms.values()) list.sort();
  return terms;
}

export function rawDatabaseOf(store: MemoryStore): RawDatabase {
  if (store instanceof SqliteStore) {
    const db = store.database;
    const serverState: ServerStateTables = {
      hasTable: async (name) => db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined,
      all: async (sql, params = []) => db.prepare(sql).all(...params) as Row[],
      transaction: async (work) => {
        db.exec('BEGIN IMMEDIATE');
        try {
          await work(async (sql, params) => {
            db.prepare(sql).run(...params);
          });
          db.exec('COMMIT');
        } catch (error: unknown) {
          db.exec('ROLLBACK');
          throw error;
        }
      },
    };
    return {
      engine: 'sqlite',
      serverState,
      tenants: async () => tenantColumn(await serverState.all(TENANTS_SQL)),
      recordCount: async () => Number((await serverState.all(COUNT_SQL))[0]?.records ?? 0),
      histories: async (tenantId, ids) => {
        if (ids.length === 0) return [];
        const rows = db
          .prepare(`SELECT ${HISTORY_COLUMNS} FROM memory_history WHERE tenant_id = ? AND memory_id IN (SELECT value FROM json_each(?)) ORDER BY memory_id, seq`)
          .all(tenantId, JSON.stringify(ids));
        return inIdOrder(ids, rows.map(rowToHistory));
      },
      terms: async (tenantId, ids) => {
        if (ids.length === 0) return new Map();
        const rows = db
          .prepare(
            `SELECT d.memory_id AS id, p.term AS term, p.tf AS tf FROM memory_postings p JOIN memory_keyword_docs d ON d.row_id = p.row_id
             WHERE d.tenant_id = ? AND d.memory_id IN (SELECT value FROM json_each(?))`,
          )
          .all(tenantId, JSON.stringify(ids)) as Row[];
        return termsByRecord(rows);
      },
    };
  }
  if (store instanceof PostgresStore) {
    const pool = store.connections;
    const serverState: ServerStateTables = {
      hasTable: async (name) => (await pool.query('SELECT to_regclass($1) IS NOT NULL AS present', [name])).rows[0]?.present === true,
      all: async (sql, params = []) => (await pool.query(dollarPlaceholders(sql), params)).rows as Row[],
      transaction: async (work) =>
        inTransaction(pool, async (client) => {
          await work(async (sql, params) => {
            await client.query(dollarPlaceholders(sql), params);
          });
        }),
    };
    return {
      engine: 'postgres',
      serverState,
      tenants: async () => tenantColumn(await serverState.all(TENANTS_SQL)),
      recordCount: async () => Number((await serverState.all(COUNT_SQL))[0]?.records ?? 0),
      histories: async (tenantId, ids) => {
        if (ids.length === 0) return [];
        const { rows } = await pool.query(`SELECT ${HISTORY_COLUMNS} FROM memory_history WHERE tenant_id = $1 AND memory_id = ANY($2::text[]) ORDER BY memory_id, seq`, [tenantId, ids]);
        return inIdOrder(ids, rows.map(rowToHistory));
      },
      terms: async (tenantId, ids) => {
        if (ids.length === 0) return new Map();
        const { rows } = await pool.query(
          'SELECT m.id, p.term, p.tf FROM memory_postings p JOIN memories m ON m.row_id = p.row_id WHERE m.tenant_id = $1 AND m.id = ANY($2::text[])',
          [tenantId, ids],
        );
        return termsByRecord(rows as Row[]);
      },
    };
  }
  if (store instanceof ChromaStore) {
    return {
      engine: 'chroma',
      serverState: null,
      tenants: () => store.tenantIds(),
      // Chroma reads history per memory id (a `where` on its sibling collection); no batch form.
      histories: async (tenantId, ids) => {
        const entries: HistoryEntry[] = [];
        for (const id of new Set(ids)) entries.push(...(await store.history(tenantId, id)));
        return entries;
      },
      recordCount: () => store.recordCount(),
      // Stored in the order written; sorted like the SQL engines' (which keep counts, not order).
      terms: async (tenantId, ids) => new Map([...(await store.recordTerms(tenantId, ids))].map(([id, terms]) => [id, [...terms].sort()])),
    };
  }
  throw new MemoryError('INVALID_INPUT', `migrate copies between SQLite, Postgres and Chroma stores; ${store.name} is none of them`, { details: { store: store.name } });
}
