import type Stripe from 'stripe';
import type { balanceRoutes, StartedPayment } from '../../../contract/balance.js';
import type { ResponseOf } from '../../../contract/route.js';
import { AppError } from '../../core/errors.js';
import type { Principal } from '../../core/principal.js';
import { withTransaction } from '../../db/transaction.js';
import { isStripeRefusedRequest, stripeFailure } from '../../infra/stripe.js';
import type { LocationScope } from '../../platform/scope.js';
import { balanceOf } from '../balance/ledger.js';
import { presentPayment } from '../balance/presenter.js';
import { type CardPaymentsAccount, requireCardPayments } from './agency-account.js';
import { findPrimaryCard } from './cards-repository.js';
import { chargeCard } from './charge.js';
import { customerFor } from './customers.js';
import type { BillingDeps } from './deps.js';
import { findPaymentOf, insertPayment, type PaymentRecord, updatePayment } from './payments-repository.js';
import { type Outcome, settle } from './settlement.js';

type TopUpDeps = Pick<BillingDeps, 'db' | 'secretBox' | 'stripe'>;
type ConfirmedPayment = ResponseOf<typeof balanceRoutes.confirmTopUp>;

/** PaymentIntents still waiting for the client, which can be called off. */
const WAITING_FOR_CLIENT: Stripe.PaymentIntent.Status[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];

const actorOf = (principal: Principal) => ({ id: principal.userId, label: principal.email });

/** The client adds balance by charging the primary card; the bank may ask them to confirm it in the page. */
export function createTopUps(deps: TopUpDeps) {
  const { db } = deps;

  const retrieve = (account: CardPaymentsAccount, paymentIntentId: string) =>
    account.stripe.paymentIntents.retrieve(paymentIntentId).catch((error: unknown) => {
      throw stripeFailure(error);
    });

  /** Calls the PaymentIntent off at Stripe, so it can never be charged later; as it then is. */
  async function callOff(account: CardPaymentsAccount, intent: Stripe.PaymentIntent) {
    if (!WAITING_FOR_CLIENT.includes(intent.status)) return intent;
    return account.stripe.paymentIntents.cancel(intent.id).catch(async (error: unknown) => {
      // It moved on meanwhile (the bank answered): what it is now is what counts.
      if (isStripeRefusedRequest(error)) return retrieve(account, intent.id);
      throw stripeFailure(error);
    });
  }

  async function answer(scope: LocationScope, payment: PaymentRecord): Promise<ConfirmedPayment> {
    return { payment: presentPayment(payment), balanceCents: await balanceOf(db, scope) };
  }

  async function start(scope: LocationScope, principal: Principal, cents: number): Promise<StartedPayment> {
    const account = await requireCardPayments(deps, scope);
    const card = await findPrimaryCard(db, scope, account);
    if (!card) {
      throw AppError.of(
        'no_card',
        'Add a card on the Billing tab first: adding balance charges your primary card.',
      );
    }
    const customerId = await customerFor(db, scope, account);
    const payment = await insertPayment(db, scope, {
      purpose: 'top-up',
      cents,
      stripeAccountId: account.accountId,
      actorId: principal.userId,
    });
    if (!payment) throw new Error('the payment row was not written');
    const outcome = await chargeCard({
      scope,
      account,
      payment,
      customerId,
      paymentMethodId: card.paymentMethodId,
      offSession: false,
    }).catch(async (error: unknown) => {
      // Whether Stripe took it is unknown; a webhook saying it succeeded still books it.
      await updatePayment(db, payment.id, { status: 'failed', failure: 'Stripe could not be reached.' });
      throw error;
    });
    const { payment: settled } = await withTransaction(db, (tx) =>
      settle(tx, scope, payment, outcome, actorOf(principal)),
    );
    if ('refusal' in outcome) throw AppError.of('payment_declined', outcome.refusal.message);
    return {
      payment: presentPayment(settled),
      clientSecret: settled.status === 'requires_action' ? outcome.intent.client_secret : null,
    };
  }

  /**
   * After Stripe.js: the PaymentIntent is asked of Stripe (the browser's word proves nothing). A success
   * books the credit; a payment given up, or not confirmed after all, is called off at Stripe.
   */
  async function confirm(
    scope: LocationScope,
    principal: Principal,
    paymentId: string,
    paymentConfirm: 'succeeded' | 'canceled',
  ): Promise<ConfirmedPayment> {
    const account = await requireCardPayments(deps, scope);
    const payment = await findPaymentOf(db, scope, paymentId);
    if (payment?.purpose !== 'top-up') throw AppError.notFound('Payment');
    const intentId = payment.paymentIntentId;
    // A payment of a Stripe account the agency left cannot be asked about any more.
    if (payment.status === 'succeeded' || !intentId || account.accountId !== payment.stripeAccountId) {
      return answer(scope, payment);
    }

    const current = await retrieve(account, intentId);
    const stillWaiting = WAITING_FOR_CLIENT.includes(current.status);
    const intent = paymentConfirm === 'canceled' || stillWaiting ? await callOff(account, current) : current;
    const outcome: Outcome =
      paymentConfirm === 'succeeded' && stillWaiting && intent.status === 'canceled'
        ? {
            refusal: {
              authenticationRequired: false,
              message: intent.last_payment_error?.message ?? 'Your bank did not confirm the payment.',
              paymentIntentId: intent.id,
            },
          }
        : { intent };
    const { payment: settled } = await withTransaction(db, (tx) =>
      settle(tx, scope, payment, outcome, actorOf(principal)),
    );
    return answer(scope, settled);
  }

  return { start, confirm };
}

export type TopUps = ReturnType<typeof createTopUps>;
