import { and, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { PaymentPurpose, PaymentStatus } from '../../../contract/balance.js';
import type { Database } from '../../db/open.js';
import { locations, payments } from '../../db/schema.js';
import { isUniqueViolation } from '../../platform/errors.js';
import type { AgencyScope, LocationScope } from '../../platform/scope.js';

export type PaymentRecord = typeof payments.$inferSelect;

/** A payment in one of these has ended; nothing but a success Stripe reports later changes it. */
export const ENDED: PaymentStatus[] = ['succeeded', 'failed', 'canceled'];
/** Payments that count against the monthly auto-recharge cap: taken, or on their way. */
const COUNTED: PaymentStatus[] = ['succeeded', 'starting', 'processing'];

export interface NewPayment {
  purpose: PaymentPurpose;
  cents: number;
  stripeAccountId: string;
  actorId: string | null;
}

/**
 * Writes the payment before Stripe is asked, so its id can be the charge's idempotency key. Undefined
 * when it is an auto-recharge and another one of the location is in flight (a unique index says so).
 */
export async function insertPayment(
  db: Database,
  scope: LocationScope,
  payment: NewPayment,
): Promise<PaymentRecord | undefined> {
  try {
    const [row] = await db
      .insert(payments)
      .values({ ...payment, locationId: scope.locationId, status: 'starting' })
      .returning();
    return row;
  } catch (error) {
    if (payment.purpose === 'auto-recharge' && isUniqueViolation(error)) return undefined;
    throw error;
  }
}

export async function findPaymentOf(
  db: Database,
  scope: LocationScope,
  paymentId: string,
): Promise<PaymentRecord | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.locationId, scope.locationId)))
    .limit(1);
  return row;
}

/**
 * The payment a verified webhook is about, on the agency's account: by its PaymentIntent, or by the
 * payment id the PaymentIntent carries (a webhook can come before the PaymentIntent's id was stored).
 */
export async function findPaymentForEvent(
  db: Database,
  stripeAccountId: string,
  paymentIntentId: string,
  paymentId: string | null,
): Promise<PaymentRecord | undefined> {
  const [byIntent] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.paymentIntentId, paymentIntentId), eq(payments.stripeAccountId, stripeAccountId)))
    .limit(1);
  if (byIntent || paymentId === null) return byIntent;
  const [byId] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.stripeAccountId, stripeAccountId)))
    .limit(1);
  return byId;
}

export interface PaymentChange {
  status: PaymentStatus;
  paymentIntentId?: string;
  failure?: string | null;
}

/**
 * Moves a payment on. A success always lands (the money was taken); anything else only while the
 * payment has not ended, so a late or replayed event never undoes an ending. Undefined when nothing changed.
 */
export async function updatePayment(
  tx: Database,
  paymentId: string,
  change: PaymentChange,
): Promise<PaymentRecord | undefined> {
  const open =
    change.status === 'succeeded'
      ? sql`${payments.status} <> 'succeeded'`
      : notInArray(payments.status, ENDED);
  const [row] = await tx
    .update(payments)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), open))
    .returning();
  return row;
}

/** Records the PaymentIntent a payment became, whatever happens to it next. */
export async function linkPaymentIntent(tx: Database, paymentId: string, paymentIntentId: string) {
  await tx
    .update(payments)
    .set({ paymentIntentId, updatedAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), sql`${payments.paymentIntentId} is null`));
}

export async function findPayment(db: Database, paymentId: string): Promise<PaymentRecord | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  return row;
}

/** The location's auto-recharge that started and has not heard from Stripe yet, if any. */
export async function findStartingRecharge(
  db: Database,
  scope: LocationScope,
): Promise<PaymentRecord | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.locationId, scope.locationId),
        eq(payments.purpose, 'auto-recharge'),
        inArray(payments.status, ['starting', 'processing']),
      ),
    )
    .limit(1);
  return row;
}

/**
 * What auto-recharge has taken or is taking from the location this calendar month, in its time zone.
 * The month is the database's, like the payments' own times.
 */
export async function rechargedThisMonth(db: Database, scope: LocationScope): Promise<number> {
  const zone = scope.location.timeZone;
  const monthStart = sql`(date_trunc('month', now() at time zone ${zone}) at time zone ${zone})`;
  const [row] = await db
    .select({ cents: sql<string | null>`sum(${payments.cents})` })
    .from(payments)
    .where(
      and(
        eq(payments.locationId, scope.locationId),
        eq(payments.purpose, 'auto-recharge'),
        inArray(payments.status, COUNTED),
        gte(payments.createdAt, monthStart),
      ),
    );
  return Number(row?.cents ?? 0);
}

/** The card payments of the agency's locations, newest first, with the name of the business each is for. */
export async function paymentsOfAgency(db: Database, scope: AgencyScope, limit: number) {
  return db
    .select({ payment: payments, businessName: locations.businessName })
    .from(payments)
    .innerJoin(locations, eq(locations.id, payments.locationId))
    .where(eq(locations.agencyId, scope.agencyId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}
