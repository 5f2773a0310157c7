import type { Database } from './migrate.js';

/** The `store_meta` key counting content commits (record, vector, keyword or history changes). */
const KEY = 'content.version';

/**
 * Tells this connection when *another* connection changed the store's content. SQLite's
 * `PRAGMA data_version` moves on every foreign commit, access-stat touches included, so with
 * several busy processes on one file every search looked like a change and the in-process
 * caches (search results, profiles, vector partitions) never survived. Content writes bump a
 * counter in `store_meta` inside their transaction; touches do not. A connection knows the
 * counter after its own writes, so only a value it did not write counts as a foreign change.
 */
export class ContentVersion {
  /** The counter as this connection last saw or wrote it; null before the first look. */
  private known: number | null = null;
  /** Foreign content changes noticed so far: what caches compare. */
  private epoch = 0;

  constructor(private readonly db: Database) {}

  /** Inside a write transaction: bumps the counter; returns it before and after. */
  bump(): { before: number; after: number } {
    const before = this.read();
    const after = before + 1;
    this.db.prepare('INSERT INTO store_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(KEY, String(after));
    return { before, after };
  }

  /** After the write committed: when nothing foreign came between, the new value is ours. */
  committed({ before, after }: { before: number; after: number }): void {
    if (this.known === null || this.known === before) this.known = after;
  }

  /** Bumped whenever another connection's content change is noticed. */
  foreignChanges(): number {
    const current = this.read();
    if (this.known !== null && current !== this.known) this.epoch += 1;
    this.known = current;
    return this.epoch;
  }

  private read(): number {
    const row = this.db.prepare<[string], { value: string }>('SELECT value FROM store_meta WHERE key = ?').get(KEY);
    return row === undefined ? 0 : Number(row.value);
  }
}
