import { webhookRoutes } from '../../../contract/agency-console/billing.js';
import { balanceRoutes } from '../../../contract/balance.js';
import { cardRoutes } from '../../../contract/cards.js';
import { type BoundRoute, bind } from '../../platform/routes.js';
import type { CardsService } from './cards.js';
import type { TopUps } from './top-ups.js';
import { stripeSignatureOf, type Webhooks } from './webhooks.js';

export function billingRoutes(cards: CardsService, topUps: TopUps, webhooks: Webhooks): BoundRoute[] {
  return [
    bind(cardRoutes.cards, ({ scope }) => cards.cards(scope)),
    bind(cardRoutes.setUp, ({ scope }) => cards.setUp(scope)),
    bind(cardRoutes.save, ({ scope, body }) => cards.save(scope, body)),
    bind(cardRoutes.makePrimary, ({ scope, params }) => cards.makePrimary(scope, params.cardId)),
    bind(cardRoutes.remove, ({ scope, params }) => cards.remove(scope, params.cardId)),
    bind(balanceRoutes.topUp, ({ scope, principal, body }) => topUps.start(scope, principal, body.cents)),
    bind(balanceRoutes.confirmTopUp, ({ scope, principal, params, body }) =>
      topUps.confirm(scope, principal, params.paymentId, body.paymentConfirm),
    ),
    bind(webhookRoutes.stripe, ({ params, rawBody, request }) =>
      webhooks.receive(params.agencyId, rawBody, stripeSignatureOf(request.headers)),
    ),
  ];
}
