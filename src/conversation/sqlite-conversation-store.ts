import { z } from 'zod';
import { migratedOnFirstUse, type Database } from '../stores/sqlite/migrate.js';
import { guardSqlite } from '../stores/sqlite/sqlite-errors.js';
import { ConversationOwnerMismatch, type AppendRequest, type ConversationStore } from './conversation-store.js';
import { MESSAGE_ROLES, NOTICE_KINDS, type Conversation, type ExpiredConversation } from './types.js';
import { parseConversationRow } from './conversation-row.js';

export const CONVERSATIONS_COMPONENT = 'conversations';

/** Append-only: never edit a shipped step (see stores/sqlite/migrate.ts). */
export const CONVERSATION_MIGRATIONS: readonly string[] = [
  `CREATE TABLE conversations (
     tenant_id      TEXT NOT NULL,
     id             TEXT NOT NULL,
     user_id        TEXT,
     created_at     TEXT NOT NULL,
     last_active_at TEXT NOT NULL,
     PRIMARY KEY (tenant_id, id)
   ) WITHOUT ROWID;
   CREATE INDEX conversations_by_last_active ON conversations (last_active_at);
   CREATE TABLE conversation_messages (
     seq             INTEGER PRIMARY KEY AUTOINCREMENT,
     tenant_id       TEXT NOT NULL,
     conversation_id TEXT NOT NULL,
     id              TEXT NOT NULL,
     role            TEXT NOT NULL,
     content         TEXT NOT NULL,
     notice          TEXT,
     at              TEXT NOT NULL
   );
   CREATE INDEX conversation_messages_by_conversation ON conversation_messages (tenant_id, conversation_id, seq);`,
];

const conversationRow = z.object({ tenant_id: z.string(), id: z.string(), user_id: z.string().nullable(), created_at: z.string(), last_active_at: z.string() });
const messageRow = z.object({ id: z.string(), role: z.enum(MESSAGE_ROLES), content: z.string(), notice: z.enum(NOTICE_KINDS).nullable(), at: z.string() });

/** Driver errors become STORE_ERROR; an owner mismatch is the caller's to answer (403). */
function guard<T>(operation: string, run: () => T): T {
  return guardSqlite('sqlite conversations', operation, run, (error) => error instanceof ConversationOwnerMismatch);
}

/**
 * Session history in the memory store's SQLite file, so every process on that file shares
 * it. Each append (insert, trim to the cap, touch) is one IMMEDIATE transaction.
 * Takes the handle lazily: the memory store opens the file in its own `init()`.
 */
export class SqliteConversationStore implements ConversationStore {
  readonly name = 'sqlite';

  private readonly db: () => Database;

  constructor(database: () => Database) {
    this.db = migratedOnFirstUse(database, CONVERSATIONS_COMPONENT, CONVERSATION_MIGRATIONS);
  }

  async init(): Promise<void> {
    guard('init', () => this.db());
  }

  async append(request: AppendRequest): Promise<void> {
    guard('append', () => this.appendNow(request));
  }

  private appendNow(request: AppendRequest): void {
    const db = this.db();
    const run = db.transaction(() => {
      const owner = db.prepare('SELECT user_id FROM conversations WHERE tenant_id = ? AND id = ?').get(request.tenantId, request.conversationId) as { user_id: string | null } | undefined;
      if (owner === undefined) {
        db.prepare('INSERT INTO conversations (tenant_id, id, user_id, created_at, last_active_at) VALUES (?, ?, ?, ?, ?)').run(
          request.tenantId,
          request.conversationId,
          request.userId,
          request.at,
          request.at,
        );
      } else if (owner.user_id !== request.userId) {
        throw new ConversationOwnerMismatch(request.conversationId);
      } else {
        db.prepare('UPDATE conversations SET last_active_at = ? WHERE tenant_id = ? AND id = ?').run(request.at, request.tenantId, request.conversationId);
      }
      const insert = db.prepare('INSERT INTO conversation_messages (tenant_id, conversation_id, id, role, content, notice, at) VALUES (?, ?, ?, ?, ?, ?, ?)');
      for (const message of request.messages) {
        insert.run(request.tenantId, request.conversationId, message.id, message.role, message.content, message.notice, message.at);
      }
      db.prepare(
        `DELETE FROM conversation_messages WHERE tenant_id = ? AND conversation_id = ? AND seq NOT IN (
           SELECT seq FROM conversation_messages WHERE tenant_id = ? AND conversation_id = ? ORDER BY seq DESC LIMIT ?)`,
      ).run(request.tenantId, request.conversationId, request.tenantId, request.conversationId, Math.max(0, request.cap));
    });
    run.immediate();
  }

  async load(tenantId: string, conversationId: string): Promise<Conversation | null> {
    return guard('load', () => this.loadNow(tenantId, conversationId));
  }

  private loadNow(tenantId: string, conversationId: string): Conversation | null {
    const db = this.db();
    const read = db.transaction(() => {
      const row = db.prepare('SELECT tenant_id, id, user_id, created_at, last_active_at FROM conversations WHERE tenant_id = ? AND id = ?').get(tenantId, conversationId);
      if (row === undefined) return null;
      const conversation = parseConversationRow(conversationRow, row);
      const messages = db
        .prepare('SELECT id, role, content, notice, at FROM conversation_messages WHERE tenant_id = ? AND conversation_id = ? ORDER BY seq')
        .all(tenantId, conversationId)
        .map((message) => parseConversationRow(messageRow, message));
      return {
        id: conversation.id,
        tenantId: conversation.tenant_id,
        userId: conversation.user_id,
        createdAt: conversation.created_at,
        lastActiveAt: conversation.last_active_at,
        messages,
      };
    });
    return read();
  }

  async delete(tenantId: string, conversationId: string): Promise<boolean> {
    return guard('delete', () => {
      const db = this.db();
      return db.transaction(() => {
        db.prepare('DELETE FROM conversation_messages WHERE tenant_id = ? AND conversation_id = ?').run(tenantId, conversationId);
        return db.prepare('DELETE FROM conversations WHERE tenant_id = ? AND id = ?').run(tenantId, conversationId).changes > 0;
      }).immediate();
    });
  }

  async deleteIdle(cutoff: string): Promise<ExpiredConversation[]> {
    return guard('deleteIdle', () => this.deleteIdleNow(cutoff));
  }

  private deleteIdleNow(cutoff: string): ExpiredConversation[] {
    const db = this.db();
    return db.transaction(() => {
      const rows = db.prepare('SELECT tenant_id, id, user_id, created_at, last_active_at FROM conversations WHERE last_active_at < ?').all(cutoff).map((row) => parseConversationRow(conversationRow, row));
      const dropMessages = db.prepare('DELETE FROM conversation_messages WHERE tenant_id = ? AND conversation_id = ?');
      const dropConversation = db.prepare('DELETE FROM conversations WHERE tenant_id = ? AND id = ?');
      for (const row of rows) {
        dropMessages.run(row.tenant_id, row.id);
        dropConversation.run(row.tenant_id, row.id);
      }
      return rows.map((row): ExpiredConversation => ({ id: row.id, tenantId: row.tenant_id, userId: row.user_id, lastActiveAt: row.last_active_at }));
    }).immediate();
  }
}
