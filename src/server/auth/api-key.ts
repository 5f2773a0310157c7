import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Every key starts with this, so a leaked key is recognisable in logs and secret scanners. */
export const API_KEY_PREFIX = 'amk_';

/** A new key: 32 random bytes, base64url. Only its hash is ever stored. */
export function generateApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The first characters after the prefix: enough for a person to tell keys apart, useless to an attacker. */
export function displayPrefix(key: string): string {
  return key.slice(0, API_KEY_PREFIX.length + 6);
}

/** Compares two secrets in constant time (hashing first makes the lengths equal). */
export function secretsEqual(presented: string, expected: string): boolean {
  const left = createHash('sha256').update(presented, 'utf8').digest();
  const right = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(left, right);
}

/** Reads `Authorization: Bearer <token>`; anything else is no token. */
export function bearerToken(header: string | undefined | null): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? (match[1] as string) : null;
}
