import { ChromaStore } from '../stores/chroma/chroma-store.js';
import { useChromaServer } from '../testing/use-chroma-server.js';
import { describeReindexCases } from './reindex-contract.js';

/** reindexKeywords on a real `chroma run` server (`npm run test:stores`). */
const chroma = useChromaServer();
let collections = 0;

// Every store gets its own collections, so each test starts empty on the one server.
describeReindexCases('chroma', () => {
  const { host, port } = chroma.server();
  collections += 1;
  return new ChromaStore({ host, port, collection: `reindex_${collections}` });
});
