import type { MemoryEngine } from '../core/engine.js';
import { maintain, type MaintainReport } from './maintain.js';
import type { MaintainOptions } from './schemas.js';

export interface MaintenanceSchedule {
  stop(): void;
  /** Runs one pass now (also what the interval calls); passes never overlap. */
  runNow(): Promise<MaintainReport | null>;
}

export interface ScheduleOptions extends Omit<MaintainOptions, 'dryRun' | 'now'> {
  /** Default: daily. */
  intervalMs?: number;
  onReport?: (report: MaintainReport) => void;
  onError?: (error: unknown) => void;
  /** Tenants to maintain besides the engine's own (a multi-tenant server passes its tenant list). */
  tenants?: () => Promise<string[]>;
}

/**
 * Runs `maintain` on an interval in a long-running process (the server). The timer is
 * unref'd so it never keeps a process alive, and a pass still running skips the next tick.
 */
export function scheduleMaintenance(engine: MemoryEngine, options: ScheduleOptions = {}): MaintenanceSchedule {
  const { intervalMs = 86_400_000, onReport, onError, tenants, ...maintainOptions } = options;
  const maintainAll = async (): Promise<MaintainReport> => {
    const others = tenants ? (await tenants()).filter((tenantId) => tenantId !== engine.tenantId) : [];
    let last: MaintainReport | null = null;
    for (const view of [engine, ...others.map((tenantId) => engine.forTenant(tenantId))]) {
      last = await maintain(view, maintainOptions);
      onReport?.(last);
    }
    return last as MaintainReport;
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
