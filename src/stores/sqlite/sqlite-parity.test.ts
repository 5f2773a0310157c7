import { describeStoreParity } from '../store-parity.js';
import { SqliteStore } from './sqlite-store.js';

describeStoreParity('sqlite', async () => new SqliteStore({ path: ':memory:' }));
