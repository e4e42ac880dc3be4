import { APICallError, generateText } from 'ai';
import type { TextEngine } from './engines.js';

/** Long enough for a slow provider's first answer, short enough for someone waiting on a form. */
const TRIAL_TIMEOUT_MS = 15_000;
/** A provider's error page can be long; the gist is at its start. */
const MAX_DETAIL = 300;

export type TrialOutcome = { answered: true } | { answered: false; reason: string };

/**
 * Every failure before a provider answered reads the same (refused, timed out, an address not allowed),
 * so that the trial cannot be used to learn which addresses and ports answer on a network. Only a
 * provider that answered is quoted, with its status and its own message.
 */
const UNREACHABLE = 'The provider could not be reached.';

function describeFailure(error: unknown, timedOut: boolean): string {
  if (timedOut) return UNREACHABLE;
  const detail = (error instanceof Error ? error.message : String(error)).slice(0, MAX_DETAIL);
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    return status === undefined ? UNREACHABLE : `The provider answered ${status}: ${detail}`;
  }
  return `The provider's answer could not be used: ${detail}`;
}

/**
 * One short, real call to a language model, to learn whether its address, key and model work before
 * anyone relies on them. No retries: a provider that fails once here is reported at once. The reason
 * given never contains the key, even when a provider echoes it back.
 */
export async function tryTextEngine(
  engine: Extract<TextEngine, { kind: 'model' }>,
  apiKey: string,
): Promise<TrialOutcome> {
  const deadline = AbortSignal.timeout(TRIAL_TIMEOUT_MS);
  try {
    await generateText({
      model: engine.model,
      prompt: 'Reply with the single word OK.',
      maxOutputTokens: 16,
      maxRetries: 0,
      abortSignal: deadline,
    });
    return { answered: true };
  } catch (error) {
    return { answered: false, reason: describeFailure(error, deadline.aborted).replaceAll(apiKey, '••••') };
  }
}
