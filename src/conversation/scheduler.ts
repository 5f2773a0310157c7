import type { Clock } from '../core/clock.js';

export type ScheduledTask = () => Promise<void> | void;

export interface ScheduledHandle {
  cancel(): void;
}

/** Repeats a task. Injected so the sweeper can be driven by a manual clock in tests. */
export interface Scheduler {
  every(intervalMs: number, task: ScheduledTask): ScheduledHandle;
}

/** Real timers. Unreferenced, so a forgotten sweeper never keeps a process alive. */
export const timerScheduler: Scheduler = {
  every(intervalMs, task) {
    const handle = setInterval(() => void task(), intervalMs);
    handle.unref();
    return { cancel: () => clearInterval(handle) };
  },
};

interface ManualEntry {
  intervalMs: number;
  nextAt: number;
  task: ScheduledTask;
  cancelled: boolean;
}

export interface ManualScheduler extends Scheduler {
  /** Moves the clock forward, running each task at every tick it passes, in time order, awaiting each. */
  advance(ms: number): Promise<void>;
  /** Tasks still scheduled. */
  readonly active: number;
}

/**
 * A scheduler driven by a manual clock: time moves only when a test says so, and every
 * tick's task has finished when `advance` resolves. No sleeps, no fake global timers.
 */
export function manualScheduler(clock: Clock & { set(time: Date | string): void }): ManualScheduler {
  const entries: ManualEntry[] = [];
  return {
    every(intervalMs, task) {
      const entry: ManualEntry = { intervalMs, nextAt: clock.now().getTime() + intervalMs, task, cancelled: false };
      entries.push(entry);
      return {
        cancel: () => {
          entry.cancelled = true;
        },
      };
    },
    async advance(ms) {
      const target = clock.now().getTime() + ms;
      for (;;) {
        const due = entries.filter((entry) => !entry.cancelled && entry.nextAt <= target).sort((left, right) => left.nextAt - right.nextAt)[0];
        if (!due) break;
        clock.set(new Date(due.nextAt));
        due.nextAt += due.intervalMs;
        await due.task();
      }
      clock.set(new Date(target));
    },
    get active() {
      return entries.filter((entry) => !entry.cancelled).length;
    },
  };
}
