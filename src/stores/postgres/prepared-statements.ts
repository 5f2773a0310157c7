import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Names the store's hot read statements (keyword matches, exact vector search, record and vector
 * fetches), so each connection parses and plans a statement's text once and then reuses the plan:
 * on a user's keyword query, planning alone cost as much as running it. A statement's text
 * depends only on the query's shape (which fields and which filter operators it uses; every
 * value is a parameter), and only the first `capacity` texts get a name, so a connection never
 * holds more than that many prepared statements however many shapes callers invent; later
 * shapes are planned per call as before.
 */
export class PreparedStatements {
  private readonly names = new Map<string, string>();

  constructor(private readonly capacity = 64) {}

  config(text: string, values: unknown[]): pg.QueryConfig {
    let name = this.names.get(text);
    if (name === undefined && this.names.size < this.capacity) {
      name = `agent_memory_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
      this.names.set(text, name);
    }
    return name === undefined ? { text, values } : { name, text, values };
  }
}
