import { afterAll, beforeAll } from 'vitest';
import { startChroma, type ChromaServer } from './chroma-server.js';

/**
 * One throwaway `chroma run` per test file (`npm run test:stores`): started before the file's
 * tests and stopped after them. Tests give each store its own collection, so they share it.
 */
export function useChromaServer(): { server(): ChromaServer } {
  let server: ChromaServer | null = null;
  beforeAll(async () => {
    server = await startChroma();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });
  return {
    server: () => {
      if (!server) throw new Error('the Chroma test server did not start');
      return server;
    },
  };
}
