import {
  PGlite,
  type PGliteOptions,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { nextTurnOfTheEventLoop } from '../core/next-turn.js';

/**
 * The embedded database, taking a turn of the event loop before each statement or transaction.
 *
 * PGlite runs a statement on the server's own thread and answers through promises, so a request's
 * statements and the code between them all run as microtasks: under load one turn of the event loop
 * finished every waiting request's whole work before the server looked at its sockets again. A turn took
 * about a second with 200 connections busy, the process accepted one new connection per turn, and
 * connections waited in the listening queue for more than ten seconds. Starting each statement on a turn
 * of its own keeps turns short, so new connections and requests are taken while the work goes on.
 */
export class YieldingPGlite extends PGlite {
  static async open(options: PGliteOptions): Promise<YieldingPGlite> {
    const database = new YieldingPGlite(options);
    await database.waitReady;
    return database;
  }

  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    await nextTurnOfTheEventLoop();
    return super.query<T>(query, params, options);
  }

  override async exec(query: string, options?: QueryOptions): Promise<Array<Results>> {
    await nextTurnOfTheEventLoop();
    return super.exec(query, options);
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await nextTurnOfTheEventLoop();
    return super.transaction(callback);
  }
}
