import { z } from 'zod';
import { usagePricesSchema } from '../balance.js';
import { okSchema } from '../common.js';
import { formatCents } from '../money.js';
import { defineRoute } from '../route.js';
import { agencyParams, CONSOLE_ACCESS } from './common.js';

export const stripeAccountSchema = z.object({
  accountId: z.string(),
  accountName: z.string(),
  publishableKey: z.string(),
  secretKeyHint: z.string().describe('The end of the secret key, as "•••• 4242"; the key is never sent back'),
  webhookSecretHint: z.string(),
  livemode: z.boolean(),
  updatedAt: z.string(),
});

export const agencyBillingSchema = z.object({
  stripe: stripeAccountSchema.nullable().describe('Null while the agency has not set up card payments'),
  webhookUrl: z.string().describe('The address to give Stripe for this agency’s webhook endpoint'),
  prices: usagePricesSchema,
  monthlyRechargeCapCents: z.number().int().nullable(),
});
export type AgencyBilling = z.infer<typeof agencyBillingSchema>;

/**
 * A Stripe key: one of its prefixes, then at least eight letters, digits or underscores. The message says
 * both, so a key cut short when copied ("pk_test_abc") is not told it lacks the prefix it has.
 */
const key = (prefixes: readonly string[], what: string) =>
  z
    .string()
    .trim()
    .max(500)
    .regex(
      new RegExp(`^(${prefixes.join('|')})[A-Za-z0-9_]{8,}$`),
      `must be your Stripe ${what} copied whole: ${prefixes.map((prefix) => `${prefix}…`).join(' or ')} and at least 8 more letters or digits`,
    );

export const stripeKeysSchema = z.strictObject({
  publishableKey: key(['pk_test_', 'pk_live_'], 'publishable key'),
  secretKey: key(['sk_test_', 'sk_live_', 'rk_test_', 'rk_live_'], 'secret or restricted key'),
  webhookSecret: key(['whsec_'], 'webhook signing secret'),
});
export type StripeKeys = z.infer<typeof stripeKeysSchema>;

export const MAX_MONTHLY_RECHARGE_CAP_CENTS = 10_000_000;
export const pricingChangeSchema = z.strictObject({
  prices: usagePricesSchema,
  monthlyRechargeCapCents: z
    .number()
    .int('must be whole cents')
    .min(1_000, `must be at least ${formatCents(1_000)}`)
    .max(MAX_MONTHLY_RECHARGE_CAP_CENTS, `must be at most ${formatCents(MAX_MONTHLY_RECHARGE_CAP_CENTS)}`)
    .nullable(),
});
export type PricingChange = z.infer<typeof pricingChangeSchema>;

export const billingRoutes = {
  billing: defineRoute({
    method: 'GET',
    path: '/agencies/:agencyId/billing',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary:
      'The agency’s Stripe account (secrets as hints), its webhook address, AI prices and recharge cap',
    tags: ['agency console'],
    params: agencyParams,
    response: agencyBillingSchema,
  }),
  connectStripe: defineRoute({
    method: 'PUT',
    path: '/agencies/:agencyId/billing/stripe',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: 'Save the agency’s Stripe keys after one call to Stripe proves them',
    tags: ['agency console'],
    params: agencyParams,
    body: stripeKeysSchema,
    response: agencyBillingSchema,
  }),
  disconnectStripe: defineRoute({
    method: 'DELETE',
    path: '/agencies/:agencyId/billing/stripe',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: 'Forget the agency’s Stripe keys; card payments stop, balances stay',
    tags: ['agency console'],
    params: agencyParams,
    response: okSchema,
  }),
  setPricing: defineRoute({
    method: 'PUT',
    path: '/agencies/:agencyId/billing/pricing',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: 'What each AI action costs the agency’s clients, and the monthly auto-recharge cap per location',
    tags: ['agency console'],
    params: agencyParams,
    body: pricingChangeSchema,
    response: agencyBillingSchema,
  }),
} as const;

export const webhookRoutes = {
  stripe: defineRoute({
    method: 'POST',
    path: '/webhooks/stripe/:agencyId',
    access: 'public',
    scope: { publicLookup: 'Stripe calls it; the signature with the agency’s secret is the proof' },
    summary: 'Stripe’s events for one agency’s account, verified with its signing secret',
    tags: ['webhooks'],
    params: agencyParams,
    // The signature is over the bytes Stripe sent, so the body is checked before it is parsed.
    rawBody: true,
    response: z.object({ received: z.boolean() }),
  }),
} as const;
