import type { MemoryEngine } from '../core/engine.js';
import { maintain, type MaintainReport } from './maintain.js';
import { processLocalLease, type MaintenanceLease } from './maintenance-lease.js';
import type { MaintainOptions } from './schemas.js';

export interface MaintenanceSchedule {
  stop(): void;
  /** Runs one pass now (also what the interval calls); passes never overlap. Null when the pass failed or another process holds the lease. */
  runNow(): Promise<MaintainReport | null>;
}

export interface ScheduleOptions extends Omit<MaintainOptions, 'dryRun' | 'now'> {
  /** Default: daily. */
  intervalMs?: number;
  onReport?: (report: MaintainReport) => void;
  onError?: (error: unknown) => void;
  /** Tenants to maintain besides the engine's own (a multi-tenant server passes its tenant list). */
  tenants?: () => Promise<string[]>;
  /** Shared by every process on one database, so only one runs each pass (default: this process only). */
  lease?: MaintenanceLease;
  /** Called when a pass is skipped because another process holds the lease. */
  onSkip?: () => void;
}

/**
 * Runs `maintain` on an interval in a long-running process (the server). The timer is
 * unref'd so it never keeps a process alive, and a pass still running skips the next tick.
 */
export function scheduleMaintenance(engine: MemoryEngine, options: ScheduleOptions = {}): MaintenanceSchedule {
  const { intervalMs = 86_400_000, onReport, onError, tenants, lease = processLocalLease, onSkip, ...maintainOptions } = options;
  const maintainAll = async (): Promise<MaintainReport | null> => {
    const held = await lease.tryAcquire();
    if (!held) {
      onSkip?.();
      return null;
    }
    try {
      const others = tenants ? (await tenants()).filter((tenantId) => tenantId !== engine.tenantId) : [];
      let last: MaintainReport | null = null;
      for (const view of [engine, ...others.map((tenantId) => engine.forTenant(tenantId))]) {
        last = await maintain(view, maintainOptions);
        onReport?.(last);
      }
      return last;
    } finally {
      await held.release();
    }
  };
  let running: Promise<MaintainReport | null> | null = null;
  const runNow = (): Promise<MaintainReport | null> => {
    if (running) return running;
    running = maintainAll()
      .catch((error: unknown) => {
        onError?.(error);
        return null;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runNow(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), runNow };
}
