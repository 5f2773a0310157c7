/**
 * A local model loaded on first use and run one call at a time. A failed load is forgotten, so
 * a later call retries (say, after the model files are restored); `close` frees the model once
 * the calls already queued are done, and a later call loads it again.
 */
export class SerialModel<Model> {
  private loading: Promise<Model> | null = null;
  private tail: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly loadModel: () => Promise<Model>,
    private readonly free: (model: Model) => unknown,
  ) {}

  /** Runs `task` with the model after every call queued before it. */
  run<T>(task: (model: Model) => Promise<T>): Promise<T> {
    return this.serialised(async () => task(await this.load()));
  }

  async close(): Promise<void> {
    const loading = this.loading;
    this.loading = null;
    if (loading === null) return;
    await this.serialised(async () => {
      const model = await loading.catch(() => null);
      if (model !== null) await this.free(model);
    });
  }

  private serialised<T>(task: () => Promise<T>): Promise<T> {
    const run = this.tail.then(task);
    this.tail = run.catch(() => undefined);
    return run;
  }

  private load(): Promise<Model> {
    if (this.loading === null) {
      const loading = this.loadModel();
      this.loading = loading;
      loading.catch(() => {
        if (this.loading === loading) this.loading = null;
      });
    }
    return this.loading;
  }
}
