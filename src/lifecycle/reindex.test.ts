import { InMemoryStore } from '../stores/in-memory/in-memory-store.js';
import { SqliteStore } from '../stores/sqlite/sqlite-store.js';
import { describeReindexCases } from './reindex-contract.js';

/** The Postgres and Chroma stores run the same cases against real servers: reindex.postgres.test.ts, reindex.chroma.test.ts. */
describeReindexCases('sqlite', () => new SqliteStore({ path: ':memory:' }));
describeReindexCases('in-memory', () => new InMemoryStore());
