import type { DatabaseHandle } from '../db/open.js';

/** The channel the database triggers of migration 0003 notify when who-may-use-what changes. */
const CHANNEL = 'access_changed';

/**
 * Tells every instance at once that sessions, users, locations, their grants or an agency's suspension
 * changed, so caches of resolved sessions and granted locations are dropped everywhere, not only where
 * the change was made.
 */
export class AccessChanges {
  readonly #listeners = new Set<() => void>();
  #stop: (() => Promise<void>) | null = null;

  onChange(listener: () => void): void {
    this.#listeners.add(listener);
  }

  async start(database: DatabaseHandle): Promise<void> {
    this.#stop = await database.listen(CHANNEL, () => {
      for (const listener of this.#listeners) listener();
    });
  }

  async stop(): Promise<void> {
    const stop = this.#stop;
    this.#stop = null;
    // A database closed first has ended the listening already; unlistening then has nothing to do.
    await stop?.().catch(() => undefined);
  }
}
