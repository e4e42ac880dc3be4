import { z } from 'zod';
import { text } from './common.js';
import { locationIdSchema } from './ids.js';
import { formatCents } from './money.js';
import { POST_ACTIONS } from './posts.js';
import { defineRoute } from './route.js';

/** Every change of a balance is one of these. */
export const LEDGER_KINDS = ['credit', 'debit', 'refund', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** A debit is `reserved` while its AI action runs; it is refunded if the action fails. */
export const LEDGER_STATUSES = ['succeeded', 'reserved', 'refunded'] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

export const PAYMENT_PURPOSES = ['top-up', 'auto-recharge'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/**
 * A payment's way: `starting` before Stripe has answered, `requires_action` while the client must
 * confirm or authenticate (3-D Secure), `processing` while the bank decides, then one of the ends.
 */
export const PAYMENT_STATUSES = [
  'starting',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
  'failed',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The AI actions an agency may put a price on: the post studio's four, and a chat message. */
export const PRICED_ACTIONS = [...POST_ACTIONS, 'chat'] as const;
export type PricedAction = (typeof PRICED_ACTIONS)[number];
export const PRICED_ACTION_LABELS: Record<PricedAction, string> = {
  social: 'Write a post',
  tone: 'Change tone',
  translate: 'Translate',
  image: 'Make a picture',
  chat: 'Chat message',
};

/** Who answers an action: the built-in writer and renderer, or a real AI provider. */
export const PRICE_ENGINES = ['builtin', 'provider'] as const;
export type PriceEngine = (typeof PRICE_ENGINES)[number];

export const MAX_PRICE_CENTS = 10_000;
const priceSchema = z
  .number({ message: 'must be a number of cents' })
  .int('must be whole cents')
  .min(0, 'cannot be negative')
  .max(MAX_PRICE_CENTS, `must be at most ${formatCents(MAX_PRICE_CENTS)}`);
const priceListSchema = z.strictObject({
  social: priceSchema,
  tone: priceSchema,
  translate: priceSchema,
  image: priceSchema,
  chat: priceSchema,
});
/** Cents an action costs, for each engine; 0 is free. */
export const usagePricesSchema = z.strictObject({ builtin: priceListSchema, provider: priceListSchema });
export type UsagePrices = z.infer<typeof usagePricesSchema>;

const FREE = { social: 0, tone: 0, translate: 0, image: 0, chat: 0 };
export const FREE_USAGE: UsagePrices = { builtin: FREE, provider: FREE };

/** The amounts and thresholds auto-recharge offers, in cents: $10, $25, $100, $500, $1,000. */
export const AUTO_RECHARGE_CENTS = [1_000, 2_500, 10_000, 50_000, 100_000] as const;
const autoRechargeChoice = z
  .number()
  .int()
  .refine((cents) => AUTO_RECHARGE_CENTS.some((choice) => choice === cents), {
    message: `must be one of ${AUTO_RECHARGE_CENTS.map(formatCents).join(', ')}`,
  });

export const TOP_UP_MIN_CENTS = 500;
export const TOP_UP_MAX_CENTS = 1_000_000;
export const TOP_UP_BOUNDS = `between ${formatCents(TOP_UP_MIN_CENTS)} and ${formatCents(TOP_UP_MAX_CENTS)}`;
export const topUpCentsSchema = z
  .number({ message: 'must be an amount' })
  .int('must be whole cents')
  .min(TOP_UP_MIN_CENTS, `must be ${TOP_UP_BOUNDS}`)
  .max(TOP_UP_MAX_CENTS, `must be ${TOP_UP_BOUNDS}`);

export const paymentIdSchema = z.uuid({ message: 'must be a payment id' });
export const ledgerEntryIdSchema = z.uuid({ message: 'must be a ledger entry id' });

const locationParams = z.strictObject({ locationId: locationIdSchema });

export const paymentSchema = z.object({
  id: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  cents: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  failure: z.string().nullable().describe("Stripe's reason when it failed, or why it waits for the client"),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const autoRechargeSchema = z.object({
  cents: z.number().int().nullable().describe('What a recharge adds; null while auto-recharge is off'),
  lowBalanceCents: z.number().int().nullable().describe('A recharge starts when a debit goes under this'),
  stopped: z
    .string()
    .nullable()
    .describe('Why auto-recharge turned itself off; null while it is on or unset'),
});
export type AutoRecharge = z.infer<typeof autoRechargeSchema>;

export const balanceSchema = z.object({
  cents: z.number().int(),
  autoRecharge: autoRechargeSchema,
  cardPayments: z
    .object({ publishableKey: z.string() })
    .nullable()
    .describe("The agency's Stripe publishable key; null when the agency has not set up card payments"),
  prices: usagePricesSchema.describe('What each AI action costs this location'),
  /** The latest auto-recharge or top-up that did not go through, for the tab to explain. */
  lastFailedPayment: paymentSchema.nullable(),
});
export type Balance = z.infer<typeof balanceSchema>;

export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  cents: z.number().int().describe('Signed: what the entry added to the balance, or took from it'),
  balanceAfterCents: z.number().int(),
  status: z.enum(LEDGER_STATUSES),
  reason: z.string(),
  actor: z.string(),
  postId: z.string().nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES).nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerPageSchema = z.object({
  entries: z.array(ledgerEntrySchema),
  next: z.string().nullable().describe('Pass as `after` for the next, older page; null at the end'),
});
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

export const ENTRIES_PAGE_SIZE = 25;

export const autoRechargeChangeSchema = z
  .strictObject({ cents: autoRechargeChoice.nullable(), lowBalanceCents: autoRechargeChoice.nullable() })
  .refine((change) => (change.cents === null) === (change.lowBalanceCents === null), {
    path: ['lowBalanceCents'],
    message: 'choose both the amount and the threshold, or neither to turn auto-recharge off',
  });
export type AutoRechargeChange = z.infer<typeof autoRechargeChangeSchema>;

export const topUpSchema = z.strictObject({ cents: topUpCentsSchema });

export const startedPaymentSchema = z.object({
  payment: paymentSchema,
  clientSecret: z
    .string()
    .nullable()
    .describe('Given while the payment needs the browser: confirm it with Stripe.js, then call confirm'),
});
export type StartedPayment = z.infer<typeof startedPaymentSchema>;

/** What the browser reports after Stripe.js confirmed (or the client gave up on) the payment. */
export const PAYMENT_CONFIRMS = ['succeeded', 'canceled'] as const;
export const paymentConfirmSchema = z.strictObject({ paymentConfirm: z.enum(PAYMENT_CONFIRMS) });

export const confirmedPaymentSchema = z.object({ payment: paymentSchema, balanceCents: z.number().int() });

export const MAX_ADJUSTMENT_CENTS = 1_000_000;
export const adjustmentSchema = z.strictObject({
  cents: z
    .number({ message: 'must be an amount' })
    .int('must be whole cents')
    .min(-MAX_ADJUSTMENT_CENTS, `must be at most ${formatCents(MAX_ADJUSTMENT_CENTS)} either way`)
    .max(MAX_ADJUSTMENT_CENTS, `must be at most ${formatCents(MAX_ADJUSTMENT_CENTS)} either way`)
    .refine((cents) => cents !== 0, 'cannot be zero'),
  reason: text().trim().min(1, 'is required').max(200),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

export const balanceRoutes = {
  balance: defineRoute({
    method: 'GET',
    path: '/locations/:locationId/balance',
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary: "The location's prepaid balance, auto-recharge settings, prices and whether cards can pay",
    tags: ['balance'],
    params: locationParams,
    response: balanceSchema,
  }),
  entries: defineRoute({
    method: 'GET',
    path: '/locations/:locationId/balance/entries',
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary: 'The balance log, newest first, a page at a time',
    tags: ['balance'],
    params: locationParams,
    query: z.strictObject({ after: z.string().max(200).optional() }),
    response: ledgerPageSchema,
  }),
  setAutoRecharge: defineRoute({
    method: 'PUT',
    path: '/locations/:locationId/balance/auto-recharge',
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary: 'Set or turn off auto-recharge; setting it again turns on one that had stopped itself',
    tags: ['balance'],
    params: locationParams,
    body: autoRechargeChangeSchema,
    response: autoRechargeSchema,
  }),
  topUp: defineRoute({
    method: 'POST',
    path: '/locations/:locationId/balance/top-ups',
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary: `Add balance (${TOP_UP_BOUNDS}) by charging the primary card`,
    tags: ['balance'],
    params: locationParams,
    body: topUpSchema,
    response: startedPaymentSchema,
  }),
  confirmTopUp: defineRoute({
    method: 'POST',
    path: '/locations/:locationId/balance/top-ups/:paymentId/confirm',
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary: 'After Stripe.js: books the credit if Stripe says the payment succeeded, else cancels it',
    tags: ['balance'],
    params: z.strictObject({ locationId: locationIdSchema, paymentId: paymentIdSchema }),
    body: paymentConfirmSchema,
    response: confirmedPaymentSchema,
  }),
  adjust: defineRoute({
    method: 'POST',
    path: '/locations/:locationId/balance/adjustments',
    access: ['admin'],
    scope: { location: 'params.locationId' },
    summary: 'An agency admin credits or debits the balance by hand, with a reason for the log',
    tags: ['balance'],
    params: locationParams,
    body: adjustmentSchema,
    response: ledgerEntrySchema,
  }),
} as const;
