import type { UsagePrices } from '../../contract/balance.js';
import type { Database } from '../db/open.js';
import { agencyPricing } from '../db/schema.js';
import { book } from '../features/balance/ledger.js';
import { SystemScopes } from '../platform/scope.js';

const DEMO_PRICE_LIST = { social: 5, tone: 2, translate: 2, image: 20, chat: 1 };

/** What the demo agency charges, the same on the built-in writer and on a provider. */
export const DEMO_PRICES: UsagePrices = { builtin: DEMO_PRICE_LIST, provider: DEMO_PRICE_LIST };

/** What each demo location starts with: enough to see posts and pictures paid for. */
export const OPENING_CREDIT_CENTS = 1_000;

/**
 * Money for the demo, so a newcomer sees it move: the demo agency's prices (unless it has its own) and
 * a $10 opening credit on each demo location, booked once by its source key whatever runs this again.
 */
export async function seedDemoMoney(tx: Database, agencyId: string, locationIds: readonly string[]) {
  await tx
    .insert(agencyPricing)
    .values({ agencyId, prices: DEMO_PRICES, monthlyRechargeCapCents: null })
    .onConflictDoNothing({ target: agencyPricing.agencyId });
  const scopes = new SystemScopes(tx);
  for (const locationId of locationIds) {
    const scope = await scopes.location(locationId);
    if (!scope) throw new Error(`demo location ${locationId} is missing`);
    await book(tx, scope, {
      kind: 'credit',
      cents: OPENING_CREDIT_CENTS,
      reason: 'Opening credit',
      sourceKey: `opening-credit:${locationId}`,
      actor: { id: null, label: 'Demo' },
    });
  }
}
