import { AsyncLocalStorage } from 'node:async_hooks';

const arrivals = new AsyncLocalStorage<number>();

/**
 * Runs work, and everything it goes on to do, as part of what was asked for at `arrivedAt` (a
 * `performance.now()` time): shared resources serve the oldest work first.
 */
export function asArrivedAt<T>(arrivedAt: number, work: () => T): T {
  return arrivals.run(arrivedAt, work);
}

/** When the work running now was asked for; now, for work that runs outside any request. */
export function arrivalOfCurrentWork(): number {
  return arrivals.getStore() ?? performance.now();
}
