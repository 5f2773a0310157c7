import { manualClock } from '../core/clock.js';
import type { Embedder } from '../core/embedder.js';
import { MEMORY_STATUSES } from '../core/types.js';
import { HashEmbedder } from '../embedders/hash/hash-embedder.js';
import { Memory } from '../memory.js';
import { createApp, type ServerLimits } from '../server/app.js';
import { SqliteKeyStore } from '../server/auth/sqlite-key-store.js';
import { SqliteStore } from '../stores/sqlite/sqlite-store.js';

/** Holds every embedding while held, so a test can keep a request in flight, without sleeping. */
export class GatedEmbedder implements Embedder {
  private readonly inner = new HashEmbedder(64);
  readonly info = this.inner.info;
  readonly maxBatchSize = 64;
  private gate: Promise<void> | null = null;
  private open: () => void = () => undefined;
  private signalEntered: () => void = () => undefined;
  /** Resolves when an embedding call first waits at the gate. */
  readonly entered = new Promise<void>((resolve) => (this.signalEntered = resolve));

  hold(): void {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }

  release(): void {
    this.open();
    this.gate = null;
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    if (this.gate) {
      this.signalEntered();
      await this.gate;
    }
    return this.inner.embed(texts);
  }
}

export const TEST_ADMIN_KEY = 'test-admin-key-0123456789abcdef';

export interface RequestOptions {
  key?: string | null;
  body?: unknown;
  rawBody?: RequestInit['body'];
  headers?: Record<string, string>;
}

/**
 * A real app over a real in-memory SQLite store, the hashing embedder and a manual clock,
 * with two tenants (acme, globex) holding one key each. `snapshot()` reads every record,
 * status and history entry of both tenants plus the key table, so a test can assert that a
 * refused request changed nothing.
 */
export async function createServerFixture(options: { limits?: Partial<ServerLimits>; embedder?: Embedder; adminKey?: string } = {}) {
  const clock = manualClock('2026-01-01T00:00:00.000Z');
  const store = new SqliteStore({ path: ':memory:' });
  const memory = new Memory({ store, embedder: options.embedder ?? new HashEmbedder(64), clock });
  await memory.init();
  const keys = new SqliteKeyStore(store.database, clock);
  const logged: string[] = [];
  const adminKey = 'adminKey' in options ? options.adminKey : TEST_ADMIN_KEY;
  const app = createApp({
    memory,
    auth: { keys, adminKey },
    clock,
    ...(options.limits ? { limits: options.limits } : {}),
    log: (message, error) => logged.push(`${message}: ${error instanceof Error ? error.message : String(error)}`),
  });
  const acme = await keys.createKey('acme', 'test');
  const globex = await keys.createKey('globex', 'test');

  async function request(method: string, path: string, init: RequestOptions = {}): Promise<Response> {
    const key = init.key === undefined ? acme.key : init.key;
    const headers: Record<string, string> = { ...init.headers };
    if (key !== null) headers.authorization = `Bearer ${key}`;
    let body: RequestInit['body'] | undefined = init.rawBody;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] ??= 'application/json';
    }
    return app.request(path, { method, headers, ...(body !== undefined ? { body } : {}) });
  }

  async function snapshot(): Promise<string> {
    const tenants: Record<string, unknown> = {};
    for (const tenant of ['acme', 'globex', 'default']) {
      const view = memory.forTenant(tenant);
      const page = await view.getAll({ statuses: [...MEMORY_STATUSES], limit: 1000, tenantWide: true });
      const histories = await Promise.all(page.items.map((record) => view.history(record.id)));
      tenants[tenant] = { records: page.items, histories };
    }
    return JSON.stringify({ tenants, keys: await keys.listKeys(), tenantList: await keys.listTenants() });
  }

  return { app, memory, store, keys, clock, logged, acme, globex, adminKey, request, snapshot };
}

export type ServerFixture = Awaited<ReturnType<typeof createServerFixture>>;
