import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/open.js';
import { agencyStripeAccounts } from '../../../db/schema.js';
import type { AgencyScope } from '../../../platform/scope.js';
import type { AgencyStripeRecord } from '../../billing/agency-account.js';

export type StripeAccountChange = Omit<AgencyStripeRecord, 'agencyId' | 'updatedAt'>;

/** Saves the agency's Stripe account, replacing the one it had. */
export async function saveStripeAccount(
  tx: Database,
  scope: AgencyScope,
  account: StripeAccountChange,
): Promise<AgencyStripeRecord> {
  const [row] = await tx
    .insert(agencyStripeAccounts)
    .values({ ...account, agencyId: scope.agencyId })
    .onConflictDoUpdate({ target: agencyStripeAccounts.agencyId, set: { ...account, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('the Stripe account row was not written');
  return row;
}

export async function deleteStripeAccount(tx: Database, scope: AgencyScope): Promise<void> {
  await tx.delete(agencyStripeAccounts).where(eq(agencyStripeAccounts.agencyId, scope.agencyId));
}
