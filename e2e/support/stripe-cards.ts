import { TEST_CARDS, type TestCard } from '../../src/server/test/fake-stripe.js';

/** Stripe's test card numbers, as a client types them into the card field. */
export const CARD_NUMBERS = {
  visa: '4242424242424242',
  /** The bank asks the cardholder to confirm every payment (3-D Secure); off-session charges fail. */
  authenticationRequired: '4000002760003184',
  /** Saves fine; every charge is declined. */
  chargeDeclined: '4000000000000341',
  /** Declined as soon as it is saved. */
  declined: '4000000000000002',
} as const;

/** The fake Stripe's payment method for a number Stripe.js sent, or null for a card declined on saving. */
export function testCardOf(number: string): TestCard | null {
  switch (number) {
    case CARD_NUMBERS.visa:
      return TEST_CARDS.visa;
    case CARD_NUMBERS.authenticationRequired:
      return TEST_CARDS.authenticationRequired;
    case CARD_NUMBERS.chargeDeclined:
      return TEST_CARDS.declined;
    default:
      return null;
  }
}
