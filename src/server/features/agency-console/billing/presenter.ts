import type { AgencyBilling } from '../../../../contract/agency-console/billing.js';
import type { Pricing } from '../../balance/pricing-repository.js';
import type { AgencyStripeRecord } from '../../billing/agency-account.js';

/** What shows which secret is set: its last four characters, as "•••• 4242". */
export const stripeSecretHint = (secret: string) => `•••• ${secret.slice(-4)}`;

/** The agency's billing settings; its Stripe secrets only as hints, never readable again. */
export function presentBilling(
  account: AgencyStripeRecord | undefined,
  pricing: Pricing,
  webhookUrl: string,
): AgencyBilling {
  return {
    stripe: account
      ? {
          accountId: account.accountId,
          accountName: account.accountName,
          publishableKey: account.publishableKey,
          secretKeyHint: account.secretKeyHint,
          webhookSecretHint: account.webhookSecretHint,
          livemode: account.livemode,
          updatedAt: account.updatedAt.toISOString(),
        }
      : null,
    webhookUrl,
    prices: pricing.prices,
    monthlyRechargeCapCents: pricing.monthlyRechargeCapCents,
  };
}

/** The account as the audit log shows it; the log masks the key fields, so only their change shows. */
export function describedAccount(account: AgencyStripeRecord | undefined) {
  return account
    ? {
        accountId: account.accountId,
        accountName: account.accountName,
        livemode: account.livemode,
        publishableKey: account.publishableKey,
        secretKey: account.secretKeyHint,
        webhookSecret: account.webhookSecretHint,
      }
    : null;
}
