import type Stripe from 'stripe';
import type { Card, Cards, cardRoutes, NewCard } from '../../../contract/cards.js';
import type { ResponseOf } from '../../../contract/route.js';
import { AppError } from '../../core/errors.js';
import { withTransaction } from '../../db/transaction.js';
import { isStripeRefusedRequest, stripeFailure } from '../../infra/stripe.js';
import type { LocationScope } from '../../platform/scope.js';
import { type CardPaymentsAccount, cardPaymentsOf, requireCardPayments } from './agency-account.js';
import {
  clearPrimary,
  deleteCard,
  findCard,
  findCardByPaymentMethod,
  findPrimaryCard,
  insertCard,
  listCards,
  newestCard,
  setPrimary,
} from './cards-repository.js';
import { customerFor, findCustomer, lockCustomer } from './customers.js';
import type { BillingDeps } from './deps.js';
import { presentCard, presentCards } from './presenter.js';

type CardsDeps = Pick<BillingDeps, 'db' | 'secretBox' | 'stripe'>;
type CardSetup = ResponseOf<typeof cardRoutes.setUp>;

const idOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);

const notThisBusinessCard = () =>
  AppError.invalid('setupIntentId', 'is not a card being added to this business');

/**
 * The SetupIntent the browser confirmed, fetched from Stripe rather than taken from the browser: it must
 * be this location's customer's and have succeeded, and its payment method must be a card.
 */
async function confirmedCard(
  account: CardPaymentsAccount,
  customerId: string,
  setupIntentId: string,
): Promise<{ paymentMethodId: string; card: Stripe.PaymentMethod.Card }> {
  const intent = await account.stripe.setupIntents.retrieve(setupIntentId).catch((error: unknown) => {
    throw isStripeRefusedRequest(error) ? notThisBusinessCard() : stripeFailure(error);
  });
  if (idOf(intent.customer) !== customerId) throw notThisBusinessCard();
  const paymentMethodId = idOf(intent.payment_method);
  if (intent.status !== 'succeeded' || !paymentMethodId) {
    throw AppError.invalid('setupIntentId', 'has not been confirmed with the card yet');
  }
  const method = await account.stripe.paymentMethods.retrieve(paymentMethodId).catch((error: unknown) => {
    throw stripeFailure(error);
  });
  if (!method.card) throw AppError.invalid('setupIntentId', 'is not a card');
  return { paymentMethodId, card: method.card };
}

/** A location's saved cards on its agency's Stripe account: Stripe holds the numbers, we keep what is shown. */
export function createCardsService(deps: CardsDeps) {
  const { db } = deps;

  async function cards(scope: LocationScope): Promise<Cards> {
    const account = await cardPaymentsOf(deps, scope);
    return presentCards(account ? await listCards(db, scope, account) : [], account);
  }

  /** A SetupIntent for the location's customer, for Stripe.js to confirm with the card typed in. */
  async function setUp(scope: LocationScope): Promise<CardSetup> {
    const account = await requireCardPayments(deps, scope);
    const customer = await customerFor(db, scope, account);
    const intent = await account.stripe.setupIntents
      .create({
        customer,
        usage: 'off_session',
        // Cards are confirmed in the page, never by sending the client away to another site.
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        metadata: { locationId: scope.locationId, agencyId: scope.agencyId },
      })
      .catch((error: unknown) => {
        throw stripeFailure(error);
      });
    if (!intent.client_secret) throw new Error('Stripe made a SetupIntent without a client secret');
    return { setupIntentId: intent.id, clientSecret: intent.client_secret };
  }

  /** Keeps the card of a confirmed SetupIntent; the first card (or one asked to) becomes primary. */
  async function save(scope: LocationScope, input: NewCard): Promise<Card> {
    const account = await requireCardPayments(deps, scope);
    const customer = await findCustomer(db, scope, account);
    if (!customer) throw notThisBusinessCard();
    const { paymentMethodId, card } = await confirmedCard(account, customer, input.setupIntentId);
    const saved = await withTransaction(db, async (tx) => {
      await lockCustomer(tx, scope, account);
      // Saving the same SetupIntent twice (a second click) keeps one card.
      const existing = await findCardByPaymentMethod(tx, scope, account, paymentMethodId);
      if (existing) return existing;
      const primary = input.makePrimary || !(await findPrimaryCard(tx, scope, account));
      if (primary) await clearPrimary(tx, scope, account);
      const inserted = await insertCard(tx, scope, account, {
        paymentMethodId,
        nameOnCard: input.name,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.exp_month,
        expYear: card.exp_year,
        primary,
      });
      if (!inserted) throw AppError.of('conflict', 'This card is saved already.');
      return inserted;
    });
    return presentCard(saved);
  }

  async function makePrimary(scope: LocationScope, cardId: string): Promise<Cards> {
    const account = await requireCardPayments(deps, scope);
    await withTransaction(db, async (tx) => {
      await lockCustomer(tx, scope, account);
      const card = await findCard(tx, scope, account, cardId);
      if (!card) throw AppError.notFound('Card');
      if (card.primary) return;
      await clearPrimary(tx, scope, account);
      await setPrimary(tx, scope, account, card.id);
    });
    return presentCards(await listCards(db, scope, account), account);
  }

  /** Detaches the card at Stripe first, so a card removed here can never be charged again. */
  async function remove(scope: LocationScope, cardId: string): Promise<{ ok: true }> {
    const account = await requireCardPayments(deps, scope);
    const card = await findCard(db, scope, account, cardId);
    if (!card) throw AppError.notFound('Card');
    await account.stripe.paymentMethods.detach(card.paymentMethodId).catch((error: unknown) => {
      // Detached or deleted at Stripe already: nothing is left to charge.
      if (!isStripeRefusedRequest(error)) throw stripeFailure(error);
    });
    await withTransaction(db, async (tx) => {
      await lockCustomer(tx, scope, account);
      const removed = await deleteCard(tx, scope, account, cardId);
      if (!removed?.primary) return;
      const next = await newestCard(tx, scope, account);
      if (next) await setPrimary(tx, scope, account, next.id);
    });
    return { ok: true };
  }

  return { cards, setUp, save, makePrimary, remove };
}

export type CardsService = ReturnType<typeof createCardsService>;
