import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/open.js';
import { stripeCustomers } from '../../db/schema.js';
import { stripeFailure } from '../../infra/stripe.js';
import type { LocationScope } from '../../platform/scope.js';
import type { CardPaymentsAccount } from './agency-account.js';

/** The Stripe customer of the location on the agency's account, or null while it has none. */
export async function findCustomer(
  db: Database,
  scope: LocationScope,
  account: CardPaymentsAccount,
): Promise<string | null> {
  const [row] = await db
    .select({ customerId: stripeCustomers.customerId })
    .from(stripeCustomers)
    .where(
      and(
        eq(stripeCustomers.locationId, scope.locationId),
        eq(stripeCustomers.stripeAccountId, account.accountId),
      ),
    )
    .limit(1);
  return row?.customerId ?? null;
}

/**
 * Locks the location's customer row until the transaction ends, so changes to its cards (which one is
 * primary) are made one after the other. False when the location has no customer on this account.
 */
export async function lockCustomer(tx: Database, scope: LocationScope, account: CardPaymentsAccount) {
  const rows = await tx
    .select({ customerId: stripeCustomers.customerId })
    .from(stripeCustomers)
    .where(
      and(
        eq(stripeCustomers.locationId, scope.locationId),
        eq(stripeCustomers.stripeAccountId, account.accountId),
      ),
    )
    .for('update');
  return rows.length > 0;
}

/**
 * The location's customer on the agency's account, made at Stripe the first time it is needed. Two
 * requests at once send the same idempotency key, so Stripe makes one customer and both keep it.
 */
export async function customerFor(
  db: Database,
  scope: LocationScope,
  account: CardPaymentsAccount,
): Promise<string> {
  const known = await findCustomer(db, scope, account);
  if (known) return known;
  const location = scope.location;
  const customer = await account.stripe.customers
    .create(
      {
        name: location.businessName,
        ...(location.email ? { email: location.email } : {}),
        metadata: { locationId: location.id, agencyId: location.agencyId },
      },
      { idempotencyKey: `customer:${account.accountId}:${location.id}` },
    )
    .catch((error: unknown) => {
      throw stripeFailure(error);
    });
  await db
    .insert(stripeCustomers)
    .values({ locationId: location.id, stripeAccountId: account.accountId, customerId: customer.id })
    .onConflictDoNothing();
  const saved = await findCustomer(db, scope, account);
  if (!saved) throw new Error('the Stripe customer row was not written');
  return saved;
}
