import type { OptionKind } from '../../../contract/options.js';
import type { Clock } from '../../core/clock.js';
import type { Database } from '../../db/open.js';
import { TtlCache } from '../../infra/ttl-cache.js';
import type { AgencyScope, LocationScope } from '../../platform/scope.js';
import { findAgencyTemplate } from './repository.js';

/**
 * Standard templates change only with a release. An agency's own are dropped from every instance's cache
 * as soon as they change (the database notifies every instance); this bounds what a lost notification
 * could cost.
 */
const TEMPLATE_CACHE_MS = 60_000;
/** Every option of a few hundred agencies. */
const MAX_CACHED = 20_000;

/** The prompt template an agency writes an option with, read from the database and kept for a minute. */
export class OptionTemplates {
  readonly #cache: TtlCache<string, string>;

  constructor(
    private readonly db: Database,
    now: Clock,
  ) {
    this.#cache = new TtlCache(TEMPLATE_CACHE_MS, MAX_CACHED, () => now().getTime());
  }

  /** The agency's own template, else the standard one; undefined when there is no such option. */
  async get(kind: OptionKind, name: string, scope: AgencyScope | LocationScope): Promise<string | undefined> {
    const key = `${scope.agencyId}:${kind}:${name}`;
    const cached = this.#cache.get(key);
    if (cached !== undefined) return cached;
    // A change made while this read is under way must not be overwritten by what it read.
    const generation = this.#cache.generation;
    const template = await findAgencyTemplate(this.db, scope, kind, name);
    if (template !== undefined) this.#cache.setUnlessCleared(key, template, generation);
    return template;
  }

  /** Forgets what was read, once an agency has changed its own templates. */
  forget(): void {
    this.#cache.clear();
  }
}
