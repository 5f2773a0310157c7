import { afterAll, beforeAll } from 'vitest';
import { startChroma, type ChromaServer } from '../../testing/chroma-server.js';
import { describeStoreParity } from '../contract/parity.js';
import { describeStoreContract } from '../store-contract.js';
import { ChromaStore } from './chroma-store.js';

/** The same contract and randomized parity as the other stores, on a real `chroma run` server started here. */
let server: ChromaServer | null = null;
let stores = 0;

beforeAll(async () => {
  server = await startChroma();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

// Every store gets its own collections, so each test starts empty on the one server.
const freshStore = async (): Promise<ChromaStore> => {
  if (!server) throw new Error('the Chroma test server did not start');
  stores += 1;
  return new ChromaStore({ host: server.host, port: server.port, collection: `contract_${stores}` });
};

describeStoreContract('chroma', freshStore);
describeStoreParity('chroma', freshStore);
