import { AsyncResource } from 'node:async_hooks';
import pg from 'pg';
import { arrivalOfCurrentWork } from '../core/arrival.js';
import { type Arrived, takeOldest } from './oldest-first.js';

/** How the pool answers a `connect` given a callback, as `pg` declares it. */
type ConnectCallback = Parameters<pg.Pool['connect']>[0];

interface Waiting extends Arrived {
  checkOut: () => void;
}

/**
 * A PostgreSQL pool that gives its connections to the oldest request first.
 *
 * `pg`'s own pool serves whoever asked first. A request runs several statements one after another, each
 * of which waits its turn for a connection, so under load every request in flight inched forward together
 * and answers came back late and all at once. Here a request that has waited longest gets the next free
 * connection, so it finishes and leaves, as the embedded database's statement queue does.
 *
 * At most `max` clients are checked out at once, as in `pg`'s pool: a client counts from the moment it
 * is asked for until it is given back (`release`, which every checked-out client goes through, with or
 * without an error) or could not be had.
 */
export class ArrivalOrderedPool extends pg.Pool {
  readonly #waiting: Waiting[] = [];
  #free: number;

  constructor(config: pg.PoolConfig & { max: number }) {
    super(config);
    this.#free = config.max;
    this.on('release', () => this.#giveBack());
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    if (!callback) {
      return new Promise((resolve, reject) => {
        this.connect((error, client) => {
          if (client) resolve(client);
          else reject(error ?? new Error('the pool gave no client'));
        });
      });
    }
    // The callback goes on in the context of whoever asked, not of the request that freed the connection.
    const answer = AsyncResource.bind(callback);
    const checkOut = () =>
      super.connect((error, client, done) => {
        if (error || !client) this.#giveBack();
        answer(error, client, done);
      });
    // A free connection means nobody waits.
    if (this.#free > 0) {
      this.#free -= 1;
      checkOut();
    } else this.#waiting.push({ arrivedAt: arrivalOfCurrentWork(), checkOut });
    return undefined;
  }

  #giveBack() {
    const next = takeOldest(this.#waiting);
    if (next) next.checkOut();
    else this.#free += 1;
  }
}
