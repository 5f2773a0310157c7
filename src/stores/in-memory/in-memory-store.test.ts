import { describeStoreContract } from '../store-contract.js';
import { InMemoryStore } from './in-memory-store.js';

describeStoreContract('in-memory', async () => new InMemoryStore());
