import { eq } from 'drizzle-orm';
import { AppError } from '../../core/errors.js';
import type { Database } from '../../db/open.js';
import { agencyStripeAccounts } from '../../db/schema.js';
import type { SecretBox } from '../../infra/secret-box.js';
import type { StripeClient, StripeClients } from '../../infra/stripe.js';
import type { AgencyScope, LocationScope } from '../../platform/scope.js';

export type AgencyStripeRecord = typeof agencyStripeAccounts.$inferSelect;

/** The agency's Stripe account, ready to charge: its id at Stripe and a client with its secret key. */
export interface CardPaymentsAccount {
  agencyId: string;
  accountId: string;
  publishableKey: string;
  stripe: StripeClient;
}

export async function findAgencyStripeAccount(
  db: Database,
  scope: AgencyScope | LocationScope,
): Promise<AgencyStripeRecord | undefined> {
  return findByAgencyId(db, scope.agencyId);
}

/**
 * The account of the agency a webhook names in its address, before anything is proved: only to check
 * the webhook's signature with the agency's signing secret, which is the proof.
 */
export async function findAgencyStripeAccountForWebhook(
  db: Database,
  agencyId: string,
): Promise<AgencyStripeRecord | undefined> {
  return findByAgencyId(db, agencyId);
}

async function findByAgencyId(db: Database, agencyId: string): Promise<AgencyStripeRecord | undefined> {
  const [row] = await db
    .select()
    .from(agencyStripeAccounts)
    .where(eq(agencyStripeAccounts.agencyId, agencyId))
    .limit(1);
  return row;
}

export const paymentsNotSetUp = () =>
  AppError.of(
    'payments_not_set_up',
    'Your agency has not set up card payments yet. Please ask them to connect their Stripe account.',
  );

/** Opens a sealed secret; null when it was sealed with another SECRET_KEY and cannot be read. */
export function openSecret(secretBox: SecretBox, sealed: string): string | null {
  try {
    return secretBox.open(sealed);
  } catch {
    return null;
  }
}

type AccountDeps = { db: Database; secretBox: SecretBox; stripe: StripeClients };

/** The account the agency charges with; null when it has none (or its key was sealed with another SECRET_KEY). */
export async function cardPaymentsOf(
  deps: AccountDeps,
  scope: AgencyScope | LocationScope,
): Promise<CardPaymentsAccount | null> {
  const row = await findAgencyStripeAccount(deps.db, scope);
  const secretKey = row ? openSecret(deps.secretBox, row.secretKeyEncrypted) : null;
  if (!row || secretKey === null) return null;
  return {
    agencyId: row.agencyId,
    accountId: row.accountId,
    publishableKey: row.publishableKey,
    stripe: deps.stripe.forKey(secretKey),
  };
}

/** The account the agency charges with, or the refusal a client sees while the agency has not set one up. */
export async function requireCardPayments(
  deps: AccountDeps,
  scope: AgencyScope | LocationScope,
): Promise<CardPaymentsAccount> {
  const account = await cardPaymentsOf(deps, scope);
  if (!account) throw paymentsNotSetUp();
  return account;
}
