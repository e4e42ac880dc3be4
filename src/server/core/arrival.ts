import { AsyncLocalStorage } from 'node:async_hooks';

interface Arrival {
  /** When the work became ready to be done: a `performance.now()` time. */
  at: number;
  /** While a request's body comes in, since when. */
  bodyFrom?: number;
}

const arrivals = new AsyncLocalStorage<Arrival>();

/**
 * Runs work, and everything it goes on to do, as part of what was asked for at `arrivedAt` (a
 * `performance.now()` time): shared resources serve the oldest work first.
 */
export function asArrivedAt<T>(arrivedAt: number, work: () => T): T {
  return arrivals.run({ at: arrivedAt }, work);
}

/**
 * When the work running now was asked for. Work outside any request and any job counts as asked for
 * now, each time it asks, so it waits behind the requests already waiting.
 */
export function arrivalOfCurrentWork(): number {
  return arrivals.getStore()?.at ?? performance.now();
}

/** The current request's body starts to come in. */
export function bodyStarts(): void {
  const arrival = arrivals.getStore();
  if (arrival) arrival.bodyFrom = performance.now();
}

/**
 * The current request's body is in. The time it took was the sender's, and counts as arriving later: a
 * client that sends its body slowly gets no place ahead of those that were ready before it.
 */
export function bodyEnds(): void {
  const arrival = arrivals.getStore();
  if (arrival?.bodyFrom === undefined) return;
  arrival.at += performance.now() - arrival.bodyFrom;
  arrival.bodyFrom = undefined;
}
