import type { OptionKind } from '../../../contract/options.js';
import type { Clock } from '../../core/clock.js';
import type { Database } from '../../db/open.js';
import { TtlCache } from '../../infra/ttl-cache.js';
import { findOption } from './repository.js';

/** Templates live in the database and change only with a release or a change made there, so a minute's staleness is fine. */
const TEMPLATE_CACHE_MS = 60_000;

/** The prompt template of an option, read from the database and kept for a minute. */
export class OptionTemplates {
  readonly #cache: TtlCache<string, string>;

  constructor(
    private readonly db: Database,
    now: Clock,
  ) {
    this.#cache = new TtlCache(TEMPLATE_CACHE_MS, 1_000, () => now().getTime());
  }

  /** The template, or undefined when there is no such option. */
  async get(kind: OptionKind, name: string): Promise<string | undefined> {
    const key = `${kind}:${name}`;
    const cached = this.#cache.get(key);
    if (cached !== undefined) return cached;
    const option = await findOption(this.db, kind, name);
    if (option) this.#cache.set(key, option.description);
    return option?.description;
  }
}
