import { PostgresStore } from '../stores/postgres/postgres-store.js';
import { usePostgresServer } from '../testing/use-postgres-server.js';
import { conversationStoreContract } from './conversation-store.contract.js';
import { PostgresConversationStore } from './postgres-conversation-store.js';

/** The conversation-store contract on a real PostgreSQL (`npm run test:stores`). */
const { url, track } = usePostgresServer({ closeStores: 'afterAll' });
let schemas = 0;


conversationStoreContract('postgres', async () => {
  // A schema per case: each starts from an empty history.
  schemas += 1;
  const store = new PostgresStore({ connectionString: url(), schema: `conversations_${schemas}`, maxConnections: 2 });
  await store.init();
  track(store);
  return new PostgresConversationStore(store);
});
