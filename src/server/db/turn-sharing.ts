/**
 * Runs pieces of work one after another, only a few milliseconds' worth of them per turn of the event
 * loop, in the order they were asked for.
 *
 * Made for work that runs on the server's own thread while answering through promises, which the event
 * loop cannot interrupt: done as it comes, a queue of it finishes in one turn, and the network waits.
 */
export class TurnSharing {
  readonly #waiting: Array<() => Promise<void>> = [];
  readonly #budgetMs: number;
  #running = false;

  constructor(budgetMs: number) {
    this.#budgetMs = budgetMs;
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#waiting.push(() => work().then(resolve, reject));
      if (!this.#running) {
        this.#running = true;
        setImmediate(() => void this.#runTurn());
      }
    });
  }

  async #runTurn() {
    const started = performance.now();
    do {
      const next = this.#waiting.shift();
      if (!next) {
        this.#running = false;
        return;
      }
      await next();
    } while (performance.now() - started < this.#budgetMs);
    setImmediate(() => void this.#runTurn());
  }
}
