import { AsyncResource } from 'node:async_hooks';
import { type Arrived, takeOldest } from './oldest-first.js';

interface Waiting extends Arrived {
  start: () => Promise<void>;
}

/**
 * Runs pieces of work one after another, a bounded share of each turn of the event loop, the oldest
 * request's first.
 *
 * Made for work that runs on the server's own thread while answering through promises, which the event
 * loop cannot interrupt: done as it comes, a queue of it finishes in one turn, and the network waits.
 * Serving the oldest request first lets each request finish soon after it is started instead of every
 * request inching forward together, so answers come back in about the order they were asked for.
 */
export class TurnSharing {
  readonly #waiting: Waiting[] = [];
  readonly #leastMs: number;
  readonly #longestMs: number;
  #running = false;
  #lastTurnEnded = performance.now();

  /**
   * `leastMs` is the least a turn spends on the work while any waits, `longestMs` the most: in between, as
   * long as the rest of the server's work took since the last turn.
   */
  constructor(leastMs: number, longestMs: number) {
    this.#leastMs = leastMs;
    this.#longestMs = longestMs;
  }

  /** Runs the work in its turn; `arrivedAt` is when the request it serves arrived. */
  run<T>(arrivedAt: number, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      // The work runs in the context of whoever asked for it (the turn that runs it may belong to another
      // request), and never throws, even when the work does before its promise: the turns go on.
      const ownWork = AsyncResource.bind(work);
      const start = async () => {
        try {
          resolve(await ownWork());
        } catch (error) {
          reject(error);
        }
      };
      this.#waiting.push({ arrivedAt, start });
      if (!this.#running) {
        this.#running = true;
        setImmediate(() => void this.#runTurn());
      }
    });
  }

  async #runTurn() {
    const started = performance.now();
    // At least as long as everything else had since the last turn, so the work keeps half the thread when
    // other work crowds it, and never more than the longest a turn may take.
    const budget = Math.min(this.#longestMs, Math.max(this.#leastMs, started - this.#lastTurnEnded));
    do {
      const next = takeOldest(this.#waiting);
      if (!next) {
        this.#running = false;
        this.#lastTurnEnded = performance.now();
        return;
      }
      await next.start();
    } while (performance.now() - started < budget);
    this.#lastTurnEnded = performance.now();
    setImmediate(() => void this.#runTurn());
  }
}
