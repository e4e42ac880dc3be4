import type Stripe from 'stripe';
import type {
  AgencyBilling,
  PricingChange,
  StripeKeys,
} from '../../../../contract/agency-console/billing.js';
import { AppError } from '../../../core/errors.js';
import type { Principal } from '../../../core/principal.js';
import { withTransaction } from '../../../db/transaction.js';
import { stripeFailure } from '../../../infra/stripe.js';
import type { AgencyScope } from '../../../platform/scope.js';
import { pricingOf, savePricing } from '../../balance/pricing-repository.js';
import { findAgencyStripeAccount } from '../../billing/agency-account.js';
import { announceStripeKeysChanged } from '../../billing/card-payment-hosts.js';
import { lockConsoleAgency } from '../console-agency-repository.js';
import type { ConsoleDeps } from '../deps.js';
import { describedAccount, presentBilling, stripeSecretHint } from './presenter.js';
import { deleteStripeAccount, saveStripeAccount } from './repository.js';

export type ConsoleBillingDeps = Pick<
  ConsoleDeps,
  'db' | 'secretBox' | 'audit' | 'publicUrl' | 'stripe' | 'cardPaymentHosts'
>;

const STRIPE_SUBJECT = 'Stripe account';
const PRICING_SUBJECT = 'AI prices';

const modeOf = (key: string) => (key.includes('_live_') ? 'live' : 'test');

/** The name the agency's clients know the account by, as Stripe has it. */
const nameOf = (account: Stripe.Account) =>
  account.settings?.dashboard?.display_name || account.business_profile?.name || account.email || account.id;

/** The agency's own Stripe account, which charges its clients, and what it charges them for AI usage. */
export function createConsoleBilling(deps: ConsoleBillingDeps) {
  const { db, secretBox } = deps;
  const webhookUrl = (scope: AgencyScope) => `${deps.publicUrl}/v1/webhooks/stripe/${scope.agencyId}`;

  async function billing(scope: AgencyScope): Promise<AgencyBilling> {
    const [account, pricing] = await Promise.all([
      findAgencyStripeAccount(db, scope),
      pricingOf(db, scope.agencyId),
    ]);
    return presentBilling(account, pricing, webhookUrl(scope));
  }

  /** The account the secret key opens, asked of Stripe: a key Stripe refuses is never saved. */
  async function accountOfKey(keys: StripeKeys): Promise<Stripe.Account> {
    const publishable = modeOf(keys.publishableKey);
    const secret = modeOf(keys.secretKey);
    if (publishable !== secret) {
      throw AppError.invalid(
        'publishableKey',
        `is a ${publishable} key but the secret key is a ${secret} key: use both keys of the same mode`,
      );
    }
    return deps.stripe
      .forKey(keys.secretKey)
      .accounts.retrieveCurrent()
      .catch((error: unknown) => {
        throw stripeFailure(error);
      });
  }

  /** Saves the keys once one call to Stripe proved the secret key; the secrets are sealed, and shown as hints. */
  async function connectStripe(scope: AgencyScope, principal: Principal, keys: StripeKeys) {
    const account = await accountOfKey(keys);
    await withTransaction(db, async (tx) => {
      // Changes to the agency are made one after the other, so each records what the other left.
      await lockConsoleAgency(tx, scope);
      const before = await findAgencyStripeAccount(tx, scope);
      const saved = await saveStripeAccount(tx, scope, {
        accountId: account.id,
        accountName: nameOf(account),
        publishableKey: keys.publishableKey,
        secretKeyEncrypted: secretBox.seal(keys.secretKey),
        secretKeyHint: stripeSecretHint(keys.secretKey),
        webhookSecretEncrypted: secretBox.seal(keys.webhookSecret),
        webhookSecretHint: stripeSecretHint(keys.webhookSecret),
        livemode: modeOf(keys.secretKey) === 'live',
      });
      await deps.audit.record(tx, scope, principal, {
        action: 'billing.stripe.connect',
        subject: STRIPE_SUBJECT,
        before: describedAccount(before),
        after: describedAccount(saved),
      });
      await announceStripeKeysChanged(tx);
    });
    deps.cardPaymentHosts.forget();
    return billing(scope);
  }

  /** Card payments stop; balances, and the cards saved on the account, stay for when it comes back. */
  async function disconnectStripe(scope: AgencyScope, principal: Principal) {
    await withTransaction(db, async (tx) => {
      await lockConsoleAgency(tx, scope);
      const before = await findAgencyStripeAccount(tx, scope);
      if (!before) return;
      await deleteStripeAccount(tx, scope);
      await deps.audit.record(tx, scope, principal, {
        action: 'billing.stripe.disconnect',
        subject: STRIPE_SUBJECT,
        before: describedAccount(before),
        after: null,
      });
      await announceStripeKeysChanged(tx);
    });
    deps.cardPaymentHosts.forget();
    return { ok: true as const };
  }

  async function setPricing(scope: AgencyScope, principal: Principal, change: PricingChange) {
    await withTransaction(db, async (tx) => {
      await lockConsoleAgency(tx, scope);
      const before = await pricingOf(tx, scope.agencyId);
      await savePricing(tx, scope, change);
      await deps.audit.record(tx, scope, principal, {
        action: 'billing.pricing',
        subject: PRICING_SUBJECT,
        before: { ...before },
        after: { ...change },
      });
    });
    return billing(scope);
  }

  return { billing, connectStripe, disconnectStripe, setPricing };
}

export type ConsoleBilling = ReturnType<typeof createConsoleBilling>;
