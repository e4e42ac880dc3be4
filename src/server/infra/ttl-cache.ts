/**
 * A small in-process cache whose entries live a few seconds: it spares the database the same read on
 * every request. Caches of who may use what are also cleared at once on every instance when that
 * changes (see access-changes.ts); the time to live bounds what a lost notification could cost.
 */
export class TtlCache<K, V> {
  readonly #entries = new Map<K, { value: V; expires: number }>();
  #generation = 0;

  /**
   * Changes whenever the cache is cleared. A value read from the database before a clear may already
   * be stale: read this first and store with `setUnlessCleared`.
   */
  get generation(): number {
    return this.#generation;
  }

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number,
  ) {}

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, expires: this.now() + this.ttlMs });
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  clear(): void {
    this.#entries.clear();
    this.#generation += 1;
  }

  /** Stores the value only if the cache was not cleared since `generation` was read. */
  setUnlessCleared(key: K, value: V, generation: number): void {
    if (generation === this.#generation) this.set(key, value);
  }

  /** Drops every entry whose value matches. */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, entry] of this.#entries) if (matches(entry.value)) this.#entries.delete(key);
  }
}
