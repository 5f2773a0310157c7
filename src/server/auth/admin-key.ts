import { readFileSync } from 'node:fs';
import { MemoryError } from '../../core/errors.js';

const MIN_ADMIN_KEY_LENGTH = 16;

/**
 * The admin key from `AGENT_MEMORY_ADMIN_KEY`, or from the file named by
 * `AGENT_MEMORY_ADMIN_KEY_FILE` (for container secrets). Undefined when neither is set,
 * which disables the admin routes. The value is never logged or echoed in an error.
 */
export function readAdminKey(env: NodeJS.ProcessEnv): string | undefined {
  const inline = env.AGENT_MEMORY_ADMIN_KEY?.trim();
  const file = env.AGENT_MEMORY_ADMIN_KEY_FILE?.trim();
  if (inline && file) {
    throw new MemoryError('INVALID_INPUT', 'set AGENT_MEMORY_ADMIN_KEY or AGENT_MEMORY_ADMIN_KEY_FILE, not both');
  }
  let key = inline;
  if (file) {
    try {
      key = readFileSync(file, 'utf8').trim();
    } catch (error: unknown) {
      throw new MemoryError('INVALID_INPUT', `cannot read AGENT_MEMORY_ADMIN_KEY_FILE (${file})`, { cause: error });
    }
  }
  if (!key) return undefined;
  if (key.length < MIN_ADMIN_KEY_LENGTH || /\s/.test(key)) {
    throw new MemoryError('INVALID_INPUT', `the admin key must be at least ${MIN_ADMIN_KEY_LENGTH} characters with no whitespace`);
  }
  return key;
}
