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
export function describeStageFailure(error: unknown): { code: string; message: string } {
  return {
    code: MemoryError.isInstance(error) ? error.code : 'INTERNAL',
    message: error instanceof Error ? error.message : String(error),
  };
}
