/**
 * One error type for the whole engine. Callers branch on `code`, never on message text.
 * `category` says whose fault it is: the caller's input (user), our own state (system),
 * or an external provider such as an embedding endpoint (provider).
 */
export type MemoryErrorCode =
  | 'INVALID_INPUT'
  | 'INVALID_FILTER'
  | 'TEXT_TOO_LONG'
  | 'SCOPE_REQUIRED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'EMBEDDER_MISMATCH'
  | 'EMBEDDING_INVALID'
  | 'MODEL_MISSING'
  | 'PROVIDER_ERROR'
  | 'STORE_ERROR'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'TIMEOUT'
  | 'INTERNAL';

export type MemoryErrorCategory = 'user' | 'system' | 'provider';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

const categoryByCode: Record<MemoryErrorCode, MemoryErrorCategory> = {
  INVALID_INPUT: 'user',
  INVALID_FILTER: 'user',
  TEXT_TOO_LONG: 'user',
  SCOPE_REQUIRED: 'user',
  NOT_FOUND: 'user',
  CONFLICT: 'user',
  EMBEDDER_MISMATCH: 'system',
  EMBEDDING_INVALID: 'provider',
  MODEL_MISSING: 'system',
  PROVIDER_ERROR: 'provider',
  STORE_ERROR: 'system',
  UNAUTHORIZED: 'user',
  FORBIDDEN: 'user',
  RATE_LIMITED: 'user',
  PAYLOAD_TOO_LARGE: 'user',
  TIMEOUT: 'system',
  INTERNAL: 'system',
};

const marker = Symbol.for('agent-memory.MemoryError');

export interface MemoryErrorOptions {
  details?: Record<string, JsonValue>;
  cause?: unknown;
  isRetryable?: boolean;
}

export class MemoryError extends Error {
  readonly code: MemoryErrorCode;
  readonly category: MemoryErrorCategory;
  readonly details: Record<string, JsonValue>;
  readonly isRetryable: boolean;
  private readonly [marker] = true;

  constructor(code: MemoryErrorCode, message: string, options: MemoryErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'MemoryError';
    this.code = code;
    this.category = categoryByCode[code];
    this.details = options.details ?? {};
    this.isRetryable = options.isRetryable ?? false;
  }

  /** Works across duplicated module copies, where `instanceof` would not. */
  static isInstance(error: unknown): error is MemoryError {
    return typeof error === 'object' && error !== null && marker in error;
  }

  toJSON(): { code: MemoryErrorCode; message: string; details: Record<string, JsonValue> } {
    return { code: this.code, message: this.message, details: this.details };
  }
}
