import { MemoryError } from '../core/errors.js';
import type { Execute, Row, ServerStateTables } from './raw-database.js';

/** Counts of the server state on one side, compared after a copy. */
export interface ServerStateSummary {
  tenants: number;
  keys: number;
  conversations: number;
  messages: number;
}

const count = async (raw: ServerStateTables | null, table: string): Promise<number> =>
  raw && (await raw.hasTable(table)) ? Number((await raw.all(`SELECT count(*) AS n FROM ${table}`))[0]?.n ?? 0) : 0;

/** Zero everywhere for a store without server-state tables (Chroma). */
export async function summarizeServerState(raw: ServerStateTables | null): Promise<ServerStateSummary> {
  return {
    tenants: await count(raw, 'auth_tenants'),
    keys: await count(raw, 'auth_keys'),
    conversations: await count(raw, 'conversations'),
    messages: await count(raw, 'conversation_messages'),
  };
}

const insertRow = (execute: Execute, table: string, columns: readonly string[], row: Row, conflict: string): Promise<void> =>
  execute(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')}) ON CONFLICT (${conflict}) DO NOTHING`, columns.map((column) => row[column] ?? null));

const TENANT_COLUMNS = ['id', 'name', 'created_at'] as const;
const KEY_COLUMNS = ['id', 'tenant_id', 'name', 'prefix', 'key_hash', 'created_at', 'revoked_at'] as const;
const CONVERSATION_COLUMNS = ['tenant_id', 'id', 'user_id', 'created_at', 'last_active_at'] as const;
const MESSAGE_COLUMNS = ['tenant_id', 'conversation_id', 'id', 'role', 'content', 'notice', 'at'] as const;

/**
 * Copies API keys (hashes only: plain keys are never stored) and conversations. The target's
 * tables must exist (the caller opens its key and conversation stores first). Keys are
 * insert-if-absent; a conversation is copied whole in one transaction unless the target holds
 * it already, so a rerun after an interruption completes the copy without duplicating messages.
 */
export async function copyServerState(from: ServerStateTables | null, to: ServerStateTables | null): Promise<void> {
  if (!from) return;
  if (!to) {
    const state = await summarizeServerState(from);
    if (state.keys + state.conversations > 0) {
      throw new MemoryError('INVALID_INPUT', 'the target store cannot keep API keys or conversations (a Chroma store has no server state); migrate them to SQLite or Postgres', {
        details: { ...state },
      });
    }
    return;
  }
  if (await from.hasTable('auth_tenants')) {
    const tenants = await from.all(`SELECT ${TENANT_COLUMNS.join(', ')} FROM auth_tenants ORDER BY id`);
    const keys = await from.all(`SELECT ${KEY_COLUMNS.join(', ')} FROM auth_keys ORDER BY id`);
    await to.transaction(async (execute) => {
      for (const tenant of tenants) await insertRow(execute, 'auth_tenants', TENANT_COLUMNS, tenant, 'id');
      for (const key of keys) await insertRow(execute, 'auth_keys', KEY_COLUMNS, key, 'id');
    });
  }
  if (await from.hasTable('conversations')) {
    const present = new Set((await to.all('SELECT tenant_id, id FROM conversations')).map((row) => JSON.stringify([row.tenant_id, row.id])));
    for (const conversation of await from.all(`SELECT ${CONVERSATION_COLUMNS.join(', ')} FROM conversations ORDER BY tenant_id, id`)) {
      if (present.has(JSON.stringify([conversation.tenant_id, conversation.id]))) continue;
      const messages = await from.all(`SELECT ${MESSAGE_COLUMNS.join(', ')} FROM conversation_messages WHERE tenant_id = ? AND conversation_id = ? ORDER BY seq`, [
        conversation.tenant_id,
        conversation.id,
      ]);
      await to.transaction(async (execute) => {
        await insertRow(execute, 'conversations', CONVERSATION_COLUMNS, conversation, 'tenant_id, id');
        for (const message of messages) {
          await execute(`INSERT INTO conversation_messages (${MESSAGE_COLUMNS.join(', ')}) VALUES (${MESSAGE_COLUMNS.map(() => '?').join(', ')})`, MESSAGE_COLUMNS.map((column) => message[column] ?? null));
        }
      });
    }
  }
}
