import { afterAll, beforeAll } from 'vitest';
import { PostgresStore } from '../stores/postgres/postgres-store.js';
import { startPostgres, type PostgresServer } from '../testing/postgres-server.js';
import { conversationStoreContract } from './conversation-store.contract.js';
import { PostgresConversationStore } from './postgres-conversation-store.js';

/** The conversation-store contract on a real PostgreSQL (`npm run test:stores`). */
let server: PostgresServer | null = null;
const stores: PostgresStore[] = [];
let schemas = 0;

beforeAll(async () => {
  server = await startPostgres();
}, 120_000);

afterAll(async () => {
  for (const store of stores) await store.close();
  await server?.stop();
});

conversationStoreContract('postgres', async () => {
  if (!server) throw new Error('the PostgreSQL test server did not start');
  // A schema per case: each starts from an empty history.
  schemas += 1;
  const store = new PostgresStore({ connectionString: server.url, schema: `conversations_${schemas}`, maxConnections: 2 });
  await store.init();
  stores.push(store);
  return new PostgresConversationStore(store);
});
