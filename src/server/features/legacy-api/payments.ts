import { z } from 'zod';
import type { AgencyBilling } from '../../../contract/agency-console/billing.js';
import type { Payment } from '../../../contract/balance.js';
import { legacyPaymentRoutes } from '../../../contract/legacy-payments.js';
import { AppError } from '../../core/errors.js';
import { type BoundRoute, bind } from '../../platform/routes.js';
import type { ConsoleBilling } from '../agency-console/billing/service.js';
import { presentPayment } from '../balance/presenter.js';
import type { BillingService } from '../billing/index.js';
import { stripeSignatureOf } from '../billing/webhooks.js';

export interface LegacyPaymentDeps {
  consoleBilling: Pick<ConsoleBilling, 'billing' | 'connectStripe' | 'disconnectStripe'>;
  billing: Pick<BillingService, 'topUps' | 'webhooks' | 'agencyPayments' | 'balanceCents'>;
}

const dollars = (cents: number) => cents / 100;

/** The earlier screens' word for a payment waiting for the browser to confirm the card. */
const legacyStatus = (payment: Payment) =>
  payment.status === 'requires_action' ? 'requires_confirmation' : payment.status;

function legacyStripe(billing: AgencyBilling) {
  const { stripe } = billing;
  return {
    data: stripe
      ? {
          publish_key: stripe.publishableKey,
          secret_key: stripe.secretKeyHint,
          webhook_secret: stripe.webhookSecretHint,
          account_id: stripe.accountId,
          account_name: stripe.accountName,
          livemode: stripe.livemode,
          webhook_url: billing.webhookUrl,
        }
      : null,
  };
}

const legacyKeys = (body: { publish_key: string; secret_key: string; webhook_secret: string }) => ({
  publishableKey: body.publish_key,
  secretKey: body.secret_key,
  webhookSecret: body.webhook_secret,
});

/** Where a PaymentIntent says which agency's it is: read before anything is verified, to find the secret that verifies it. */
const namedAgency = z.object({
  data: z.object({ object: z.object({ metadata: z.object({ agencyId: z.uuid() }) }) }),
});

function agencyNamedIn(rawBody: Buffer | null): string {
  let parsed: unknown = null;
  try {
    parsed = rawBody ? JSON.parse(rawBody.toString('utf8')) : null;
  } catch {
    // Not JSON: it names no agency, and is refused below.
  }
  const named = namedAgency.safeParse(parsed);
  if (!named.success) {
    throw AppError.of(
      'bad_request',
      "The event names no agency of ours. Give Stripe the agency's own webhook address, shown in its console's Billing page.",
    );
  }
  return named.data.data.object.metadata.agencyId;
}

/**
 * The earlier card-payment calls (SPEC §7): AddBalance, company info, agency/stripe/* and webhook/checkout,
 * answered by the agency console's billing and the billing feature's top-ups and webhooks.
 */
export function legacyPaymentCalls({ consoleBilling, billing }: LegacyPaymentDeps): BoundRoute[] {
  const routes = legacyPaymentRoutes;
  return [
    bind(routes.addBalance, async ({ scope, principal, body }) => {
      if (body.agency_id !== undefined && body.agency_id !== scope.agencyId)
        throw AppError.notFound('Agency');
      if (body.payment_confirm) {
        if (!body.logs_id) throw AppError.invalid('logs_id', 'is required with payment_confirm');
        const confirmed = await billing.topUps.confirm(scope, principal, body.logs_id, body.payment_confirm);
        return {
          data: confirmed.payment,
          logs_id: confirmed.payment.id,
          status: legacyStatus(confirmed.payment),
          client_secret: null,
          balance: dollars(confirmed.balanceCents),
        };
      }
      if (body.Balance === undefined) throw AppError.invalid('Balance', 'is required');
      const started = await billing.topUps.start(scope, principal, body.Balance);
      return {
        data: started.payment,
        logs_id: started.payment.id,
        status: legacyStatus(started.payment),
        client_secret: started.clientSecret,
        balance: dollars(await billing.balanceCents(scope)),
      };
    }),
    bind(routes.companyInfo, async ({ scope }) => ({
      data: {
        _id: scope.agencyId,
        stripe_public_key: (await consoleBilling.billing(scope)).stripe?.publishableKey ?? null,
      },
    })),
    bind(routes.stripe, async ({ scope }) => legacyStripe(await consoleBilling.billing(scope))),
    bind(routes.integrate, async ({ scope, principal, body }) =>
      legacyStripe(await consoleBilling.connectStripe(scope, principal, legacyKeys(body))),
    ),
    bind(routes.submit, async ({ scope, principal, body }) =>
      legacyStripe(await consoleBilling.connectStripe(scope, principal, legacyKeys(body))),
    ),
    bind(routes.update, async ({ scope, principal, body }) =>
      legacyStripe(await consoleBilling.connectStripe(scope, principal, legacyKeys(body))),
    ),
    bind(routes.remove, ({ scope, principal }) => consoleBilling.disconnectStripe(scope, principal)),
    bind(routes.invoices, async ({ scope }) => ({
      data: (await billing.agencyPayments(scope)).map(({ payment, businessName }) => {
        const shown = presentPayment(payment);
        return {
          _id: shown.id,
          location_id: payment.locationId,
          business_name: businessName,
          purpose: shown.purpose,
          amount: dollars(shown.cents),
          status: shown.status,
          failure: shown.failure,
          createdAt: shown.createdAt,
        };
      }),
    })),
    // The agency named is only where the secret is looked up: its signature is still the proof.
    bind(routes.checkout, ({ rawBody, request }) =>
      billing.webhooks.receive(agencyNamedIn(rawBody), rawBody, stripeSignatureOf(request.headers)),
    ),
  ];
}
