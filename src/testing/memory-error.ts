import { MemoryError } from '../core/errors.js';

/** Awaits a call that must fail with a MemoryError and returns it, so a test can inspect code and details. */
export async function caughtMemoryError(promise: Promise<unknown>): Promise<MemoryError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!MemoryError.isInstance(error)) throw new Error(`expected a MemoryError, got ${error === null ? 'success' : String(error)}`);
  return error;
}
