import { randomBytes } from 'node:crypto';
import { MemoryError } from '../core/errors.js';

/** Server-generated ids (seed 002): `conv_` plus 12 hex characters. */
export const CONVERSATION_ID_PREFIX = 'conv_';
const GENERATED_ID = /^conv_[0-9a-f]{12}$/;
/** Client ids (a browser's UUID, an app's session name) share the scope identifier alphabet. */
const CLIENT_ID = /^[\p{L}\p{N}_.:@-]+$/u;
const MAX_LENGTH = 128;

export function generateConversationId(random: (bytes: number) => Buffer = randomBytes): string {
  return `${CONVERSATION_ID_PREFIX}${random(6).toString('hex')}`;
}

export function isGeneratedConversationId(id: string): boolean {
  return GENERATED_ID.test(id);
}

/** Accepts a client-supplied id as it is, or refuses it with INVALID_INPUT. */
export function validateConversationId(id: unknown): string {
  if (typeof id !== 'string' || id.length === 0) {
    throw new MemoryError('INVALID_INPUT', 'conversation id must be a non-empty string', { details: { field: 'conversationId' } });
  }
  if (id.length > MAX_LENGTH) {
    throw new MemoryError('INVALID_INPUT', `conversation id has ${id.length} characters; the limit is ${MAX_LENGTH}`, {
      details: { field: 'conversationId', length: id.length, limit: MAX_LENGTH },
    });
  }
  if (!CLIENT_ID.test(id)) {
    throw new MemoryError('INVALID_INPUT', 'conversation id may hold letters, digits and _ . : @ - only', { details: { field: 'conversationId' } });
  }
  return id;
}

/** The id a request runs under: the client's when it sent one (validated), else a fresh one. */
export function resolveConversationId(id: string | undefined | null): { id: string; generated: boolean } {
  if (id === undefined || id === null || id === '') return { id: generateConversationId(), generated: true };
  return { id: validateConversationId(id), generated: false };
}
