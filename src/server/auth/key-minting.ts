import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { parseInput } from '../../core/schemas.js';
import { displayPrefix, generateApiKey, hashApiKey } from './api-key.js';

export const tenantIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.\-]*$/, 'may hold letters, digits and _ . - only, starting with a letter or digit');
export const registryNameSchema = z.string().min(1).max(200).optional();

/** A key ready to store: the secret is returned once to the caller, only its hash is written. */
export interface MintedKey {
  key: string;
  id: string;
  tenantId: string;
  name: string | null;
  prefix: string;
  keyHash: string;
  createdAt: string;
}

/** Validates the request and mints the key, so every key store writes the same row shape. */
export function mintKey(tenantId: string, name: string | undefined, now: Date): MintedKey {
  const tenant = parseInput(tenantIdSchema, tenantId, 'tenant id');
  const keyName = parseInput(registryNameSchema, name, 'key name');
  const key = generateApiKey();
  return {
    key,
    id: `key_${randomBytes(6).toString('hex')}`,
    tenantId: tenant,
    name: keyName ?? null,
    prefix: displayPrefix(key),
    keyHash: hashApiKey(key),
    createdAt: now.toISOString(),
  };
}
