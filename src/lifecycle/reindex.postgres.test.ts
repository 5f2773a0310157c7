import { PostgresStore } from '../stores/postgres/postgres-store.js';
import { usePostgresServer } from '../testing/use-postgres-server.js';
import { describeReindexCases } from './reindex-contract.js';

/** reindexKeywords on a real PostgreSQL 15 + pgvector server (`npm run test:stores`). */
const { url } = usePostgresServer({ closeStores: 'afterEach' });
let schemas = 0;

// Every store gets its own schema, so each test starts empty without a new database.
describeReindexCases('postgres', () => {
  schemas += 1;
  return new PostgresStore({ connectionString: url(), schema: `reindex_${schemas}` });
});
