import { Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryStatus } from '../../../ui/QueryStatus';
import { useConsoleAgencyId } from '../agency-id';
import { PricesSection } from './PricesSection';
import { agencyBillingQuery } from './queries';
import { StripeSection } from './StripeSection';
import { WebhookSection } from './WebhookSection';

/** How the agency's clients pay: its own Stripe account, the webhook Stripe calls, and the prices of AI actions. */
export function BillingPage() {
  const agencyId = useConsoleAgencyId();
  const billing = useQuery(agencyBillingQuery(agencyId));
  return (
    <Stack>
      <Title order={2}>Billing</Title>
      {billing.data ? (
        <>
          <StripeSection agencyId={agencyId} billing={billing.data} />
          <WebhookSection webhookUrl={billing.data.webhookUrl} />
          <PricesSection key={agencyId} agencyId={agencyId} billing={billing.data} />
        </>
      ) : (
        <Paper p="lg" withBorder>
          <QueryStatus query={billing} what="the billing settings" />
        </Paper>
      )}
    </Stack>
  );
}
