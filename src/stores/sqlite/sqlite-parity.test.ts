import { describeStoreParity } from '../contract/parity.js';
import { SqliteStore } from './sqlite-store.js';

describeStoreParity('sqlite', async () => new SqliteStore({ path: ':memory:' }));
