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
 * Requests wait here rather than in `pg`'s queue: at most `max` clients are asked of it at once, each
 * counted from its `connect` until its own `release` (or until it could not be had). `pg` checks clients
 * out for itself too (to end one past its lifetime) and those never count. The wait has no time limit,
 * as `pg`'s has none by default, so its `connectionTimeoutMillis` is not taken.
 */
export class ArrivalOrderedPool extends pg.Pool {
  readonly #waiting: Waiting[] = [];
  #free: number;

  constructor(config: Omit<pg.PoolConfig, 'connectionTimeoutMillis'>) {
    super(config);
    this.#free = this.options.max;
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
    // An ending pool refuses at once, as `pg`'s does.
    if (this.ending) {
      super.connect(callback);
      return undefined;
    }
    // The callback goes on in the context of whoever asked, not of the request that freed the connection.
    const answer = AsyncResource.bind(callback);
    const checkOut = () =>
      super.connect((error, client, done) => {
        if (error || !client) {
          this.#giveBack();
          answer(error, client, done);
          return;
        }
        // `pg` gives each check-out its own release, which refuses a second call before this counts it.
        const release = client.release.bind(client);
        client.release = (failure) => {
          release(failure);
          this.#giveBack();
        };
        answer(undefined, client, client.release);
      });
    // A free connection means nobody waits.
    if (this.#free > 0) {
      this.#free -= 1;
      checkOut();
    } else this.#waiting.push({ arrivedAt: arrivalOfCurrentWork(), checkOut });
    return undefined;
  }

  override end(): Promise<void>;
  override end(callback: () => void): void;
  override end(callback?: () => void): Promise<void> | undefined {
    if (callback) {
      super.end(callback);
      this.#refuseWaiting();
      return undefined;
    }
    const ended = super.end();
    this.#refuseWaiting();
    return ended;
  }

  /** Whoever still waits is refused, as `pg` refuses whoever asks once the pool ends. */
  #refuseWaiting() {
    for (const waiting of this.#waiting.splice(0)) waiting.checkOut();
  }

  #giveBack() {
    const next = takeOldest(this.#waiting);
    if (next) next.checkOut();
    else this.#free += 1;
  }
}
