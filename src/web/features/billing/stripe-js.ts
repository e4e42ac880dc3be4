import type { Stripe } from '@stripe/stripe-js';
// The pure entry fetches Stripe's script only when asked: a location whose agency has no Stripe never loads it.
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState } from 'react';

export const STRIPE_UNAVAILABLE =
  'The secure card form could not be loaded. Please check your connection and try again.';

/** Why Stripe did not answer: its own words (a declined card, a failed authentication) are shown as they are. */
export class StripeProblem extends Error {
  override readonly name = 'StripeProblem';
}

const loaded = new Map<string, Promise<Stripe>>();

/** Stripe.js for one agency's account, loaded once per key; a failed load is tried again next time. */
export function stripeFor(publishableKey: string): Promise<Stripe> {
  const known = loaded.get(publishableKey);
  if (known) return known;
  const loading = loadStripe(publishableKey).then(
    (stripe) => {
      if (!stripe) throw new StripeProblem(STRIPE_UNAVAILABLE);
      return stripe;
    },
    () => {
      throw new StripeProblem(STRIPE_UNAVAILABLE);
    },
  );
  loading.catch(() => loaded.delete(publishableKey));
  loaded.set(publishableKey, loading);
  return loading;
}

export type StripeLoad = { status: 'loading' } | { status: 'ready'; stripe: Stripe } | { status: 'failed' };

/** Stripe.js for a form that shows Stripe's card field: loading, ready, or failed with a retry. */
export function useStripeJs(publishableKey: string) {
  const [load, setLoad] = useState<StripeLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads the script again
  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    stripeFor(publishableKey).then(
      (stripe) => current && setLoad({ status: 'ready', stripe }),
      () => current && setLoad({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [publishableKey, attempt]);
  return { load, retry: () => setAttempt((n) => n + 1) };
}
