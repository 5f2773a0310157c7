import type { MemoryRecord } from '../core/types.js';

/**
 * Access-count bumps (`touch`) not yet written to the file. Every search bumps its results, and
 * one `UPDATE` transaction per search cost 0.37-1.26 ms against 0.08-0.18 ms per search when 200
 * searches' bumps went in one (docs/search-speed.md), so the store collects them and writes them
 * together. Counts stay exact for this connection: every record the store returns has its pending
 * bumps added, and every write transaction writes them first (a read-modify-write of a record,
 * which read it with its bumps added, then counts each bump once, as before). Other connections
 * see them when they are written: within `flushAfterMs`, at the next write, or at `close`.
 */
interface Bump {
  tenantId: string;
  id: string;
  count: number;
  /** The last touch's time: what sequential `UPDATE`s would have left. */
  at: string;
}

/** A shared record with the bumps added, for as long as the bumps stay what they were (`withBumps`). */
interface BumpedCopy {
  source: MemoryRecord;
  count: number;
  at: string;
  record: MemoryRecord;
}

export const DEFAULT_ACCESS_FLUSH_MS = 1000;

export class PendingAccess {
  /**
   * By tenant, then memory id: a lookup joins no key string (it runs for every candidate a
   * search reads), and a tenant's bumps are found only through its own map.
   */
  private bumps = new Map<string, Map<string, Bump>>();
  private count = 0;
  /**
   * Frozen copies carrying their bumps, by bump: a search reads about a hundred candidates, and the
   * results of the searches just before (which it often meets again) have bumps pending, so a copy
   * per read was garbage on most searches (docs/search-speed.md, session 11).
   */
  private copies = new WeakMap<Bump, BumpedCopy>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly flushAfterMs: number,
    /** Writes the pending bumps now (the store's flush); called by the timer. */
    private readonly flush: () => void,
  ) {}

  get size(): number {
    return this.count;
  }

  add(tenantId: string, ids: string[], at: string): void {
    for (const id of ids) {
      const bump = this.bumpOf(tenantId, id);
      if (bump) {
        bump.count += 1;
        bump.at = at;
      } else {
        this.put({ tenantId, id, count: 1, at });
      }
    }
    this.schedule();
  }

  /** Adds the record's pending bumps to it, in place: call on copies the caller will get. */
  applyTo(tenantId: string, record: MemoryRecord): void {
    const bump = this.bumpOf(tenantId, record.id);
    if (!bump) return;
    record.accessCount += bump.count;
    record.lastAccessedAt = bump.at;
  }

  /**
   * A shared (frozen) record as readers should see it: itself when nothing is pending, else a
   * frozen copy carrying the pending bumps, the same copy on every read until the bumps or the
   * record change.
   */
  withBumps(tenantId: string, record: MemoryRecord): MemoryRecord {
    const bump = this.bumpOf(tenantId, record.id);
    if (!bump) return record;
    const known = this.copies.get(bump);
    if (known && known.source === record && known.count === bump.count && known.at === bump.at) return known.record;
    const copy: MemoryRecord = { ...record, accessCount: record.accessCount + bump.count, lastAccessedAt: bump.at };
    const bumped = { source: record, count: bump.count, at: bump.at, record: Object.freeze(copy) };
    this.copies.set(bump, bumped);
    return bumped.record;
  }

  /** Every pending bump, now owned by the caller, who writes them (or gives them back). */
  take(): Bump[] {
    const taken: Bump[] = [];
    for (const byId of this.bumps.values()) for (const bump of byId.values()) taken.push(bump);
    this.bumps = new Map();
    this.count = 0;
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    return taken;
  }

  /** Bumps a failed write could not write: pending again, ahead of any made since. */
  restore(bumps: Bump[]): void {
    const later = this.take();
    for (const bump of bumps) this.put({ ...bump });
    for (const bump of later) {
      const earlier = this.bumpOf(bump.tenantId, bump.id);
      if (earlier) {
        earlier.count += bump.count;
        earlier.at = bump.at;
      } else {
        this.put(bump);
      }
    }
    this.schedule();
  }

  private bumpOf(tenantId: string, id: string): Bump | undefined {
    return this.bumps.get(tenantId)?.get(id);
  }

  private put(bump: Bump): void {
    let byId = this.bumps.get(bump.tenantId);
    if (!byId) {
      byId = new Map();
      this.bumps.set(bump.tenantId, byId);
    }
    byId.set(bump.id, bump);
    this.count += 1;
  }

  private schedule(): void {
    if (this.timer !== null || this.count === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush();
    }, this.flushAfterMs);
    // Pending bumps never keep a process alive; `close` writes them.
    this.timer.unref();
  }
}

export type { Bump as PendingBump };
