import { PostgresStore } from '../stores/postgres/postgres-store.js';
import { usePostgresServer } from '../testing/use-postgres-server.js';
import { PostgresWriteJobStore } from './postgres-write-job-store.js';
import { writeJobStoreContract } from './write-job-store.contract.js';

/** Write-job reports on a real PostgreSQL (`npm run test:stores`); each test gets a schema, each side its own pool. */
const { url, track } = usePostgresServer({ closeStores: 'afterAll' });
let schemas = 0;

async function openStore(schema: string): Promise<PostgresStore> {
  const store = new PostgresStore({ connectionString: url(), schema, maxConnections: 4 });
  await store.init();
  track(store);
  return store;
}

writeJobStoreContract('postgres', async () => {
  const schema = `write_jobs_${(schemas += 1)}`;
  return { first: new PostgresWriteJobStore(await openStore(schema)), second: new PostgresWriteJobStore(await openStore(schema)) };
});
