import { z } from 'zod';
import { systemClock, type Clock } from '../../core/clock.js';
import { MemoryError } from '../../core/errors.js';
import { parseInput } from '../../core/schemas.js';
import { PostgresSideTables } from '../../stores/postgres/postgres-side-tables.js';
import type { PostgresStore } from '../../stores/postgres/postgres-store.js';
import { hashApiKey } from './api-key.js';
import { mintKey, registryNameSchema as nameSchema, tenantIdSchema } from './key-minting.js';
import type { ApiKeyRecord, CreatedApiKey, KeyStore, TenantRecord, VerifiedKey } from './key-store.js';

/** Append-only: never edit a shipped step. The same tables as the SQLite registry (migrations.ts). */
export const POSTGRES_AUTH_MIGRATIONS: readonly string[] = [
  `CREATE TABLE auth_tenants (
     id         text COLLATE "C" PRIMARY KEY,
     name       text,
     created_at text COLLATE "C" NOT NULL
   );
   CREATE TABLE auth_keys (
     id         text COLLATE "C" PRIMARY KEY,
     tenant_id  text COLLATE "C" NOT NULL REFERENCES auth_tenants (id),
     name       text,
     prefix     text NOT NULL,
     key_hash   text NOT NULL UNIQUE,
     created_at text COLLATE "C" NOT NULL,
     revoked_at text
   );
   CREATE INDEX auth_keys_by_tenant ON auth_keys (tenant_id);`,
];

const tenantRowSchema = z.object({ id: z.string(), name: z.string().nullable(), created_at: z.string(), active_keys: z.number() });
const keyRowSchema = z.object({ id: z.string(), tenant_id: z.string(), name: z.string().nullable(), prefix: z.string(), created_at: z.string(), revoked_at: z.string().nullable() });

function toTenant(row: unknown): TenantRecord {
  const parsed = tenantRowSchema.parse(row);
  return { id: parsed.id, name: parsed.name, createdAt: parsed.created_at, activeKeys: parsed.active_keys };
}

function toKey(row: unknown): ApiKeyRecord {
  const parsed = keyRowSchema.parse(row);
  return { id: parsed.id, tenantId: parsed.tenant_id, name: parsed.name, prefix: parsed.prefix, createdAt: parsed.created_at, revokedAt: parsed.revoked_at };
}

const TENANT_COLUMNS = `t.id, t.name, t.created_at,
  (SELECT count(*)::int FROM auth_keys k WHERE k.tenant_id = t.id AND k.revoked_at IS NULL) AS active_keys`;
const KEY_COLUMNS = 'id, tenant_id, name, prefix, created_at, revoked_at';

/**
 * The key registry in the Postgres store's database: every `verify` reads the table, so a key
 * revoked through one process is refused by every process on that database at once.
 */
export class PostgresKeyStore implements KeyStore {
  private readonly tables: PostgresSideTables;

  constructor(
    store: PostgresStore,
    private readonly clock: Clock = systemClock,
  ) {
    this.tables = new PostgresSideTables(store, 'auth', POSTGRES_AUTH_MIGRATIONS);
  }

  async verify(key: string): Promise<VerifiedKey | null> {
    const { rows } = await this.tables.run('verify', (pool) =>
      pool.query<{ id: string; tenant_id: string }>('SELECT id, tenant_id FROM auth_keys WHERE key_hash = $1 AND revoked_at IS NULL', [hashApiKey(key)]),
    );
    return rows[0] ? { keyId: rows[0].id, tenantId: rows[0].tenant_id } : null;
  }

  async createTenant(tenantId: string, name?: string): Promise<TenantRecord> {
    const id = parseInput(tenantIdSchema, tenantId, 'tenant id');
    const parsedName = parseInput(nameSchema, name, 'tenant name');
    const inserted = await this.tables.run('createTenant', (pool) =>
      pool.query('INSERT INTO auth_tenants (id, name, created_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [id, parsedName ?? null, this.clock.now().toISOString()]),
    );
    if (inserted.rowCount === 0) throw new MemoryError('CONFLICT', `tenant ${id} already exists`, { details: { tenantId: id } });
    return this.requireTenant(id);
  }

  async listTenants(): Promise<TenantRecord[]> {
    return this.tables.run('listTenants', async (pool) => (await pool.query(`SELECT ${TENANT_COLUMNS} FROM auth_tenants t ORDER BY t.id`)).rows.map(toTenant));
  }

  async createKey(tenantId: string, name?: string): Promise<CreatedApiKey> {
    const minted = mintKey(tenantId, name, this.clock.now());
    await this.tables.transaction('createKey', async (client) => {
      await client.query('INSERT INTO auth_tenants (id, name, created_at) VALUES ($1, NULL, $2) ON CONFLICT (id) DO NOTHING', [minted.tenantId, minted.createdAt]);
      await client.query('INSERT INTO auth_keys (id, tenant_id, name, prefix, key_hash, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
        minted.id,
        minted.tenantId,
        minted.name,
        minted.prefix,
        minted.keyHash,
        minted.createdAt,
      ]);
    });
    return { key: minted.key, record: await this.requireKey(minted.id) };
  }

  async listKeys(tenantId?: string): Promise<ApiKeyRecord[]> {
    if (tenantId === undefined) {
      return this.tables.run('listKeys', async (pool) => (await pool.query(`SELECT ${KEY_COLUMNS} FROM auth_keys ORDER BY tenant_id, created_at, id`)).rows.map(toKey));
    }
    const tenant = parseInput(tenantIdSchema, tenantId, 'tenant id');
    return this.tables.run('listKeys', async (pool) => (await pool.query(`SELECT ${KEY_COLUMNS} FROM auth_keys WHERE tenant_id = $1 ORDER BY created_at, id`, [tenant])).rows.map(toKey));
  }

  async revokeKey(keyId: string): Promise<ApiKeyRecord> {
    await this.requireKey(keyId);
    await this.tables.run('revokeKey', (pool) => pool.query('UPDATE auth_keys SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL', [this.clock.now().toISOString(), keyId]));
    return this.requireKey(keyId);
  }

  private async requireTenant(id: string): Promise<TenantRecord> {
    const { rows } = await this.tables.run('getTenant', (pool) => pool.query(`SELECT ${TENANT_COLUMNS} FROM auth_tenants t WHERE t.id = $1`, [id]));
    if (!rows[0]) throw new MemoryError('NOT_FOUND', `no tenant ${JSON.stringify(id)}`, { details: { tenantId: id } });
    return toTenant(rows[0]);
  }

  private async requireKey(id: string): Promise<ApiKeyRecord> {
    const { rows } = await this.tables.run('getKey', (pool) => pool.query(`SELECT ${KEY_COLUMNS} FROM auth_keys WHERE id = $1`, [id]));
    if (!rows[0]) throw new MemoryError('NOT_FOUND', `no API key ${JSON.stringify(id)}`, { details: { keyId: id } });
    return toKey(rows[0]);
  }
}
