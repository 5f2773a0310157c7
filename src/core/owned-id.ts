import { createHash } from 'node:crypto';
import type { MemoryEngine } from './engine.js';
import { MAX_ID_LENGTH } from './schemas.js';
import type { MemoryKind, MemoryRecord } from './types.js';

/**
 * Ids named by a session (seed 000's turn `<session>_<turn>`, a session's `summary:<session>`) are
 * unique per tenant, while applications number sessions per user: two users of one tenant who
 * both have a session "s1" would want the same id. The first user to write it keeps the plain id
 * (so single-user stores and stores written before this look the same); another user's record
 * takes the plain id qualified by its user, `<id>@<user>`. The same write by the same user always
 * lands on the same record: it is found under whichever of the two ids it holds.
 */
export function userQualifiedId(id: string, userId: string): string {
  return boundedId(`${id}@${userId}`);
}

const DIGEST_LENGTH = 32;

/**
 * An id the API takes (at most MAX_ID_LENGTH): the id itself when it fits, else its beginning and
 * a digest of the whole (`<beginning>:<32 hex>`), the same for the same id. A session and a turn
 * id of up to 256 characters each, or a user's on top, would otherwise make a turn's id too long
 * to store, and `remember` would refuse the turn.
 */
export function boundedId(id: string): string {
  if (id.length <= MAX_ID_LENGTH) return id;
  const digest = createHash('sha256').update(id).digest('hex').slice(0, DIGEST_LENGTH);
  let beginning = '';
  // By code point, so a letter outside the BMP is never cut in half.
  for (const character of id) {
    if (beginning.length + character.length > MAX_ID_LENGTH - DIGEST_LENGTH - 1) break;
    beginning += character;
  }
  return `${beginning}:${digest}`;
}

/** Whether a record is this user's own record of this kind in the engine's tenant: the one a write named by its session may replace. */
export function ownedBy(engine: MemoryEngine, userId: string, kind: MemoryKind): (record: MemoryRecord) => boolean {
  return (record) => record.tenantId === engine.tenantId && record.scope.userId === userId && record.kind === kind;
}

export interface OwnedId {
  /** The id this user's record has, or takes when it is created. */
  id: string;
  /** The record already there under that id (another user's only when the qualified id is taken too). */
  existing: MemoryRecord | null;
}

/**
 * Where a user's record named `id` lives: the plain id when it is free or the user's own record
 * (`owns`), else the user-qualified id. The qualified id is looked at even when the plain one is
 * free, so a user whose record took it while another's held the plain id keeps one record after
 * that other record is gone.
 */
export async function resolveOwnedId(engine: MemoryEngine, id: string, userId: string, owns: (record: MemoryRecord) => boolean): Promise<OwnedId> {
  const plain = await engine.store.get(engine.tenantId, id);
  if (plain && owns(plain)) return { id, existing: plain };
  const qualifiedId = userQualifiedId(id, userId);
  const qualified = await engine.store.get(engine.tenantId, qualifiedId);
  if (qualified) return { id: qualifiedId, existing: qualified };
  return plain ? { id: qualifiedId, existing: null } : { id, existing: null };
}
