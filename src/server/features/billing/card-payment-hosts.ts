import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../core/clock.js';
import type { Database } from '../../db/open.js';
import { agencies, agencyStripeAccounts } from '../../db/schema.js';
import { TtlCache } from '../../infra/ttl-cache.js';

/** The channel told when an agency saves or forgets its Stripe keys, so every instance forgets its answers. */
export const STRIPE_KEYS_CHANNEL = 'stripe_keys_changed';

/** Answers are kept this long; a lost notification (or an agency's new domain) costs no more than that. */
const CACHE_MS = 60_000;

/** Tells every instance that an agency's Stripe keys changed; sent in the transaction of the change. */
export async function announceStripeKeysChanged(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_notify(${STRIPE_KEYS_CHANNEL}, '')`);
}

/**
 * Which pages may load Stripe.js: on an agency's own domain, when that agency takes cards; on the
 * deployment's shared host, when any agency does. The answer is cached per host, as every request asks.
 */
export function createCardPaymentHosts(db: Database, clock: Clock) {
  const answers = new TtlCache<string, boolean>(CACHE_MS, 10_000, () => clock().getTime());

  async function lookUp(host: string): Promise<boolean> {
    const [agency] = await db
      .select({ takesCards: sql<boolean>`${agencyStripeAccounts.agencyId} is not null` })
      .from(agencies)
      .leftJoin(agencyStripeAccounts, eq(agencyStripeAccounts.agencyId, agencies.id))
      .where(eq(agencies.domain, host))
      .limit(1);
    if (agency) return agency.takesCards;
    const [any] = await db
      .select({ agencyId: agencyStripeAccounts.agencyId })
      .from(agencyStripeAccounts)
      .limit(1);
    return any !== undefined;
  }

  return {
    async takesCards(host: string): Promise<boolean> {
      const key = host.toLowerCase();
      const known = answers.get(key);
      if (known !== undefined) return known;
      const generation = answers.generation;
      const answer = await lookUp(key);
      answers.setUnlessCleared(key, answer, generation);
      return answer;
    },
    forget(): void {
      answers.clear();
    },
  };
}

export type CardPaymentHosts = ReturnType<typeof createCardPaymentHosts>;
