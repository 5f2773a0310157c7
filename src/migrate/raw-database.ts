import { MemoryError } from '../core/errors.js';
import type { MemoryStore } from '../core/store.js';
import { inTransaction } from '../stores/postgres/postgres-errors.js';
import { PostgresStore } from '../stores/postgres/postgres-store.js';
import { SqliteStore } from '../stores/sqlite/sqlite-store.js';

export type Row = Record<string, unknown>;
export type Execute = (sql: string, params: unknown[]) => Promise<void>;

/**
 * What `migrate` needs below the MemoryStore interface, on the two engines that have it: the
 * tenants present, a record's analysed terms (knowledge chunks are indexed from more than their
 * text, so terms cannot be recomputed), and the server-state tables (API keys, conversations),
 * which have the same names and columns on both engines. SQL is written with `?` placeholders.
 */
export interface RawDatabase {
  readonly engine: 'sqlite' | 'postgres';
  hasTable(name: string): Promise<boolean>;
  all(sql: string, params?: unknown[]): Promise<Row[]>;
  transaction(work: (execute: Execute) => Promise<void>): Promise<void>;
  /** The analysed terms of each record (each term repeated tf times), by id. */
  terms(tenantId: string, ids: string[]): Promise<Map<string, string[]>>;
}

const dollarPlaceholders = (sql: string): string => {
  let index = 0;
  return sql.replace(/\?/g, () => `$${(index += 1)}`);
};

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
    return {
      engine: 'sqlite',
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
    return {
      engine: 'postgres',
      hasTable: async (name) => (await pool.query('SELECT to_regclass($1) IS NOT NULL AS present', [name])).rows[0]?.present === true,
      all: async (sql, params = []) => (await pool.query(dollarPlaceholders(sql), params)).rows as Row[],
      transaction: async (work) =>
        inTransaction(pool, async (client) => {
          await work(async (sql, params) => {
            await client.query(dollarPlaceholders(sql), params);
          });
        }),
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
  throw new MemoryError('INVALID_INPUT', `migrate copies between SQLite and Postgres stores; ${store.name} is neither`, { details: { store: store.name } });
}
