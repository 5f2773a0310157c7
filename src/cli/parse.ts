import { InvalidArgumentError } from 'commander';
import { MemoryError } from '../core/errors.js';
import type { JsonValue } from '../core/errors.js';

export function parsePositiveInt(value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new InvalidArgumentError('must be a positive integer');
  return parsed;
}

export function parseUnitInterval(value: string): number {
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0 || parsed > 1) throw new InvalidArgumentError('must be a number between 0 and 1');
  return parsed;
}

export function parseJsonOption(value: string, what: string): JsonValue {
  try {
    return JSON.parse(value) as JsonValue;
  } catch (error: unknown) {
    throw new MemoryError('INVALID_INPUT', `${what} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

export function parseJsonObject(value: string, what: string): Record<string, JsonValue> {
  const parsed = parseJsonOption(value, what);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new MemoryError('INVALID_INPUT', `${what} must be a JSON object`);
  }
  return parsed;
}
