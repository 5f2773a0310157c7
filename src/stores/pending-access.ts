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

export const DEFAULT_ACCESS_FLUSH_MS = 1000;

export class PendingAccess {
  private bumps = new Map<string, Bump>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly flushAfterMs: number,
    /** Writes the pending bumps now (the store's flush); called by the timer. */
    private readonly flush: () => void,
  ) {}

  get size(): number {
    return this.bumps.size;
  }

  add(tenantId: string, ids: string[], at: string): void {
    for (const id of ids) {
      const key = keyOf(tenantId, id);
      const bump = this.bumps.get(key);
      if (bump) {
        bump.count += 1;
        bump.at = at;
      } else {
        this.bumps.set(key, { tenantId, id, count: 1, at });
      }
    }
    this.schedule();
  }

  /** Whether the record has bumps not yet written. */
  has(tenantId: string, id: string): boolean {
    return this.bumps.has(keyOf(tenantId, id));
  }

  /** Adds the record's pending bumps to it, in place: call on copies the caller will get. */
  applyTo(tenantId: string, record: MemoryRecord): void {
    const bump = this.bumps.get(keyOf(tenantId, record.id));
    if (!bump) return;
    record.accessCount += bump.count;
    record.lastAccessedAt = bump.at;
  }

  /** Every pending bump, now owned by the caller, who writes them (or gives them back). */
  take(): Bump[] {
    const taken = [...this.bumps.values()];
    this.bumps = new Map();
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    return taken;
  }

  /** Bumps a failed write could not write: pending again, ahead of any made since. */
  restore(bumps: Bump[]): void {
    const later = this.bumps;
    this.bumps = new Map();
    for (const bump of bumps) this.bumps.set(keyOf(bump.tenantId, bump.id), { ...bump });
    for (const [key, bump] of later) {
      const earlier = this.bumps.get(key);
      if (earlier) {
        earlier.count += bump.count;
        earlier.at = bump.at;
      } else {
        this.bumps.set(key, bump);
      }
    }
    this.schedule();
  }

  private schedule(): void {
    if (this.timer !== null || this.bumps.size === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush();
    }, this.flushAfterMs);
    // Pending bumps never keep a process alive; `close` writes them.
    this.timer.unref();
  }
}

export type { Bump as PendingBump };

function keyOf(tenantId: string, id: string): string {
  return `${tenantId}\u0000${id}`;
}
