/** Work waiting for a shared resource, and when the request it serves arrived. */
export interface Arrived {
  arrivedAt: number;
}

/**
 * Takes out of the list the waiting work of the oldest request, the first asked for among its own. The
 * lists are as long as the requests in flight, a few hundred at most, so a scan beats keeping a heap.
 */
export function takeOldest<T extends Arrived>(waiting: T[]): T | undefined {
  let oldest = 0;
  for (let index = 1; index < waiting.length; index++) {
    const candidate = waiting[index];
    const current = waiting[oldest];
    if (candidate && current && candidate.arrivedAt < current.arrivedAt) oldest = index;
  }
  return waiting.splice(oldest, 1)[0];
}
