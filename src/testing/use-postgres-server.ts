import { afterAll, afterEach, beforeAll } from 'vitest';
import { startPostgres, type PostgresServer } from './postgres-server.js';

interface Closable {
  close(): Promise<void>;
}

export interface PostgresTestServer {
  /** The running server's URL; throws when it failed to start. */
  url(): string;
  /** Closes `store` when the test (or the file, per `closeStores`) ends, before the server stops. */
  track<T extends Closable>(store: T): T;
}

/**
 * One throwaway PostgreSQL per test file (`npm run test:stores`): started before the file's
 * tests, stopped after them, with every tracked store closed first.
 */
export function usePostgresServer(options: { closeStores: 'afterEach' | 'afterAll' }): PostgresTestServer {
  let server: PostgresServer | null = null;
  const opened: Closable[] = [];
  const closeOpened = async (): Promise<void> => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  };
  beforeAll(async () => {
    server = await startPostgres();
  }, 120_000);
  if (options.closeStores === 'afterEach') afterEach(closeOpened);
  afterAll(async () => {
    await closeOpened();
    await server?.stop();
  });
  return {
    url: () => {
      if (!server) throw new Error('the PostgreSQL test server did not start');
      return server.url;
    },
    track: (store) => {
      opened.push(store);
      return store;
    },
  };
}
