import { cardRefusalOf, stripeFailure } from '../../infra/stripe.js';
import type { LocationScope } from '../../platform/scope.js';
import type { CardPaymentsAccount } from './agency-account.js';
import type { PaymentRecord } from './payments-repository.js';
import type { Outcome } from './settlement.js';

export interface CardCharge {
  scope: LocationScope;
  account: CardPaymentsAccount;
  payment: PaymentRecord;
  customerId: string;
  paymentMethodId: string;
  /** The client is not there to confirm it (auto-recharge); Stripe then refuses what needs them. */
  offSession: boolean;
}

/**
 * Charges the card for the payment on the agency's account. The payment's id is the idempotency key,
 * so asking again (a retried job, a lost answer) gives the same PaymentIntent, never a second charge;
 * it also travels in the metadata, so a webhook finds the payment even before its PaymentIntent's id
 * is stored. A card's refusal is an outcome; Stripe out of reach throws.
 */
export async function chargeCard(charge: CardCharge): Promise<Outcome> {
  const { scope, account, payment } = charge;
  try {
    const intent = await account.stripe.paymentIntents.create(
      {
        amount: payment.cents,
        currency: 'usd',
        customer: charge.customerId,
        payment_method: charge.paymentMethodId,
        confirm: true,
        ...(charge.offSession ? { off_session: true } : {}),
        // Cards are confirmed in the page, never by sending the client away to another site.
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        description:
          payment.purpose === 'auto-recharge'
            ? `Auto-recharge for ${scope.location.businessName}`
            : `Balance for ${scope.location.businessName}`,
        metadata: { locationId: scope.locationId, paymentId: payment.id, agencyId: scope.agencyId },
      },
      { idempotencyKey: `payment:${payment.id}` },
    );
    return { intent };
  } catch (error) {
    const refusal = cardRefusalOf(error);
    if (refusal) return { refusal };
    throw stripeFailure(error);
  }
}
