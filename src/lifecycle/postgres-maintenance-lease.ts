import type { PostgresStore } from '../stores/postgres/postgres-store.js';
import type { HeldLease, MaintenanceLease } from './maintenance-lease.js';

/**
 * A session-level advisory lock per schema, held on one pooled connection for the pass. If the
 * process dies mid-pass, Postgres drops its connection and the lock with it, so a crashed server
 * never blocks maintenance for the others. The two-key form keeps it apart from the migration
 * lock (migrate.ts), which uses another class.
 */
const LOCK_CLASS_MAINTENANCE = 0x616d02;

export class PostgresMaintenanceLease implements MaintenanceLease {
  constructor(private readonly store: PostgresStore) {}

  async tryAcquire(): Promise<HeldLease | null> {
    const client = await this.store.connections.connect();
    try {
      const { rows } = await client.query<{ acquired: boolean }>('SELECT pg_try_advisory_lock($1::int, hashtext($2)) AS acquired', [
        LOCK_CLASS_MAINTENANCE,
        this.store.schemaName,
      ]);
      if (!rows[0]?.acquired) {
        client.release();
        return null;
      }
    } catch (error: unknown) {
      client.release();
      throw error;
    }
    return {
      release: async () => {
        try {
          await client.query('SELECT pg_advisory_unlock($1::int, hashtext($2))', [LOCK_CLASS_MAINTENANCE, this.store.schemaName]);
          client.release();
        } catch (error: unknown) {
          // A connection that cannot unlock is dropped, which releases the lock server-side.
          client.release(error instanceof Error ? error : true);
          throw error;
        }
      },
    };
  }
}
