import { type Engines, modelTextEngine, type TextEngine } from '../../ai/engines.js';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import type { Database } from '../../db/open.js';
import type { StoredAgencyAi } from '../../db/schema.js';
import type { SecretBox } from '../../infra/secret-box.js';
import { TtlCache } from '../../infra/ttl-cache.js';
import type { LocationScope } from '../../platform/scope.js';
import { findAgencyAi } from './ai-repository.js';

/**
 * Which provider writes an agency's posts is asked on every generation, so the answer is kept briefly.
 * A change made in the console clears it on this instance at once; another instance may go on with the
 * previous provider for up to this long.
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

/** A text engine on the agency's own provider. */
export function agencyModelEngine(ai: Omit<StoredAgencyAi, 'keyEncrypted' | 'keyHint'>, apiKey: string) {
  return modelTextEngine({
    provider: ai.provider,
    baseUrl: ai.baseUrl ?? undefined,
    apiKey,
    model: ai.model,
  });
}

/** Answers which text engine writes for a location: its agency's own provider, or the deployment's. */
export function createAgencyTextEngines(deps: {
  db: Database;
  clock: Clock;
  secretBox: SecretBox;
  engines: Pick<Engines, 'text'>;
}) {
  const cache = new TtlCache<string, TextEngine>(ENGINE_CACHE_MS, MAX_CACHED, () => deps.clock().getTime());

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
      engine = agencyModelEngine(stored, apiKey);
    }
    cache.setUnlessCleared(scope.agencyId, engine, generation);
    return engine;
  }

  return {
    textEngine,
    /** Called once an agency changed its provider, so this instance writes with the new one at once. */
    forget: () => cache.clear(),
  };
}

export type AgencyTextEngines = ReturnType<typeof createAgencyTextEngines>;
