import { timerScheduler, type ScheduledHandle, type Scheduler } from './scheduler.js';

export interface SweeperOptions {
  intervalMs: number;
  sweep: () => Promise<unknown>;
  scheduler?: Scheduler;
  /** A failed sweep is reported here and the sweeper keeps its schedule. */
  onError?: (error: unknown) => void;
}

/**
 * Runs a sweep on an interval. Sweeps never overlap: a tick that arrives while one is
 * still running is skipped. `stop()` cancels the schedule and waits for a sweep in flight,
 * so nothing touches the store after it resolves.
 */
export class Sweeper {
  private handle: ScheduledHandle | null = null;
  private inFlight: Promise<void> | null = null;
  private readonly scheduler: Scheduler;

  constructor(private readonly options: SweeperOptions) {
    this.scheduler = options.scheduler ?? timerScheduler;
  }

  get running(): boolean {
    return this.handle !== null;
  }

  start(): void {
    if (this.handle) return;
    this.handle = this.scheduler.every(this.options.intervalMs, () => this.tick());
  }

  /** One sweep now (or the one already running). */
  tick(): Promise<void> {
    this.inFlight ??= this.options
      .sweep()
      .then(
        () => undefined,
        (error: unknown) => this.options.onError?.(error),
      )
      .finally(() => {
        this.inFlight = null;
      });
    return this.inFlight;
  }

  async stop(): Promise<void> {
    this.handle?.cancel();
    this.handle = null;
    if (this.inFlight) await this.inFlight;
  }
}
