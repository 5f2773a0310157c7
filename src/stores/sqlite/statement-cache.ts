import type BetterSqlite3 from 'better-sqlite3';
import type { Database } from './migrate.js';
import { RecencyMap } from '../../core/recency-map.js';

/**
 * Makes `db.prepare` return a cached statement for SQL it has seen, for every user of the
 * handle (the store, conversations, API keys). Compiling SQL cost ~2 ms of a 20 ms search
 * at 10k memories; better-sqlite3 statements are reusable and re-prepare themselves after a
 * schema change. Only `run`, `get` and `all` are used, never iterators, so a cached statement
 * is never busy when it is handed out again.
 */
export function cacheStatements(db: Database, capacity = 512): Database {
  const prepare = db.prepare.bind(db);
  const cache = new RecencyMap<string, BetterSqlite3.Statement>(capacity);
  const cached = (source: string): BetterSqlite3.Statement => {
    let statement = cache.get(source);
    if (statement === undefined) {
      statement = prepare(source);
      cache.set(source, statement);
    }
    return statement;
  };
  db.prepare = cached as Database['prepare'];
  return db;
}
