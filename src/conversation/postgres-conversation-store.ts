import { z } from 'zod';
import { PostgresSideTables } from '../stores/postgres/postgres-side-tables.js';
import type { PostgresStore } from '../stores/postgres/postgres-store.js';
import { ConversationOwnerMismatch, type AppendRequest, type ConversationStore } from './conversation-store.js';
import { MESSAGE_ROLES, NOTICE_KINDS, type Conversation, type ExpiredConversation } from './types.js';
import { parseConversationRow } from './conversation-row.js';

/** Append-only: never edit a shipped step (see stores/postgres/migrate.ts). Times are ISO text, compared in code point order. */
export const POSTGRES_CONVERSATION_MIGRATIONS: readonly string[] = [
  `CREATE TABLE conversations (
     tenant_id      text COLLATE "C" NOT NULL,
     id             text COLLATE "C" NOT NULL,
     user_id        text COLLATE "C",
     created_at     text COLLATE "C" NOT NULL,
     last_active_at text COLLATE "C" NOT NULL,
     PRIMARY KEY (tenant_id, id)
   );
   CREATE INDEX conversations_by_last_active ON conversations (last_active_at);
   CREATE TABLE conversation_messages (
     seq             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     tenant_id       text COLLATE "C" NOT NULL,
     conversation_id text COLLATE "C" NOT NULL,
     id              text NOT NULL,
     role            text NOT NULL,
     content         text NOT NULL,
     notice          text,
     at              text NOT NULL,
     FOREIGN KEY (tenant_id, conversation_id) REFERENCES conversations (tenant_id, id) ON DELETE CASCADE
   );
   CREATE INDEX conversation_messages_by_conversation ON conversation_messages (tenant_id, conversation_id, seq);`,
];

const conversationRow = z.object({ tenant_id: z.string(), id: z.string(), user_id: z.string().nullable(), created_at: z.string(), last_active_at: z.string() });
const messageRow = z.object({ id: z.string(), role: z.enum(MESSAGE_ROLES), content: z.string(), notice: z.enum(NOTICE_KINDS).nullable(), at: z.string() });

/**
 * Session history in the Postgres store's database, so every `serve` process on it shares one
 * history. An append is one transaction: the upsert of the conversation row locks it, so
 * concurrent appends to one conversation queue and the cap trim sees every message. The
 * idle sweep is one `DELETE … RETURNING`, so each expired conversation is reported (and
 * summarised) by exactly one process.
 */
export class PostgresConversationStore implements ConversationStore {
  readonly name = 'postgres';
  private readonly tables: PostgresSideTables;

  constructor(store: PostgresStore) {
    this.tables = new PostgresSideTables(store, 'conversations', POSTGRES_CONVERSATION_MIGRATIONS, (error) => error instanceof ConversationOwnerMismatch);
  }

  async init(): Promise<void> {
    await this.tables.run('init', async () => undefined);
  }

  async append(request: AppendRequest): Promise<void> {
    await this.tables.transaction('append', async (client) => {
      const { rows } = await client.query<{ user_id: string | null }>(
        `INSERT INTO conversations (tenant_id, id, user_id, created_at, last_active_at) VALUES ($1, $2, $3, $4, $4)
         ON CONFLICT (tenant_id, id) DO UPDATE SET last_active_at = EXCLUDED.last_active_at
         RETURNING user_id`,
        [request.tenantId, request.conversationId, request.userId, request.at],
      );
      if ((rows[0]?.user_id ?? null) !== request.userId) throw new ConversationOwnerMismatch(request.conversationId);
      const messages = request.messages;
      if (messages.length > 0) {
        await client.query(
          `INSERT INTO conversation_messages (tenant_id, conversation_id, id, role, content, notice, at)
           SELECT $1, $2, m.id, m.role, m.content, m.notice, m.at
           FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) WITH ORDINALITY AS m (id, role, content, notice, at, position)
           ORDER BY m.position`,
          [
            request.tenantId,
            request.conversationId,
            messages.map((message) => message.id),
            messages.map((message) => message.role),
            messages.map((message) => message.content),
            messages.map((message) => message.notice),
            messages.map((message) => message.at),
          ],
        );
      }
      await client.query(
        `DELETE FROM conversation_messages WHERE tenant_id = $1 AND conversation_id = $2 AND seq NOT IN (
           SELECT seq FROM conversation_messages WHERE tenant_id = $1 AND conversation_id = $2 ORDER BY seq DESC LIMIT $3)`,
        [request.tenantId, request.conversationId, Math.max(0, request.cap)],
      );
    });
  }

  async load(tenantId: string, conversationId: string): Promise<Conversation | null> {
    return this.tables.transaction('load', async (client) => {
      await client.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const { rows } = await client.query('SELECT tenant_id, id, user_id, created_at, last_active_at FROM conversations WHERE tenant_id = $1 AND id = $2', [tenantId, conversationId]);
      if (rows[0] === undefined) return null;
      const conversation = parseConversationRow(conversationRow, rows[0]);
      const messages = (
        await client.query('SELECT id, role, content, notice, at FROM conversation_messages WHERE tenant_id = $1 AND conversation_id = $2 ORDER BY seq', [tenantId, conversationId])
      ).rows.map((row: unknown) => parseConversationRow(messageRow, row));
      return {
        id: conversation.id,
        tenantId: conversation.tenant_id,
        userId: conversation.user_id,
        createdAt: conversation.created_at,
        lastActiveAt: conversation.last_active_at,
        messages,
      };
    });
  }

  async delete(tenantId: string, conversationId: string): Promise<boolean> {
    return this.tables.run('delete', async (pool) => ((await pool.query('DELETE FROM conversations WHERE tenant_id = $1 AND id = $2', [tenantId, conversationId])).rowCount ?? 0) > 0);
  }

  async deleteIdle(cutoff: string): Promise<ExpiredConversation[]> {
    return this.tables.run('deleteIdle', async (pool) => {
      const { rows } = await pool.query('DELETE FROM conversations WHERE last_active_at < $1 RETURNING tenant_id, id, user_id, created_at, last_active_at', [cutoff]);
      return rows
        .map((row: unknown) => parseConversationRow(conversationRow, row))
        .map((row): ExpiredConversation => ({ id: row.id, tenantId: row.tenant_id, userId: row.user_id, lastActiveAt: row.last_active_at }));
    });
  }
}
