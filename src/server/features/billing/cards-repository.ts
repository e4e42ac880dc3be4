import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/open.js';
import { paymentCards } from '../../db/schema.js';
import type { LocationScope } from '../../platform/scope.js';
import type { CardPaymentsAccount } from './agency-account.js';

export type CardRecord = typeof paymentCards.$inferSelect;
export type NewCardRecord = Pick<
  CardRecord,
  'paymentMethodId' | 'nameOnCard' | 'brand' | 'last4' | 'expMonth' | 'expYear' | 'primary'
>;

/** The location's cards on the agency's current account; cards of an account it left are not its any more. */
const ofLocation = (scope: LocationScope, account: CardPaymentsAccount) =>
  and(eq(paymentCards.locationId, scope.locationId), eq(paymentCards.stripeAccountId, account.accountId));

/** Oldest first, the order they were added in. */
export async function listCards(db: Database, scope: LocationScope, account: CardPaymentsAccount) {
  return db
    .select()
    .from(paymentCards)
    .where(ofLocation(scope, account))
    .orderBy(paymentCards.createdAt, paymentCards.id);
}

export async function findCard(
  db: Database,
  scope: LocationScope,
  account: CardPaymentsAccount,
  cardId: string,
): Promise<CardRecord | undefined> {
  const [row] = await db
    .select()
    .from(paymentCards)
    .where(and(ofLocation(scope, account), eq(paymentCards.id, cardId)))
    .limit(1);
  return row;
}

export async function findCardByPaymentMethod(
  db: Database,
  scope: LocationScope,
  account: CardPaymentsAccount,
  paymentMethodId: string,
): Promise<CardRecord | undefined> {
  const [row] = await db
    .select()
    .from(paymentCards)
    .where(and(ofLocation(scope, account), eq(paymentCards.paymentMethodId, paymentMethodId)))
    .limit(1);
  return row;
}

export async function findPrimaryCard(
  db: Database,
  scope: LocationScope,
  account: CardPaymentsAccount,
): Promise<CardRecord | undefined> {
  const [row] = await db
    .select()
    .from(paymentCards)
    .where(and(ofLocation(scope, account), eq(paymentCards.primary, true)))
    .limit(1);
  return row;
}

/** Inserts the card; undefined when its payment method is saved already. */
export async function insertCard(
  tx: Database,
  scope: LocationScope,
  account: CardPaymentsAccount,
  card: NewCardRecord,
): Promise<CardRecord | undefined> {
  const [row] = await tx
    .insert(paymentCards)
    .values({ ...card, locationId: scope.locationId, stripeAccountId: account.accountId })
    .onConflictDoNothing({ target: paymentCards.paymentMethodId })
    .returning();
  return row;
}

/** No card of the location is primary; call before making one primary, in the same transaction. */
export async function clearPrimary(tx: Database, scope: LocationScope, account: CardPaymentsAccount) {
  await tx
    .update(paymentCards)
    .set({ primary: false })
    .where(and(ofLocation(scope, account), eq(paymentCards.primary, true)));
}

export async function setPrimary(
  tx: Database,
  scope: LocationScope,
  account: CardPaymentsAccount,
  cardId: string,
) {
  await tx
    .update(paymentCards)
    .set({ primary: true })
    .where(and(ofLocation(scope, account), eq(paymentCards.id, cardId)));
}

export async function deleteCard(
  tx: Database,
  scope: LocationScope,
  account: CardPaymentsAccount,
  cardId: string,
): Promise<CardRecord | undefined> {
  const [row] = await tx
    .delete(paymentCards)
    .where(and(ofLocation(scope, account), eq(paymentCards.id, cardId)))
    .returning();
  return row;
}

/** The card added last, which becomes primary when the primary one is removed. */
export async function newestCard(
  tx: Database,
  scope: LocationScope,
  account: CardPaymentsAccount,
): Promise<CardRecord | undefined> {
  const [row] = await tx
    .select()
    .from(paymentCards)
    .where(ofLocation(scope, account))
    .orderBy(desc(paymentCards.createdAt), desc(paymentCards.id))
    .limit(1);
  return row;
}
