import { afterAll, beforeAll, describe, it } from 'vitest';
import { startPostgres, type PostgresServer } from '../testing/postgres-server.js';
import { twoServeProcessesShareState } from '../testing/shared-state-scenario.js';

/** Two `serve` processes on one throwaway PostgreSQL (`npm run test:stores`: it needs PostgreSQL and pgvector). */
let postgres: PostgresServer | null = null;

beforeAll(async () => {
  postgres = await startPostgres();
}, 120_000);

afterAll(async () => {
  await postgres?.stop();
});

describe('two serve processes on one Postgres', () => {
  it('share rate limits, write-job status and conversation history, each confined to its tenant', async () => {
    if (!postgres) throw new Error('PostgreSQL did not start');
    await twoServeProcessesShareState(`${postgres.url}?schema=shared_serve`);
  });
});
