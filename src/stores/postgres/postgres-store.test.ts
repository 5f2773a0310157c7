import { afterAll, beforeAll } from 'vitest';
import { startPostgres, type PostgresServer } from '../../testing/postgres-server.js';
import { describeStoreParity } from '../contract/parity.js';
import { describeStoreContract } from '../store-contract.js';
import { PostgresStore } from './postgres-store.js';

/** The same contract and randomized parity as SQLite and the in-memory store, on a real PostgreSQL 15 + pgvector server. */
let server: PostgresServer | null = null;
let stores = 0;

beforeAll(async () => {
  server = await startPostgres();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

function url(): string {
  if (!server) throw new Error('the PostgreSQL test server did not start');
  return server.url;
}

// Every store gets its own schema, so each test starts empty without a new database.
const freshStore = async (): Promise<PostgresStore> => {
  stores += 1;
  return new PostgresStore({ connectionString: url(), schema: `contract_${stores}` });
};

describeStoreContract('postgres', freshStore);
describeStoreParity('postgres', freshStore);
