import { MemoryError } from '../errors.js';

/**
 * The last failure of an optional search stage (the reranker, the query rewriter, the judge), for
 * diagnostics: search itself never fails because of one. `Stage` names the field that holds
 * the failing component's name, e.g. `{ reranker: 'llm:deepseek-chat' }`.
 */
export type SearchStageFailure<Stage extends string> = {
  at: string;
  code: string;
  message: string;
} & { [Field in Stage]: string };

/** The failure's code and message: a MemoryError's own code, INTERNAL for anything else. */
function describeStageFailure(error: unknown): { code: string; message: string } {
  return {
    code: MemoryError.isInstance(error) ? error.code : 'INTERNAL',
    message: error instanceof Error ? error.message : String(error),
  };
}

/** How often an optional search stage failed, and how it failed last. */
class StageFailures<Stage extends string> {
  private total = 0;
  private last: SearchStageFailure<Stage> | null = null;

  /** `stage` names the field holding the failing component's name (`reranker`, `rewriter`). */
  constructor(private readonly stage: Stage) {}

  get count(): number {
    return this.total;
  }

  get latest(): SearchStageFailure<Stage> | null {
    return this.last === null ? null : { ...this.last };
  }

  record(component: string, error: unknown, at: string): void {
    this.total += 1;
    // The mapped field cannot be written with a computed key and keep its type.
    this.last = { at, ...describeStageFailure(error), [this.stage]: component } as SearchStageFailure<Stage>;
  }
}

/**
 * An optional search stage (reranker, query rewriter, relevance judge): which component is set,
 * and how it failed. Search never fails because of one: `attempt` falls back and marks the
 * search's result uncacheable, so the next search asks the component again.
 */
export abstract class OptionalSearchStage<Component extends { readonly name: string }, Stage extends string> {
  protected current: Component | null = null;
  private readonly failureLog: StageFailures<Stage>;

  protected constructor(stage: Stage) {
    this.failureLog = new StageFailures(stage);
  }

  get failures(): number {
    return this.failureLog.count;
  }

  get lastFailure(): SearchStageFailure<Stage> | null {
    return this.failureLog.latest;
  }

  /** `run` with the set component, or `fallback` without one; a failure is recorded and falls back too. */
  protected async attempt<Value>(run: (component: Component) => Promise<Value>, fallback: () => Value, now: () => string): Promise<{ value: Value; cacheable: boolean }> {
    const component = this.current;
    if (!component) return { value: fallback(), cacheable: true };
    try {
      return { value: await run(component), cacheable: true };
    } catch (error: unknown) {
      this.failureLog.record(component.name, error, now());
      return { value: fallback(), cacheable: false };
    }
  }
}
