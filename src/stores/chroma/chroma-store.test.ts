import { useChromaServer } from '../../testing/use-chroma-server.js';
import { describeStoreParity } from '../contract/parity.js';
import { describeStoreContract } from '../store-contract.js';
import { ChromaStore } from './chroma-store.js';

/** The same contract and randomized parity as the other stores, on a real `chroma run` server started here. */
const chroma = useChromaServer();
let stores = 0;

// Every store gets its own collections, so each test starts empty on the one server.
const freshStore = async (): Promise<ChromaStore> => {
  const server = chroma.server();
  stores += 1;
  return new ChromaStore({ host: server.host, port: server.port, collection: `contract_${stores}` });
};

describeStoreContract('chroma', freshStore);
describeStoreParity('chroma', freshStore);
