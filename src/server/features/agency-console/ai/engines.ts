import { type Engines, modelTextEngine, type TextEngine } from '../../../ai/engines.js';
import type { Clock } from '../../../core/clock.js';
import { AppError } from '../../../core/errors.js';
import type { Database } from '../../../db/open.js';
import type { StoredAgencyAi } from '../../../db/schema.js';
import type { AccessChanges } from '../../../infra/access-changes.js';
import type { SecretBox } from '../../../infra/secret-box.js';
import { TtlCache } from '../../../infra/ttl-cache.js';
import type { LocationScope } from '../../../platform/scope.js';
import { providerFetch } from './fetch.js';
import { findAgencyAi } from './repository.js';

/**
 * Which provider writes an agency's posts is asked on every generation, so the answer is kept briefly.
 * A change, made on any instance, clears it everywhere at once (the database notifies every instance);
 * this bounds what a lost notification could cost.
 */
const ENGINE_CACHE_MS = 30_000;
const MAX_CACHED = 1_000;

/** The agency's stored key in the clear, or null when it cannot be opened (the server's key changed). */
export function openStoredKey(secretBox: SecretBox, stored: StoredAgencyAi): string | null {
  try {
    return secretBox.open(stored.keyEncrypted);
  } catch {
    return null;
  }
}

/** The settings of an agency's own provider that a text engine is made from. */
export type AgencyModelSettings = Omit<StoredAgencyAi, 'keyEncrypted' | 'keyHint'>;

/** Answers which text engine writes for a location: its agency's own provider, or the deployment's. */
export function createAgencyTextEngines(deps: {
  db: Database;
  clock: Clock;
  secretBox: SecretBox;
  engines: Pick<Engines, 'text'>;
  accessChanges: Pick<AccessChanges, 'onChange'>;
  /** Internal hosts an agency's own provider may nevertheless be reached at (AGENCY_AI_HTTP_HOSTS). */
  aiHttpHosts: readonly string[];
}) {
  const cache = new TtlCache<string, TextEngine>(ENGINE_CACHE_MS, MAX_CACHED, () => deps.clock().getTime());
  deps.accessChanges.onChange(() => cache.clear());
  // Shared by every agency's provider, so connections are reused; the deployment's own is not limited.
  const fetch = providerFetch(deps.aiHttpHosts);

  /** A text engine on an agency's own provider, reached only at public addresses. */
  function agencyEngine(ai: AgencyModelSettings, apiKey: string) {
    return modelTextEngine({
      provider: ai.provider,
      baseUrl: ai.baseUrl ?? undefined,
      apiKey,
      model: ai.model,
      fetch,
    });
  }

  async function textEngine(scope: LocationScope): Promise<TextEngine> {
    const cached = cache.get(scope.agencyId);
    if (cached) return cached;
    // A change made while this read is under way must not be overwritten by what it read.
    const generation = cache.generation;
    const stored = await findAgencyAi(deps.db, scope);
    let engine = deps.engines.text;
    if (stored) {
      const apiKey = openStoredKey(deps.secretBox, stored);
      if (apiKey === null) {
        throw AppError.of(
          'ai_unavailable',
          "The agency's AI provider key can no longer be read. Ask your administrator to enter it again.",
        );
      }
      engine = agencyEngine(stored, apiKey);
    }
    cache.setUnlessCleared(scope.agencyId, engine, generation);
    return engine;
  }

  return {
    textEngine,
    agencyEngine,
    /**
     * Called once an agency changed its provider, so this instance writes with the new one before the
     * database's notification arrives.
     */
    forget: () => cache.clear(),
  };
}

export type AgencyTextEngines = ReturnType<typeof createAgencyTextEngines>;
