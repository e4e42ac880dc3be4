import type { Card, Cards } from '../../../contract/cards.js';
import type { CardPaymentsAccount } from './agency-account.js';
import type { CardRecord } from './cards-repository.js';

export function presentCard(card: CardRecord): Card {
  return {
    id: card.id,
    name: card.nameOnCard,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    primary: card.primary,
  };
}

/** The Billing tab: the cards, and the key Stripe.js needs to add one (null when cards cannot pay). */
export function presentCards(cards: CardRecord[], account: CardPaymentsAccount | null): Cards {
  return {
    cards: cards.map(presentCard),
    cardPayments: account ? { publishableKey: account.publishableKey } : null,
  };
}
