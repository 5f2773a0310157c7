/** Tenants and their API keys, as seen by the server. Keys are stored hashed; the plain key is shown once. */
export interface TenantRecord {
  id: string;
  name: string | null;
  createdAt: string;
  /** Keys not revoked. */
  activeKeys: number;
}

export interface ApiKeyRecord {
  id: string;
  tenantId: string;
  name: string | null;
  /** The key's first characters, to tell keys apart. */
  prefix: string;
  createdAt: string;
  revokedAt: string | null;
}

export interface CreatedApiKey {
  /** The plain key. It is not stored and cannot be shown again. */
  key: string;
  record: ApiKeyRecord;
}

export interface VerifiedKey {
  keyId: string;
  tenantId: string;
}

/** One interface, so a deployment on another database can supply its own registry. */
export interface KeyStore {
  /** The tenant and key id for a presented key, or null when it is unknown or revoked. */
  verify(key: string): Promise<VerifiedKey | null>;
  /** Creates a tenant; CONFLICT when it exists. */
  createTenant(tenantId: string, name?: string): Promise<TenantRecord>;
  listTenants(): Promise<TenantRecord[]>;
  /** Creates a key for the tenant, creating the tenant first when it does not exist. */
  createKey(tenantId: string, name?: string): Promise<CreatedApiKey>;
  listKeys(tenantId?: string): Promise<ApiKeyRecord[]>;
  /** Revokes a key; NOT_FOUND when no such key. Revoking twice keeps the first time. */
  revokeKey(keyId: string): Promise<ApiKeyRecord>;
}
