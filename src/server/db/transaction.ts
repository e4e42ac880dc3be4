import type { Database } from './open.js';

/**
 * Runs work that writes more than one row (or a row and something that must not outlive it) as one
 * transaction. Repositories take a `Database`, which a transaction is too, so they work in either.
 */
export function withTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
