import {
  PGlite,
  type PGliteOptions,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { arrivalOfCurrentWork } from '../core/arrival.js';
import { TurnSharing } from './turn-sharing.js';

/**
 * How long statements run in one turn of the event loop before the server reads its sockets again: at
 * least the first, and as long as the rest of the server's work took since the last turn, up to the second.
 * A statement started within it runs to its end, so a turn can last longer.
 */
const STATEMENTS_PER_TURN_MS = { least: 10, most: 50 };

/**
 * The embedded database, running its statements a bounded share of each turn of the event loop.
 *
 * PGlite runs a statement on the server's own thread and answers through promises, so statements and the
 * code between them run as microtasks, which the event loop does not interrupt. Under load every waiting
 * request's statement ran in the same turn: a turn took 300 ms to a second with 200 connections busy, the
 * process accepted a few new connections a second, and connections waited in the listening queue for more
 * than ten seconds. Statements and transactions now wait in one queue that runs 10 to 50 ms of them
 * per turn, the oldest request's first, so new connections and requests are taken while the work goes
 * on. PGlite runs one statement at a time in any case, so queueing them costs nothing. A transaction holds
 * its place until its callback ends, awaits included, as it holds PGlite's own lock: whatever it awaits
 * (HighLevel renewing a token under a row lock, for one) every other statement waits for too.
 */
export class YieldingPGlite extends PGlite {
  readonly #turns = new TurnSharing(STATEMENTS_PER_TURN_MS.least, STATEMENTS_PER_TURN_MS.most);

  static async open(options: PGliteOptions): Promise<YieldingPGlite> {
    const database = new YieldingPGlite(options);
    await database.waitReady;
    return database;
  }

  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#turns.run(arrivalOfCurrentWork(), () => super.query<T>(query, params, options));
  }

  override exec(query: string, options?: QueryOptions): Promise<Array<Results>> {
    return this.#turns.run(arrivalOfCurrentWork(), () => super.exec(query, options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#turns.run(arrivalOfCurrentWork(), () => super.transaction(callback));
  }
}
