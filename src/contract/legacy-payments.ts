import { z } from 'zod';
import { stripeKeysSchema } from './agency-console/billing.js';
import { CONSOLE_ACCESS } from './agency-console/common.js';
import {
  PAYMENT_CONFIRMS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  paymentIdSchema,
  paymentSchema,
  topUpCentsSchema,
} from './balance.js';
import { okSchema } from './common.js';
import { agencyIdSchema, locationIdSchema } from './ids.js';
import { centsOf } from './money.js';
import { defineRoute } from './route.js';

/*
 * The earlier product's card-payment calls (SPEC §7: AddBalance, company info, agency/stripe/*,
 * webhook/checkout), answered by the same services as the product's own billing routes.
 */

const TAGS = ['legacy'] as const;

/**
 * PUT accounts/addbalance, as the earlier Add Balance modal sent it: first the amount in dollars
 * (`Balance`), which charges the primary card; then, after the browser confirmed the card, the same call
 * with `payment_confirm` and the payment's `logs_id`.
 */
export const legacyAddBalanceSchema = z.strictObject({
  account_id: locationIdSchema,
  Balance: z
    .number({ message: 'must be an amount in dollars' })
    .transform(centsOf)
    .pipe(topUpCentsSchema)
    .optional(),
  type: z.literal('credit', { message: 'must be credit' }).optional(),
  level: z.literal('account', { message: 'must be account' }).optional(),
  agency_id: agencyIdSchema.optional(),
  payment_confirm: z.enum(PAYMENT_CONFIRMS).optional(),
  logs_id: paymentIdSchema.optional(),
});

export const legacyAddBalanceResponseSchema = z.object({
  data: paymentSchema,
  logs_id: z.string().describe('Send back with payment_confirm once the browser confirmed the card'),
  status: z
    .string()
    .describe(
      '`requires_confirmation` while the browser must confirm the card with Stripe.js; else the payment’s',
    ),
  client_secret: z.string().nullable().describe('For Stripe.js, while the card needs confirming'),
  balance: z.number().describe('The balance in dollars, once this call is done'),
});

/** The agency's Stripe account as the earlier agency screens read it: the secrets only as hints. */
export const legacyStripeSchema = z.object({
  publish_key: z.string(),
  secret_key: z.string().describe('A hint, as "•••• 4242"; the key is never sent back'),
  webhook_secret: z.string().describe('A hint, as "•••• 4242"'),
  account_id: z.string(),
  account_name: z.string(),
  livemode: z.boolean(),
  webhook_url: z.string(),
});
const legacyStripeResponseSchema = z.object({ data: legacyStripeSchema.nullable() });

const keys = stripeKeysSchema.shape;
export const legacyStripeKeysSchema = z.strictObject({
  publish_key: keys.publishableKey,
  secret_key: keys.secretKey,
  webhook_secret: keys.webhookSecret,
});

export const legacyInvoiceSchema = z.object({
  _id: z.string(),
  location_id: z.string(),
  business_name: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  amount: z.number().describe('Dollars'),
  status: z.enum(PAYMENT_STATUSES),
  failure: z.string().nullable(),
  createdAt: z.string(),
});

const agencyParams = z.strictObject({ agencyId: agencyIdSchema });

export const legacyPaymentRoutes = {
  addBalance: defineRoute({
    method: 'PUT',
    path: '/accounts/addbalance',
    access: 'signed-in',
    scope: { location: 'body.account_id' },
    summary:
      'Add balance by charging the primary card (Balance, in dollars), then confirm it (payment_confirm)',
    tags: TAGS,
    body: legacyAddBalanceSchema,
    response: legacyAddBalanceResponseSchema,
  }),
  companyInfo: defineRoute({
    method: 'GET',
    path: '/agency/companyinfo',
    access: 'signed-in',
    scope: { agency: 'query.company_id' },
    summary: "The agency's Stripe publishable key, for Stripe.js; null while it takes no cards",
    tags: TAGS,
    query: z.strictObject({ company_id: agencyIdSchema }),
    response: z.object({ data: z.object({ _id: z.string(), stripe_public_key: z.string().nullable() }) }),
  }),
  stripe: defineRoute({
    method: 'GET',
    path: '/agency/stripe/filter/:agencyId',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "The agency's Stripe account, its secrets as hints (as agency console billing)",
    tags: TAGS,
    params: agencyParams,
    response: legacyStripeResponseSchema,
  }),
  integrate: defineRoute({
    method: 'POST',
    path: '/agency/stripe/integrate',
    access: CONSOLE_ACCESS,
    scope: { agency: 'body.agency_id' },
    summary: 'Save the agency’s Stripe keys after one call to Stripe proves them',
    tags: TAGS,
    body: legacyStripeKeysSchema.extend({ agency_id: agencyIdSchema }),
    response: legacyStripeResponseSchema,
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/agency/stripe/submit',
    access: CONSOLE_ACCESS,
    scope: { agency: 'body.agency_id' },
    summary: 'Save the agency’s Stripe keys (the same as agency/stripe/integrate)',
    tags: TAGS,
    body: legacyStripeKeysSchema.extend({ agency_id: agencyIdSchema }),
    response: legacyStripeResponseSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/agency/stripe/update/:agencyId',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: 'Replace the agency’s Stripe keys after one call to Stripe proves them',
    tags: TAGS,
    params: agencyParams,
    body: legacyStripeKeysSchema,
    response: legacyStripeResponseSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/agency/stripe/delete/:agencyId',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: 'Forget the agency’s Stripe keys; card payments stop, balances stay',
    tags: TAGS,
    params: agencyParams,
    response: okSchema,
  }),
  invoices: defineRoute({
    method: 'GET',
    path: '/agency/stripe/invoices/:agencyId',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "The card payments of the agency's locations, newest first (the product bills no invoices)",
    tags: TAGS,
    params: agencyParams,
    response: z.object({ data: z.array(legacyInvoiceSchema) }),
  }),
  checkout: defineRoute({
    method: 'POST',
    path: '/webhook/checkout',
    access: 'public',
    scope: {
      publicLookup:
        'Stripe calls it; the agency its event names is believed only once the signature checks out with that agency’s signing secret',
    },
    summary:
      'Stripe’s events, for the agency named in the PaymentIntent (use /webhooks/stripe/{agencyId} instead)',
    tags: TAGS,
    rawBody: true,
    response: z.object({ received: z.boolean() }),
  }),
} as const;
