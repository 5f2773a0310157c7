import { describe, expect, it } from 'vitest';
import { MemoryError } from '../core/errors.js';
import { generateConversationId, isGeneratedConversationId, resolveConversationId, validateConversationId } from './conversation-id.js';

describe('conversation ids', () => {
  it('generates conv_ plus 12 hex characters, different each time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => generateConversationId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^conv_[0-9a-f]{12}$/);
    expect(generateConversationId(() => Buffer.from([0, 1, 2, 0xab, 0xcd, 0xef]))).toBe('conv_000102abcdef');
  });

  it('accepts a client id as it is and generates one only when none is sent', () => {
    const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(resolveConversationId(uuid)).toEqual({ id: uuid, generated: false });
    const generated = resolveConversationId(undefined);
    expect(generated.generated).toBe(true);
    expect(isGeneratedConversationId(generated.id)).toBe(true);
    expect(resolveConversationId('').generated).toBe(true);
  });

  it('refuses malformed client ids with INVALID_INPUT', () => {
    for (const bad of ['has space', 'semi;colon', '../etc/passwd', 'x'.repeat(129), 42]) {
      let caught: unknown;
      try {
        validateConversationId(bad);
      } catch (error: unknown) {
        caught = error;
      }
      expect(MemoryError.isInstance(caught) && caught.code).toBe('INVALID_INPUT');
    }
  });
});
