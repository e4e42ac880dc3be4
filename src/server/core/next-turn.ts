/**
 * Resolves on the event loop's next turn, once the network has been polled: work that goes on after it lets
 * waiting connections and requests be read first.
 */
export function nextTurnOfTheEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
