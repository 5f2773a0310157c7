/**
 * Counts requests whose handler is still running. A client that disconnects mid-request
 * frees its connection, but the handler keeps using the engine, so shutdown waits for
 * handlers, not only for connections, before closing the database.
 */
export class InFlight {
  private count = 0;
  private idle: (() => void)[] = [];

  async track<T>(work: () => Promise<T>): Promise<T> {
    this.count += 1;
    try {
      return await work();
    } finally {
      this.count -= 1;
      if (this.count === 0) for (const resolve of this.idle.splice(0)) resolve();
    }
  }

  get active(): number {
    return this.count;
  }

  /** Resolves when no request is running, or after `timeoutMs` at the latest. */
  settled(timeoutMs: number): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const deadline = setTimeout(resolve, timeoutMs);
      deadline.unref();
      this.idle.push(() => {
        clearTimeout(deadline);
        resolve();
      });
    });
  }
}
