import type { Statement } from 'better-sqlite3';
import type { Database } from '../../stores/sqlite/migrate.js';
import { z } from 'zod';
import { systemClock, type Clock } from '../../core/clock.js';
import { MemoryError } from '../../core/errors.js';
import { parseInput } from '../../core/schemas.js';
import { applyMigrations } from '../../stores/sqlite/migrate.js';
import { hashApiKey } from './api-key.js';
import { mintKey, registryNameSchema as nameSchema, tenantIdSchema } from './key-minting.js';
import { authMigrations } from './migrations.js';
import type { ApiKeyRecord, CreatedApiKey, KeyStore, TenantRecord, VerifiedKey } from './key-store.js';


const tenantRowSchema = z.object({ id: z.string(), name: z.string().nullable(), created_at: z.string(), active_keys: z.number() });
const keyRowSchema = z.object({
  id: z.string(),
  tenant_id: z.string(),
  name: z.string().nullable(),
  prefix: z.string(),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
});

function toTenant(row: unknown): TenantRecord {
  const parsed = tenantRowSchema.parse(row);
  return { id: parsed.id, name: parsed.name, createdAt: parsed.created_at, activeKeys: parsed.active_keys };
}

function toKey(row: unknown): ApiKeyRecord {
  const parsed = keyRowSchema.parse(row);
  return {
    id: parsed.id,
    tenantId: parsed.tenant_id,
    name: parsed.name,
    prefix: parsed.prefix,
    createdAt: parsed.created_at,
    revokedAt: parsed.revoked_at,
  };
}

const TENANT_COLUMNS = `t.id, t.name, t.created_at,
  (SELECT COUNT(*) FROM auth_keys k WHERE k.tenant_id = t.id AND k.revoked_at IS NULL) AS active_keys`;
const KEY_COLUMNS = 'id, tenant_id, name, prefix, created_at, revoked_at';

/**
 * The key registry in the memory database file (tables `auth_tenants`, `auth_keys`).
 * Every check reads the table, so a key revoked by one process is refused by all others
 * sharing the file at once; a lookup is one indexed read of a sha256.
 */
export class SqliteKeyStore implements KeyStore {
  /** Runs on every request, so it is compiled once. */
  private readonly lookup: Statement<[string], { id: string; tenant_id: string }>;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock = systemClock,
  ) {
    applyMigrations(db, 'auth', authMigrations);
    this.lookup = db.prepare('SELECT id, tenant_id FROM auth_keys WHERE key_hash = ? AND revoked_at IS NULL');
  }

  async verify(key: string): Promise<VerifiedKey | null> {
    const row = this.lookup.get(hashApiKey(key));
    return row ? { keyId: row.id, tenantId: row.tenant_id } : null;
  }

  async createTenant(tenantId: string, name?: string): Promise<TenantRecord> {
    const id = parseInput(tenantIdSchema, tenantId, 'tenant id');
    const parsedName = parseInput(nameSchema, name, 'tenant name');
    const inserted = this.db
      .prepare('INSERT INTO auth_tenants (id, name, created_at) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING')
      .run(id, parsedName ?? null, this.clock.now().toISOString());
    if (inserted.changes === 0) throw new MemoryError('CONFLICT', `tenant ${id} already exists`, { details: { tenantId: id } });
    return this.requireTenant(id);
  }

  async listTenants(): Promise<TenantRecord[]> {
    return this.db.prepare(`SELECT ${TENANT_COLUMNS} FROM auth_tenants t ORDER BY t.id`).all().map(toTenant);
  }

  async createKey(tenantId: string, name?: string): Promise<CreatedApiKey> {
    const minted = mintKey(tenantId, name, this.clock.now());
    this.db.transaction(() => {
      this.db.prepare('INSERT INTO auth_tenants (id, name, created_at) VALUES (?, NULL, ?) ON CONFLICT (id) DO NOTHING').run(minted.tenantId, minted.createdAt);
      this.db
        .prepare('INSERT INTO auth_keys (id, tenant_id, name, prefix, key_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(minted.id, minted.tenantId, minted.name, minted.prefix, minted.keyHash, minted.createdAt);
    })();
    return { key: minted.key, record: this.requireKey(minted.id) };
  }

  async listKeys(tenantId?: string): Promise<ApiKeyRecord[]> {
    if (tenantId === undefined) return this.db.prepare(`SELECT ${KEY_COLUMNS} FROM auth_keys ORDER BY tenant_id, created_at, id`).all().map(toKey);
    const tenant = parseInput(tenantIdSchema, tenantId, 'tenant id');
    return this.db.prepare(`SELECT ${KEY_COLUMNS} FROM auth_keys WHERE tenant_id = ? ORDER BY created_at, id`).all(tenant).map(toKey);
  }

  async revokeKey(keyId: string): Promise<ApiKeyRecord> {
    this.requireKey(keyId);
    this.db.prepare('UPDATE auth_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(this.clock.now().toISOString(), keyId);
    return this.requireKey(keyId);
  }

  private requireTenant(id: string): TenantRecord {
    const row = this.db.prepare(`SELECT ${TENANT_COLUMNS} FROM auth_tenants t WHERE t.id = ?`).get(id);
    if (!row) throw new MemoryError('NOT_FOUND', `no tenant ${JSON.stringify(id)}`, { details: { tenantId: id } });
    return toTenant(row);
  }

  private requireKey(id: string): ApiKeyRecord {
    const row = this.db.prepare(`SELECT ${KEY_COLUMNS} FROM auth_keys WHERE id = ?`).get(id);
    if (!row) throw new MemoryError('NOT_FOUND', `no API key ${JSON.stringify(id)}`, { details: { keyId: id } });
    return toKey(row);
  }
}
