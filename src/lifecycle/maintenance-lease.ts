import type { MemoryStore } from '../core/store.js';

/** A held lease; `release` lets the next pass, in any process, take it. */
export interface HeldLease {
  release(): Promise<void>;
}

/**
 * Who may run a maintenance pass now. Every `serve` process on one database schedules maintenance;
 * the lease makes one of them do each pass and the others skip it, instead of all of them archiving
 * and purging the same memories at once.
 */
export interface MaintenanceLease {
  /** The lease if it is free, else null (another process is running a pass). */
  tryAcquire(): Promise<HeldLease | null>;
}

/** One process per store (SQLite, in-memory): the scheduler already keeps its own passes from overlapping. */
export const processLocalLease: MaintenanceLease = {
  tryAcquire: async () => ({ release: async () => {} }),
};

/** The lease shared by every process on the store's database when it is Postgres; process-local otherwise. */
export async function maintenanceLeaseFor(store: MemoryStore): Promise<MaintenanceLease> {
  const { isPostgresStore } = await import('../stores/postgres/postgres-side-tables.js');
  if (!isPostgresStore(store)) return processLocalLease;
  const { PostgresMaintenanceLease } = await import('./postgres-maintenance-lease.js');
  return new PostgresMaintenanceLease(store);
}
