import type pg from 'pg';

type Queryable = Pick<pg.PoolClient, 'query'>;

/**
 * Tells this process when *another* process changed the store's content, so in-process caches
 * (search results, profiles) are dropped. Content writes draw from the `content_version`
 * sequence inside their transaction; touches do not. A sequence, not a counter row, so concurrent
 * writers never queue on one lock. A value this process drew itself is not a foreign change.
 */
export class ContentVersion {
  private known: number | null = null;
  private epoch = 0;

  /** Inside a write transaction. */
  async bump(client: Queryable): Promise<number> {
    const { rows } = await client.query<{ value: string }>("SELECT nextval('content_version')::text AS value");
    return Number(rows[0]?.value ?? 0);
  }

  /** After the write committed: when the sequence moved only by our draw, its value is ours. */
  committed(value: number): void {
    if (this.known === null || this.known === value - 1) this.known = value;
  }

  async foreignChanges(client: Queryable): Promise<number> {
    const { rows } = await client.query<{ value: string }>('SELECT (CASE WHEN is_called THEN last_value ELSE 0 END)::text AS value FROM content_version');
    const current = Number(rows[0]?.value ?? 0);
    if (this.known !== null && current !== this.known) this.epoch += 1;
    this.known = current;
    return this.epoch;
  }
}
