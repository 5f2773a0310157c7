import pg from 'pg';
import { quoteIdentifier } from './migrate.js';

/** Deletes a store's schema and every table in it: for throwaway stores (eval runs, tests), never the user's data. */
export async function dropPostgresSchema(connectionString: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
  } finally {
    await client.end();
  }
}
