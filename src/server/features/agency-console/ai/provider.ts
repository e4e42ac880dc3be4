import type { AgencyAi, AgencyAiInput } from '../../../../contract/agency-console/ai.js';
import { describeTextEngine } from '../../../ai/engines.js';
import { tryTextEngine } from '../../../ai/trial-call.js';
import { AppError } from '../../../core/errors.js';
import type { Principal } from '../../../core/principal.js';
import type { StoredAgencyAi } from '../../../db/schema.js';
import { withTransaction } from '../../../db/transaction.js';
import { secretHint } from '../../../infra/secret-box.js';
import type { AgencyScope } from '../../../platform/scope.js';
import { lockConsoleAgency } from '../console-agency-repository.js';
import type { ConsoleDeps } from '../deps.js';
import { providerBaseUrl } from './base-url.js';
import { openStoredKey } from './engines.js';
import { findAgencyAi, storeAgencyAi } from './repository.js';

const AUDIT_SUBJECT = 'AI provider';

/** Enough for an admin to correct a typing mistake a few times, too few to use the server as a prober. */
const AI_TRIALS_PER_WINDOW = 10;

/** The provider as the audit log shows it; the key is never part of it. */
const described = (ai: StoredAgencyAi) => ({ provider: ai.provider, baseUrl: ai.baseUrl, model: ai.model });

function present(deps: ConsoleDeps, ai: StoredAgencyAi | null): AgencyAi {
  return {
    own: ai ? { ...described(ai), keyHint: ai.keyHint } : null,
    deployment: describeTextEngine(deps.engines.text),
  };
}

export async function showAgencyAi(deps: ConsoleDeps, scope: AgencyScope): Promise<AgencyAi> {
  return present(deps, await findAgencyAi(deps.db, scope));
}

/**
 * The key a change is tried and stored with: the one given, or the stored one when the change keeps the
 * same provider at the same address (a key is never sent to a provider it was not entered for).
 */
function keyFor(
  deps: ConsoleDeps,
  input: AgencyAiInput,
  baseUrl: string | null,
  stored: StoredAgencyAi | null,
) {
  if (input.apiKey) return input.apiKey;
  const kept =
    stored && stored.provider === input.provider && stored.baseUrl === baseUrl
      ? openStoredKey(deps.secretBox, stored)
      : null;
  if (kept === null) throw AppError.invalid('apiKey', 'is required');
  return kept;
}

/** Uses the agency's own provider from now on, once one short call to it has been answered. */
export async function setAgencyAi(
  deps: ConsoleDeps,
  scope: AgencyScope,
  principal: Principal,
  input: AgencyAiInput,
): Promise<AgencyAi> {
  const baseUrl = providerBaseUrl(input.baseUrl, deps.aiHttpHosts);
  const apiKey = keyFor(deps, input, baseUrl, await findAgencyAi(deps.db, scope));
  const settings = { provider: input.provider, baseUrl, model: input.model };
  // Each trial is a call of up to 15 s from the server to an address the agency chose.
  await deps.attempts.take(
    [{ key: `agency-ai:trial:${scope.agencyId}`, limit: AI_TRIALS_PER_WINDOW }],
    'Too many attempts to set up an AI provider.',
  );
  const trial = await tryTextEngine(deps.textEngines.agencyEngine(settings, apiKey), apiKey);
  if (!trial.answered) throw AppError.of('ai_test_failed', trial.reason);

  const ai: StoredAgencyAi = {
    ...settings,
    keyEncrypted: deps.secretBox.seal(apiKey),
    keyHint: secretHint(apiKey),
  };
  await withTransaction(deps.db, async (tx) => {
    // Changes to the agency are made one after the other, so each records what the other left.
    await lockConsoleAgency(tx, scope);
    const before = await findAgencyAi(tx, scope);
    await storeAgencyAi(tx, scope, ai);
    await deps.audit.record(tx, scope, principal, {
      action: 'ai.provider',
      subject: AUDIT_SUBJECT,
      before: before ? described(before) : null,
      // A key kept from before is not a change of key.
      after: { ...settings, ...(input.apiKey ? { apiKey: input.apiKey } : {}) },
    });
  });
  deps.textEngines.forget();
  return present(deps, ai);
}

/** Goes back to the deployment's provider; the agency's key is deleted with its provider. */
export async function clearAgencyAi(
  deps: ConsoleDeps,
  scope: AgencyScope,
  principal: Principal,
): Promise<AgencyAi> {
  await withTransaction(deps.db, async (tx) => {
    // Changes to the agency are made one after the other, so each records what the other left.
    await lockConsoleAgency(tx, scope);
    const before = await findAgencyAi(tx, scope);
    if (!before) return;
    await storeAgencyAi(tx, scope, null);
    await deps.audit.record(tx, scope, principal, {
      action: 'ai.provider.clear',
      subject: AUDIT_SUBJECT,
      before: described(before),
      after: null,
    });
  });
  deps.textEngines.forget();
  return present(deps, null);
}
