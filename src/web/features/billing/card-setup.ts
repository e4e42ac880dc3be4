import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { type Card, cardRoutes } from '../../../contract/cards';
import { api } from '../../api/client';
import { StripeProblem } from './stripe-js';

/** A SetupIntent started for this form, and whether Stripe has confirmed the card typed into it. */
export interface PendingSetup {
  setupIntentId: string;
  clientSecret: string;
  confirmed: boolean;
}

export interface CardToSave {
  locationId: string;
  stripe: Stripe;
  card: StripeCardElement;
  name: string;
  makePrimary: boolean;
}

/**
 * Saves a card the way Stripe asks: a SetupIntent from our server, the card number sent by Stripe.js
 * straight to Stripe (it never reaches us), then our server keeps the confirmed card. Each step that
 * succeeded is remembered through `remember`, so trying again after a failure does not start over: a
 * declined card is tried again on the same SetupIntent, and a confirmed one is only saved.
 */
export async function saveCard(
  { locationId, stripe, card, name, makePrimary }: CardToSave,
  pending: PendingSetup | null,
  remember: (setup: PendingSetup) => void,
): Promise<Card> {
  let setup = pending;
  if (!setup) {
    const started = await api.call(cardRoutes.setUp, { params: { locationId } });
    setup = { ...started, confirmed: false };
    remember(setup);
  }
  if (!setup.confirmed) {
    const result = await stripe.confirmCardSetup(setup.clientSecret, {
      payment_method: { card, billing_details: { name } },
    });
    // Stripe answers an error for a SetupIntent confirmed before (a retry after our server failed).
    const confirmed = result.error ? result.error.setup_intent?.status === 'succeeded' : true;
    if (!confirmed) {
      throw new StripeProblem(
        result.error?.message ?? 'Stripe could not confirm the card. Please try again.',
      );
    }
    setup = { ...setup, confirmed: true };
    remember(setup);
  }
  return api.call(cardRoutes.save, {
    params: { locationId },
    body: { setupIntentId: setup.setupIntentId, name, makePrimary },
  });
}
