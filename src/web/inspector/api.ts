/** The inspector's only way to the data: the HTTP API, with the key from sessionStorage. */
const KEY_ITEM = 'agent-memory-inspector-key';
const TENANT_ITEM = 'agent-memory-inspector-tenant';
const TENANT_HEADER = 'X-Agent-Memory-Tenant';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface Session {
  key: string;
  /** Set for the admin key: the tenant it acts in (sent as X-Agent-Memory-Tenant). */
  tenant: string | null;
  admin: boolean;
}

export function storedSession(): Session | null {
  const key = sessionStorage.getItem(KEY_ITEM);
  if (key === null) return null;
  const tenant = sessionStorage.getItem(TENANT_ITEM);
  return { key, tenant, admin: tenant !== null };
}

export function storeSession(session: Session | null): void {
  if (session === null) {
    sessionStorage.removeItem(KEY_ITEM);
    sessionStorage.removeItem(TENANT_ITEM);
    return;
  }
  sessionStorage.setItem(KEY_ITEM, session.key);
  if (session.tenant !== null) sessionStorage.setItem(TENANT_ITEM, session.tenant);
  else sessionStorage.removeItem(TENANT_ITEM);
}

export async function request<T>(session: Pick<Session, 'key' | 'tenant'>, method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { authorization: `Bearer ${session.key}`, accept: 'application/json' };
  if (session.tenant !== null) headers[TENANT_HEADER] = session.tenant;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const parsed: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = typeof parsed === 'object' && parsed !== null && 'error' in parsed ? (parsed as { error: { code?: string; message?: string } }).error : {};
    throw new ApiError(response.status, error.code ?? 'HTTP_ERROR', error.message ?? `HTTP ${response.status}`);
  }
  return parsed as T;
}

/**
 * Finds out what the key is: a tenant key answers /v1/users; the admin key answers
 * /v1/admin/tenants and then acts in the tenant picked (the first, until switched).
 */
export async function signIn(key: string): Promise<{ session: Session; tenants: string[] }> {
  try {
    await request({ key, tenant: null }, 'GET', '/v1/users');
    return { session: { key, tenant: null, admin: false }, tenants: [] };
  } catch (error: unknown) {
    if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 401)) throw error;
    const { tenants } = await request<{ tenants: { id: string }[] }>({ key, tenant: null }, 'GET', '/v1/admin/tenants').catch(() => {
      throw error;
    });
    const ids = tenants.map((tenant) => tenant.id);
    return { session: { key, tenant: ids[0] ?? 'default', admin: true }, tenants: ids };
  }
}

export const errorText = (error: unknown): string => (error instanceof ApiError ? `${error.code}: ${error.message}` : error instanceof Error ? error.message : String(error));
