import { eq } from 'drizzle-orm';
import type { Database } from '../../db/open.js';
import { agencyStripeAccounts } from '../../db/schema.js';
import type { CardPayments } from './deps.js';

/** Cards can pay once the location's agency has saved its Stripe keys: its publishable key says so. */
export function agencyCardPayments(db: Database): CardPayments {
  return async (scope) => {
    const [account] = await db
      .select({ publishableKey: agencyStripeAccounts.publishableKey })
      .from(agencyStripeAccounts)
      .where(eq(agencyStripeAccounts.agencyId, scope.agencyId));
    return account ?? null;
  };
}
