import { MemoryError } from '../errors.js';

/**
 * The last failure of an optional search stage (the reranker, the query rewriter), for
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
export class StageFailures<Stage extends string> {
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
