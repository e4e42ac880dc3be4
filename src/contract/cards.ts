import { z } from 'zod';
import { okSchema, text } from './common.js';
import { locationIdSchema } from './ids.js';
import { defineRoute } from './route.js';

export const cardIdSchema = z.uuid({ message: 'must be a card id' });

export const cardSchema = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  primary: z.boolean(),
});
export type Card = z.infer<typeof cardSchema>;

export const cardsSchema = z.object({
  cards: z.array(cardSchema),
  cardPayments: z
    .object({ publishableKey: z.string() })
    .nullable()
    .describe("The agency's Stripe publishable key; null when the agency has not set up card payments"),
});
export type Cards = z.infer<typeof cardsSchema>;

export const cardSetupSchema = z.object({
  setupIntentId: z.string(),
  clientSecret: z.string().describe("Confirm with Stripe.js's confirmCardSetup; the number never reaches us"),
});

export const newCardSchema = z.strictObject({
  setupIntentId: z
    .string()
    .trim()
    .regex(/^seti_[A-Za-z0-9_]{1,200}$/, 'must be a Stripe SetupIntent id'),
  name: text().trim().min(1, 'is required').max(100),
  makePrimary: z.boolean(),
});
export type NewCard = z.infer<typeof newCardSchema>;

const locationParams = z.strictObject({ locationId: locationIdSchema });
const cardParams = z.strictObject({ locationId: locationIdSchema, cardId: cardIdSchema });

export const cardRoutes = {
  cards: defineRoute({
    method: 'GET',
    path: '/locations/:locationId/cards',
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary: "The location's saved cards, on its agency's Stripe account",
    tags: ['billing'],
    params: locationParams,
    response: cardsSchema,
  }),
  setUp: defineRoute({
    method: 'POST',
    path: '/locations/:locationId/cards/setup',
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary: 'Start saving a card: a Stripe SetupIntent for the location’s customer',
    tags: ['billing'],
    params: locationParams,
    response: cardSetupSchema,
  }),
  save: defineRoute({
    method: 'POST',
    path: '/locations/:locationId/cards',
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary: 'Keep the card of a confirmed SetupIntent; the first card becomes primary',
    tags: ['billing'],
    params: locationParams,
    body: newCardSchema,
    response: cardSchema,
  }),
  makePrimary: defineRoute({
    method: 'POST',
    path: '/locations/:locationId/cards/:cardId/primary',
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary: 'Charge this card for top-ups and auto-recharge',
    tags: ['billing'],
    params: cardParams,
    response: cardsSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/locations/:locationId/cards/:cardId',
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary: 'Remove a card from the location and from Stripe; the next card becomes primary',
    tags: ['billing'],
    params: cardParams,
    response: okSchema,
  }),
} as const;
