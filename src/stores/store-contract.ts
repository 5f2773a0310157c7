import { afterEach, beforeEach, describe } from 'vitest';
import type { MemoryStore } from '../core/store.js';
import { crudAndHistoryTests } from './contract/crud-and-history.js';
import { type ContractContext, EMBEDDER } from './contract/fixtures.js';
import { filterTests } from './contract/filters.js';
import { keywordSearchTests } from './contract/keyword-search.js';
import { queryScopeTests } from './contract/query-scope.js';
import { tenantIdentityTests } from './contract/tenant-identity.js';
import { transactionTests } from './contract/transactions.js';
import { vectorSearchTests } from './contract/vector-search.js';

/**
 * The behaviour every MemoryStore must show, run against each adapter by a tiny test file:
 *
 *   describeStoreContract('sqlite', async () => new SqliteStore({ path: ':memory:' }));
 *
 * `createStore` returns a new, empty, not yet initialised store on every call; the suite calls
 * `init()`, records the fixture embedder, and closes the store after each test. Expectations are
 * computed independently (hand-written tables, brute-force cosine, BM25 written out), and the
 * filter domain also cross-checks `matchesFilter`, the reference semantics, on generated filters.
 */
export function describeStoreContract(name: string, createStore: () => Promise<MemoryStore>): void {
  describe(`${name} store contract`, () => {
    const opened: MemoryStore[] = [];
    let current: MemoryStore | null = null;

    async function open(withEmbedder: boolean): Promise<MemoryStore> {
      const store = await createStore();
      opened.push(store);
      await store.init();
      if (withEmbedder) await store.setEmbedderInfo(EMBEDDER);
      return store;
    }

    beforeEach(async () => {
      current = await open(true);
    });

    afterEach(async () => {
      current = null;
      await Promise.all(opened.splice(0).map((store) => store.close()));
    });

    const context: ContractContext = {
      store: () => {
        if (!current) throw new Error('the contract store is only available inside a test');
        return current;
      },
      bareStore: () => open(false),
    };

    describe('crud and history', () => crudAndHistoryTests(context));
    describe('query scope', () => queryScopeTests(context));
    describe('metadata filters', () => filterTests(context));
    describe('vector search', () => vectorSearchTests(context));
    describe('keyword search', () => keywordSearchTests(context));
    describe('transactions and lifecycle', () => transactionTests(context));
    describe('tenant identity', () => tenantIdentityTests(context));
  });
}
